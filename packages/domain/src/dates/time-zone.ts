import { Temporal } from 'temporal-polyfill';

/** Time zone used when a (home) branch has none (spec 1 §9). */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/** Whether `timeZone` is an IANA time zone id the runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The branch's time zone, or Pacific/Auckland when it has none. An unknown id is an error. */
export function resolveTimeZone(timeZone?: string | null): string {
  if (timeZone === undefined || timeZone === null || timeZone.trim() === '') return DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return timeZone;
}

/** "Now" in a time zone. `now` defaults to the system clock; pass it for deterministic code and tests. */
export function nowIn(
  timeZone?: string | null,
  now: Temporal.Instant = Temporal.Now.instant(),
): Temporal.ZonedDateTime {
  return now.toZonedDateTimeISO(resolveTimeZone(timeZone));
}

/** "Today" in a time zone (default Pacific/Auckland). */
export function todayIn(timeZone?: string | null, now?: Temporal.Instant): Temporal.PlainDate {
  return nowIn(timeZone, now).toPlainDate();
}

/**
 * How a rule learns "today": a fixed date, a time zone (optionally with the instant "now"), or a
 * function called at validation time. Rules never read the machine clock except through this.
 */
export type TodaySource =
  | Temporal.PlainDate
  | { readonly timeZone?: string | null; readonly now?: Temporal.Instant }
  | (() => Temporal.PlainDate);

export function resolveToday(source: TodaySource): Temporal.PlainDate {
  if (source instanceof Temporal.PlainDate) return source;
  if (typeof source === 'function') return source();
  return todayIn(source.timeZone, source.now);
}
