import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
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
  const remove = useAsyncOperation({
    mutation: DeleteMembershipSuspensionMutation,
    ticketOf: (data) => data.deleteMembershipSuspension,
    status: MembershipOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });

  // Nothing to fill in: the question is the form.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await remove.run({ input: { membershipId, personId, branchId } });
    if (outcome.kind === 'done') onDone();
  };

  return (
    <FormModal opened onClose={onClose} title="Remove suspension">
      <form onSubmit={submit} noValidate aria-label="Remove suspension">
        <Stack gap="md">
          {remove.failure && <SubmitError title="Error" message={remove.failure} />}
          <Text size="sm">
            Remove the suspension from {formatCalendarDate(suspension.startDate)} to{' '}
            {formatCalendarDate(suspension.endDate)}?
          </Text>
          <FormActions submitLabel="Remove" onCancel={onClose} busy={remove.running} holdCancel />
        </Stack>
      </form>
    </FormModal>
  );
}
