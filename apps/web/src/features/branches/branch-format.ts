import {
  CALLING_CODES,
  isOneOf,
  PHONE_COUNTRY_CODES,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@clubline/domain';

/** Display helpers for branch details. */
interface AddressLike {
  address1: string | null;
  address2: string | null;
  suburb: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string;
}

export function formatAddress(address: AddressLike | null): string | null {
  if (!address) return null;
  const locality = [address.city, address.state, address.postalCode].filter(Boolean).join(' ');
  const text = [address.address1, address.address2, address.suburb, locality, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return text === '' ? null : text;
}

export function formatPhone(phone: { countryCode: string; number: string } | null): string | null {
  if (!phone) return null;
  if (!isOneOf(PHONE_COUNTRY_CODES, phone.countryCode)) return phone.number;
  return `${phone.number} (${CALLING_CODES[phone.countryCode]})`;
}

/** Every weekday, Monday first, with its opening hours or none (closed). */
export function weekWithHours<T extends { dayOfWeek: string }>(
  hours: readonly T[],
): { day: Weekday; label: string; hours: T | undefined }[] {
  return WEEKDAYS.map((day) => ({
    day,
    label: WEEKDAY_LABELS[day],
    hours: hours.find((entry) => entry.dayOfWeek.toUpperCase() === day),
  }));
}
