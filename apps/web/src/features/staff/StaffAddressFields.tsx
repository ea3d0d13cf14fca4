import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  addressFieldLabel,
  COUNTRY_CODES,
  COUNTRY_NAMES,
  changeAddressCountry,
  isAddressFieldShown,
  isOneOf,
} from '@clubline/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { StaffFormValues } from './staff-form.ts';

/**
 * The staff member's address (spec 3 §3; spec 1 §5.2): the country picks the fields and their
 * labels, a state from its list where the country has one; strings are trimmed by the rules.
 */
export function StaffAddressFields({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const address = form.getValues().address;
  const country = address.country;
  const setCountry = (next: string) => {
    const chosen = isOneOf(COUNTRY_CODES, next) ? next : '';
    form.setFieldValue('address', changeAddressCountry(address, chosen));
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label="Country"
        data={[
          { value: '', label: 'No address' },
          ...COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] })),
        ]}
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value)}
        error={form.getInputProps('address.country').error}
      />
      {country !== '' &&
        ADDRESS_FIELDS.filter((field) => isAddressFieldShown(country, field)).map((field) => {
          const label = addressFieldLabel(country, field);
          const required = ADDRESS_RULES[country].required.includes(field);
          const states = field === 'state' ? ADDRESS_RULES[country].states : undefined;
          return states ? (
            <NativeSelect
              key={field}
              label={label}
              withAsterisk={required}
              data={[{ value: '', label: '' }, ...states.map((state) => ({ value: state, label: state }))]}
              {...form.getInputProps(`address.${field}`)}
            />
          ) : (
            <TextInput
              key={field}
              label={label}
              withAsterisk={required}
              {...form.getInputProps(`address.${field}`)}
            />
          );
        })}
    </SimpleGrid>
  );
}
