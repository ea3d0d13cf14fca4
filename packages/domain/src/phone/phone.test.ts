import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLING_CODES,
  isValidPhoneNumber,
  PHONE_COUNTRY_CODES,
  PHONE_PLACEHOLDERS,
  phoneNumberError,
  phoneSchema,
  stripPhoneSpaces,
  toInternationalNumber,
} from '../index.ts';
import { issuesOf, parsed } from '../test-support.ts';

const required = phoneSchema();
const optional = phoneSchema({ optional: true });

describe('phone per country (spec 1 §5.3)', () => {
  it.each([
    ['NZ', '021 234 567', '021234567'],
    ['NZ', '09 123 4567', '091234567'],
    ['NZ', '0212345678', '0212345678'],
    ['NZ', '02123456789', '02123456789'],
    ['AU', '04 1234 5678', '0412345678'],
    ['AU', '0298765432', '0298765432'],
    ['IN', '98765 43210', '9876543210'],
    ['SG', '9123 4567', '91234567'],
    ['SG', '61234567', '61234567'],
    ['SG', '31234567', '31234567'],
    ['SG', '81234567', '81234567'],
  ] as const)('%s %j → %s (spaces removed)', (countryCode, number, expected) => {
    expect(parsed(required, { countryCode, number })).toEqual({ countryCode, number: expected });
  });

  it.each([
    ['NZ', '02123456', 'Number must begin with zero and be a valid format'],
    ['NZ', '021234567890', 'Number must begin with zero and be a valid format'],
    ['NZ', '212345678', 'Number must begin with zero and be a valid format'],
    ['NZ', '012345678', 'Number must begin with zero and be a valid format'],
    ['AU', '041234567', 'Number must begin with zero and be a valid format'],
    ['AU', '04123456789', 'Number must begin with zero and be a valid format'],
    ['AU', '0112345678', 'Number must begin with zero and be a valid format'],
    ['IN', '987654321', 'Number must be 10 digits'],
    ['IN', '98765432101', 'Number must be 10 digits'],
    ['SG', '9123456', 'Number must be 8 digits and a valid format'],
    ['SG', '912345678', 'Number must be 8 digits and a valid format'],
    ['SG', '71234567', 'Number must be a valid format'],
    ['SG', '11234567', 'Number must be a valid format'],
    ['NZ', '021-234-567', 'Telephone number must be numeric only'],
    ['AU', '+61412345678', 'Telephone number must be numeric only'],
  ] as const)('%s %j → %s', (countryCode, number, message) => {
    expect(issuesOf(required, { countryCode, number })).toEqual([{ path: 'number', message }]);
  });

  it.each([[undefined], [''], ['   '], [null]])(
    'required: number %j → "Phone number must be provided"',
    (number) => {
      expect(issuesOf(required, { countryCode: 'NZ', number })).toEqual([
        { path: 'number', message: 'Phone number must be provided' },
      ]);
      expect(issuesOf(required, undefined)).toEqual([
        { path: 'number', message: 'Phone number must be provided' },
      ]);
    },
  );

  it('optional: a blank number is undefined, a filled one is still checked', () => {
    expect(parsed(optional, { countryCode: 'NZ', number: '' })).toBeUndefined();
    expect(parsed(optional, undefined)).toBeUndefined();
    expect(parsed(optional, null)).toBeUndefined();
    expect(issuesOf(optional, { countryCode: 'SG', number: '123' })).toEqual([
      { path: 'number', message: 'Number must be 8 digits and a valid format' },
    ]);
  });

  it('needs a known phone country', () => {
    expect(issuesOf(required, { number: '0212345678' })).toEqual([
      { path: 'countryCode', message: 'Country must be specified' },
    ]);
    expect(issuesOf(required, { countryCode: 'GB', number: '0212345678' })).toHaveLength(1);
  });

  it('rejects a number that is not text', () => {
    expect(issuesOf(required, { countryCode: 'NZ', number: 212345678 })).toEqual([
      { path: 'number', message: 'Telephone number must be numeric only' },
    ]);
  });
});

describe('phone constants', () => {
  it('has the spec placeholders and calling codes', () => {
    expect(PHONE_PLACEHOLDERS).toEqual({
      AU: '00 0000 0000',
      NZ: '000 000 0000',
      IN: '0000 000000',
      SG: '0000 0000',
    });
    expect(CALLING_CODES).toEqual({ AU: '+61', NZ: '+64', SG: '+65', IN: '+91' });
  });

  it('writes a number in international form', () => {
    expect(toInternationalNumber({ countryCode: 'NZ', number: '0212345678' })).toBe('+64212345678');
    expect(toInternationalNumber({ countryCode: 'SG', number: '91234567' })).toBe('+6591234567');
    expect(toInternationalNumber({ countryCode: 'IN', number: '9876543210' })).toBe('+919876543210');
  });

  it('the placeholders have the length of a valid number', () => {
    for (const country of PHONE_COUNTRY_CODES) {
      const digits = stripPhoneSpaces(PHONE_PLACEHOLDERS[country]);
      const sample =
        country === 'SG' ? `9${digits.slice(1)}` : country === 'IN' ? digits : `02${digits.slice(2)}`;
      expect(isValidPhoneNumber(country, sample)).toBe(true);
    }
  });
});

describe('phone properties', () => {
  const digitString = (min: number, max: number) =>
    fc.string({
      unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
      minLength: min,
      maxLength: max,
    });

  it('NZ accepts exactly 0 then 2–9 then digits, 9 to 11 long', () => {
    fc.assert(
      fc.property(digitString(1, 13), (digits) => {
        const expected = digits.length >= 9 && digits.length <= 11 && /^0[2-9]/.test(digits);
        expect(phoneNumberError('NZ', digits) === undefined).toBe(expected);
      }),
    );
  });

  it('AU accepts exactly 10 digits starting 0 then 2–9; IN any 10 digits; SG 8 digits starting 3, 6, 8 or 9', () => {
    fc.assert(
      fc.property(digitString(1, 12), (digits) => {
        expect(phoneNumberError('AU', digits) === undefined).toBe(
          digits.length === 10 && /^0[2-9]/.test(digits),
        );
        expect(phoneNumberError('IN', digits) === undefined).toBe(digits.length === 10);
        expect(phoneNumberError('SG', digits) === undefined).toBe(
          digits.length === 8 && /^[3689]/.test(digits),
        );
      }),
    );
  });

  it('spaces anywhere do not change the outcome and never reach the output', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_COUNTRY_CODES),
        digitString(8, 11),
        fc.nat(12),
        (countryCode, digits, at) => {
          const spaced = `${digits.slice(0, at)} ${digits.slice(at)} `;
          const plain = required.safeParse({ countryCode, number: digits });
          const withSpaces = required.safeParse({ countryCode, number: spaced });
          expect(withSpaces.success).toBe(plain.success);
          if (withSpaces.success) expect(withSpaces.data.number).toBe(digits);
        },
      ),
    );
  });
});
