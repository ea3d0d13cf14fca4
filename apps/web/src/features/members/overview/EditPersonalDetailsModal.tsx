import { todayIn } from '@clubline/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { PersonalDetailsFields } from '../fields/PersonalDetailsFields.tsx';
import { toPersonalDetailsUpdate } from '../fields/personal-details-form.ts';
import { branchTimeZone } from '../time-zone.ts';
import { personalDetailsFormValues } from './person-form-values.ts';

export const EditPersonalDetailsFragment = graphql(`
  fragment EditPersonalDetails_person on Person {
    id
    firstName
    lastName
    email
    gender
    dateOfBirth
    emailOptin
    smsOptin
    homeBranchId
    homeBranch {
      id
      timeZone {
        id
      }
    }
    vaccinationPassExpiryDate
    mobilePhone {
      ...StoredPhone
    }
    homePhone {
      ...StoredPhone
    }
    address {
      ...StoredAddress
    }
    emergencyContact {
      name
      number {
        ...StoredPhone
      }
    }
  }
`);

const UpdatePersonalDetailsMutation = graphql(`
  mutation UpdatePersonalDetails($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {
    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {
      id
      ...EditPersonalDetails_person
    }
  }
`);

interface EditPersonalDetailsModalProps {
  person: FragmentType<typeof EditPersonalDetailsFragment>;
  opened: boolean;
  onClose: () => void;
  defaultCountry: string;
}

/** Spec 2 §2, §5: 'Edit personal information' (needs manage-member on the home branch). */
export function EditPersonalDetailsModal({ opened, onClose, ...props }: EditPersonalDetailsModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit personal information" long>
      <EditPersonalDetailsForm {...props} onDone={onClose} />
    </FormModal>
  );
}

function EditPersonalDetailsForm({
  onDone,
  defaultCountry,
  ...props
}: Omit<EditPersonalDetailsModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const person = getFragmentData(EditPersonalDetailsFragment, props.person);
  const timeZone = branchTimeZone(person.homeBranch);
  const [, update] = useMutation(UpdatePersonalDetailsMutation);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit } = useCheckedForm(
    personalDetailsFormValues(person, defaultCountry, timeZone),
    (values) => toPersonalDetailsUpdate(values, person.id, () => todayIn(timeZone), timeZone),
  );

  const submit = onSubmit(async (input) => {
    if (!person.homeBranchId) return;
    setSaving(true);
    const result = await update({ branchId: person.homeBranchId, personalDetailsInput: input });
    setSaving(false);
    if (result.error) {
      notifyError(errorTextOf(result.error));
      form.setErrors(fieldErrorsOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit personal information">
      <Stack gap="md">
        <PersonalDetailsFields form={form} withVaccinationPassExpiry />
        <FormActions submitLabel="Save" onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
