import { isShortEvent, parseWallClock } from '@clubline/domain';

/** What the calendar draws of a session: its wall-clock day and times in the branch's zone. */
export interface CalendarSessionFacts {
  readonly id: string;
  readonly name: string;
  /** YYYY-MM-DD in the branch's zone. */
  readonly date: string;
  /** HH:MM */
  readonly startTime: string;
  /** HH:MM, "24:00" for midnight at the end of the day. */
  readonly endTime: string;
  readonly color: string;
}

export interface SessionEvent<Session extends CalendarSessionFacts = CalendarSessionFacts> {
  readonly id: string;
  readonly title: string;
  readonly start: Date;
  readonly end: Date;
  /** Under 60 minutes: drawn small (spec 2 §9). */
  readonly short: boolean;
  readonly session: Session;
}

/**
 * A browser Date showing `date` at `time` on the calendar. The calendar lays events out in the
 * browser's own zone, so a session is placed by its wall-clock time in the branch's zone (what
 * the front desk reads on the club's clocks) rather than by its instant: a desk in another zone,
 * or a laptop set to UTC, still sees the 06:00 class at 06:00. "24:00" is the next day's midnight.
 */
export function wallClockDate(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 0, parseWallClock(time) ?? 0);
}

/** The browser Date of a calendar day (its midnight), for the calendar's `date`. */
export const dayDate = (isoDate: string): Date => wallClockDate(isoDate, '00:00');

/** The YYYY-MM-DD of a Date the calendar gives back (a day it navigated to, a slot picked). */
export function isoDateOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** HH:MM of a Date the calendar gives back. */
export function wallClockOf(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The sessions as the calendar's events, in the order the server gave (by start). */
export function sessionEvents<Session extends CalendarSessionFacts>(
  sessions: readonly Session[],
): SessionEvent<Session>[] {
  return sessions.map((session) => {
    const minutes = (parseWallClock(session.endTime) ?? 0) - (parseWallClock(session.startTime) ?? 0);
    return {
      id: session.id,
      title: session.name,
      start: wallClockDate(session.date, session.startTime),
      end: wallClockDate(session.date, session.endTime),
      short: isShortEvent(minutes),
      session,
    };
  });
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a zone's wall clock, made once per zone: the calendar asks for "now" once per
 * hour label and day column of every render, and making a formatter costs far more than using one.
 */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The branch's wall-clock "now" as a browser Date (for the calendar's today and time line): the
 * same shift as the events, so the line crosses a 06:00 class at 06:00 in the branch's zone.
 */
export function branchNow(timeZone: string, now: Date = new Date()): Date {
  const parts = wallClockFormat(timeZone).formatToParts(now);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}
