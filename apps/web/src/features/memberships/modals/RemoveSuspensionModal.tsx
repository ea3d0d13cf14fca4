import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

const DeleteMembershipSuspensionMutation = graphql(`
  mutation DeleteMembershipSuspension($input: DeleteMembershipSuspensionInput!) {
    deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

interface RemoveSuspensionModalProps {
  membershipId: string;
  suspension: { startDate: string; endDate: string };
  personId: string;
  branchId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Removes a future suspension (spec 2 §4): its debits come back as they were. */
export function RemoveSuspensionModal({
  membershipId,
  suspension,
  personId,
  branchId,
  onClose,
  onDone,
}: RemoveSuspensionModalProps) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, remove] = useMutation(DeleteMembershipSuspensionMutation);
  const waitFor = useAsyncOperation(MembershipOperationStatusQuery);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setRunning(true);
    try {
      const started = await remove({ input: { membershipId, personId, branchId } });
      if (started.error) throw new AsyncOperationError(errorTextOf(started.error));
      await waitFor(started.data?.deleteMembershipSuspension);
      notifySuccess(CHANGES_HAVE_BEEN_MADE);
      onDone();
    } catch (caught) {
      setRunning(false);
      setFailure(caught instanceof AsyncOperationError ? caught.message : errorTextOf(undefined));
    }
  };

  return (
    <FormModal opened onClose={onClose} title="Remove suspension">
      <form onSubmit={submit} noValidate aria-label="Remove suspension">
        <Stack gap="md">
          {failure && <SubmitError title="Error" message={failure} />}
          <Text size="sm">
            Remove the suspension from {formatCalendarDate(suspension.startDate)} to{' '}
            {formatCalendarDate(suspension.endDate)}?
          </Text>
          <FormActions submitLabel="Remove" onCancel={onClose} busy={running} holdCancel />
        </Stack>
      </form>
    </FormModal>
  );
}
