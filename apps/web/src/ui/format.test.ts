import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatInstant, parseTypedDate } from './format.ts';

describe('dates typed by staff, read in the app’s own day-first format', () => {
  it.each([
    ['8 Nov 2009', '2009-11-08'],
    ['08 nov 2009', '2009-11-08'],
    ['8 November 2009', '2009-11-08'],
    ['8 Sept 2009', '2009-09-08'],
    ['8-Nov-2009', '2009-11-08'],
    ['8/11/2009', '2009-11-08'],
    ['08/11/2009', '2009-11-08'],
    ['8-11-2009', '2009-11-08'],
    ['8.11.2009', '2009-11-08'],
    ['  29/2/2024 ', '2024-02-29'],
    ['2009-11-08', '2009-11-08'],
    ['8/11/09', '2009-11-08'],
    ['8/11/85', '1985-11-08'],
  ])('%s is %s', (typed, iso) => {
    expect(parseTypedDate(typed, 2026)).toBe(iso);
  });

  it.each([
    '',
    'tomorrow',
    '31/2/2024',
    '29/2/2023',
    '13/13/2024',
    '0/1/2024',
    '8 Nox 2009',
    '11/8',
    '2009-13-01',
  ])('%j is not a date', (typed) => {
    expect(parseTypedDate(typed, 2026)).toBeNull();
  });

  it('shows what it parsed the way the app shows dates, so the two agree', () => {
    const iso = parseTypedDate('8/11/2009', 2026);
    expect(iso && formatCalendarDate(iso)).toBe('8 Nov 2009');
    expect(parseTypedDate('8 Nov 2009', 2026)).toBe(iso);
  });
});

describe('dates shown in lists', () => {
  it('builds one formatter per time zone and style, not one per row (a list of 50 rows built 50)', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    }
    Intl.DateTimeFormat = Counting as typeof Intl.DateTimeFormat;
    try {
      const rows = Array.from(
        { length: 50 },
        (_, index) => `2026-03-${String((index % 28) + 1).padStart(2, '0')}T09:00:00Z`,
      );
      const shown = rows.map((row) => formatInstant(row, 'Pacific/Chatham'));
      expect(shown[0]).toBe('1 Mar 2026');
      rows.map((row) => formatInstant(row, 'Pacific/Chatham', 'dateTime'));
      expect(built).toBeLessThanOrEqual(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('shows an instant in the zone it is given, and a date and time when asked', () => {
    expect(formatInstant('2026-03-01T12:30:00Z', 'Pacific/Auckland', 'dateTime')).toBe('2 Mar 2026, 1:30 am');
    expect(formatInstant('2026-03-01T12:30:00Z', 'America/New_York')).toBe('1 Mar 2026');
    expect(formatInstant(1_772_368_200, 'UTC', 'dateTime')).toBe('1 Mar 2026, 12:30 pm');
    expect(formatInstant('not a date', 'UTC')).toBeNull();
  });
});
