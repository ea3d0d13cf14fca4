import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../test-support.ts';
import {
  isVerificationCode,
  VERIFICATION_CODE_MESSAGE,
  verificationCodeSchema,
} from './verification-code.ts';

describe('verification code (six digits)', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['12 3456', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
    expect(messagesOf(verificationCodeSchema, value)).toEqual(expected ? [] : [VERIFICATION_CODE_MESSAGE]);
  });

  it('trims surrounding spaces', () => {
    expect(parsed(verificationCodeSchema, ' 654321 ')).toBe('654321');
  });

  it('accepts exactly the six-digit strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', 'a', ' '), maxLength: 8 }), (text) => {
        expect(isVerificationCode(text)).toBe(text.length === 6 && /^\d+$/.test(text));
      }),
    );
  });
});
