import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isMembershipDate } from '../dates/calendar-date.ts';
import { createSuspensionSchemaFor, type SuspensionRulesFacts } from './suspension-schemas.ts';
import { type SuspensionDurationType, suspensionEndDate, suspensionMessages } from './suspensions.ts';

/**
 * Free periods (spec 2 §5 "Suspension (create) and free period", flag 6800; docs/memberships.md
 * "Free periods"): the same rules as a suspension on the start (effectiveDate), the duration and its
 * type, given either as N days or weeks (payments for billing) or, for a non-billing membership,
 * as a last free day (untilDate), never both. The free days are [effectiveDate, endDate): the free period ends at midnight after
 * its last day in the home branch's time zone; billing pauses over it and nothing is charged.
 */
export const freePeriodMessages = {
  added: 'Free period added successfully.',
  frequencyOrUntil:
    'Unable to calculate free period, please choose to set free period with either freePeriodFrequency or freePeriodUntilDate',
} as const;

const FIELD_OF: Readonly<Record<string, string>> = {
  startDate: 'effectiveDate',
  suspensionDuration: 'duration',
  suspensionDurationType: 'durationType',
};

/** createMembershipFreePeriodInput's schema: its output has the end (exclusive) worked out. */
export function createFreePeriodSchemaFor(facts: SuspensionRulesFacts) {
  const suspension = createSuspensionSchemaFor(facts);
  return z
    .object({
      effectiveDate: z.string().max(100),
      duration: z
        .union([z.number(), z.string().max(20)])
        .nullable()
        .optional(),
      durationType: z.string().max(20).nullable().optional(),
      untilDate: z.string().max(100).nullable().optional(),
    })
    .superRefine((value, ctx) => {
      const until = value.untilDate?.trim() ?? '';
      const hasDuration = value.duration !== null && value.duration !== undefined && value.duration !== '';
      if (until !== '' && hasDuration) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: freePeriodMessages.frequencyOrUntil });
        return;
      }
      // A billing free period is counted in payments (its debits pause whole): an end date is for
      // non-billing memberships only, so billing needs its number of payments.
      if (until !== '' && facts.billing) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: suspensionMessages.paymentsMin });
        return;
      }
      const checked = suspension.safeParse(asSuspension(value));
      for (const issue of checked.error?.issues ?? []) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'effectiveDate';
        ctx.addIssue({
          code: 'custom',
          path: [until !== '' && field !== 'effectiveDate' ? 'untilDate' : field],
          message: issue.message,
        });
      }
    })
    .transform((value) => {
      const parsed = suspension.parse(asSuspension(value));
      return {
        effectiveDate: parsed.startDate,
        duration: parsed.suspensionDuration,
        durationType: parsed.suspensionDurationType,
        endDate: suspensionEndDate(
          parsed.startDate,
          parsed.suspensionDuration,
          parsed.suspensionDurationType,
        ),
      };
    });
}

/** The input as Suspend reads it; a last free day becomes a number of days (billing: payments). */
function asSuspension(value: {
  effectiveDate: string;
  duration?: number | string | null | undefined;
  durationType?: string | null | undefined;
  untilDate?: string | null | undefined;
}) {
  const until = value.untilDate?.trim() ?? '';
  if (until !== '' && isMembershipDate(until) && isMembershipDate(value.effectiveDate.trim())) {
    const days =
      Temporal.PlainDate.from(value.effectiveDate.trim()).until(Temporal.PlainDate.from(until), {
        largestUnit: 'days',
      }).days + 1;
    return { startDate: value.effectiveDate, suspensionDuration: days, suspensionDurationType: 'DAYS' };
  }
  return {
    startDate: value.effectiveDate,
    suspensionDuration: value.duration ?? '',
    suspensionDurationType: value.durationType ?? null,
  };
}

export type FreePeriodDurationType = SuspensionDurationType;
