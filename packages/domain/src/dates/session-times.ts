import type { Temporal } from 'temporal-polyfill';

/** Session start/end options: half-hour steps from 00:00 up to 24:00 (spec 2 §9). */
export const SESSION_TIME_OPTIONS: readonly string[] = Array.from({ length: 49 }, (_, index) =>
  formatMinutes(index * 30),
);

/** Default length of a new session, in minutes (our choice; the spec does not state it). */
export const DEFAULT_SESSION_MINUTES = 60;

const DAY_MINUTES = 24 * 60;

/** Minutes since midnight as HH:MM; 1440 is "24:00". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export interface DefaultSessionTimes {
  readonly date: Temporal.PlainDate;
  /** HH:MM */
  readonly startTime: string;
  /** HH:MM, "24:00" for midnight at the end of the day */
  readonly endTime: string;
}

/**
 * Default times of a new session from "now" in the branch's time zone (spec 2 §9): the start is the
 * nearest half-hour boundary (minutes 0–14 keep the hour, 15–44 go to half past, 45 and up to the
 * next hour); the end is one hour later, capped at 24:00; from 23:45 the default is 23:30 to 24:00.
 */
export function defaultSessionTimes(now: Temporal.ZonedDateTime): DefaultSessionTimes {
  const minute = now.minute;
  const rounded = now.hour * 60 + (minute >= 45 ? 60 : minute >= 15 ? 30 : 0);
  const start = Math.min(rounded, DAY_MINUTES - 30);
  const end = Math.min(start + DEFAULT_SESSION_MINUTES, DAY_MINUTES);
  return { date: now.toPlainDate(), startTime: formatMinutes(start), endTime: formatMinutes(end) };
}
