import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleIdFromName } from '@clubline/domain';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { graphql } from '../../gql/index.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { type RoleFormValues, toRoleInput, validateRole } from './role-form.ts';
import { ROLE_ADDED, ROLE_CHANGE_FAILED, ROLE_CHANGED, ROLE_CREATE_FAILED } from './role-texts.ts';

const AddRoleMutation = graphql(`
  mutation AddRole($input: AddRoleInput!) {
    addRole(input: $input) {
      roleId
    }
  }
`);

const UpdateRoleMutation = graphql(`
  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {
    updateRole(roleId: $roleId, input: $input) {
      roleId
    }
  }
`);

interface EditedRole {
  roleId: string;
  name: string;
  description?: string | null;
  type: string;
}

interface RoleFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The role to edit; none to create one. */
  role?: EditedRole | null;
  /** The roles the page knows (id and name), for the uniqueness rule; the server checks all. */
  knownRoles: readonly { roleId: string; name: string }[];
  /** After a successful save: the page reads the role(s) again after the spec's delay. */
  onSaved: () => void;
}

/** Spec 3 §2 Create role modal, and the role page's Edit: name and description. */
export function RoleFormModal({ opened, onClose, role, ...props }: RoleFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={role ? 'Edit role' : 'Create role'}>
      <RoleForm editing={role ?? null} onDone={onClose} {...props} />
    </FormModal>
  );
}

function RoleForm({
  editing,
  onDone,
  knownRoles,
  onSaved,
}: Omit<RoleFormModalProps, 'opened' | 'onClose' | 'role'> & {
  editing: EditedRole | null;
  onDone: () => void;
}) {
  const [, addRole] = useMutation(AddRoleMutation);
  const [, updateRole] = useMutation(UpdateRoleMutation);
  const [saving, setSaving] = useState(false);
  const others = knownRoles
    .filter((known) => known.roleId !== editing?.roleId)
    .map((known) => ({ id: known.roleId, name: known.name }));
  const form = useForm<RoleFormValues>({
    initialValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
    validate: (values) => validateRole(values, others),
  });
  // Built-in roles keep their name (docs/roles.md); only the description changes.
  const builtIn = editing?.type === 'BUILT_IN';
  const newId = roleIdFromName(form.values.name);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    const input = toRoleInput(values);
    const result = editing
      ? await updateRole({ roleId: editing.roleId, input })
      : await addRole({ input: { ...input, id: roleIdFromName(input.name) } });
    setSaving(false);
    if (result.error) {
      // A rule the server checks against stored data (a name taken meanwhile) is the user's to fix.
      const fieldErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error)).filter(([field]) => Object.hasOwn(form.values, field)),
      );
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        return;
      }
      notifyError(editing ? ROLE_CHANGE_FAILED : ROLE_CREATE_FAILED);
      // An edit stays open so the user's text is not lost; a failed create closes, as branch groups do.
      if (!editing) onDone();
      return;
    }
    notifySuccess(editing ? ROLE_CHANGED : ROLE_ADDED);
    onSaved();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          disabled={builtIn}
          description={builtIn ? 'Built-in roles keep their name' : `Up to ${ROLE_NAME_MAX} characters`}
          {...form.getInputProps('name')}
        />
        {!editing && newId && (
          <Text size="sm" c="dimmed" data-testid="role-id-preview">
            Role id: {newId}
          </Text>
        )}
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          description={`Up to ${ROLE_DESCRIPTION_MAX} characters`}
          {...form.getInputProps('description')}
        />
        <FormActions submitLabel={editing ? 'Save' : 'Create'} onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
