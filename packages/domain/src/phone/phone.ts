/** Countries offered for phone numbers (spec 1 §5.3). */
export const PHONE_COUNTRY_CODES = ['AU', 'NZ', 'SG', 'IN'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

export const CALLING_CODES: Readonly<Record<PhoneCountryCode, string>> = {
  AU: '+61',
  NZ: '+64',
  SG: '+65',
  IN: '+91',
};

export const PHONE_PLACEHOLDERS: Readonly<Record<PhoneCountryCode, string>> = {
  AU: '00 0000 0000',
  NZ: '000 000 0000',
  IN: '0000 000000',
  SG: '0000 0000',
};

export const phoneMessages = {
  numericOnly: 'Telephone number must be numeric only',
  required: 'Phone number must be provided',
  zeroPrefix: 'Number must begin with zero and be a valid format',
  singaporeLength: 'Number must be 8 digits and a valid format',
  singaporeFormat: 'Number must be a valid format',
  /** Not in the spec, which gives India's length but no message. */
  indiaLength: 'Number must be 10 digits',
  countryRequired: 'Country must be specified',
} as const;

/** A phone number as stored: the country (ISO code) and the national number, digits only. */
export interface Phone {
  readonly countryCode: PhoneCountryCode;
  readonly number: string;
}

/** Removes the spaces a user may type (the placeholders show them). */
/** A phone number as stored and served: country code and national digits. */
export interface StoredPhone {
  countryCode: string;
  number: string;
}

export function stripPhoneSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The message for a national number (spaces already removed, non-empty), or undefined when valid. */
export function phoneNumberError(country: PhoneCountryCode, digits: string): string | undefined {
  if (!/^\d+$/.test(digits)) return phoneMessages.numericOnly;
  switch (country) {
    case 'NZ':
      return /^0[2-9]\d{7,9}$/.test(digits) ? undefined : phoneMessages.zeroPrefix;
    case 'AU':
      return /^0[2-9]\d{8}$/.test(digits) ? undefined : phoneMessages.zeroPrefix;
    case 'IN':
      return digits.length === 10 ? undefined : phoneMessages.indiaLength;
    case 'SG':
      if (digits.length !== 8) return phoneMessages.singaporeLength;
      return /^[3689]/.test(digits) ? undefined : phoneMessages.singaporeFormat;
  }
}

/** Whether a national number (spaces allowed) is valid for the country. */
export function isValidPhoneNumber(country: PhoneCountryCode, text: string): boolean {
  const digits = stripPhoneSpaces(text);
  return digits !== '' && phoneNumberError(country, digits) === undefined;
}

/** The number in international form, e.g. NZ 021 234 5678 → +64212345678 (the trunk 0 dropped). */
export function toInternationalNumber(phone: Phone): string {
  return `${CALLING_CODES[phone.countryCode]}${phone.number.replace(/^0/, '')}`;
}
