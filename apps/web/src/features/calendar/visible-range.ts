import { type CalendarView, calendarRange } from '@clubline/domain';

/** The inclusive dates getBranchSessions is asked for: exactly the days the view shows. */
export interface VisibleDates {
  readonly startDate: string;
  readonly endDate: string;
}

/** The day before a YYYY-MM-DD day (UTC arithmetic on the date alone: no zone can shift it). */
function dayBefore(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The days a view of `isoDate` shows (the domain's calendarRange: a day, the Monday-to-Sunday
 * week, the month's whole weeks, the agenda's 30 days), its exclusive end made the last day shown
 * because getBranchSessions takes inclusive dates.
 */
export function visibleDates(view: CalendarView, isoDate: string, timeZone: string): VisibleDates {
  const range = calendarRange(view, isoDate, timeZone);
  return { startDate: range.startDate, endDate: dayBefore(range.endDate) };
}
