import { checkFields, createFreePeriodSchemaFor, freePeriodMessages, pausedDays } from '@clubline/domain';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { useMemberArea } from '../../members/public.ts';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';
import { PauseDurationFields, PausedEndNotice, PauseStartField } from './PauseFields.tsx';

const CreateMembershipFreePeriodMutation = graphql(`
  mutation CreateMembershipFreePeriod($branchId: ID!, $input: CreateMembershipFreePeriodInput!) {
    createMembershipFreePeriod(branchId: $branchId, createMembershipFreePeriodInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

/** The form's values under the schema's names, so its messages land on their fields. */
type FreePeriodValues = {
  mode: 'for' | 'until';
  effectiveDate: string;
  duration: string;
  durationType: string | null;
  untilDate: string;
};

/** The fields whose messages from the server the form shows under them. */
const FREE_PERIOD_FIELDS = ['effectiveDate', 'duration', 'durationType', 'untilDate'];

interface FreePeriodModalProps {
  membership: ActionMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Free period (spec 2 §5, flag 6800): from a start, for N days or weeks (payments for billing
 * members) or ending on a date (non-billing), never both; Suspend's rules and messages.
 */
export function FreePeriodModal({ onClose, ...props }: FreePeriodModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Free period">
      <FreePeriodForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function FreePeriodForm({
  membership,
  personId,
  branchId,
  onCancel,
  onDone,
}: Omit<FreePeriodModalProps, 'onClose'> & { onCancel: () => void }) {
  // The server's today (billing clock): the dates are judged as the server will judge them.
  const { today } = useMemberArea();
  const billing = membership.kind === 'BILLING';
  const create = useAsyncOperation({
    mutation: CreateMembershipFreePeriodMutation,
    ticketOf: (data) => data.createMembershipFreePeriod,
    status: MembershipOperationStatusQuery,
    success: freePeriodMessages.added,
    fields: FREE_PERIOD_FIELDS,
  });
  const schema = createFreePeriodSchemaFor({
    today,
    billing,
    billingOngoing: billing && membership.endDate === null,
    endDate: membership.endDate,
  });
  // 'For' a duration, or 'Ending' on a date: never both (the other's values are not sent).
  const raw = ({ mode, effectiveDate, duration, durationType, untilDate }: FreePeriodValues) =>
    mode === 'for'
      ? { effectiveDate, duration, durationType, untilDate: null }
      : { effectiveDate, duration: null, durationType: null, untilDate };
  const initial: FreePeriodValues = {
    mode: 'for',
    effectiveDate: '',
    duration: '',
    durationType: billing ? 'PERIODS' : null,
    untilDate: '',
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) => checkFields(schema, raw(values)));
  const values = form.getValues();
  // When the free period ends shows as soon as the values are valid, before any submit.
  const checked = schema.safeParse(raw(values));

  const submit = onSubmit(async (input) => {
    const outcome = await create.run({
      branchId,
      input: {
        membershipId: membership.id,
        personId,
        effectiveDate: input.effectiveDate,
        ...(values.mode === 'for'
          ? { duration: input.duration, durationType: input.durationType }
          : { untilDate: values.untilDate }),
      },
    });
    if (outcome.kind === 'invalid') form.setErrors(outcome.fieldErrors);
    if (outcome.kind === 'done') onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Free period">
      <Stack gap="md">
        {create.failure && <SubmitError title="Error" message={create.failure} />}
        <PauseStartField
          billing={billing}
          branchId={branchId}
          today={today}
          value={values.effectiveDate}
          onChange={(value) => form.setFieldValue('effectiveDate', value)}
          error={form.errors.effectiveDate}
        />
        {!billing && (
          <SegmentedControl
            aria-label="Free period length"
            value={values.mode}
            onChange={(value) => form.setFieldValue('mode', value === 'until' ? 'until' : 'for')}
            data={[
              { value: 'for', label: 'For' },
              { value: 'until', label: 'Ending' },
            ]}
          />
        )}
        {values.mode === 'for' ? (
          <PauseDurationFields
            billing={billing}
            duration={values.duration}
            onDuration={(value) => form.setFieldValue('duration', value)}
            durationError={form.errors.duration}
            unit={values.durationType}
            onUnit={(value) => form.setFieldValue('durationType', value)}
            unitError={form.errors.durationType}
          />
        ) : (
          <DateField
            label="Last free day"
            withAsterisk
            value={values.untilDate}
            onChange={(value) => form.setFieldValue('untilDate', value)}
            error={form.errors.untilDate ?? form.errors.duration}
          />
        )}
        {checked.success && (
          <Text size="sm" role="status">
            Free until midnight before {formatCalendarDate(checked.data.endDate)}.
          </Text>
        )}
        {checked.success && (
          <PausedEndNotice
            membership={membership}
            days={pausedDays({ startDate: checked.data.effectiveDate, endDate: checked.data.endDate })}
          />
        )}
        <FormActions submitLabel="Add free period" onCancel={onCancel} busy={create.running} holdCancel />
      </Stack>
    </form>
  );
}
