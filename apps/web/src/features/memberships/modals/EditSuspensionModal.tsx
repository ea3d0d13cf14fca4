import {
  editSuspensionSchemaFor,
  fieldErrorsFromIssues,
  freeDaysUntilBilling,
  pausedDays,
  suspensionMessages,
} from '@clubline/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
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
  const [endDate, setEndDate] = useState(suspension.endDate);
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [, update] = useMutation(UpdateMembershipSuspensionMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);
  const [dates] = useQuery({
    query: EditSuspensionBillingDatesQuery,
    variables: { branchId, startDate: today, count: 30 },
    pause: !billing,
  });
  const billingDates = dates.data?.getBillingDates ?? [];
  // A billing cycle is in progress today unless today is a billing date.
  const cycleInProgress = billing && billingDates.length > 0 && !billingDates.includes(today);
  const checked = editSuspensionSchemaFor({
    today,
    startDate: suspension.startDate,
    billingCycleInProgressToday: cycleInProgress,
  }).safeParse({ endDate });
  const error = fieldErrorsFromIssues(checked.error?.issues ?? []).endDate ?? serverError;
  const nextBilling = billingDates.find((date) => date >= endDate) ?? null;
  const freeDays = checked.success ? freeDaysUntilBilling(endDate, nextBilling) : 0;

  const save = async (resumeDate: string) => {
    setFailure(null);
    setRunning(true);
    try {
      const started = await update({ branchId, input: { membershipId, personId, endDate: resumeDate } });
      if (started.error) {
        const field = fieldErrorsOf(started.error).endDate;
        if (field !== undefined) {
          setServerError(field);
          setRunning(false);
          return;
        }
        throw new AsyncOperationError(errorTextOf(started.error));
      }
      await waitFor(started.data?.updateMembershipSuspensionEndDate);
      notifySuccess(resumeDate === today ? suspensionMessages.statusUpdateSoon : CHANGES_HAVE_BEEN_MADE);
      onDone();
    } catch (caught) {
      setRunning(false);
      setFailure(caught instanceof AsyncOperationError ? caught.message : errorTextOf(undefined));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    await save(checked.data.endDate);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit suspension">
      <Stack gap="md">
        {failure && <SubmitError title="Error" message={failure} />}
        <TextInput label="Start date" value={formatCalendarDate(suspension.startDate) ?? ''} readOnly />
        <TextInput
          label="Resume date"
          withAsterisk
          type="date"
          min={today}
          value={endDate}
          onChange={(event) => {
            setEndDate(event.currentTarget.value);
            setServerError(undefined);
          }}
          error={submitted ? error : undefined}
        />
        {billing && checked.success && nextBilling && (
          <Alert color="blue" variant="light" role="status">
            Billing resumes on the next available billing date ({formatCalendarDate(nextBilling)}); the member
            gets {freeDays} day(s) of free membership.
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
          <Button variant="light" color="orange" onClick={() => save(today)} disabled={running}>
            End now
          </Button>
        )}
        <FormActions submitLabel="Save" onCancel={onCancel} busy={running} holdCancel />
      </Stack>
    </form>
  );
}
