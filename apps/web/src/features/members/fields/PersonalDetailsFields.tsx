import { type AddressField, GENDER_LABELS, GENDERS } from '@clubline/domain';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { DateField } from '../../../ui/DateField.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { AddressFields } from './AddressFields.tsx';
import { PhoneField } from './PhoneField.tsx';
import type { PersonalDetailsFormValues } from './personal-details-form.ts';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

interface PersonalDetailsFieldsProps {
  form: UseFormReturnType<PersonalDetailsFormValues>;
  /** The edit form also records the vaccination pass expiry. */
  withVaccinationPassExpiry?: boolean;
  /** Shown under the names and the email (duplicate warnings). */
  nameNotice?: ReactNode;
  emailNotice?: ReactNode;
}

/** The fields of the add-member and edit-personal-information forms (spec 2 §5). */
export function PersonalDetailsFields({
  form,
  withVaccinationPassExpiry = false,
  nameNotice,
  emailNotice,
}: PersonalDetailsFieldsProps) {
  const values = form.getValues();
  const errorOf = (path: string): string | undefined => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const addressErrors: Partial<Record<AddressField | 'country', string>> = {};
  for (const field of ['country', 'address1', 'address2', 'suburb', 'city', 'state', 'postalCode'] as const) {
    const error = errorOf(`address.${field}`);
    if (error) addressErrors[field] = error;
  }
  return (
    <Stack gap="md">
      <FormSection legend="Personal details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
          <Select
            label="Gender"
            withAsterisk
            data={GENDER_OPTIONS}
            value={values.gender === '' ? null : values.gender}
            onChange={(next) => form.setFieldValue('gender', next ?? '')}
            error={errorOf('gender')}
            comboboxProps={{ withinPortal: true }}
          />
          <DateField label="Date of birth" {...form.getInputProps('dateOfBirth')} />
        </SimpleGrid>
        {nameNotice}
      </FormSection>
      <FormSection legend="Contact details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <PhoneField
            label="Mobile phone"
            value={values.mobilePhone}
            onChange={(phone) => form.setFieldValue('mobilePhone', phone)}
            error={errorOf('mobilePhone.number')}
          />
          <PhoneField
            label="Home phone"
            value={values.homePhone}
            onChange={(phone) => form.setFieldValue('homePhone', phone)}
            error={errorOf('homePhone.number')}
          />
          {withVaccinationPassExpiry && (
            <DateField label="Vaccination pass expiry" {...form.getInputProps('vaccinationPassExpiryDate')} />
          )}
        </SimpleGrid>
        {emailNotice}
      </FormSection>
      <FormSection legend="Address">
        <AddressFields
          value={values.address}
          onChange={(address) => form.setFieldValue('address', address)}
          errors={addressErrors}
        />
      </FormSection>
      <FormSection legend="Emergency contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Emergency contact name"
            autoComplete="off"
            {...form.getInputProps('emergencyContact.name')}
          />
          <PhoneField
            label="Emergency contact number"
            value={values.emergencyContact.number}
            onChange={(number) => form.setFieldValue('emergencyContact.number', number)}
            error={errorOf('emergencyContact.number.number')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend="Communication">
        <Stack gap="xs">
          <Checkbox
            label="Do not send emails"
            {...form.getInputProps('doNotSendEmail', { type: 'checkbox' })}
          />
          <Checkbox label="Do not send SMS" {...form.getInputProps('doNotSendSms', { type: 'checkbox' })} />
        </Stack>
      </FormSection>
    </Stack>
  );
}
