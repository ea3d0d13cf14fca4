import { isOneOf } from './one-of.ts';

export const PLAN_TYPES = ['ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_LABELS: Readonly<Record<PlanType, string>> = {
  ONGOING: 'Term/Ongoing',
  VISITOR_PASS: 'Visit Pass',
  EXTERNAL_PAYER: 'External payer',
};

/** Spec 1 §8 / spec 3 §8: an unknown plan type, as written. */
export const INVALID_MEMBERSHIP_PLAN_TYPE = 'Invalid membershipPlanType';

/** Label of a plan type; an unknown type is an error (INVALID_MEMBERSHIP_PLAN_TYPE). */
export function planTypeLabel(type: string): string {
  if (!isOneOf(PLAN_TYPES, type)) throw new Error(INVALID_MEMBERSHIP_PLAN_TYPE);
  return PLAN_TYPE_LABELS[type];
}

/** Label of a plan with no term (spec 1 §9). */
export const NO_FIXED_TERM_LABEL = 'No fixed term';

export const PAYMENT_OPTION_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type PaymentOptionStatus = (typeof PAYMENT_OPTION_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'ONE_OFF'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENT_FREQUENCY_LABELS: Readonly<Record<PaymentFrequency, string>> = {
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Fortnightly',
  MONTHLY: 'Monthly',
  ONE_OFF: 'One-off',
};

/** Term units. PERIODS are billing periods of 14 days (see dates/durations.ts). */
export const TERM_UNITS = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS', 'PERIODS'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];

/**
 * Free-period types, spelt as spec 1 §4.2 lists them (unlike the other enumerations, not in upper
 * case): a free period For n units, or one Ending on a date. The value is also its label.
 */
export const FREE_PERIOD_TYPES = ['For', 'Ending'] as const;
export type FreePeriodType = (typeof FREE_PERIOD_TYPES)[number];

/** Free-period frequencies allowed on a payment option (spec 3 §5). */
export const FREE_PERIOD_FREQUENCIES = ['DAYS', 'WEEKS'] as const satisfies readonly TermUnit[];
export type FreePeriodFrequency = (typeof FREE_PERIOD_FREQUENCIES)[number];

export const PAYMENT_TIMINGS = ['ONE_OFF', 'ALIGNED'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];
