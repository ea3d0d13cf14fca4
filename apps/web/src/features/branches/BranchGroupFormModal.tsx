import { BRANCH_GROUP_DESCRIPTION_MAX, BRANCH_GROUP_NAME_MAX } from '@clubline/domain';
import { MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { type BranchGroupFormValues, toBranchGroupInput, validateBranchGroup } from './branch-group-form.ts';

const BranchGroupFormFragment = graphql(`
  fragment BranchGroupForm_group on BranchGroup {
    id
    name
    description
    branches
  }
`);

const CreateBranchGroupMutation = graphql(`
  mutation CreateBranchGroup($input: BranchGroupInput!) {
    createBranchGroup(input: $input) {
      id
      ...BranchGroupForm_group
    }
  }
`);

const UpdateBranchGroupMutation = graphql(`
  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {
    updateBranchGroup(id: $id, input: $input) {
      id
      ...BranchGroupForm_group
    }
  }
`);

/** Spec 3 §8: the branch group's own success texts. */
const BRANCH_GROUP_ADDED = 'Branch group added successfully.';
export const BRANCH_GROUP_CHANGED = 'Branch group changed successfully.';
/** Spec 3 §8: the texts of an unexpected create / change failure. */
const BRANCH_GROUP_CREATE_FAILED = 'An error occurred while creating the Branch group.';
export const BRANCH_GROUP_CHANGE_FAILED = 'An error occurred while changing the Branch group.';

interface BranchGroupFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The group to edit; none to create one. */
  group?: FragmentType<typeof BranchGroupFormFragment> | null;
  /** The branches the user may put in a group. */
  branchOptions: { value: string; label: string }[];
  /** Every group's name, for the uniqueness rule. */
  groupNames: readonly { id: string; name: string }[];
}

/** Spec 3 §2: create or edit a branch group (name, description, branches). */
export function BranchGroupFormModal({ opened, onClose, ...props }: BranchGroupFormModalProps) {
  const editing = props.group ? getFragmentData(BranchGroupFormFragment, props.group) : null;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit branch group' : 'Create branch group'}
      size="lg"
    >
      <BranchGroupForm editing={editing} onDone={onClose} {...props} />
    </FormModal>
  );
}

function BranchGroupForm({
  editing,
  onDone,
  branchOptions,
  groupNames,
}: Omit<BranchGroupFormModalProps, 'opened' | 'onClose' | 'group'> & {
  editing: { id: string; name: string; description: string | null; branches: readonly string[] } | null;
  onDone: () => void;
}) {
  const [, createGroup] = useMutation(CreateBranchGroupMutation);
  const [, updateGroup] = useMutation(UpdateBranchGroupMutation);
  const [saving, setSaving] = useState(false);
  const otherNames = groupNames.filter((group) => group.id !== editing?.id).map((group) => group.name);
  const form = useForm<BranchGroupFormValues>({
    initialValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      branches: [...(editing?.branches ?? [])],
    },
    validate: (values) => validateBranchGroup(values, otherNames),
  });
  // Keep labels for branches already in the group that the user may not otherwise pick.
  const options = [
    ...branchOptions,
    ...(editing?.branches ?? [])
      .filter((id) => !branchOptions.some((option) => option.value === id))
      .map((id) => ({ value: id, label: id })),
  ];

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    const input = toBranchGroupInput(values);
    const result = editing ? await updateGroup({ id: editing.id, input }) : await createGroup({ input });
    setSaving(false);
    if (result.error) {
      // A rule the server checks against stored data (a name taken meanwhile, a branch gone) is
      // the user's to fix on the field; only anything else is the spec's generic failure.
      const fieldErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error)).filter(([field]) => Object.hasOwn(form.values, field)),
      );
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        return;
      }
      if (editing) {
        // The modal stays open so the user's edits are not lost.
        notifyError(BRANCH_GROUP_CHANGE_FAILED);
        return;
      }
      // Spec 3 §8: a failed create also closes the modal.
      notifyError(BRANCH_GROUP_CREATE_FAILED);
      onDone();
      return;
    }
    notifySuccess(editing ? BRANCH_GROUP_CHANGED : BRANCH_GROUP_ADDED);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          description={`Up to ${BRANCH_GROUP_NAME_MAX} characters`}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
          description={`Up to ${BRANCH_GROUP_DESCRIPTION_MAX} characters`}
        />
        <MultiSelect
          label="Branches"
          withAsterisk
          searchable
          clearable
          nothingFoundMessage="No branches"
          data={options}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('branches')}
        />
        <FormActions submitLabel={editing ? 'Save' : 'Create'} onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
