import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysBetween, epochDay } from './billing-calendar.ts';

const SPAN = Temporal.PlainDate.from('-009999-01-01').until('+009999-12-31').days;
const isoDate = fc
  .integer({ min: -SPAN, max: 0 })
  .map((back) => Temporal.PlainDate.from('+009999-12-31').add({ days: back }));

describe('daysBetween', () => {
  it('counts days as Temporal does, across leap years, centuries and year zero', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (from, to) => {
        expect(daysBetween(from, to)).toBe(from.until(to, { largestUnit: 'days' }).days);
      }),
      { numRuns: 2_000 },
    );
  });

  it('puts 1970-01-01 at day 0 and the days around the leap days where they are', () => {
    expect(epochDay(Temporal.PlainDate.from('1970-01-01'))).toBe(0);
    expect(epochDay(Temporal.PlainDate.from('1969-12-31'))).toBe(-1);
    expect(daysBetween(Temporal.PlainDate.from('2024-02-28'), Temporal.PlainDate.from('2024-03-01'))).toBe(2);
    expect(daysBetween(Temporal.PlainDate.from('2100-02-28'), Temporal.PlainDate.from('2100-03-01'))).toBe(1);
    expect(daysBetween(Temporal.PlainDate.from('2000-02-28'), Temporal.PlainDate.from('2000-03-01'))).toBe(2);
  });
});
