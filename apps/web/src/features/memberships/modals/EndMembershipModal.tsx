import { Alert, Select, Stack } from '@mantine/core';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { ActionPreview } from './ActionPreview.tsx';
import type { ActionMembership } from './action-membership.ts';
import {
  checkEndMembership,
  END_REASON_OPTIONS,
  type EndMembershipValues,
  endDateOptions,
  insideMinimumTermNotice,
} from './end-membership-form.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

// The dates End accepts, worked out by the server: from today, or from the end of the period a
// debit has already covered (on a billing day, today's debit covers today).
const EndDatesQuery = graphql(`
  query EndMembershipDates($personId: ID!, $membershipId: ID!) {
    getMembership(personId: $personId, membershipId: $membershipId) {
      id
      endDates
    }
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
  const end = useAsyncOperation({
    mutation: CancelMembershipMutation,
    ticketOf: (data) => data.cancelMembership,
    status: MembershipOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });

  const [dates] = useQuery({
    query: EndDatesQuery,
    variables: { personId, membershipId: membership.id },
    pause: !billing,
    requestPolicy: 'network-only',
  });
  const billingDates = billing
    ? endDateOptions(dates.data?.getMembership?.endDates ?? [], membership.endDate)
    : null;
  const options = (billingDates ?? []).map((date) => ({
    value: date,
    label: formatCalendarDate(date) ?? date,
  }));
  const check = (values: EndMembershipValues) =>
    checkEndMembership(values, {
      today,
      endDate: membership.endDate,
      billingActive: billing && membership.status === 'ACTIVE',
      billingDates,
    });
  const initial: EndMembershipValues = { cancellationDate: '', cancellationReason: null };
  const { form, onSubmit } = useCheckedForm(initial, check);
  const values = form.getValues();
  const { cancellationDate } = values;
  // What ending on the date stops and charges shows as soon as the date is a valid one.
  const checked = check(values);
  const validDate = cancellationDate !== '' && (checked.ok || checked.errors.cancellationDate === undefined);
  const [preview] = useQuery({
    query: PreviewEndMembershipQuery,
    variables: { personId, membershipId: membership.id, cancellationDate },
    pause: !validDate,
  });
  const insideMinimumTerm =
    validDate && membership.minimumTermEndDate !== null && cancellationDate < membership.minimumTermEndDate;

  const submit = onSubmit(async (input) => {
    const outcome = await end.run({
      input: {
        membershipId: membership.id,
        branchId,
        personId,
        cancellationDate: input.cancellationDate,
        cancellationReason: input.cancellationReason,
      },
    });
    if (outcome.kind === 'done') onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="End membership">
      <Stack gap="md">
        {end.failure && <SubmitError title="Error" message={end.failure} />}
        {billing ? (
          <Select
            label="End date"
            withAsterisk
            placeholder="Choose a billing date"
            description="Billing members end on a billing date"
            data={options}
            value={cancellationDate === '' ? null : cancellationDate}
            onChange={(value) => form.setFieldValue('cancellationDate', value ?? '')}
            error={dates.error ? MEMBERSHIP_MESSAGES.loadDatesFailed : form.errors.cancellationDate}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <DateField label="End date" withAsterisk {...form.getInputProps('cancellationDate')} />
        )}
        <Select
          label="Reason"
          withAsterisk
          placeholder="Choose a reason"
          data={END_REASON_OPTIONS}
          {...form.getInputProps('cancellationReason')}
          searchable
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
        <FormActions submitLabel="End membership" onCancel={onCancel} busy={end.running} holdCancel />
      </Stack>
    </form>
  );
}
