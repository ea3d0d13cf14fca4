import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isMembershipDate } from '../dates/calendar-date.ts';
import { SUSPENSION_LIMITS, type SuspensionDurationType, suspensionMessages } from './suspensions.ts';

/*
 * Create and edit suspension's forms and inputs (spec 2 §5), on the rules of suspensions.ts. Apart
 * from them so that a page showing suspensions does not bring zod.
 */

export interface SuspensionRulesFacts {
  /** YYYY-MM-DD, today in the home branch's time zone. */
  readonly today: string;
  /** A billing (direct debit) membership: the duration is counted in payments (PERIODS). */
  readonly billing: boolean;
  /** A billing membership without an end date: the start is at most 6 months ahead. */
  readonly billingOngoing: boolean;
  /** The membership's end date (YYYY-MM-DD, exclusive: over on this day) when it has one. */
  readonly endDate: string | null;
}

const positiveInteger = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(n)) {
    ctx.addIssue({ code: 'custom', message: suspensionMessages.paymentsMin });
    return z.NEVER;
  }
  return n;
});

/**
 * Create suspension's form and input (spec 2 §5): the start in the future (after today), within 6
 * months for billing ongoing, before the end otherwise; the duration 1–13 payments for billing (the
 * type forced to PERIODS), 1–182 days or 1–26 weeks otherwise.
 */
export function createSuspensionSchemaFor(facts: SuspensionRulesFacts) {
  const latest = Temporal.PlainDate.from(facts.today)
    .add({ months: SUSPENSION_LIMITS.startMonthsAhead })
    .toString();
  return z
    .object({
      startDate: z.string({ error: suspensionMessages.startDateRequired }),
      suspensionDuration: z.union([z.number(), z.string()], { error: suspensionMessages.paymentsMin }),
      suspensionDurationType: z.string({ error: suspensionMessages.frequencyRequired }).nullable(),
    })
    .superRefine((value, ctx) => {
      const start = value.startDate.trim();
      if (!isMembershipDate(start)) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: suspensionMessages.startDateRequired });
      } else if (start <= facts.today) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: suspensionMessages.mustBeInFuture });
      } else if (facts.billingOngoing && start > latest) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: suspensionMessages.withinSixMonths });
      } else if (!facts.billingOngoing && facts.endDate !== null && start >= facts.endDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['startDate'],
          message: suspensionMessages.beforeMembershipEnds,
        });
      }
      const type = facts.billing ? 'PERIODS' : value.suspensionDurationType;
      if (type !== 'DAYS' && type !== 'WEEKS' && type !== 'PERIODS') {
        ctx.addIssue({
          code: 'custom',
          path: ['suspensionDurationType'],
          message: suspensionMessages.frequencyRequired,
        });
        return;
      }
      const parsed = positiveInteger.safeParse(value.suspensionDuration);
      const n = parsed.success ? parsed.data : Number.NaN;
      const max = SUSPENSION_LIMITS[type];
      const tooLong = {
        PERIODS: suspensionMessages.paymentsMax,
        DAYS: suspensionMessages.daysMax,
        WEEKS: suspensionMessages.weeksMax,
      }[type];
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['suspensionDuration'],
          message: suspensionMessages.paymentsMin,
        });
      } else if (n > max) {
        ctx.addIssue({ code: 'custom', path: ['suspensionDuration'], message: tooLong });
      }
    })
    .transform((value) => ({
      startDate: value.startDate.trim(),
      suspensionDuration: Number(value.suspensionDuration),
      suspensionDurationType: (facts.billing
        ? 'PERIODS'
        : value.suspensionDurationType) as SuspensionDurationType,
    }));
}

export interface EditSuspensionFacts {
  readonly today: string;
  /** The suspension's start (read-only in the form). */
  readonly startDate: string;
  /** For billing: whether a billing cycle is in progress today (today is not a billing date). */
  readonly billingCycleInProgressToday: boolean;
}

/**
 * Edit suspension's resume date (spec 2 §5): required, not before today, at most a year after the
 * start; today refused while a billing cycle is in progress (billing members resume on a billing date).
 */
export function editSuspensionSchemaFor(facts: EditSuspensionFacts) {
  const latest = Temporal.PlainDate.from(facts.startDate)
    .add({ years: SUSPENSION_LIMITS.resumeYearsAfterStart })
    .toString();
  return z.object({
    endDate: z
      .string({ error: suspensionMessages.resumeDateRequired })
      .transform((value) => value.trim())
      .superRefine((date, ctx) => {
        if (!isMembershipDate(date))
          ctx.addIssue({ code: 'custom', message: suspensionMessages.resumeDateRequired });
        else if (date < facts.today)
          ctx.addIssue({ code: 'custom', message: suspensionMessages.resumeNotBeforeToday });
        else if (date > latest)
          ctx.addIssue({ code: 'custom', message: suspensionMessages.resumeWithinYear });
        else if (date === facts.today && facts.billingCycleInProgressToday) {
          ctx.addIssue({ code: 'custom', message: suspensionMessages.billingCycleInProgress });
        }
      }),
  });
}
