import { MAX_DATE_YEAR, MIN_DATE_YEAR, readIsoDate } from '@clubline/domain';

/** Spec 1 §5 and spec 3 §5: the texts of the reports' date fields. */
export const DATE_REQUIRED = 'Date is required';
export const DATE_INVALID = 'A valid date is required';
export const DATE_LOOKS_WRONG = 'This date looks wrong';
export const DATE_AFTER_TODAY = "Date can be no later than today's date";
export const DATE_BEFORE_FROM = 'Date cannot be earlier than the From date';
export const DATE_RANGE_TOO_LONG = 'Date range exceeds 12-month limit';

/** Spec 3 §9: a report's range is at most 12 months. */
const REPORT_RANGE_MONTHS = 12;

/** The message for one date field's own value, or null when it is a plausible date. */
export function dateFieldError(value: string): string | null {
  if (value.trim() === '') return DATE_REQUIRED;
  const date = readIsoDate(value);
  if (!date) return DATE_INVALID;
  if (date.year < MIN_DATE_YEAR || date.year > MAX_DATE_YEAR) return DATE_LOOKS_WRONG;
  return null;
}

/**
 * The last day a range starting `from` may end on: the same day 12 months later (the 28th of
 * February when the 29th does not exist), so 1 Jan 2026 to 1 Jan 2027 is the longest range.
 */
export function lastDayOfRange(from: string): string | null {
  const date = readIsoDate(from);
  if (!date) return null;
  const year = date.year + REPORT_RANGE_MONTHS / 12;
  const lastOfMonth = new Date(Date.UTC(year, date.month, 0)).getUTCDate();
  const day = Math.min(date.day, lastOfMonth);
  return `${String(year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today in the browser's zone as YYYY-MM-DD (the server checks again in the branch's zone). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The browser's local date-time, ISO without a zone (spec 3 §3 localCreationDate: recorded only). */
export function localCreationDate(now: Date = new Date()): string {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${localToday(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/**
 * The messages of a From / To pair (spec 3 §5 "Standard reports"): each date required and
 * plausible, neither after `today` unless the report looks ahead, To not before From and within
 * 12 months of it.
 */
export function dateRangeErrors(
  range: { from: string; to: string },
  options: { today: string; allowsFutureDates: boolean },
): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  const fromError = dateFieldError(range.from);
  const toError = dateFieldError(range.to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!options.allowsFutureDates) {
    // YYYY-MM-DD compares as text.
    if (!errors.from && range.from > options.today) errors.from = DATE_AFTER_TODAY;
    if (!errors.to && range.to > options.today) errors.to = DATE_AFTER_TODAY;
  }
  if (!fromError && !errors.to) {
    if (range.to < range.from) errors.to = DATE_BEFORE_FROM;
    else {
      const last = lastDayOfRange(range.from);
      if (last !== null && range.to > last) errors.to = DATE_RANGE_TOO_LONG;
    }
  }
  return errors;
}
