import { Temporal } from 'temporal-polyfill';
import { AGENDA_DAYS, CALENDAR_WEEK_STARTS_ON, type CalendarView } from './classes-messages.ts';

/** The dates and instants a calendar view shows: what it fetches, and nothing more. */
export interface CalendarRange {
  /** YYYY-MM-DD, the first day shown. */
  readonly startDate: string;
  /** YYYY-MM-DD, exclusive: the day after the last day shown. */
  readonly endDate: string;
  /** The start of startDate in the branch's zone. */
  readonly from: Temporal.Instant;
  /** The start of endDate in the branch's zone: the range is [from, to). */
  readonly to: Temporal.Instant;
}

const DAYS_PER_WEEK = 7;

/** The first day of the week holding `date` (weeks start on Monday: CALENDAR_WEEK_STARTS_ON). */
export function weekStart(date: Temporal.PlainDate): Temporal.PlainDate {
  const back = (date.dayOfWeek - CALENDAR_WEEK_STARTS_ON + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return date.subtract({ days: back });
}

function dateSpan(view: CalendarView, date: Temporal.PlainDate): [Temporal.PlainDate, Temporal.PlainDate] {
  switch (view) {
    case 'day':
      return [date, date.add({ days: 1 })];
    case 'week': {
      const start = weekStart(date);
      return [start, start.add({ days: DAYS_PER_WEEK })];
    }
    case 'month': {
      // The month's grid: whole weeks, from the week holding the 1st to the week holding the last day.
      const first = date.with({ day: 1 });
      const last = first.add({ months: 1 }).subtract({ days: 1 });
      return [weekStart(first), weekStart(last).add({ days: DAYS_PER_WEEK })];
    }
    case 'agenda':
      return [date, date.add({ days: AGENDA_DAYS })];
  }
}

/**
 * The range a view of `isoDate` shows in the branch's zone: day, the Monday-to-Sunday week, the
 * month's grid of whole weeks, or the agenda's 30 days. Days start at the zone's start of day (a
 * zone whose clocks skip midnight starts the day at 01:00), so a day may be 23 or 25 hours long.
 */
export function calendarRange(view: CalendarView, isoDate: string, timeZone: string): CalendarRange {
  const [start, end] = dateSpan(view, Temporal.PlainDate.from(isoDate));
  return {
    startDate: start.toString(),
    endDate: end.toString(),
    from: start.toZonedDateTime(timeZone).toInstant(),
    to: end.toZonedDateTime(timeZone).toInstant(),
  };
}

/** The date the calendar's previous (-1) or next (+1) button goes to from `isoDate`. */
export function stepCalendarDate(view: CalendarView, isoDate: string, direction: -1 | 1): string {
  const date = Temporal.PlainDate.from(isoDate);
  const step =
    view === 'day'
      ? { days: direction }
      : view === 'week'
        ? { weeks: direction }
        : view === 'month'
          ? { months: direction }
          : { days: direction * AGENDA_DAYS };
  return date.add(step).toString();
}
