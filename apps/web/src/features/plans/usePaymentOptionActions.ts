import { DUPLICATE_COMING_SOON } from '@clubline/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type CombinedError, useMutation } from 'urql';
import { AsyncOperationError, type AsyncTicket } from '../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { graphql } from '../../gql/index.ts';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../ui/notifications.ts';

const PublishPaymentOptionMutation = graphql(`
  mutation PublishPaymentOption($membershipPlanId: ID!, $id: ID!) {
    publishPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {
      ticketId
      operationDomain
    }
  }
`);

const ArchivePaymentOptionMutation = graphql(`
  mutation ArchivePaymentOption($membershipPlanId: ID!, $id: ID!) {
    archivePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {
      ticketId
      operationDomain
    }
  }
`);

const DuplicatePaymentOptionMutation = graphql(`
  mutation DuplicatePaymentOption($membershipPlanId: ID!, $id: ID!) {
    duplicatePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {
      id
    }
  }
`);

const PaymentOptionStatusQuery = graphql(`
  query PaymentOptionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      paymentOption {
        id
        status
      }
    }
  }
`);

export interface OptionRef {
  membershipPlanId: string;
  id: string;
}

/** The mutations' variables: callers pass whole options, which must not go on the wire. */
const variablesOf = ({ membershipPlanId, id }: OptionRef) => ({ membershipPlanId, id });

/**
 * Publish, archive and duplicate a payment option (spec 3 §4). Publish and archive are
 * asynchronous: the ticket is polled with the app's one async helper, then `onChanged` refetches
 * the plan. A duplicate resolves with the copy's id.
 */
export function usePaymentOptionActions(onChanged: () => void) {
  const duplicateEnabled = useFeatureFlag('duplicate_payment_options');
  const [, publish] = useMutation(PublishPaymentOptionMutation);
  const [, archive] = useMutation(ArchivePaymentOptionMutation);
  const [, duplicate] = useMutation(DuplicatePaymentOptionMutation);
  const waitFor = useAsyncOperation(PaymentOptionStatusQuery);
  const [running, setRunning] = useState<string | null>(null);

  async function runAsync(
    option: OptionRef,
    start: (
      option: OptionRef,
    ) => Promise<{ error?: CombinedError | undefined; ticket?: AsyncTicket | undefined }>,
  ): Promise<void> {
    setRunning(option.id);
    try {
      const started = await start(option);
      if (started.error) throw new AsyncOperationError(errorTextOf(started.error));
      await waitFor(started.ticket);
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
      onChanged();
    } catch (error) {
      notifyError(error instanceof AsyncOperationError ? error.message : errorTextOf(undefined));
    } finally {
      setRunning(null);
    }
  }

  return {
    /** The id of the option whose publish or archive is under way. */
    running,
    publish: (option: OptionRef) =>
      runAsync(option, async (variables) => {
        const result = await publish(variablesOf(variables));
        return { error: result.error, ticket: result.data?.publishPaymentOption };
      }),
    archive: (option: OptionRef) =>
      runAsync(option, async (variables) => {
        const result = await archive(variablesOf(variables));
        return { error: result.error, ticket: result.data?.archivePaymentOption };
      }),
    /** The copy's id, or null when nothing was copied (the flag is off, or it failed). */
    duplicate: async (option: OptionRef): Promise<string | null> => {
      if (!duplicateEnabled) {
        notifications.show({ title: 'Duplicate', message: DUPLICATE_COMING_SOON, color: 'blue' });
        return null;
      }
      const result = await duplicate(variablesOf(option));
      if (result.error || !result.data) {
        notifyError(errorTextOf(result.error));
        return null;
      }
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
      onChanged();
      return result.data.duplicatePaymentOption.id;
    },
  };
}
