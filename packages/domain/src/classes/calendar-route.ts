import { MAX_DATE_YEAR, MIN_DATE_YEAR, readIsoDate } from '../dates/calendar-date.ts';
import { todayTextIn } from '../dates/time-zone-id.ts';
import { type CalendarView, DEFAULT_CALENDAR_VIEW, isCalendarView } from './classes-messages.ts';

/*
 * The calendar's address /branch/{branchId}/calendar/{view}/{isoDate}, read without the Temporal
 * polyfill: the branch area opens on it, so its first paint should not wait for that download.
 */

export interface CalendarRoute {
  readonly view: CalendarView;
  /** YYYY-MM-DD in the branch's zone. */
  readonly isoDate: string;
  /** False when the address said something else: the page redirects to this one (spec 2 §2). */
  readonly canonical: boolean;
}

function isCalendarDate(text: string): boolean {
  const fields = readIsoDate(text);
  // readIsoDate forgives spaces around the date; an address with them is not the canonical one.
  return (
    fields !== undefined &&
    text.trim() === text &&
    fields.year >= MIN_DATE_YEAR &&
    fields.year <= MAX_DATE_YEAR
  );
}

/**
 * The view and date an address asks for: an unknown or missing view is day, an invalid or missing
 * date (not a real YYYY-MM-DD day of 1900–2200) is today in the branch's zone at `now`.
 */
export function parseCalendarRoute(
  view: string | undefined,
  isoDate: string | undefined,
  timeZone: string | null | undefined,
  now: Date = new Date(),
): CalendarRoute {
  const viewOk = view !== undefined && isCalendarView(view);
  const dateOk = isoDate !== undefined && isCalendarDate(isoDate);
  return {
    view: viewOk ? view : DEFAULT_CALENDAR_VIEW,
    isoDate: dateOk ? isoDate : todayTextIn(timeZone, now),
    canonical: viewOk && dateOk,
  };
}

/** The path of a calendar page. */
export const calendarPath = (branchId: string, view: CalendarView, isoDate: string): string =>
  `/branch/${encodeURIComponent(branchId)}/calendar/${view}/${isoDate}`;
