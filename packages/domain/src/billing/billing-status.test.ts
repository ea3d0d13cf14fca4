import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BILLING_STATUSES } from '../enums/membership.ts';
import {
  billingStatusAfter,
  billingStatusLabel,
  billingStatusOf,
  OVERDUE_AFTER_DAYS,
} from './billing-status.ts';

const TODAY = '2026-03-20';
const settled = { overdueAmount: 0, overdueSince: null, lastDishonour: null };
const owing = (sinceDaysAgo: number) => ({
  overdueAmount: 2500,
  overdueSince: Temporal.PlainDate.from(TODAY).subtract({ days: sinceDaysAgo }),
  lastDishonour: {
    reason: 'INSUFFICIENT_FUNDS' as const,
    date: Temporal.PlainDate.from(TODAY).subtract({ days: sinceDaysAgo }),
  },
});

describe('the account billing status as the money says (docs/billing.md "Settlement and dishonours")', () => {
  it('is PAYMENT_DECLINED with the bank’s reason for a debit dishonoured now', () => {
    expect(billingStatusAfter('ACTIVE', owing(0), TODAY, 'ACCOUNT_CLOSED')).toEqual({
      status: 'PAYMENT_DECLINED',
      reason: 'Account closed',
    });
  });

  it('turns OVERDUE once arrears stayed unpaid for a billing period, with the last dishonour’s reason', () => {
    expect(OVERDUE_AFTER_DAYS).toBe(14);
    expect(billingStatusAfter('PAYMENT_DECLINED', owing(13), TODAY, null)).toBeNull();
    expect(billingStatusAfter('PAYMENT_DECLINED', owing(14), TODAY, null)).toEqual({
      status: 'OVERDUE',
      reason: 'Insufficient funds',
    });
  });

  it('moves an ACTIVE account with arrears younger than a period to PAYMENT_DECLINED', () => {
    expect(billingStatusAfter('ACTIVE', owing(3), TODAY, null)).toEqual({
      status: 'PAYMENT_DECLINED',
      reason: 'Insufficient funds',
    });
  });

  it('keeps an account ACTIVE whose only arrears are a charge no debit has tried (a class fee), and frees a declined one whose dishonour was made good', () => {
    const feeOwed = {
      overdueAmount: 1500,
      overdueSince: Temporal.PlainDate.from(TODAY).subtract({ days: 2 }),
      // A dishonour long before, since made good: not behind these arrears.
      lastDishonour: {
        reason: 'INSUFFICIENT_FUNDS' as const,
        date: Temporal.PlainDate.from(TODAY).subtract({ days: 90 }),
      },
    };
    expect(billingStatusAfter('ACTIVE', feeOwed, TODAY, null)).toBeNull();
    expect(billingStatusAfter('ACTIVE', { ...feeOwed, lastDishonour: null }, TODAY, null)).toBeNull();
    expect(billingStatusAfter('PAYMENT_DECLINED', feeOwed, TODAY, null)).toEqual({
      status: 'ACTIVE',
      reason: null,
    });
    // Still owed a period after it fell due, it is overdue like any charge.
    expect(
      billingStatusAfter(
        'ACTIVE',
        { ...feeOwed, overdueSince: Temporal.PlainDate.from(TODAY).subtract({ days: 14 }) },
        TODAY,
        null,
      ),
    ).toEqual({ status: 'OVERDUE', reason: null });
  });

  it('is ACTIVE again when nothing is overdue, and no change for an account already ACTIVE', () => {
    expect(billingStatusAfter('OVERDUE', settled, TODAY, null)).toEqual({ status: 'ACTIVE', reason: null });
    expect(billingStatusAfter('ACTIVE', settled, TODAY, null)).toBeNull();
  });

  it('leaves the statuses the runs do not own (DDR states, suspensions) alone', () => {
    for (const current of ['DDR_PENDING', 'DDR_REJECTED', 'SUSPENDED', 'BLOCKED', 'FULLY_PAID']) {
      expect(billingStatusAfter(current, owing(30), TODAY, 'ACCOUNT_CLOSED')).toBeNull();
    }
  });
});

describe('billingStatusOf', () => {
  it('reads every stored status as itself, an unknown one as UNMAPPED_STATUS, and no account as null', () => {
    for (const status of BILLING_STATUSES) expect(billingStatusOf(status)).toBe(status);
    expect(billingStatusOf('SOMETHING_NEW')).toBe('UNMAPPED_STATUS');
    // A lookup table would answer Object.prototype's names with a function.
    expect(billingStatusOf('toString')).toBe('UNMAPPED_STATUS');
    expect(billingStatusOf(undefined)).toBeNull();
  });
});

describe('billingStatusLabel', () => {
  it('reads the status with spaces for its underscores', () => {
    expect(billingStatusLabel('PAYMENT_DECLINED')).toBe('PAYMENT DECLINED');
    expect(billingStatusLabel('ACTIVE')).toBe('ACTIVE');
  });
});
