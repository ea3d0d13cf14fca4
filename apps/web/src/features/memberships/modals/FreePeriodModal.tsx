import {
  createFreePeriodSchemaFor,
  fieldErrorsFromIssues,
  freePeriodMessages,
  pausedDays,
} from '@clubline/domain';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { notifySuccess } from '../../../ui/notifications.ts';
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
  const [mode, setMode] = useState<'for' | 'until'>('for');
  const [effectiveDate, setStart] = useState('');
  const [duration, setDuration] = useState('');
  const [durationType, setType] = useState<string | null>(billing ? 'PERIODS' : null);
  const [untilDate, setUntil] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [, create] = useMutation(CreateMembershipFreePeriodMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);
  const values =
    mode === 'for'
      ? { effectiveDate, duration, durationType, untilDate: null }
      : { effectiveDate, duration: null, durationType: null, untilDate };
  const checked = createFreePeriodSchemaFor({
    today,
    billing,
    billingOngoing: billing && membership.endDate === null,
    endDate: membership.endDate,
  }).safeParse(values);
  const errors = { ...fieldErrorsFromIssues(checked.error?.issues ?? []), ...serverErrors };
  const shown = (field: string) => (submitted ? errors[field] : undefined);
  const edit = (apply: () => void) => {
    apply();
    setServerErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    setFailure(null);
    setRunning(true);
    try {
      const started = await create({
        branchId,
        input: {
          membershipId: membership.id,
          personId,
          effectiveDate: checked.data.effectiveDate,
          ...(mode === 'for'
            ? { duration: checked.data.duration, durationType: checked.data.durationType }
            : { untilDate }),
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
      await waitFor(started.data?.createMembershipFreePeriod);
      notifySuccess(freePeriodMessages.added);
      onDone();
    } catch (caught) {
      setRunning(false);
      setFailure(caught instanceof AsyncOperationError ? caught.message : errorTextOf(undefined));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Free period">
      <Stack gap="md">
        {failure && <SubmitError title="Error" message={failure} />}
        <PauseStartField
          billing={billing}
          branchId={branchId}
          today={today}
          value={effectiveDate}
          onChange={(value) => edit(() => setStart(value))}
          error={shown('effectiveDate')}
        />
        {!billing && (
          <SegmentedControl
            aria-label="Free period length"
            value={mode}
            onChange={(value) => edit(() => setMode(value === 'until' ? 'until' : 'for'))}
            data={[
              { value: 'for', label: 'For' },
              { value: 'until', label: 'Ending' },
            ]}
          />
        )}
        {mode === 'for' ? (
          <PauseDurationFields
            billing={billing}
            duration={duration}
            onDuration={(value) => edit(() => setDuration(value))}
            durationError={shown('duration')}
            unit={durationType}
            onUnit={(value) => edit(() => setType(value))}
            unitError={shown('durationType')}
          />
        ) : (
          <TextInput
            label="Last free day"
            withAsterisk
            type="date"
            min={effectiveDate || today}
            value={untilDate}
            onChange={(event) => {
              const value = event.currentTarget.value;
              edit(() => setUntil(value));
            }}
            error={shown('untilDate') ?? shown('duration')}
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
        <FormActions submitLabel="Add free period" onCancel={onCancel} busy={running} holdCancel />
      </Stack>
    </form>
  );
}
