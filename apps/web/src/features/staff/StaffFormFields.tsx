import {
  CALLING_CODES,
  GENDER_LABELS,
  GENDERS,
  isOneOf,
  PHONE_COUNTRY_CODES,
  PHONE_PLACEHOLDERS,
} from '@clubline/domain';
import { Checkbox, Group, MultiSelect, NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { DateField } from '../../ui/DateField.tsx';
import { StaffAddressFields } from './StaffAddressFields.tsx';
import type { StaffFormValues } from './staff-form.ts';

interface StaffFormFieldsProps {
  form: UseFormReturnType<StaffFormValues>;
  /** The branches the user may give (manage-staff-member there). */
  branchOptions: { value: string; label: string }[];
  /** The username field (add only): it checks the name with the server. */
  username?: ReactNode;
  /** Spec 3 §5: the mobile phone is required on edit. */
  mobileRequired: boolean;
}

/** The fields both staff forms share (spec 3 §3); middle name and alias show disabled. */
export function StaffFormFields({ form, branchOptions, username, mobileRequired }: StaffFormFieldsProps) {
  const phone = form.getValues().mobilePhone;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
        <TextInput label="Middle name" disabled />
        <TextInput label="Alias" disabled />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <Group gap={0} wrap="nowrap" align="flex-end">
          <NativeSelect
            label="Mobile phone"
            withAsterisk={mobileRequired}
            data={PHONE_COUNTRY_CODES.map((code) => ({
              value: code,
              label: `${code} ${CALLING_CODES[code]}`,
            }))}
            value={phone.countryCode}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isOneOf(PHONE_COUNTRY_CODES, next)) form.setFieldValue('mobilePhone.countryCode', next);
            }}
            w={110}
            style={{ flex: 'none' }}
          />
          <TextInput
            aria-label="Mobile phone number"
            type="tel"
            placeholder={PHONE_PLACEHOLDERS[phone.countryCode]}
            style={{ flex: 1 }}
            {...form.getInputProps('mobilePhone.number')}
          />
        </Group>
        <Select
          label="Gender"
          withAsterisk
          data={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
          {...form.getInputProps('gender')}
        />
        <DateField label="Date of birth" {...form.getInputProps('dateOfBirth')} />
      </SimpleGrid>
      <StaffAddressFields form={form} />
      {username}
      <MultiSelect
        label="Branches"
        withAsterisk
        data={branchOptions}
        searchable
        {...form.getInputProps('branches')}
      />
      <Checkbox
        label="Available for sessions"
        {...form.getInputProps('availableForSessions', { type: 'checkbox' })}
      />
    </>
  );
}
