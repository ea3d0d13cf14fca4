/*
 * Calendar dates as text (YYYY-MM-DD), read without the Temporal polyfill: a page that only shows
 * or checks a date does not download it. iso-date.ts builds Temporal dates on the same reading.
 */

/** Plausible years for any date typed in a form (spec 1 §5.1). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** "12 Jan": a date's day and month as the product writes them in a sentence. */
export function dayMonthText(date: { month: number; day: number }): string {
  return `${date.day} ${MONTH_ABBREVIATIONS[date.month - 1]}`;
}

/**
 * "10 Mar 2026": a calendar date as the product writes it in a sentence (a message, an email's
 * subject), the same whatever zone the process runs in.
 */
export function dayMonthYearText(date: { year: number; month: number; day: number }): string {
  return `${dayMonthText(date)} ${date.year}`;
}

/** A calendar date's fields, month and day counted from 1. */
export interface CalendarDateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A YYYY-MM-DD text (spaces around it ignored) as a date's fields, or undefined when it is not a date (e.g. 2023-02-30). */
export function readIsoDate(text: string): CalendarDateFields | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * A membership date as the API takes it: exactly YYYY-MM-DD (nothing around it), a real day, in a
 * plausible year (spec 1 §5.1).
 */
export function isMembershipDate(text: string | null | undefined): text is string {
  if (typeof text !== 'string' || !ISO_DATE.test(text)) return false;
  const date = readIsoDate(text);
  return date !== undefined && date.year >= MIN_DATE_YEAR && date.year <= MAX_DATE_YEAR;
}
