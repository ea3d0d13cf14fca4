/*
 * Time zone ids and "today" as text, through the runtime's Intl (which the Temporal polyfill itself
 * asks): a page that only needs a branch's zone or today's date does not download the polyfill.
 * time-zone.ts builds Temporal's instants and dates on the same ids.
 */

/** Time zone used when a (home) branch has none (spec 1 §9). */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/** Whether `timeZone` is an IANA time zone id (or an offset) the runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(timeZone);
  return true;
}

/**
 * Ids already found valid: building a formatter to check one costs more than a door decision's
 * rules (it runs on every swipe). Only valid ids are kept, and at most a thousand (the IANA list
 * is about 600; Intl also takes other spellings of them).
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 1000;

/** The branch's time zone, or Pacific/Auckland when it has none. An unknown id is an error. */
export function resolveTimeZone(timeZone?: string | null): string {
  if (timeZone === undefined || timeZone === null || timeZone.trim() === '') return DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return timeZone;
}

/** "Today" in a time zone (default Pacific/Auckland) as YYYY-MM-DD, at `now` (default the clock). */
export function todayTextIn(timeZone?: string | null, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: resolveTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
