import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../test-support.ts';
import { bankAccountMessages, bankAccountNumberPattern, bankAccountNumberSchema } from './bank-account.ts';

describe('bank account number input (spec 1 §5.4)', () => {
  it('needs a country', () => {
    expect(() => bankAccountNumberSchema(undefined)).toThrow(
      'Country must be provided for AccountNumberInput',
    );
    expect(() => bankAccountNumberSchema(null)).toThrow('Country must be provided for AccountNumberInput');
    expect(() => bankAccountNumberPattern(undefined)).toThrow(
      'Country must be provided for AccountNumberInput',
    );
  });

  it('uses the 2-4-7-3 pattern for NZ and 9 digits elsewhere', () => {
    expect(bankAccountNumberPattern('NZ')).toBe('00-0000-0000000-000');
    expect(bankAccountNumberPattern('AU')).toBe('000000000');
  });

  const nz = bankAccountNumberSchema('NZ', { required: true });

  it.each([
    ['01-0902-0068389-00', '01-0902-0068389-000'],
    [' 08-6523-1954512-001 ', '08-6523-1954512-001'],
  ])('NZ %j → %j', (value, expected) => {
    expect(parsed(nz, value)).toBe(expected);
  });

  it.each([
    ['', bankAccountMessages.required],
    ['01 0902 0068389 00', bankAccountMessages.digitsOnly],
    ['01-0902-006838a-00', bankAccountMessages.digitsOnly],
    ['01-0902-0068389', bankAccountMessages.nzFormat],
    ['010902006838900', bankAccountMessages.nzFormat],
    ['0109020068389000', bankAccountMessages.nzFormat],
    ['01-902-00068389-00', bankAccountMessages.nzFormat],
    ['01-0902-0068388-00', bankAccountMessages.nzInvalid],
    ['07-0000-0000000-000', bankAccountMessages.nzInvalid],
  ])('NZ %j → %s', (value, message) => {
    expect(messagesOf(nz, value)).toEqual([message]);
  });

  const au = bankAccountNumberSchema('AU');

  it.each([
    ['123456789', []],
    ['12345678', [bankAccountMessages.nineDigits]],
    ['1234567890', [bankAccountMessages.nineDigits]],
    ['12345678a', [bankAccountMessages.digitsOnly]],
    ['123-456-789', [bankAccountMessages.digitsOnly]],
  ])('AU %j → %j', (value, expected) => {
    expect(messagesOf(au, value)).toEqual(expected);
  });

  it('an optional account number accepts blank', () => {
    expect(parsed(au, '')).toBeUndefined();
    expect(parsed(bankAccountNumberSchema('NZ'), null)).toBeUndefined();
  });
});
