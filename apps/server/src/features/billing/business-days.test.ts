import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bankingCalendar } from './business-days.ts';

const day = (text: string) => Temporal.PlainDate.from(text);
const onOrAfter = (region: { country: string; state?: string }, text: string) =>
  bankingCalendar(region).onOrAfter(day(text)).toString();

describe('bank business days for direct debits', () => {
  it('moves a weekend debit to Monday and keeps a weekday', () => {
    expect(onOrAfter({ country: 'NZ' }, '2026-11-28')).toBe('2026-11-30');
    expect(onOrAfter({ country: 'NZ' }, '2026-11-24')).toBe('2026-11-24');
  });

  it('skips New Zealand public holidays and their substitute days', () => {
    // Christmas 2027 is a Saturday and Boxing Day a Sunday: both are observed Monday and Tuesday.
    expect(onOrAfter({ country: 'NZ' }, '2027-12-24')).toBe('2027-12-24');
    expect(onOrAfter({ country: 'NZ' }, '2027-12-25')).toBe('2027-12-29');
    expect(onOrAfter({ country: 'NZ' }, '2027-06-25')).toBe('2027-06-28'); // Matariki, a Friday
  });

  it('treats a New Zealand regional anniversary day as a business day', () => {
    // Wellington Anniversary Day 2027 is Monday 18 January.
    expect(bankingCalendar({ country: 'NZ', state: 'WGN' }).isBusinessDay(day('2027-01-18'))).toBe(true);
  });

  it('uses the Australian state’s public and bank holidays', () => {
    // The NSW Bank Holiday (first Monday of August) is not a holiday in Victoria.
    expect(onOrAfter({ country: 'AU', state: 'NSW' }, '2026-08-03')).toBe('2026-08-04');
    expect(onOrAfter({ country: 'AU', state: 'VIC' }, '2026-08-03')).toBe('2026-08-03');
    // Good Friday to Easter Monday everywhere.
    expect(onOrAfter({ country: 'AU', state: 'VIC' }, '2026-04-03')).toBe('2026-04-07');
  });
});
