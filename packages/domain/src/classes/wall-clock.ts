/*
 * A session's wall-clock time as the forms and the database hold it ("06:00", "24:00"), read
 * without the Temporal polyfill so a page that only shows or checks a time does not download it.
 */

const WALL_CLOCK = /^(\d{2}):(\d{2})$/;

/** Minutes in a day: "24:00", midnight at the end of the day, is this many minutes. */
export const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes since midnight of an HH:MM text, or undefined when it is not a time of day. "24:00" is
 * accepted (1440): a session may end at midnight, at the end of its day (spec 2 §9 time options).
 */
export function parseWallClock(text: string): number | undefined {
  const match = WALL_CLOCK.exec(text);
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return undefined;
  const total = hours * 60 + minutes;
  return total > MINUTES_PER_DAY ? undefined : total;
}

/** Whether a session from `startTime` to `endTime` (HH:MM) ends after it starts on its day. */
export function endsAfterStart(startTime: string, endTime: string): boolean {
  const start = parseWallClock(startTime);
  const end = parseWallClock(endTime);
  return start !== undefined && end !== undefined && start < MINUTES_PER_DAY && end > start;
}
