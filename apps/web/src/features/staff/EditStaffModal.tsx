import { type AddressFormValues, branchesFor, COUNTRY_CODES, emptyAddress, isOneOf } from '@clubline/domain';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { useCheckedForm } from '../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { usePermissions, useSessionData } from '../../app/session/SessionContext.tsx';
import { graphql } from '../../gql/index.ts';
import { FormActions, SubmitError } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../ui/notifications.ts';
import { StaffFormFields } from './StaffFormFields.tsx';
import { phoneCountryOf, type StaffFormValues, toStaffMemberDetailsInput } from './staff-form.ts';

const UpdateStaffMutation = graphql(`
  mutation UpdateStaff($input: StaffMemberDetailsInput!) {
    updateStaff(staffMemberDetailsInput: $input) {
      id
    }
  }
`);

export interface EditableStaff {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  mobilePhone: { countryCode: string; number: string } | null;
  username: string | null;
  branches: string[];
  availableForSessions: boolean;
  address: {
    address1: string | null;
    address2: string | null;
    suburb: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string;
  } | null;
}

/** The stored address as form values (blank for none, or a country the form does not know). */
function addressFormOf(address: EditableStaff['address']): AddressFormValues {
  if (!address || !isOneOf(COUNTRY_CODES, address.country)) return emptyAddress();
  return {
    country: address.country,
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    suburb: address.suburb ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
  };
}

/** Spec 3 §7 updateStaff: the details and branches; the mobile phone is required here. */
export function EditStaffModal(props: {
  staff: EditableStaff;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Edit staff member" long>
      <EditStaffForm {...props} />
    </FormModal>
  );
}

function EditStaffForm({
  staff,
  onClose,
  onSaved,
}: {
  staff: EditableStaff;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { branches, options } = useSessionData();
  const permissions = usePermissions();
  const [, update] = useMutation(UpdateStaffMutation);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initial: StaffFormValues = {
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email ?? '',
    gender: staff.gender ?? '',
    dateOfBirth: staff.dateOfBirth ?? '',
    mobilePhone: {
      countryCode: phoneCountryOf(staff.mobilePhone?.countryCode ?? options.defaultCountry),
      number: staff.mobilePhone?.number ?? '',
    },
    username: staff.username ?? '',
    branches: staff.branches,
    availableForSessions: staff.availableForSessions,
    address: addressFormOf(staff.address),
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) => toStaffMemberDetailsInput(values, staff.id));
  const branchOptions = useMemo(() => {
    const manageable = new Set(branchesFor(permissions, 'manage-staff-member'));
    return branches
      .filter((branch) => manageable.has(branch.id))
      .map((b) => ({ value: b.id, label: b.name }));
  }, [branches, permissions]);

  const submit = onSubmit(async (input) => {
    setSubmitError(null);
    setSaving(true);
    const result = await update({ input: { ...input, branches: [...input.branches] } });
    setSaving(false);
    if (result.error) {
      setSubmitError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onSaved();
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit staff member">
      <Stack gap="md">
        {submitError && <SubmitError title="Not saved" message={submitError} />}
        <StaffFormFields form={form} branchOptions={branchOptions} mobileRequired />
        <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
      </Stack>
    </form>
  );
}
