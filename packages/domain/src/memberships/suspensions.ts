import { Temporal } from 'temporal-polyfill';
import { type DayCountedUnit, durationInDays } from '../dates/durations.ts';

/**
 * Suspensions (spec 2 §4 "Suspension", §5 "Suspension (create)", "Edit suspension", §9 limits). A
 * suspension covers the days [startDate, endDate): endDate is the resume date, the first day the
 * member is active and billed again (docs/memberships.md "Suspensions"). Dates are calendar dates
 * in the home branch's time zone (Pacific/Auckland when it has none).
 */

/** Spec 2 §5 and §8, word for word. */
export const suspensionMessages = {
  startDateRequired: 'Start date is required',
  mustBeInFuture: 'Must be in the future',
  withinSixMonths: 'Start date cannot be more than 6 months ahead',
  beforeMembershipEnds: 'Start date must be before the membership ends',
  paymentsMax: 'Duration must not exceed 13 payments',
  paymentsMin: 'Duration must be more than 1 payment',
  daysMax: 'Days must not exceed 182',
  weeksMax: 'Weeks must not exceed 26',
  frequencyRequired: 'Frequency is required',
  resumeDateRequired: 'Resume date is required',
  resumeNotBeforeToday: "Date can be no later than today's date",
  resumeWithinYear: 'Cannot be more than a year in the future',
  billingCycleInProgress: 'Date is invalid. A billing cycle is in progress today',
  noSuspensions: 'No suspensions',
  statusUpdateSoon: 'The member status will be updated in approx 20 seconds',
} as const;

/** Spec 2 §9: billing 1–13 payments; days 1–182; weeks 1–26; start within 6 months; resume within a year. */
export const SUSPENSION_LIMITS = {
  PERIODS: 13,
  DAYS: 182,
  WEEKS: 26,
  startMonthsAhead: 6,
  resumeYearsAfterStart: 1,
} as const;

export const SUSPENSION_DURATION_TYPES = [
  'DAYS',
  'WEEKS',
  'PERIODS',
] as const satisfies readonly DayCountedUnit[];
export type SuspensionDurationType = (typeof SUSPENSION_DURATION_TYPES)[number];

export type SuspensionClass = 'CURRENT' | 'PAST' | 'FUTURE';
export const SUSPENSION_CLASSES: readonly SuspensionClass[] = ['CURRENT', 'PAST', 'FUTURE'];

/** Current while today is in [startDate, endDate); past from the resume date; future before the start. */
export function classifySuspension(
  s: { startDate: string; endDate: string },
  today: string,
): SuspensionClass {
  if (today < s.startDate) return 'FUTURE';
  if (today >= s.endDate) return 'PAST';
  return 'CURRENT';
}

/** The resume date of a suspension of `duration` units from `startDate` (DAYS 1, WEEKS 7, PERIODS 14). */
export function suspensionEndDate(startDate: string, duration: number, type: SuspensionDurationType): string {
  return Temporal.PlainDate.from(startDate)
    .add({ days: durationInDays(duration, type) })
    .toString();
}

/** How many days [startDate, endDate) a suspension or free period pauses. */
export function pausedDays(s: { startDate: string; endDate: string }): number {
  return Temporal.PlainDate.from(s.startDate).until(Temporal.PlainDate.from(s.endDate), {
    largestUnit: 'days',
  }).days;
}

/**
 * A non-billing membership's end after its paused days change by `days` (docs/memberships.md
 * "Suspensions"): a fixed end (paid in full for a term) moves with them, so the member keeps every
 * day paid for; an ongoing one (no end) simply pauses. Billing memberships keep their end (the
 * schedule moves their debits instead), and so does a cancelled one (its end was chosen by staff).
 */
export function endDateAfterPause(
  membership: { endDate: string | null; cancellationReason: string | null },
  days: number,
): string | null {
  if (membership.endDate === null || membership.cancellationReason !== null || days === 0)
    return membership.endDate;
  return Temporal.PlainDate.from(membership.endDate).add({ days }).toString();
}

/** The days of free membership the edit alert names: from the resume date to the next billing date. */
export function freeDaysUntilBilling(resumeDate: string, nextBillingDate: string | null): number {
  if (!nextBillingDate || nextBillingDate <= resumeDate) return 0;
  return Temporal.PlainDate.from(resumeDate).until(Temporal.PlainDate.from(nextBillingDate), {
    largestUnit: 'days',
  }).days;
}
