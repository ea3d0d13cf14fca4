import { Temporal } from 'temporal-polyfill';
import { resolveTimeZone } from './time-zone-id.ts';

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
