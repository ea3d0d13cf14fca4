import { Temporal } from 'temporal-polyfill';
import type { SessionRepeat } from '../enums/calendar.ts';
import { MINUTES_PER_DAY, parseWallClock } from './wall-clock.ts';

/*
 * Sessions are stored as local wall-clock time plus the branch's IANA zone, never as instants: a
 * weekly 06:00 class is at 06:00 on every one of its days, whatever the offset that day. Adding
 * seven days of 24 hours to an instant (what a recurrence library working in UTC does) moves the
 * class an hour at each daylight-saving change; here every occurrence is the calendar date plus
 * the wall-clock time, turned into an instant in the zone of that very day.
 */

/** A session series: one session (ONCE) or one a week on the start date's weekday (WEEKLY). */
export interface SessionSeries {
  /** The branch's IANA time zone, e.g. Pacific/Auckland. */
  readonly timeZone: string;
  /** YYYY-MM-DD: the first occurrence's date (and weekday). */
  readonly startDate: string;
  /** HH:MM, 00:00 to 23:30. */
  readonly startTime: string;
  /** HH:MM after the start, "24:00" for midnight at the end of the day. */
  readonly endTime: string;
  readonly repeat: SessionRepeat;
  /** YYYY-MM-DD, inclusive: the last date that may hold an occurrence; null for no end date. */
  readonly untilDate: string | null;
  /** At most this many occurrences; null for no count. */
  readonly count: number | null;
}

