import type { Temporal } from 'temporal-polyfill';
import type { Cents } from '../money/money.ts';
import { daysBetween } from './billing-calendar.ts';
import type { PaymentSchedule, ScheduledCharge } from './schedule.ts';

/**
 * What staff see before saving a money-changing action: the first payment preview of
 * spec 2 §3 and the next debits, read from the schedule so the preview and the billing runs agree.
 */

/** One day's direct debit: every charge the provider takes that day, summed. */
export interface Debit {
  readonly date: Temporal.PlainDate;
  readonly amount: Cents;
  readonly charges: readonly ScheduledCharge[];
}

/** The direct debits of a schedule by day, the first `count` of them (all when omitted). */
export function debitsOf(schedule: PaymentSchedule, count?: number): Debit[] {
  const byDay = new Map<string, { date: Temporal.PlainDate; charges: ScheduledCharge[] }>();
  for (const charge of schedule.charges) {
    if (charge.collection !== 'DIRECT_DEBIT') continue;
    const key = charge.dueDate.toString();
    const day = byDay.get(key) ?? { date: charge.dueDate, charges: [] };
    day.charges.push(charge);
    byDay.set(key, day);
  }
  const debits = [...byDay.values()]
    .sort((a, b) => daysBetween(b.date, a.date))
    .map(({ date, charges }) => ({ date, amount: charges.reduce((sum, c) => sum + c.amount, 0), charges }));
  return count === undefined ? debits : debits.slice(0, count);
}

/** Spec 2 §3 "First payment preview", from the schedule. */
export interface FirstPaymentPreview {
  /** The first direct debit; null when nothing is debited (one-off at the desk, free, external payer). */
  readonly earliestPayment: {
    readonly paymentDate: Temporal.PlainDate;
    /** Everything taken that day: the partial, the first payment and the fees. */
    readonly firstPaymentAmountPlusAllFees: Cents;
    readonly partialPaymentAmount: Cents;
    readonly partialPaymentStartDate: Temporal.PlainDate | null;
    readonly partialPaymentEndDate: Temporal.PlainDate | null;
    readonly firstRecurringPaymentAmount: Cents;
    readonly firstRecurringPaymentStartDate: Temporal.PlainDate | null;
    readonly firstRecurringPaymentEndDate: Temporal.PlainDate | null;
  } | null;
  /** The regular payment once any promotion is over; null for a membership without one. */
  readonly recurringPayment: {
    readonly amount: Cents;
    readonly startDate: Temporal.PlainDate;
    /** The end of a fixed term; null for an ongoing membership. */
    readonly endDate: Temporal.PlainDate | null;
  } | null;
  /** What the member pays at the front desk at the sale. */
  readonly paidInBranchAmount: Cents;
}

export function firstPaymentPreview(schedule: PaymentSchedule): FirstPaymentPreview {
  const [first] = debitsOf(schedule, 1);
  const partial = schedule.charges.find((c) => c.kind === 'PARTIAL');
  const firstRecurring = schedule.charges.find((c) => c.kind === 'RECURRING' || c.kind === 'PROMOTION');
  const regular = schedule.charges.find((c) => c.kind === 'RECURRING' && c.period);
  const paidInBranchAmount = schedule.charges
    .filter((c) => c.collection === 'IN_BRANCH')
    .reduce((sum, c) => sum + c.amount, 0);
  return {
    earliestPayment: first
      ? {
          paymentDate: first.date,
          firstPaymentAmountPlusAllFees: first.amount,
          partialPaymentAmount: partial?.amount ?? 0,
          partialPaymentStartDate: partial?.period?.start ?? null,
          partialPaymentEndDate: partial?.period?.end ?? null,
          firstRecurringPaymentAmount: firstRecurring?.amount ?? 0,
          firstRecurringPaymentStartDate: firstRecurring?.period?.start ?? null,
          firstRecurringPaymentEndDate: firstRecurring?.period?.end ?? null,
        }
      : null,
    recurringPayment:
      regular?.period !== undefined
        ? { amount: regular.amount, startDate: regular.period.start, endDate: schedule.termEndDate }
        : null,
    paidInBranchAmount,
  };
}
