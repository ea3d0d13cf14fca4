import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERDUE_SETTINGS, daysOverdue, shouldBlockForOverdue } from './overdue-control.ts';

const today = Temporal.PlainDate.from('2026-03-10');
const on = { enabled: true, maximumOverdueAmount: 5000, gracePeriodInDays: 3 };
const since = (date: string) => Temporal.PlainDate.from(date);

describe('overdue control (spec 3 §4)', () => {
  it('is off by default', () => {
    expect(DEFAULT_OVERDUE_SETTINGS.enabled).toBe(false);
    expect(
      shouldBlockForOverdue(
        DEFAULT_OVERDUE_SETTINGS,
        { overdueAmount: 99999, overdueSince: since('2020-01-01') },
        today,
      ),
    ).toBe(false);
  });

  it.each([
    [5001, '2026-03-06', true], // 4 days, more than 3; more than $50
    [5000, '2026-03-06', false], // exactly the maximum is not more than it
    [5001, '2026-03-07', false], // exactly the grace period
    [0, null, false],
    [100000, '2026-03-10', false], // due today
  ] as const)('%i cents overdue since %s → %s', (amount, date, blocked) => {
    expect(
      shouldBlockForOverdue(on, { overdueAmount: amount, overdueSince: date ? since(date) : null }, today),
    ).toBe(blocked);
  });

  it('blocks any overdue amount older than a day with a $0 maximum and no grace', () => {
    const zero = { enabled: true, maximumOverdueAmount: 0, gracePeriodInDays: 0 };
    expect(shouldBlockForOverdue(zero, { overdueAmount: 1, overdueSince: since('2026-03-09') }, today)).toBe(
      true,
    );
    expect(shouldBlockForOverdue(zero, { overdueAmount: 1, overdueSince: today }, today)).toBe(false);
  });

  it('counts days overdue from the oldest unpaid charge', () => {
    expect(daysOverdue({ overdueAmount: 10, overdueSince: since('2026-02-28') }, today)).toBe(10);
    expect(daysOverdue({ overdueAmount: 0, overdueSince: since('2026-02-28') }, today)).toBe(0);
  });
});
