import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseTypedDate } from './format.ts';

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
