import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  type AddressField,
  type AddressFormValues,
  addressFieldLabel,
  COUNTRY_CODES,
  COUNTRY_NAMES,
  changeAddressCountry,
  isAddressFieldShown,
  isOneOf,
} from '@clubline/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface AddressFieldsProps {
  value: AddressFormValues;
  onChange: (value: AddressFormValues) => void;
  /** Messages per field ('country', 'address1', …). */
  errors?: Partial<Record<AddressField | 'country', ReactNode>>;
}

const COUNTRY_OPTIONS = [...COUNTRY_CODES]
  .sort((a, b) => COUNTRY_NAMES[a].localeCompare(COUNTRY_NAMES[b]))
  .map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/**
 * An address by country (spec 1 §5.2): the country decides which fields show and their labels
 * (Locality, Town, PIN Code), the state is a list where the country has one, and changing the
 * country clears the other fields.
 */
export function AddressFields({ value, onChange, errors = {} }: AddressFieldsProps) {
  const country = value.country;
  const set = (field: AddressField, text: string) => onChange({ ...value, [field]: text });
  const shown = country === '' ? [] : ADDRESS_FIELDS.filter((field) => isAddressFieldShown(country, field));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <Select
        label="Country"
        data={COUNTRY_OPTIONS}
        value={country === '' ? null : country}
        onChange={(next) => onChange(changeAddressCountry(value, isOneOf(COUNTRY_CODES, next) ? next : ''))}
        allowDeselect={false}
        error={errors.country}
        comboboxProps={{ withinPortal: true }}
      />
      {shown.map((field) => {
        const label = country === '' ? field : addressFieldLabel(country, field);
        const states = country === '' ? undefined : ADDRESS_RULES[country].states;
        if (field === 'state' && states) {
          return (
            <Select
              key={field}
              label={label}
              data={[...states]}
              value={value.state === '' ? null : value.state}
              onChange={(next) => set('state', next ?? '')}
              searchable
              clearable
              error={errors.state}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        return (
          <TextInput
            key={field}
            label={label}
            value={value[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={errors[field]}
            autoComplete="off"
          />
        );
      })}
    </SimpleGrid>
  );
}
