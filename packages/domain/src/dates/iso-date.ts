import { Temporal } from 'temporal-polyfill';

/** Plausible years for any date typed in a form (spec 1 §5.1). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD text as a calendar date, or undefined when it is not one (e.g. 2023-02-30). */
export function parseIsoDate(text: string): Temporal.PlainDate | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return undefined;
  const [, year, month, day] = match;
  try {
    return Temporal.PlainDate.from(
      { year: Number(year), month: Number(month), day: Number(day) },
      { overflow: 'reject' },
    );
  } catch {
    return undefined;
  }
}

/** Whether a date's year is within 1900–2200 inclusive. */
export function isPlausibleDate(date: Temporal.PlainDate): boolean {
  return date.year >= MIN_DATE_YEAR && date.year <= MAX_DATE_YEAR;
}

/** Whole years between a date of birth and `today` (a birthday on 29 February counts from 1 March). */
export function ageOn(dateOfBirth: Temporal.PlainDate, today: Temporal.PlainDate): number {
  return dateOfBirth.until(today, { largestUnit: 'years' }).years;
}
