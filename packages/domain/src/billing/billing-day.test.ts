import { describe, expect, it } from 'vitest';
import { type DueCharge, dueOn } from './billing-day.ts';

const weekly = (dueDate: string, sequence: number): DueCharge => ({
  key: `RECURRING:${sequence}`,
  kind: 'RECURRING',
  amount: 2500,
  dueDate,
});
const charges = [weekly('2026-03-02', 0), weekly('2026-03-09', 1), weekly('2026-03-16', 2)];

describe('dueOn: what a billing day takes for one membership (docs/billing.md "Billing runs")', () => {
  it('takes the charges due from the cursor up to the day, and moves the cursor to the next due date', () => {
    expect(dueOn(charges, '2026-03-09', '2026-03-09', '2026-04-01', true)).toEqual({
      charges: [charges[1]],
      nextDebitDate: '2026-03-16',
    });
  });

  it('catches up every charge from the start when there is no cursor yet', () => {
    expect(dueOn(charges, null, '2026-03-10', '2026-04-01', true)).toEqual({
      charges: [charges[0], charges[1]],
      nextDebitDate: '2026-03-16',
    });
  });

  it('keeps the horizon as the cursor of an open-ended schedule with nothing left, and stops a bounded one', () => {
    expect(dueOn(charges, '2026-03-16', '2026-03-20', '2026-04-01', true).nextDebitDate).toBe('2026-04-01');
    expect(dueOn(charges, '2026-03-16', '2026-03-20', '2026-04-01', false)).toEqual({
      charges: [charges[2]],
      nextDebitDate: null,
    });
  });

  it('takes nothing before the cursor however late the day', () => {
    expect(dueOn(charges, '2026-03-17', '2026-03-20', '2026-04-01', false)).toEqual({
      charges: [],
      nextDebitDate: null,
    });
  });
});
