import { formatPhoneNumber, parseIsoDate, type StoredAddress } from '@clubline/domain';

/** Display helpers for addresses, phone numbers and instants. Missing values give null. */

export function formatAddress(address: StoredAddress | null | undefined): string | null {
  if (!address) return null;
  const locality = [address.city, address.state, address.postalCode].filter(Boolean).join(' ');
  const text = [address.address1, address.address2, address.suburb, locality, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return text === '' ? null : text;
}

export function formatPhone(
  phone: { countryCode: string; number: string } | null | undefined,
): string | null {
  // Grouped as the spec's placeholders show (spec 1 §5.3), not "0270802451 (+64)".
  return phone ? formatPhoneNumber(phone) : null;
}

/** An instant (ISO text, or epoch seconds) as a date or a date and time in a time zone. */
export function formatInstant(
  value: string | number | null | undefined,
  timeZone: string,
  style: 'date' | 'dateTime' = 'date',
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-NZ', {
    dateStyle: 'medium',
    ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) as "8 Nov 2009"; other text is shown as it is. */
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)),
  );
}
