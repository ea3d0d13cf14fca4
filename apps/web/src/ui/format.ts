import { formatPhoneNumber, readIsoDate, type StoredAddress } from '@clubline/domain';

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
  return instantFormat(timeZone, style).format(date);
}

/**
 * Formatters by zone and style, built once: building one costs far more than formatting with it,
 * and a list formats a date on every row. At most a few zones are ever shown; an unknown zone
 * throws on building, as before, and is not kept.
 */
const instantFormats = new Map<string, Intl.DateTimeFormat>();
const INSTANT_FORMATS_MAX = 100;

function instantFormat(timeZone: string, style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NZ', {
      dateStyle: 'medium',
      ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    if (instantFormats.size < INSTANT_FORMATS_MAX) instantFormats.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as "8 Nov 2009"; other text is shown as it is. */
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = readIsoDate(date);
  if (!parsed) return date;
  return instantFormat('UTC', 'date').format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO_TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Day, month (a number or a name), year: "8/11/2009", "8.11.09", "8 Nov 2009", "8-November-2009". */
const DAY_FIRST = /^(\d{1,2})[\s/.-]+([a-z]+|\d{1,2})\.?[\s/.,-]+(\d{4}|\d{2})$/;

/** A month's number from its name or its first three or four letters ("Nov", "Sept", "november"). */
function monthOf(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const index = MONTHS.indexOf(text.slice(0, 3));
  if (index === -1) return null;
  const full = new Intl.DateTimeFormat('en-NZ', { month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, index, 1)))
    .toLowerCase();
  // "Sept" and "Nov" are fine, "Novx" is not: what is typed must begin the month's name.
  return full.startsWith(text) ? index + 1 : null;
}

/**
 * A date staff typed, read day first as New Zealand and Australia write dates and as the app shows
 * them ("8 Nov 2009", "8/11/2009", "8.11.09"), or as YYYY-MM-DD: the calendar date as YYYY-MM-DD,
 * or null when the text is not a real date. A two-digit year is within ten years ahead of
 * `currentYear`, else in the century before (85 → 1985, 09 → 2009).
 */
export function parseTypedDate(text: string, currentYear = new Date().getFullYear()): string | null {
  const typed = text.trim().toLowerCase();
  const iso = ISO_TYPED.exec(typed);
  const dayFirst = iso ? null : DAY_FIRST.exec(typed);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dayFirst
      ? { day: Number(dayFirst[1]), month: monthOf(dayFirst[2] ?? ''), year: Number(dayFirst[3]) }
      : null;
  if (!parts || parts.month === null) return null;
  let { year } = parts;
  if (dayFirst && (dayFirst[3] ?? '').length === 2) {
    const century = Math.floor(currentYear / 100) * 100;
    year = century + year > currentYear + 10 ? century - 100 + year : century + year;
  }
  const date = new Date(Date.UTC(year, parts.month - 1, parts.day));
  // Date.UTC rolls 31 February over into March: a real date comes back as it was typed.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== parts.month - 1 ||
    date.getUTCDate() !== parts.day
  )
    return null;
  return `${String(year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}
