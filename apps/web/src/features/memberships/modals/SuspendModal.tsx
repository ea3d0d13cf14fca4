import {
  createSuspensionSchemaFor,
  fieldErrorsFromIssues,
  pausedDays,
  suspensionEndDate,
} from '@clubline/domain';
import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import { ActionPreview } from './ActionPreview.tsx';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';
import { PauseDurationFields, PausedEndNotice, PauseStartField } from './PauseFields.tsx';

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
  const [startDate, setStart] = useState('');
  const [duration, setDuration] = useState('');
  const [unit, setUnit] = useState<string | null>(billing ? 'PERIODS' : null);
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [, suspend] = useMutation(AddMembershipSuspensionMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);
  const checked = createSuspensionSchemaFor({
    today,
    billing,
    billingOngoing: billing && membership.endDate === null,
    endDate: membership.endDate,
  }).safeParse({ startDate, suspensionDuration: duration, suspensionDurationType: unit });
  const errors = { ...fieldErrorsFromIssues(checked.error?.issues ?? []), ...serverErrors };
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
  const resume = checked.success
    ? suspensionEndDate(
        checked.data.startDate,
        checked.data.suspensionDuration,
        checked.data.suspensionDurationType,
      )
    : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    setFailure(null);
    setRunning(true);
    try {
      const started = await suspend({
        branchId,
        input: {
          membershipId: membership.id,
          personId,
          startDate: checked.data.startDate,
          suspensionDuration: checked.data.suspensionDuration,
          suspensionDurationType: checked.data.suspensionDurationType,
        },
      });
      if (started.error) {
        const fields = fieldErrorsOf(started.error);
        if (Object.keys(fields).length > 0) {
          setServerErrors(fields);
          setRunning(false);
          return;
        }
        throw new AsyncOperationError(errorTextOf(started.error));
      }
      await waitFor(started.data?.addMembershipSuspension);
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
      onDone();
    } catch (error) {
      setRunning(false);
      setFailure(error instanceof AsyncOperationError ? error.message : errorTextOf(undefined));
    }
  };

  const shown = (field: string) => (submitted ? errors[field] : undefined);
  const edit = (apply: () => void) => {
    apply();
    setServerErrors({});
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Suspend membership">
      <Stack gap="md">
        {failure && <SubmitError title="Error" message={failure} />}
        <PauseStartField
          billing={billing}
          branchId={branchId}
          today={today}
          value={startDate}
          onChange={(value) => edit(() => setStart(value))}
          error={shown('startDate')}
        />
        <PauseDurationFields
          billing={billing}
          duration={duration}
          onDuration={(value) => edit(() => setDuration(value))}
          durationError={shown('suspensionDuration')}
          unit={unit}
          onUnit={(value) => edit(() => setUnit(value))}
          unitError={shown('suspensionDurationType')}
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
        {billing && checked.success && (
          <ActionPreview
            preview={preview.data?.previewMembershipSuspension}
            loading={preview.fetching}
            failed={preview.error !== undefined}
            country={membership.country}
          />
        )}
        <FormActions submitLabel="Suspend" onCancel={onCancel} busy={running} holdCancel />
      </Stack>
    </form>
  );
}
