import { Temporal } from 'temporal-polyfill';
import { MAX_DATE_YEAR, MIN_DATE_YEAR, readIsoDate } from './calendar-date.ts';

/** A YYYY-MM-DD text as a calendar date, or undefined when it is not one (e.g. 2023-02-30). */
export function parseIsoDate(text: string): Temporal.PlainDate | undefined {
  const fields = readIsoDate(text);
  return fields === undefined ? undefined : Temporal.PlainDate.from(fields, { overflow: 'reject' });
}

/** Whether a date's year is within 1900–2200 inclusive. */
export function isPlausibleDate(date: Temporal.PlainDate): boolean {
  return date.year >= MIN_DATE_YEAR && date.year <= MAX_DATE_YEAR;
}

/** Whole years between a date of birth and `today` (a birthday on 29 February counts from 1 March). */
export function ageOn(dateOfBirth: Temporal.PlainDate, today: Temporal.PlainDate): number {
  return dateOfBirth.until(today, { largestUnit: 'years' }).years;
}
