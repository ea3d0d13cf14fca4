import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { termEnd } from './schedule.ts';

/**
 * A fixed term of N months (or years) from a day ends the day after the same date N months later;
 * when that month has no such date (30 Nov + 3 months: no 30 Feb) the term runs to that month's last
 * day, so its end date (exclusive) is the 1st of the month after (docs/memberships.md "Fixed terms").
 */
describe('termEnd by calendar months and years', () => {
  it.each([
    ['2026-11-30', 3, 'MONTHS', '2027-03-01'],
    ['2026-11-29', 3, 'MONTHS', '2027-03-01'],
    ['2026-11-28', 3, 'MONTHS', '2027-02-28'],
    ['2027-11-30', 3, 'MONTHS', '2028-03-01'],
    ['2027-11-29', 3, 'MONTHS', '2028-02-29'],
    ['2026-01-31', 1, 'MONTHS', '2026-03-01'],
    ['2026-03-31', 1, 'MONTHS', '2026-05-01'],
    ['2026-01-31', 2, 'MONTHS', '2026-03-31'],
    ['2026-05-15', 12, 'MONTHS', '2027-05-15'],
    ['2028-02-29', 1, 'YEARS', '2029-03-01'],
    ['2028-02-29', 4, 'YEARS', '2032-02-29'],
    ['2026-06-30', 1, 'YEARS', '2027-06-30'],
  ] as const)('%s + %i %s ends on %s', (start, term, unit, end) => {
    expect(termEnd(Temporal.PlainDate.from(start), term, unit).toString()).toBe(end);
  });

  // Month ends are where terms go wrong: every day of the month is drawn alike.
  const day = fc
    .record({
      year: fc.integer({ min: 2024, max: 2036 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map((fields) => Temporal.PlainDate.from(fields));

  it('ends on the same date N months later, or on the 1st after a month without that date', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 36 }), (start, months) => {
        const end = termEnd(start, months, 'MONTHS');
        const target = start.toPlainYearMonth().add({ months });
        if (start.day <= target.daysInMonth)
          expect(end.equals(target.toPlainDate({ day: start.day }))).toBe(true);
        else expect(end.equals(target.add({ months: 1 }).toPlainDate({ day: 1 }))).toBe(true);
      }),
    );
  });

  it('a later start never ends earlier, and N months are never shorter than N-1 months plus a day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 36 }), (start, months) => {
        const end = termEnd(start, months, 'MONTHS');
        expect(
          Temporal.PlainDate.compare(termEnd(start.add({ days: 1 }), months, 'MONTHS'), end),
        ).toBeGreaterThanOrEqual(0);
        expect(Temporal.PlainDate.compare(end, termEnd(start, months - 1, 'MONTHS'))).toBeGreaterThan(0);
        // Every day of the start's day-of-month in the months between is inside the term.
        expect(Temporal.PlainDate.compare(end, start.add({ months }))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
