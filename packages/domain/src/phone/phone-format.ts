import { isOneOf } from '../enums/one-of.ts';
import { PHONE_COUNTRY_CODES, PHONE_PLACEHOLDERS, type StoredPhone, stripPhoneSpaces } from './phone.ts';

/**
 * A phone number as staff read it: the national digits grouped as the country's placeholder shows
 * them (spec 1 §5.3: NZ 000 000 0000, AU 00 0000 0000, IN 0000 000000, SG 0000 0000), e.g. NZ
 * 0270802451 → "027 080 2451". The last group takes any digits beyond the pattern (NZ numbers run
 * from 9 to 11 digits); a number of an unknown country, or with anything but digits, is shown as
 * stored. The profile, the SMS form and the member CSV all use this one form.
 */
export function formatPhoneNumber(phone: StoredPhone): string {
  const digits = stripPhoneSpaces(phone.number);
  if (!isOneOf(PHONE_COUNTRY_CODES, phone.countryCode) || !/^\d+$/.test(digits)) return phone.number;
  const sizes = PHONE_PLACEHOLDERS[phone.countryCode].split(' ').map((group) => group.length);
  const groups: string[] = [];
  let at = 0;
  sizes.forEach((size, index) => {
    if (at >= digits.length) return;
    const end = index === sizes.length - 1 ? digits.length : at + size;
    groups.push(digits.slice(at, end));
    at = end;
  });
  return groups.join(' ');
}
