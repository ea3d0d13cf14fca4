import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  GRACE_PERIOD_OPTIONS,
  OVERDUE_MAX_AMOUNT_CENTS,
  overdueSettingsFormSchema,
  overdueSettingsSchema,
} from './overdue.ts';

describe('overdue settings form (spec 3 §5)', () => {
  const base = { enabled: true, maximumOverdueAmount: '250.50', gracePeriodInDays: 7 };

  it('stores the amount in cents', () => {
    expect(parsed(overdueSettingsFormSchema, base)).toEqual({
      enabled: true,
      maximumOverdueAmount: 25050,
      gracePeriodInDays: 7,
    });
    expect(
      parsed(overdueSettingsFormSchema, { ...base, maximumOverdueAmount: 1000 }).maximumOverdueAmount,
    ).toBe(100000);
    expect(
      parsed(overdueSettingsFormSchema, { ...base, maximumOverdueAmount: '10.999' }).maximumOverdueAmount,
    ).toBe(1099);
  });

  it('defaults enabled to false', () => {
    expect(parsed(overdueSettingsFormSchema, { ...base, enabled: undefined }).enabled).toBe(false);
  });

  it.each([
    [{ maximumOverdueAmount: 1000.01 }, 'maximumOverdueAmount', 'Overdue by amount cannot exceed $1000'],
    [{ maximumOverdueAmount: '1500' }, 'maximumOverdueAmount', 'Overdue by amount cannot exceed $1000'],
    [{ maximumOverdueAmount: '' }, 'maximumOverdueAmount', 'Overdue by amount is required'],
    [{ maximumOverdueAmount: 'abc' }, 'maximumOverdueAmount', 'Overdue by amount must be a number'],
    [
      { maximumOverdueAmount: -1 },
      'maximumOverdueAmount',
      'Overdue by amount must be greater than or equal to 0',
    ],
    [{ gracePeriodInDays: undefined }, 'gracePeriodInDays', 'Grace period is required'],
    [{ gracePeriodInDays: 100 }, 'gracePeriodInDays', 'Grace period must be between 0 and 99 days'],
    [{ gracePeriodInDays: -1 }, 'gracePeriodInDays', 'Grace period must be between 0 and 99 days'],
    [{ gracePeriodInDays: 1.5 }, 'gracePeriodInDays', 'Grace period must be between 0 and 99 days'],
  ])('%j → %s: %s', (change, path, message) => {
    expect(issuesOf(overdueSettingsFormSchema, { ...base, ...change })).toEqual([{ path, message }]);
  });

  it('accepts the limits', () => {
    expect(
      issuesOf(overdueSettingsFormSchema, { ...base, maximumOverdueAmount: 0, gracePeriodInDays: 0 }),
    ).toEqual([]);
    expect(
      issuesOf(overdueSettingsFormSchema, {
        ...base,
        maximumOverdueAmount: '1000.00',
        gracePeriodInDays: '99',
      }),
    ).toEqual([]);
  });

  it('offers grace periods 0 to 99', () => {
    expect(GRACE_PERIOD_OPTIONS).toHaveLength(100);
    expect(GRACE_PERIOD_OPTIONS[0]).toBe(0);
    expect(GRACE_PERIOD_OPTIONS.at(-1)).toBe(99);
  });
});

describe('overdue settings in cents (server input)', () => {
  it.each([
    [OVERDUE_MAX_AMOUNT_CENTS, []],
    [0, []],
    [OVERDUE_MAX_AMOUNT_CENTS + 1, ['Overdue by amount cannot exceed $1000']],
    [-1, ['Overdue by amount must be greater than or equal to 0']],
    [10.5, ['Overdue by amount must be a number']],
    [undefined, ['Overdue by amount is required']],
  ])('%j cents → %j', (cents, messages) => {
    const issues = issuesOf(overdueSettingsSchema, {
      enabled: true,
      maximumOverdueAmount: cents,
      gracePeriodInDays: 3,
    });
    expect(issues.map((issue) => issue.message)).toEqual(messages);
  });
});
