import {
  checkFields,
  editSuspensionSchemaFor,
  freeDaysUntilBilling,
  pausedDays,
  suspensionMessages,
} from '@clubline/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
import { countOf } from '../../../ui/wording.ts';
import { useMemberArea } from '../../members/public.ts';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';
import { PausedEndNotice } from './PauseFields.tsx';

const EditSuspensionBillingDatesQuery = graphql(`
  query EditSuspensionBillingDates($branchId: ID!, $startDate: String!, $count: Int) {
    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)
  }
`);

const UpdateMembershipSuspensionMutation = graphql(`
  mutation UpdateMembershipSuspensionEndDate($branchId: ID!, $input: UpdateMembershipSuspensionInput!) {
    updateMembershipSuspensionEndDate(branchId: $branchId, updateMembershipSuspensionInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

export interface EditedSuspension {
  startDate: string;
  endDate: string;
}

interface EditSuspensionModalProps {
  membershipId: string;
  billing: boolean;
  /** A non-billing membership's fixed end moves with the suspension (PausedEndNotice). */
  membership: Pick<ActionMembership, 'kind' | 'endDate' | 'cancellationReason'>;
  suspension: EditedSuspension;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Edit suspension (spec 2 §5): a new resume date (not before today, within a year of the start; not
 * today while a billing cycle is in progress), or End now (today). The start date is read-only.
 */
export function EditSuspensionModal({ onClose, ...props }: EditSuspensionModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Edit suspension">
      <EditSuspensionForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function EditSuspensionForm({
  membershipId,
  billing,
  membership,
  suspension,
  personId,
  branchId,
  onCancel,
  onDone,
}: Omit<EditSuspensionModalProps, 'onClose'> & { onCancel: () => void }) {
  // The server's today (billing clock): the dates are judged as the server will judge them.
  const { today } = useMemberArea();
  const update = useAsyncOperation({
    mutation: UpdateMembershipSuspensionMutation,
    ticketOf: (data) => data.updateMembershipSuspensionEndDate,
    status: MembershipOperationStatusQuery,
    // Resuming today: the member's status changes with the next status run (spec 2 §5).
    success: (_, sent) =>
      sent.input.endDate === today ? suspensionMessages.statusUpdateSoon : CHANGES_HAVE_BEEN_MADE,
    fields: ['endDate'],
  });
  const [dates] = useQuery({
    query: EditSuspensionBillingDatesQuery,
    variables: { branchId, startDate: today, count: 30 },
    pause: !billing,
  });
  const billingDates = dates.data?.getBillingDates ?? [];
  // A billing cycle is in progress today unless today is a billing date.
  const cycleInProgress = billing && billingDates.length > 0 && !billingDates.includes(today);
  const schema = editSuspensionSchemaFor({
    today,
    startDate: suspension.startDate,
    billingCycleInProgressToday: cycleInProgress,
  });
  const initial: { endDate: string } = { endDate: suspension.endDate };
  const { form, onSubmit } = useCheckedForm(initial, (values) => checkFields(schema, values));
  const { endDate } = form.getValues();
  // The free days and the moved end show as soon as the date is valid, before any submit.
  const checked = schema.safeParse({ endDate });
  const nextBilling = billingDates.find((date) => date >= endDate) ?? null;
  const freeDays = checked.success ? freeDaysUntilBilling(endDate, nextBilling) : 0;

  const save = async (resumeDate: string) => {
    const outcome = await update.run({ branchId, input: { membershipId, personId, endDate: resumeDate } });
    if (outcome.kind === 'invalid') form.setErrors(outcome.fieldErrors);
    if (outcome.kind === 'done') onDone();
  };
  const submit = onSubmit((input) => save(input.endDate));
  // Ending now cannot be undone (the paused days are given up), so it asks first, in the app's one
  // confirm modal.
  const endNow = () =>
    openConfirm({
      title: 'End suspension now',
      children: (
        <Text size="sm">
          The suspension will end today and the membership resumes. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'End now', cancel: 'Cancel' },
      confirmProps: { color: 'orange' },
      onConfirm: () => void save(today),
    });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit suspension">
      <Stack gap="md">
        {update.failure && <SubmitError title="Error" message={update.failure} />}
        <TextInput label="Start date" value={formatCalendarDate(suspension.startDate) ?? ''} readOnly />
        <DateField label="Resume date" withAsterisk {...form.getInputProps('endDate')} />
        {billing && checked.success && nextBilling && (
          <Alert color="blue" variant="light" role="status">
            Billing resumes on the next available billing date ({formatCalendarDate(nextBilling)}); the member
            gets {countOf(freeDays, 'day')} of free membership.
          </Alert>
        )}
        {checked.success && (
          <PausedEndNotice
            membership={membership}
            days={
              pausedDays({ startDate: suspension.startDate, endDate: checked.data.endDate }) -
              pausedDays(suspension)
            }
          />
        )}
        {suspension.startDate <= today && (
          <Button variant="light" color="orange" onClick={endNow} disabled={update.running}>
            End now
          </Button>
        )}
        <FormActions submitLabel="Save" onCancel={onCancel} busy={update.running} holdCancel />
      </Stack>
    </form>
  );
}
