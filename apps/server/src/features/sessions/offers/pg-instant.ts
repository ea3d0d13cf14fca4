import { Temporal } from 'temporal-polyfill';

/**
 * A timestamptz as a raw statement returns it: node-postgres gives a Date, drizzle's `execute` the
 * text PostgreSQL prints ("2026-11-28 22:50:08.723+00", an offset of hours only when whole).
 */
export function instantOf(value: unknown): Temporal.Instant {
  if (value instanceof Date) return Temporal.Instant.fromEpochMilliseconds(value.getTime());
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  return Temporal.Instant.from(text);
}
