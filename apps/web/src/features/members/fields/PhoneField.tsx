import {
  CALLING_CODES,
  isOneOf,
  PHONE_COUNTRY_CODES,
  PHONE_PLACEHOLDERS,
  type PhoneCountryCode,
} from '@clubline/domain';
import { Group, Input, NativeSelect } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface PhoneFormValue {
  countryCode: PhoneCountryCode;
  number: string;
}

interface PhoneFieldProps {
  label: string;
  value: PhoneFormValue;
  onChange: (value: PhoneFormValue) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
}

const COUNTRY_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${code} ${CALLING_CODES[code]}`,
}));

/**
 * A phone number by country (spec 1 §5.3): the country picks the calling code and the
 * placeholder; the number is typed as the national number.
 */
export function PhoneField({ label, value, onChange, error, withAsterisk }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper id={id} label={label} error={error} withAsterisk={withAsterisk}>
      <Group gap={0} wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label={`${label} country`}
          value={value.countryCode}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isOneOf(PHONE_COUNTRY_CODES, next)) onChange({ ...value, countryCode: next });
          }}
          data={COUNTRY_OPTIONS}
          w={104}
          style={{ flex: 'none' }}
          error={Boolean(error)}
          styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
        />
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={PHONE_PLACEHOLDERS[value.countryCode]}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: event.currentTarget.value })}
          error={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          style={{ flex: 1, minWidth: 0, marginInlineStart: -1 }}
          styles={{ input: { borderStartStartRadius: 0, borderEndStartRadius: 0 } }}
        />
      </Group>
    </Input.Wrapper>
  );
}