/** One occurrence of a series: its local date and its span as instants. */
export interface SessionOccurrence {
  /** YYYY-MM-DD in the branch's zone. */
  readonly date: string;
  /** 0 for the series' first occurrence, 1 for the next week's, … */
  readonly index: number;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

const DAYS_PER_WEEK = 7;

function minutesOf(text: string, field: string): number {
  const minutes = parseWallClock(text);
  if (minutes === undefined) throw new RangeError(`Invalid ${field}: ${text}`);
  return minutes;
}

/** The instant of a wall-clock time on a local date; 1440 minutes is the next day's midnight. */
function wallClockInstant(date: Temporal.PlainDate, minutes: number, timeZone: string): Temporal.Instant {
  const day = minutes >= MINUTES_PER_DAY ? date.add({ days: 1 }) : date;
  const rest = minutes % MINUTES_PER_DAY;
  const plainTime = new Temporal.PlainTime(Math.floor(rest / 60), rest % 60);
  // 'compatible' is Temporal's default, named here because it is the rule we document.
  return day.toZonedDateTime({ timeZone, plainTime }).toInstant();
}

/**
 * The span of a session on a local date, as instants. Times are wall-clock times in `timeZone`,
 * resolved with Temporal's 'compatible' disambiguation (the rule of RFC 5545 and of every calendar
 * app we know):
 * - a time that does not exist (02:30 on the spring-forward night, when clocks jump from 02:00 to
 *   03:00) moves forward by the length of the gap: 02:30 becomes 03:30 in the new offset;
 * - a time that happens twice (02:30 on the fall-back night) is the earlier of the two, in the
 *   offset before the change.
 * When both ends fall so that the end is not after the start (02:00 to 03:00 across a one-hour
 * gap both resolve to 03:00), the session keeps its planned length from its resolved start: a
 * session is never empty or negative.
 */
export function sessionSpan(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string,
): { readonly start: Temporal.Instant; readonly end: Temporal.Instant } {
  const day = Temporal.PlainDate.from(date);
  const startMinutes = minutesOf(startTime, 'start time');
  const endMinutes = minutesOf(endTime, 'end time');
  if (startMinutes >= MINUTES_PER_DAY || endMinutes <= startMinutes) {
    throw new RangeError(`A session must end after it starts: ${startTime}–${endTime}`);
  }
  const start = wallClockInstant(day, startMinutes, timeZone);
  const end = wallClockInstant(day, endMinutes, timeZone);
  if (Temporal.Instant.compare(end, start) > 0) return { start, end };
  return { start, end: start.add({ minutes: endMinutes - startMinutes }) };
}

const plainDate = (text: string) => Temporal.PlainDate.from(text);
const daysFrom = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  from.until(to, { largestUnit: 'days' }).days;

/** The occurrence of `series` with this index, or undefined when the series has none such. */
function occurrenceAtIndex(series: SessionSeries, index: number): SessionOccurrence | undefined {
  if (index < 0) return undefined;
  if (series.repeat === 'ONCE' && index > 0) return undefined;
  if (series.count !== null && index >= series.count) return undefined;
  const date = plainDate(series.startDate).add({ days: index * DAYS_PER_WEEK });
  if (series.untilDate !== null && Temporal.PlainDate.compare(date, plainDate(series.untilDate)) > 0) {
    return undefined;
  }
  const text = date.toString();
  return { date: text, index, ...sessionSpan(text, series.startTime, series.endTime, series.timeZone) };
}

/** The occurrence of `series` on a local date, or undefined when the series has none that day. */
export function occurrenceOn(series: SessionSeries, date: string): SessionOccurrence | undefined {
  const days = daysFrom(plainDate(series.startDate), plainDate(date));
  if (days % DAYS_PER_WEEK !== 0) return undefined;
  return occurrenceAtIndex(series, days / DAYS_PER_WEEK);
}

/**
 * The occurrences of `series` that overlap [from, to) (start before `to`, end after `from`), in
 * order: what a calendar showing that range draws, including a session already running at `from`.
 * A session lies within its own local day (it ends at 24:00 at the latest), so only the weeks
 * whose dates touch the range are looked at: the work is bounded by the range, not the series.
 */
export function occurrencesBetween(
  series: SessionSeries,
  from: Temporal.Instant,
  to: Temporal.Instant,
): SessionOccurrence[] {
  if (Temporal.Instant.compare(from, to) >= 0) return [];
  const start = plainDate(series.startDate);
  // A day earlier than `from`'s local date: a zone's day may start before midnight UTC moves it.
  const firstDay = from.toZonedDateTimeISO(series.timeZone).toPlainDate().subtract({ days: 1 });
  const lastDay = to.toZonedDateTimeISO(series.timeZone).toPlainDate();
  const firstIndex = Math.max(0, Math.ceil(daysFrom(start, firstDay) / DAYS_PER_WEEK));
  const lastIndex = Math.floor(daysFrom(start, lastDay) / DAYS_PER_WEEK);
  const found: SessionOccurrence[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const occurrence = occurrenceAtIndex(series, index);
    if (occurrence === undefined) break;
    if (
      Temporal.Instant.compare(occurrence.start, to) < 0 &&
      Temporal.Instant.compare(occurrence.end, from) > 0
    ) {
      found.push(occurrence);
    }
  }
  return found;
}

/** A series cut in two at an occurrence for a "this and following" change. */
export interface SeriesSplit {
  /** The occurrences before the cut, unchanged; null when the cut is at the first occurrence. */
  readonly before: SessionSeries | null;
  /** The cut occurrence and every one after it: the part the change applies to. */
  readonly following: SessionSeries;
}

/**
 * Split `series` at its occurrence on `date` for "this and following": the earlier occurrences
 * keep the series as it was, ending the day before `date` (and keeping their own count), and the
 * following ones become a series of their own from `date`, with what is left of the count and the
 * same end date, ready to take the edit. Undefined when the series has no occurrence on `date`:
 * the caller refreshes rather than cutting at a date that is not one of the sessions.
 */
export function splitSeriesAt(series: SessionSeries, date: string): SeriesSplit | undefined {
  const occurrence = occurrenceOn(series, date);
  if (occurrence === undefined) return undefined;
  const following: SessionSeries = {
    ...series,
    startDate: date,
    count: series.count === null ? null : series.count - occurrence.index,
  };
  if (occurrence.index === 0) return { before: null, following };
  const before: SessionSeries = {
    ...series,
    untilDate: plainDate(date).subtract({ days: 1 }).toString(),
    count: series.count === null ? null : occurrence.index,
  };
  return { before, following };
}
