import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../enums/geography.ts';
import { isOneOf } from '../enums/one-of.ts';
import { hasControlCharacters } from '../forms/text-rules.ts';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  type AddressField,
  addressMessages,
  postcodeError,
} from './address-rules.ts';

/** A validated address: only the fields shown for its country, trimmed, blanks left out. */
export interface Address {
  readonly country: CountryCode;
  readonly address1?: string;
  readonly address2?: string;
  readonly suburb?: string;
  readonly city?: string;
  readonly state?: string;
  readonly postalCode?: string;
}

/**
 * An address as stored and served (a person's or a branch's): every field present, null where
 * blank. The country stays a plain string because rows written before a country was supported
 * must still read back.
 */
export interface StoredAddress {
  address1: string | null;
  address2: string | null;
  suburb: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string;
}

/** The values of an address form: every field a string, country possibly not chosen yet. */
export interface AddressFormValues {
  country: CountryCode | '';
  address1: string;
  address2: string;
  suburb: string;
  city: string;
  state: string;
  postalCode: string;
}

/** An empty address form for a country (or none). */
export function emptyAddress(country: CountryCode | '' = ''): AddressFormValues {
  return { country, address1: '', address2: '', suburb: '', city: '', state: '', postalCode: '' };
}

/** Spec 1 §5.2: changing the country clears the other address fields. The same country keeps them. */
export function changeAddressCountry(
  values: AddressFormValues,
  country: CountryCode | '',
): AddressFormValues {
  return values.country === country ? values : emptyAddress(country);
}

export interface AddressSchemaOptions {
  /**
   * true (default, spec 1 §5.2): address line 1 and the country's required fields must be filled.
   * false (add member, spec 2 §5): an address with every field blank is accepted (only the country is
   * needed); once any field is filled the country's required fields apply.
   */
  readonly required?: boolean;
}

type Fields = Partial<Record<AddressField, string>>;

/** An address checked per country with the spec's messages; issues carry the field name as path. */
export function addressSchema(options: AddressSchemaOptions = {}): z.ZodType<Address, unknown> {
  const requireAddress = options.required ?? true;
  return z.unknown().transform((raw, ctx): Address => {
    const issue = (message: string, path: string[]) => ctx.addIssue({ code: 'custom', message, path });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      issue(addressMessages.wrongShape, []);
      return z.NEVER;
    }
    const record = raw as Record<string, unknown>;
    const country = record.country;
    if (!isOneOf(COUNTRY_CODES, country)) {
      issue(addressMessages.countryRequired, ['country']);
      return z.NEVER;
    }
    const rules = ADDRESS_RULES[country];
    const values: Fields = {};
    const wrongType = new Set<AddressField>();
    for (const field of rules.fields) {
      const value = record[field];
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string') {
        issue(addressMessages.wrongShape, [field]);
        wrongType.add(field);
        continue;
      }
      const trimmed = value.trim();
      if (trimmed !== '') values[field] = trimmed;
    }
    const given = Object.keys(values).length > 0;
    let valid = wrongType.size === 0;
    if (!requireAddress && !given) return valid ? { country } : z.NEVER;

    for (const field of ADDRESS_FIELDS) {
      if (!rules.fields.includes(field) || wrongType.has(field)) continue;
      const value = values[field];
      if (value === undefined) {
        if (rules.required.includes(field)) {
          issue(addressMessages.required, [field]);
          valid = false;
        }
        continue;
      }
      let message: string | undefined;
      if (hasControlCharacters(value)) message = addressMessages.controlCharacters;
      else if (field === 'postalCode') message = postcodeError(country, value);
      else if (field === 'state' && rules.states !== undefined) {
        message = rules.states.includes(value) ? undefined : addressMessages.invalidState;
      } else if (value.length > ADDRESS_FIELD_MAX_LENGTH) message = addressMessages.tooLong;
      if (message !== undefined) {
        issue(message, [field]);
        valid = false;
      }
    }
    return valid ? { country, ...values } : z.NEVER;
  });
}
