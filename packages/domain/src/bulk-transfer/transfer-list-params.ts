import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { dayMonthYearText } from '../dates/calendar-date.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import type { TodaySource } from '../dates/time-zone.ts';
import { notInFutureDate } from '../forms/date-fields.ts';
import { booleanField, numberField } from '../forms/fields.ts';

/**
 * A transfer list's parameters (spec 3 §5 "Transfer list generation", §9): the rules and texts the
 * create form checks before sending and createTransferList checks again, from this one schema.
 */

/** Which memberships a list covers (the contract's MembershipPaymentTypeForTransfer). */
export const TRANSFER_PAYMENT_TYPES = ['ALL', 'DIRECT_DEBIT', 'PAY_IN_FULL'] as const;
export type TransferPaymentType = (typeof TRANSFER_PAYMENT_TYPES)[number];

/** Spec 3 §5: minimum % is over 50 and at most 100; §9: it starts at 51. */
export const TRANSFER_MIN_VISITS_PERCENTAGE = 51;
const MAX_VISITS_PERCENTAGE = 100;
/**
 * Not in the spec: the largest minimum visits (more than one a day for 27 years), so the number
 * sent to the database is bounded.
 */
export const TRANSFER_MAX_MIN_VISITS = 10_000;
/** Not in the spec: one visit is the smallest "positive integer" the rule allows. */
export const TRANSFER_DEFAULT_MIN_VISITS = 1;

/**
 * Spec 3 §5's texts; dates and numbers otherwise take spec 1 §5.1's generic ones ("A valid date is
 * required", "This date looks wrong", "Date can not be in the future", "Minimum visits must be
 * greater than 0" ...).
 */
export const transferListMessages = {
  toBeforeFrom: (from: Temporal.PlainDate): string => `Date can be no earlier than ${dayMonthYearText(from)}`,
  overOneYear: 'Date exceeds 12 mth limit',
  paymentTypeRequired: 'Payment type is required',
  minVisitsRequired: 'Minimum visits is required',
  minVisitsPercentage: 'Minimum % must be between 51% and 100%',
} as const;

/**
 * createTransferList's input: From and To required, real (1900–2200) and not after `today`; To not
 * before From and at most a year after it; a payment type; minimum visits a whole number from 1 to
 * 10000; minimum % a whole number from 51 to 100. Numbers may arrive as typed text (the form) or
 * as numbers (GraphQL). `today` is the organisation's calendar day on the server, the product's
 * zone in the browser.
 */
export function transferListParamsSchema(today: TodaySource) {
  return z
    .object({
      reportFromDate: notInFutureDate(today, { required: true }),
      reportToDate: notInFutureDate(today, { required: true }),
      membershipPaymentType: z.enum(TRANSFER_PAYMENT_TYPES, {
        error: transferListMessages.paymentTypeRequired,
      }),
      minVisits: numberField({
        field: 'Minimum visits',
        required: true,
        integer: true,
        sign: 'positive',
        max: TRANSFER_MAX_MIN_VISITS,
        requiredMessage: transferListMessages.minVisitsRequired,
      }),
      // One text for every way the share can be wrong: the spec gives it for the whole range.
      minVisitsPercentage: numberField({
        field: 'Minimum %',
        required: true,
        requiredMessage: transferListMessages.minVisitsPercentage,
      }).refine(
        (value) =>
          Number.isInteger(value) &&
          value >= TRANSFER_MIN_VISITS_PERCENTAGE &&
          value <= MAX_VISITS_PERCENTAGE,
        { message: transferListMessages.minVisitsPercentage },
      ),
      includeOverdue: booleanField(),
      includeManualVisits: booleanField(),
    })
    .superRefine(
      (params, ctx) => {
        const message = dateRangeError(params.reportFromDate, params.reportToDate);
        if (message) ctx.addIssue({ code: 'custom', path: ['reportToDate'], message });
      },
      // Checked whenever both dates are good, so its message shows beside the other fields' ones.
      { when: (payload) => !payload.issues.some((issue) => DATE_FIELDS.has(String(issue.path?.[0]))) },
    );
}

const DATE_FIELDS: ReadonlySet<string> = new Set(['reportFromDate', 'reportToDate']);

function dateRangeError(fromText: string, toText: string): string | null {
  const from = parseIsoDate(fromText);
  const to = parseIsoDate(toText);
  if (!from || !to) return null;
  if (Temporal.PlainDate.compare(to, from) < 0) return transferListMessages.toBeforeFrom(from);
  if (Temporal.PlainDate.compare(to, from.add({ years: 1 })) > 0) return transferListMessages.overOneYear;
  return null;
}

/** The checked parameters, as createTransferList stores them. */
export type TransferListParams = z.output<ReturnType<typeof transferListParamsSchema>>;

/** Spec 3 §9: a new list covers the previous calendar month, its first day to its last. */
export function previousCalendarMonth(today: Temporal.PlainDate): { from: string; to: string } {
  const firstOfThisMonth = today.with({ day: 1 });
  return {
    from: firstOfThisMonth.subtract({ months: 1 }).toString(),
    to: firstOfThisMonth.subtract({ days: 1 }).toString(),
  };
}
