import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { ActionPreview } from './ActionPreview.tsx';
import type { ActionMembership } from './action-membership.ts';
import {
  checkEndMembership,
  END_BILLING_DATE_COUNT,
  END_REASON_OPTIONS,
  endDateOptions,
  insideMinimumTermNotice,
} from './end-membership-form.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

const EndBillingDatesQuery = graphql(`
  query EndMembershipBillingDates($branchId: ID!, $startDate: String!, $count: Int) {
    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)
  }
`);

const PreviewEndMembershipQuery = graphql(`
  query PreviewEndMembership($personId: ID!, $membershipId: ID!, $cancellationDate: String!) {
    previewEndMembership(personId: $personId, membershipId: $membershipId, cancellationDate: $cancellationDate) {
      ...ActionPreview_preview
    }
  }
`);

const CancelMembershipMutation = graphql(`
  mutation CancelMembership($input: CancelMembershipInput!) {
    cancelMembership(cancelMembershipInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

interface EndMembershipModalProps {
  membership: ActionMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Spec 2 §5 "End membership" (async), with what ending charges and stops before it is saved. */
export function EndMembershipModal({ onClose, ...props }: EndMembershipModalProps) {
  return (
    <FormModal opened onClose={onClose} title="End membership" size="lg">
      <EndMembershipForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function EndMembershipForm({
  membership,
  personId,
  branchId,
  onCancel,
  onDone,
}: Omit<EndMembershipModalProps, 'onClose'> & { onCancel: () => void }) {
  // The server's today (billing clock): the dates are judged as the server will judge them.
  const { today } = useMemberArea();
  const billing = membership.kind === 'BILLING';
  const [cancellationDate, setDate] = useState('');
  const [cancellationReason, setReason] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, cancel] = useMutation(CancelMembershipMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);

  const [dates] = useQuery({
    query: EndBillingDatesQuery,
    variables: { branchId, startDate: today, count: END_BILLING_DATE_COUNT },
    pause: !billing,
  });
  const billingDates = billing ? endDateOptions(dates.data?.getBillingDates ?? [], membership.endDate) : null;
  const options = (billingDates ?? []).map((date) => ({
    value: date,
    label: formatCalendarDate(date) ?? date,
  }));
  const checked = checkEndMembership(
    { cancellationDate, cancellationReason },
    {
      today,
      endDate: membership.endDate,
      billingActive: billing && membership.status === 'ACTIVE',
      billingDates,
    },
  );
  const errors = checked.ok ? {} : checked.errors;
  const validDate = cancellationDate !== '' && errors.cancellationDate === undefined;
  const [preview] = useQuery({
    query: PreviewEndMembershipQuery,
    variables: { personId, membershipId: membership.id, cancellationDate },
    pause: !validDate,
  });
  const insideMinimumTerm =
    validDate && membership.minimumTermEndDate !== null && cancellationDate < membership.minimumTermEndDate;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) return;
    setFailure(null);
    setRunning(true);
    try {
      const started = await cancel({
        input: {
          membershipId: membership.id,
          branchId,
          personId,
          cancellationDate: checked.cancellationDate,
          cancellationReason: checked.cancellationReason,
        },
      });
      if (started.error) throw new AsyncOperationError(errorTextOf(started.error));
      await waitFor(started.data?.cancelMembership);
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
      onDone();
    } catch (error) {
      setRunning(false);
      setFailure(error instanceof AsyncOperationError ? error.message : errorTextOf(undefined));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="End membership">
      <Stack gap="md">
        {failure && <SubmitError title="Error" message={failure} />}
        {billing ? (
          <Select
            label="End date"
            withAsterisk
            placeholder="Choose a billing date"
            description="Billing members end on a billing date"
            data={options}
            value={cancellationDate === '' ? null : cancellationDate}
            onChange={(value) => setDate(value ?? '')}
            error={
              dates.error
                ? MEMBERSHIP_MESSAGES.loadDatesFailed
                : submitted
                  ? errors.cancellationDate
                  : undefined
            }
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label="End date"
            withAsterisk
            type="date"
            min={today}
            value={cancellationDate}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={submitted ? errors.cancellationDate : undefined}
          />
        )}
        <Select
          label="Reason"
          withAsterisk
          placeholder="Choose a reason"
          data={END_REASON_OPTIONS}
          value={cancellationReason}
          onChange={setReason}
          searchable
          error={submitted ? errors.cancellationReason : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {insideMinimumTerm && membership.minimumTermEndDate && (
          <Alert color="yellow" variant="light" role="status">
            {insideMinimumTermNotice(
              formatCalendarDate(membership.minimumTermEndDate) ?? membership.minimumTermEndDate,
            )}
          </Alert>
        )}
        {validDate && (
          <ActionPreview
            preview={preview.data?.previewEndMembership}
            loading={preview.fetching}
            failed={preview.error !== undefined}
            country={membership.country}
          />
        )}
        <FormActions submitLabel="End membership" onCancel={onCancel} busy={running} holdCancel />
      </Stack>
    </form>
  );
}
