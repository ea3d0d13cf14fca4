import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isMembershipDate, readIsoDate } from './calendar-date.ts';

/** What Temporal makes of the same text: the reading these functions replace on the first screen. */
function temporalFields(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return undefined;
  try {
    const date = Temporal.PlainDate.from(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      { overflow: 'reject' },
    );
    return { year: date.year, month: date.month, day: date.day, canonical: date.toString() };
  } catch {
    return undefined;
  }
}

const dateLikeTexts = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2300-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.string(),
  fc.constantFrom(' 2024-02-29', '2024-02-29 ', '2024-2-29', '+2024-02-29', '2100-02-29', '2000-02-29'),
);

describe('calendar dates read without Temporal', () => {
  it('reads exactly the dates Temporal reads (leap years, month lengths, spaces around)', () => {
    fc.assert(
      fc.property(dateLikeTexts, (text) => {
        const expected = temporalFields(text);
        const fields = readIsoDate(text);
        expect(fields).toEqual(
          expected === undefined
            ? undefined
            : { year: expected.year, month: expected.month, day: expected.day },
        );
      }),
      { numRuns: 3000 },
    );
  }, 30_000);

  it('takes as membership dates the canonical, plausible dates Temporal gives back unchanged', () => {
    fc.assert(
      fc.property(dateLikeTexts, (text) => {
        const expected = temporalFields(text);
        const plausible =
          expected !== undefined &&
          expected.year >= 1900 &&
          expected.year <= 2200 &&
          expected.canonical === text;
        expect(isMembershipDate(text)).toBe(plausible);
      }),
      { numRuns: 3000 },
    );
    expect(isMembershipDate(null)).toBe(false);
    expect(isMembershipDate(undefined)).toBe(false);
  }, 30_000);
});
