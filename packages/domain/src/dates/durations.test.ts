import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { durationInDays, nextPaymentDate, PAYMENT_FREQUENCY_DAYS, TERM_UNIT_DAYS } from './durations.ts';

describe('payment frequency and unit day counts', () => {
  it('counts 7, 14 and 30 days for weekly, fortnightly and monthly', () => {
    expect(PAYMENT_FREQUENCY_DAYS).toEqual({ WEEKLY: 7, FORTNIGHTLY: 14, MONTHLY: 30 });
  });

  it('converts DAYS 1, WEEKS 7, PERIODS 14', () => {
    expect(TERM_UNIT_DAYS).toEqual({ DAYS: 1, WEEKS: 7, PERIODS: 14 });
  });

  it.each([
    [182, 'DAYS', 182],
    [26, 'WEEKS', 182],
    [13, 'PERIODS', 182],
    [0, 'WEEKS', 0],
  ] as const)('%d %s → %d days', (count, unit, days) => {
    expect(durationInDays(count, unit)).toBe(days);
  });
});

describe('nextPaymentDate', () => {
  it.each([
    ['2024-01-01', 'WEEKLY', '2024-01-08'],
    ['2024-12-30', 'WEEKLY', '2025-01-06'],
    ['2024-01-01', 'FORTNIGHTLY', '2024-01-15'],
    ['2024-02-20', 'FORTNIGHTLY', '2024-03-05'],
    ['2024-01-15', 'MONTHLY', '2024-02-15'],
    ['2024-01-31', 'MONTHLY', '2024-02-29'],
    ['2023-01-31', 'MONTHLY', '2023-02-28'],
    ['2024-12-31', 'MONTHLY', '2025-01-31'],
  ] as const)('%s %s → %s', (date, frequency, expected) => {
    expect(nextPaymentDate(Temporal.PlainDate.from(date), frequency)?.toString()).toBe(expected);
  });

  it('has no next payment for a one-off', () => {
    expect(nextPaymentDate(Temporal.PlainDate.from('2024-01-01'), 'ONE_OFF')).toBeUndefined();
  });
});
