import { checkFields, createSuspensionSchemaFor, pausedDays, suspensionEndDate } from '@clubline/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import { ActionPreview } from './ActionPreview.tsx';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';
import { DurationLimitNote, PauseDurationFields, PausedEndNotice, PauseStartField } from './PauseFields.tsx';

const PreviewMembershipSuspensionQuery = graphql(`
  query PreviewMembershipSuspension(
    $personId: ID!
    $membershipId: ID!
    $startDate: String!
    $suspensionDuration: Int!
    $suspensionDurationType: SuspensionDurationType
  ) {
    previewMembershipSuspension(
      personId: $personId
      membershipId: $membershipId
      startDate: $startDate
      suspensionDuration: $suspensionDuration
      suspensionDurationType: $suspensionDurationType
    ) {
      ...ActionPreview_preview
    }
  }
`);

const AddMembershipSuspensionMutation = graphql(`
  mutation AddMembershipSuspension($branchId: ID!, $input: SuspensionInput!) {
    addMembershipSuspension(branchId: $branchId, suspensionInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

/** The form's values under the schema's names, so its messages land on their fields. */
type SuspendValues = {
  startDate: string;
  suspensionDuration: string;
  suspensionDurationType: string | null;
};

/** The fields whose messages from the server the form shows under them. */
const SUSPEND_FIELDS = ['startDate', 'suspensionDuration', 'suspensionDurationType'];

interface SuspendModalProps {
  membership: ActionMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Suspend (spec 2 §5 "Suspension (create)"): billing members start on a billing date and suspend
 * for 1 to 13 payments; others for days or weeks. The domain's schema gives the spec's messages
 * here and on the server.
 */
export function SuspendModal({ onClose, ...props }: SuspendModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Suspend membership">
      <SuspendForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function SuspendForm({
  membership,
  personId,
  branchId,
  onCancel,
  onDone,
}: Omit<SuspendModalProps, 'onClose'> & { onCancel: () => void }) {
  // The server's today (billing clock): the dates are judged as the server will judge them.
  const { today } = useMemberArea();
  const billing = membership.kind === 'BILLING';
  const suspend = useAsyncOperation({
    mutation: AddMembershipSuspensionMutation,
    ticketOf: (data) => data.addMembershipSuspension,
    status: MembershipOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
    fields: SUSPEND_FIELDS,
  });
  const schema = createSuspensionSchemaFor({
    today,
    billing,
    billingOngoing: billing && membership.endDate === null,
    endDate: membership.endDate,
  });
  const initial: SuspendValues = {
    startDate: '',
    suspensionDuration: '',
    suspensionDurationType: billing ? 'PERIODS' : null,
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) => checkFields(schema, values));
  const values = form.getValues();
  // What the suspension changes shows as soon as the values are valid, before any submit.
  const checked = schema.safeParse(values);
  // The moved schedule before saving (billing members: what the suspension pauses and charges).
  const [preview] = useQuery({
    query: PreviewMembershipSuspensionQuery,
    variables: {
      personId,
      membershipId: membership.id,
      startDate: checked.data?.startDate ?? '',
      suspensionDuration: checked.data?.suspensionDuration ?? 0,
      suspensionDurationType: checked.data?.suspensionDurationType ?? null,
    },
    // A non-billing member has no debits: what changes is the end (PausedEndNotice).
    pause: !billing || !checked.success,
  });
  // A typed duration the schema refuses (over the limit, say) is explained where the preview goes.
  const durationIssue =
    values.suspensionDuration.trim() === ''
      ? undefined
      : checked.error?.issues.find((issue) => issue.path[0] === 'suspensionDuration')?.message;
  const resume = checked.success
    ? suspensionEndDate(
        checked.data.startDate,
        checked.data.suspensionDuration,
        checked.data.suspensionDurationType,
      )
    : null;

  const submit = onSubmit(async (input) => {
    const outcome = await suspend.run({
      branchId,
      input: {
        membershipId: membership.id,
        personId,
        startDate: input.startDate,
        suspensionDuration: input.suspensionDuration,
        suspensionDurationType: input.suspensionDurationType,
      },
    });
    if (outcome.kind === 'invalid') form.setErrors(outcome.fieldErrors);
    if (outcome.kind === 'done') onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Suspend membership">
      <Stack gap="md">
        {suspend.failure && <SubmitError title="Error" message={suspend.failure} />}
        <PauseStartField
          billing={billing}
          branchId={branchId}
          today={today}
          value={values.startDate}
          onChange={(value) => form.setFieldValue('startDate', value)}
          error={form.errors.startDate}
        />
        <PauseDurationFields
          billing={billing}
          duration={values.suspensionDuration}
          onDuration={(value) => form.setFieldValue('suspensionDuration', value)}
          durationError={form.errors.suspensionDuration}
          unit={values.suspensionDurationType}
          onUnit={(value) => form.setFieldValue('suspensionDurationType', value)}
          unitError={form.errors.suspensionDurationType}
        />
        {resume && (
          <Text size="sm" role="status">
            Resumes on {formatCalendarDate(resume)}
            {billing
              ? ': no payments are taken until then, the weekly suspension fee is charged instead.'
              : '.'}
          </Text>
        )}
        {resume && checked.success && (
          <PausedEndNotice
            membership={membership}
            days={pausedDays({ startDate: checked.data.startDate, endDate: resume })}
          />
        )}
        <DurationLimitNote message={durationIssue} />
        {billing && checked.success && (
          <ActionPreview
            preview={preview.data?.previewMembershipSuspension}
            loading={preview.fetching}
            failed={preview.error !== undefined}
            country={membership.country}
          />
        )}
        <FormActions submitLabel="Suspend" onCancel={onCancel} busy={suspend.running} holdCancel />
      </Stack>
    </form>
  );
}
