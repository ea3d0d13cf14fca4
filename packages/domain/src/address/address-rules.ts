import type { CountryCode } from '../enums/geography.ts';
import { AUSTRALIAN_STATES, INDIAN_STATES_AND_TERRITORIES } from './states.ts';

export const ADDRESS_FIELDS = ['address1', 'address2', 'suburb', 'city', 'state', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Maximum length of every address text field (spec 1 §5.2, spec 2 §5). */
export const ADDRESS_FIELD_MAX_LENGTH = 40;

export const addressMessages = {
  wrongShape: 'Address must contain several fields !',
  countryRequired: 'Country must be specified',
  required: 'Field is required',
  tooLong: 'Field is too long',
  /** Not in the spec: a control character (forms/text-rules.ts). */
  controlCharacters: 'Field contains characters that are not allowed',
  postcodeFourDigits: 'Postal code must be 4 digits',
  postcodeDigitsOnly: 'Postal code must contain digits only',
  /** Not in the spec: a state that is not in the country's list. */
  invalidState: 'Please choose a state from the list',
} as const;

export interface PostcodeRule {
  /** Exactly this many characters ("Postal code must be 4 digits"). */
  readonly exactLength?: number;
  /** At most this many characters ("Field is too long"). */
  readonly maxLength?: number;
  readonly digitsOnly: boolean;
}

export interface AddressCountryRules {
  /** Fields shown for the country; the others are hidden and dropped from the output. */
  readonly fields: readonly AddressField[];
  /** Fields required when an address is given. */
  readonly required: readonly AddressField[];
  readonly labels: Readonly<Record<AddressField, string>>;
  /** The option list of the state field, when the country has one. */
  readonly states?: readonly string[];
  readonly postcode: PostcodeRule;
}

const DEFAULT_LABELS: Readonly<Record<AddressField, string>> = {
  address1: 'Address line 1',
  address2: 'Address line 2',
  suburb: 'Suburb',
  city: 'City',
  state: 'State',
  postalCode: 'Postcode',
};

/**
 * Address rules per country (spec 1 §5.2 and spec 2 §5). GB is not covered by the spec's address
 * forms; it gets address lines, an optional town/city and an optional postcode of up to 8 characters.
 */
export const ADDRESS_RULES: Readonly<Record<CountryCode, AddressCountryRules>> = {
  AU: {
    fields: ['address1', 'address2', 'suburb', 'state', 'postalCode'],
    required: ['address1', 'suburb', 'state', 'postalCode'],
    labels: DEFAULT_LABELS,
    states: AUSTRALIAN_STATES,
    postcode: { exactLength: 4, digitsOnly: true },
  },
  NZ: {
    fields: ['address1', 'address2', 'suburb', 'city', 'postalCode'],
    required: ['address1', 'suburb', 'city', 'postalCode'],
    labels: DEFAULT_LABELS,
    postcode: { exactLength: 4, digitsOnly: true },
  },
  SG: {
    fields: ['address1', 'address2', 'city', 'postalCode'],
    required: ['address1', 'city', 'postalCode'],
    labels: { ...DEFAULT_LABELS, city: 'Town' },
    postcode: { maxLength: 6, digitsOnly: false },
  },
  IN: {
    fields: ['address1', 'address2', 'suburb', 'city', 'state', 'postalCode'],
    required: ['address1', 'suburb', 'city', 'postalCode'],
    labels: { ...DEFAULT_LABELS, suburb: 'Locality', postalCode: 'PIN Code' },
    states: INDIAN_STATES_AND_TERRITORIES,
    postcode: { maxLength: 6, digitsOnly: false },
  },
  GB: {
    fields: ['address1', 'address2', 'city', 'postalCode'],
    required: ['address1'],
    labels: { ...DEFAULT_LABELS, city: 'Town/City' },
    postcode: { maxLength: 8, digitsOnly: false },
  },
};

/** The label of an address field in a country (e.g. suburb is "Locality" in India). */
export function addressFieldLabel(country: CountryCode, field: AddressField): string {
  return ADDRESS_RULES[country].labels[field];
}

/** Whether a field is shown for the country. */
export function isAddressFieldShown(country: CountryCode, field: AddressField): boolean {
  return ADDRESS_RULES[country].fields.includes(field);
}

/** The postcode message for a value (already trimmed and non-empty), or undefined when it is valid. */
export function postcodeError(country: CountryCode, postcode: string): string | undefined {
  const rule = ADDRESS_RULES[country].postcode;
  if (rule.digitsOnly && !/^\d+$/.test(postcode)) return addressMessages.postcodeDigitsOnly;
  if (rule.exactLength !== undefined && postcode.length !== rule.exactLength) {
    return addressMessages.postcodeFourDigits;
  }
  if (rule.maxLength !== undefined && postcode.length > rule.maxLength) return addressMessages.tooLong;
  return undefined;
}
