import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';

/**
 * Temporal values compared by what they hold. Their fields live in internal slots, not in
 * properties, so `toMatchObject` (and `objectContaining`) took any two of the same kind as equal:
 * a test expecting `{ dueDate: 2026-02-04 }` passed on any date. Registered by each project's
 * setup (domain, server, web) so every matcher compares them as their ISO text, type included.
 */
const TEMPORAL_TYPES = [
  Temporal.PlainDate,
  Temporal.PlainTime,
  Temporal.PlainDateTime,
  Temporal.PlainYearMonth,
  Temporal.PlainMonthDay,
  Temporal.ZonedDateTime,
  Temporal.Instant,
  Temporal.Duration,
];

function isTemporal(value: unknown): value is { toString(): string } {
  return TEMPORAL_TYPES.some((type) => value instanceof type);
}

expect.addEqualityTesters([
  function temporalEquals(a: unknown, b: unknown): boolean | undefined {
    if (!isTemporal(a) && !isTemporal(b)) return undefined;
    return (
      isTemporal(a) &&
      isTemporal(b) &&
      Object.getPrototypeOf(a) === Object.getPrototypeOf(b) &&
      `${a}` === `${b}`
    );
  },
]);
