import { fieldErrorsFromIssues, transferPersonToBranchSchema } from '@clubline/domain';
import { Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { AsyncOperationError } from '../../../app/async/poll-async-operation.ts';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
import { memberListPath, memberPath } from '../paths.ts';
import { personName } from '../person-name.ts';

export const TransferMemberFragment = graphql(`
  fragment TransferMember_person on Person {
    id
    firstName
    lastName
    homeBranchId
  }
`);

const TransferPersonToBranchMutation = graphql(`
  mutation TransferPersonToBranch($input: TransferPersonToBranchInput!) {
    transferPersonToBranch(transferPersonToBranchInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

const TransferStatusQuery = graphql(`
  query TransferPersonToBranchStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      person {
        id
        homeBranchId
      }
    }
  }
`);

/** Spec 2 §8. */
export const MEMBER_TRANSFERRED = 'Member has been successfully transferred';

interface TransferMemberModalProps {
  person: FragmentType<typeof TransferMemberFragment>;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 2 §2, §5, §7: moves the member to another home branch (async), then opens the member at
 * the new branch, or the old branch's member list when the new branch is not known (the server
 * answers no person when the user may not view members there, e.g. a front desk moving a member
 * to another city's branch).
 */
export function TransferMemberModal({ opened, onClose, ...props }: TransferMemberModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Transfer member">
      <TransferMemberForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function TransferMemberForm(props: {
  person: FragmentType<typeof TransferMemberFragment>;
  onCancel: () => void;
}) {
  const person = getFragmentData(TransferMemberFragment, props.person);
  const { branches } = useSessionData();
  const navigate = useNavigate();
  const [, transfer] = useMutation(TransferPersonToBranchMutation);
  const waitFor = useAsyncOperation(TransferStatusQuery);
  const [targetBranchId, setTargetBranchId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const oldBranchId = person.homeBranchId;
  const options = branches
    .filter((branch) => branch.id !== oldBranchId)
    .map((branch) => ({ value: branch.id, label: branch.name }));

  const checked = transferPersonToBranchSchema.safeParse({
    personId: person.id,
    targetBranchId: targetBranchId ?? '',
  });
  const branchError = submitted
    ? fieldErrorsFromIssues(checked.error?.issues ?? []).targetBranchId
    : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    setFailure(null);
    setRunning(true);
    try {
      const started = await transfer({ input: checked.data });
      if (started.error) throw new AsyncOperationError(errorTextOf(started.error));
      const status = await waitFor(started.data?.transferPersonToBranch);
      notifySuccess(MEMBER_TRANSFERRED);
      const newHome = status.person?.homeBranchId;
      navigate(newHome ? memberPath(person.id, newHome) : memberListPath(oldBranchId));
    } catch (error) {
      setRunning(false);
      setFailure(error instanceof AsyncOperationError ? error.message : errorTextOf(undefined));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Transfer member">
      <Stack gap="md">
        {failure && <SubmitError title="Error" message={failure} />}
        <Text size="sm">Move {personName(person)} to another home branch.</Text>
        <Select
          label="Branch"
          withAsterisk
          placeholder="Choose the new home branch"
          data={options}
          value={targetBranchId}
          onChange={setTargetBranchId}
          searchable
          error={branchError}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions submitLabel="Transfer" onCancel={props.onCancel} busy={running} holdCancel />
      </Stack>
    </form>
  );
}
