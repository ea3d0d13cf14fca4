import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-format.ts';

describe('formatPhoneNumber (spec 1 §5.3 placeholders)', () => {
  it('groups each country as its placeholder shows', () => {
    expect(formatPhoneNumber({ countryCode: 'NZ', number: '0270802451' })).toBe('027 080 2451');
    expect(formatPhoneNumber({ countryCode: 'AU', number: '0412345678' })).toBe('04 1234 5678');
    expect(formatPhoneNumber({ countryCode: 'IN', number: '9876543210' })).toBe('9876 543210');
    expect(formatPhoneNumber({ countryCode: 'SG', number: '61234567' })).toBe('6123 4567');
  });

  it('puts extra or missing digits in the last groups', () => {
    expect(formatPhoneNumber({ countryCode: 'NZ', number: '021234567' })).toBe('021 234 567');
    expect(formatPhoneNumber({ countryCode: 'NZ', number: '02123456789' })).toBe('021 234 56789');
    expect(formatPhoneNumber({ countryCode: 'NZ', number: '0212' })).toBe('021 2');
  });

  it('shows a number of an unknown country, or not all digits, as stored', () => {
    expect(formatPhoneNumber({ countryCode: 'GB', number: '07700900123' })).toBe('07700900123');
    expect(formatPhoneNumber({ countryCode: 'NZ', number: '+64 27' })).toBe('+64 27');
  });
});
