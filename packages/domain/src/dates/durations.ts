import type { Temporal } from 'temporal-polyfill';
import type { PaymentFrequency, TermUnit } from '../enums/plans.ts';

/** A recurring payment frequency (every frequency but ONE_OFF). */
export type RecurringPaymentFrequency = Exclude<PaymentFrequency, 'ONE_OFF'>;

/** Days in one payment period (spec 1 §9, spec 3 §4): weekly 7, fortnightly 14, monthly 30. */
export const PAYMENT_FREQUENCY_DAYS: Readonly<Record<RecurringPaymentFrequency, number>> = {
  WEEKLY: 7,
  FORTNIGHTLY: 14,
  MONTHLY: 30,
};

/** Day counts of the units used by suspensions and free periods (spec 1 §9): DAYS 1, WEEKS 7, PERIODS 14. */
export const DAY_COUNTED_UNITS = ['DAYS', 'WEEKS', 'PERIODS'] as const satisfies readonly TermUnit[];
export type DayCountedUnit = (typeof DAY_COUNTED_UNITS)[number];

export const TERM_UNIT_DAYS: Readonly<Record<DayCountedUnit, number>> = { DAYS: 1, WEEKS: 7, PERIODS: 14 };

/** The number of days in `count` units (e.g. 3 PERIODS = 42 days). */
export function durationInDays(count: number, unit: DayCountedUnit): number {
  return count * TERM_UNIT_DAYS[unit];
}

/** Step from one payment date to the next (spec 2 §9): weekly 1 week, fortnightly 2 weeks, monthly 1 month. */
export const NEXT_PAYMENT_STEPS: Readonly<Record<RecurringPaymentFrequency, Temporal.DurationLike>> = {
  WEEKLY: { weeks: 1 },
  FORTNIGHTLY: { weeks: 2 },
  MONTHLY: { months: 1 },
};

/**
 * The payment date after `date`, or undefined for ONE_OFF. A monthly step from the 31st lands on the
 * last day of a shorter month (Temporal's constrain rule).
 */
export function nextPaymentDate(
  date: Temporal.PlainDate,
  frequency: PaymentFrequency,
): Temporal.PlainDate | undefined {
  if (frequency === 'ONE_OFF') return undefined;
  return date.add(NEXT_PAYMENT_STEPS[frequency]);
}
