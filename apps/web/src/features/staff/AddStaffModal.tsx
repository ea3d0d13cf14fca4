import { branchesFor, staffMessages } from '@clubline/domain';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { useCheckedForm } from '../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { usePermissions, useSessionData } from '../../app/session/SessionContext.tsx';
import { graphql } from '../../gql/index.ts';
import { FormActions, SubmitError } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notifications.ts';
import { staffPath } from './paths.ts';
import { StaffFormFields } from './StaffFormFields.tsx';
import { emptyStaffForm, toStaffMemberInput } from './staff-form.ts';
import { UsernameField } from './UsernameField.tsx';

const AddStaffMemberMutation = graphql(`
  mutation AddStaffMember($input: StaffMemberInput!) {
    addStaffMember(staffMemberInput: $input)
  }
`);

interface AddStaffModalProps {
  /** The list's branch (branch level), preselected; null at organisation level. */
  branchId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Spec 3 §2, §5 "Add staff member"; the new staff member's page opens afterwards. */
export function AddStaffModal({ branchId, opened, onClose }: AddStaffModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add staff member" long>
      <AddStaffForm branchId={branchId} onCancel={onClose} />
    </FormModal>
  );
}

function AddStaffForm({ branchId, onCancel }: { branchId: string | null; onCancel: () => void }) {
  const { options, branches } = useSessionData();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const [, addStaff] = useMutation(AddStaffMemberMutation);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [taken, setTaken] = useState(false);
  const { form, onSubmit } = useCheckedForm(
    emptyStaffForm(options.defaultCountry, branchId),
    toStaffMemberInput,
  );
  const branchOptions = useMemo(() => {
    const manageable = new Set(branchesFor(permissions, 'manage-staff-member'));
    return branches
      .filter((branch) => manageable.has(branch.id))
      .map((b) => ({ value: b.id, label: b.name }));
  }, [branches, permissions]);

  const submit = onSubmit(async (input) => {
    if (taken) {
      form.setFieldError('username', staffMessages.usernameTaken);
      return;
    }
    setSubmitError(null);
    setSaving(true);
    const result = await addStaff({ input: { ...input, branches: [...input.branches] } });
    setSaving(false);
    const id = result.data?.addStaffMember;
    if (result.error || !id) {
      setSubmitError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    notifySuccess();
    navigate(staffPath(id, branchId));
  });

  const username = form.getInputProps('username');
  return (
    <form onSubmit={submit} noValidate aria-label="Add staff member">
      <Stack gap="md">
        {submitError && <SubmitError title="Not saved" message={submitError} />}
        <StaffFormFields
          form={form}
          branchOptions={branchOptions}
          mobileRequired={false}
          username={
            <UsernameField
              value={form.getValues().username}
              onChange={(value) => form.setFieldValue('username', value)}
              error={typeof username.error === 'string' ? username.error : null}
              onTaken={setTaken}
            />
          }
        />
        <FormActions submitLabel="Add staff member" onCancel={onCancel} busy={saving} />
      </Stack>
    </form>
  );
}
