import { DUPLICATE_COMING_SOON } from '@clubline/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMutation } from 'urql';
import { type AsyncOperation, useAsyncOperation } from '../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { graphql } from '../../gql/index.ts';
import { openConfirm } from '../../ui/confirm.tsx';
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

/** An option as the confirmations name it. */
interface NamedOption extends OptionRef {
  name: string;
}

/**
 * Publish and archive cannot be undone (a published option never returns to draft, an archived one
 * is only ever copied), so each asks first, in the app's one confirm modal.
 */
const CONFIRMATIONS = {
  publish: {
    title: 'Publish payment option',
    body: (name: string) =>
      `${name} will go on sale, and its price and term will be fixed. This cannot be undone.`,
    label: 'Publish',
    color: undefined,
  },
  archive: {
    title: 'Archive payment option',
    body: (name: string) => `${name} will no longer be sold. This cannot be undone.`,
    label: 'Archive',
    color: 'red',
  },
} as const;

function confirmThen(kind: keyof typeof CONFIRMATIONS, option: NamedOption, run: () => Promise<void>) {
  const text = CONFIRMATIONS[kind];
  openConfirm({
    title: text.title,
    children: <Text size="sm">{text.body(option.name)}</Text>,
    labels: { confirm: text.label, cancel: 'Cancel' },
    confirmProps: { color: text.color },
    onConfirm: () => void run(),
  });
}

/** The mutations' variables: callers pass whole options, which must not go on the wire. */
const variablesOf = ({ membershipPlanId, id }: OptionRef) => ({ membershipPlanId, id });

/**
 * Publish, archive and duplicate a payment option (spec 3 §4). Publish and archive are
 * asynchronous: the app's one async-operation hook runs them (a failure is a notification here,
 * the page has no form to show it on), then `onChanged` refetches the plan. A duplicate resolves
 * with the copy's id.
 */
export function usePaymentOptionActions(onChanged: () => void) {
  const duplicateEnabled = useFeatureFlag('duplicate_payment_options');
  const publish = useAsyncOperation({
    mutation: PublishPaymentOptionMutation,
    ticketOf: (data) => data.publishPaymentOption,
    status: PaymentOptionStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });
  const archive = useAsyncOperation({
    mutation: ArchivePaymentOptionMutation,
    ticketOf: (data) => data.archivePaymentOption,
    status: PaymentOptionStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });
  const [, duplicate] = useMutation(DuplicatePaymentOptionMutation);
  const [running, setRunning] = useState<string | null>(null);

  async function runAsync(
    option: OptionRef,
    operation: AsyncOperation<OptionRef, { status: 'OK' | 'ERROR' }>,
  ): Promise<void> {
    setRunning(option.id);
    const outcome = await operation.run(variablesOf(option));
    setRunning(null);
    if (outcome.kind === 'done') onChanged();
    else if (outcome.kind === 'failed') notifyError(outcome.message);
  }

  return {
    /** The id of the option whose publish or archive is under way. */
    running,
    /** Asks first, then publishes. */
    publish: (option: NamedOption) => confirmThen('publish', option, () => runAsync(option, publish)),
    /** Asks first, then archives. */
    archive: (option: NamedOption) => confirmThen('archive', option, () => runAsync(option, archive)),
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
