import { checkFields, transferPersonToBranchSchema } from '@clubline/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
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
  const transfer = useAsyncOperation({
    mutation: TransferPersonToBranchMutation,
    ticketOf: (data) => data.transferPersonToBranch,
    status: TransferStatusQuery,
    success: MEMBER_TRANSFERRED,
  });
  const initial: { targetBranchId: string | null } = { targetBranchId: null };
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(transferPersonToBranchSchema, {
      personId: person.id,
      targetBranchId: values.targetBranchId ?? '',
    }),
  );
  const oldBranchId = person.homeBranchId;
  const options = branches
    .filter((branch) => branch.id !== oldBranchId)
    .map((branch) => ({ value: branch.id, label: branch.name }));

  const submit = onSubmit(async (input) => {
    const outcome = await transfer.run({ input });
    if (outcome.kind !== 'done') return;
    const newHome = outcome.status.person?.homeBranchId;
    navigate(newHome ? memberPath(person.id, newHome) : memberListPath(oldBranchId));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Transfer member">
      <Stack gap="md">
        {transfer.failure && <SubmitError title="Error" message={transfer.failure} />}
        <Text size="sm">Move {personName(person)} to another home branch.</Text>
        <Select
          label="Branch"
          withAsterisk
          placeholder="Choose the new home branch"
          data={options}
          {...form.getInputProps('targetBranchId')}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions submitLabel="Transfer" onCancel={props.onCancel} busy={transfer.running} holdCancel />
      </Stack>
    </form>
  );
}
