import {
  booleanField,
  checkFields,
  type FieldCheck,
  formMessages,
  notInFutureDate,
  numberField,
  parseIsoDate,
  type TodaySource,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { formatCalendarDate } from '../../../ui/format.ts';

/** The membership payment types a list can be limited to (the contract's MembershipPaymentTypeForTransfer). */
export const PAYMENT_TYPES = ['ALL', 'DIRECT_DEBIT', 'PAY_IN_FULL'] as const;
export type TransferPaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Record<TransferPaymentType, string> = {
  ALL: 'All payment types',
  DIRECT_DEBIT: 'Direct debit',
  PAY_IN_FULL: 'Pay in full',
};

/** Spec 3 §9: the minimum share of visits at another branch starts at 51 % (valid 51–100). */
const DEFAULT_MIN_VISITS_PERCENTAGE = 51;
/** Not in the spec: one visit is the smallest "positive integer" the rule allows. */
const DEFAULT_MIN_VISITS = 1;
/** Not in the spec: the server's bound (docs/bulk-transfer.md); more than one a day for 27 years. */
const MAX_MIN_VISITS = 10_000;

/** Spec 3 §5 "Transfer list generation" and spec 1 §5.1's generic texts for these fields. */
export const transferListMessages = {
  toBeforeFrom: (from: string): string => `Date can be no earlier than ${formatCalendarDate(from) ?? from}`,
  overOneYear: 'Date exceeds 12 mth limit',
  paymentTypeRequired: 'Payment type is required',
  minVisitsRequired: formMessages.required('Minimum visits'),
  minVisitsPercentage: 'Minimum % must be between 51% and 100%',
} as const;

/** The create form's values: dates as YYYY-MM-DD (or the text typed), numbers as typed. */
export interface TransferListFormValues extends Record<string, unknown> {
  reportFromDate: string;
  reportToDate: string;
  membershipPaymentType: TransferPaymentType | '';
  minVisits: number | string;
  minVisitsPercentage: number | string;
  includeOverdue: boolean;
  includeManualVisits: boolean;
}

/** The checked input, as the contract's CreateTransferListInput. */
export interface CreateTransferListValues {
  reportFromDate: string;
  reportToDate: string;
  membershipPaymentType: TransferPaymentType;
  minVisits: number;
  minVisitsPercentage: number;
  includeOverdue: boolean;
  includeManualVisits: boolean;
}

/** Spec 3 §9: the previous calendar month, the first day to the last. */
export function previousCalendarMonth(today: Temporal.PlainDate): { from: string; to: string } {
  const firstOfThisMonth = today.with({ day: 1 });
  return {
    from: firstOfThisMonth.subtract({ months: 1 }).toString(),
    to: firstOfThisMonth.subtract({ days: 1 }).toString(),
  };
}

/** The defaults of spec 3 §9; overdue members and manual visits are left out until asked for. */
export function newTransferListValues(today: Temporal.PlainDate): TransferListFormValues {
  const month = previousCalendarMonth(today);
  return {
    reportFromDate: month.from,
    reportToDate: month.to,
    membershipPaymentType: 'ALL',
    minVisits: DEFAULT_MIN_VISITS,
    minVisitsPercentage: DEFAULT_MIN_VISITS_PERCENTAGE,
    includeOverdue: false,
    includeManualVisits: false,
  };
}

function transferListSchema(today: TodaySource) {
  return z.object({
    reportFromDate: notInFutureDate(today, { required: true }),
    reportToDate: notInFutureDate(today, { required: true }),
    membershipPaymentType: z.enum(PAYMENT_TYPES, { error: transferListMessages.paymentTypeRequired }),
    minVisits: numberField({
      field: 'Minimum visits',
      required: true,
      integer: true,
      sign: 'positive',
      max: MAX_MIN_VISITS,
      requiredMessage: transferListMessages.minVisitsRequired,
    }),
    // One message for every way the share can be wrong: the spec gives it for the whole range.
    minVisitsPercentage: numberField({
      field: 'Minimum %',
      required: true,
      requiredMessage: transferListMessages.minVisitsPercentage,
    }).refine((value) => Number.isInteger(value) && value >= 51 && value <= 100, {
      message: transferListMessages.minVisitsPercentage,
    }),
    includeOverdue: booleanField(),
    includeManualVisits: booleanField(),
  });
}

/**
 * Spec 3 §5 "Transfer list generation" before anything is sent: From and To required and not after
 * `today`; To not before From and at most a year after it; a payment type; minimum visits a
 * positive whole number; minimum % a whole number from 51 to 100. The server checks the same.
 */
export function transferListCheck(
  values: TransferListFormValues,
  today: TodaySource,
): FieldCheck<CreateTransferListValues> {
  const raw = { ...values, membershipPaymentType: values.membershipPaymentType || undefined };
  const checked = checkFields(transferListSchema(today), raw);
  // The range is checked apart from the schema, so its message shows with the other fields' ones.
  const rangeError = dateRangeError(values.reportFromDate, values.reportToDate);
  if (checked.ok) return rangeError ? { ok: false, errors: { reportToDate: rangeError } } : checked;
  if (!rangeError || checked.errors.reportToDate) return checked;
  return { ok: false, errors: { ...checked.errors, reportToDate: rangeError } };
}

/** To not before From and at most a year after it; null while either is not a date. */
function dateRangeError(fromText: string, toText: string): string | null {
  const from = parseIsoDate(fromText);
  const to = parseIsoDate(toText);
  if (!from || !to) return null;
  if (Temporal.PlainDate.compare(to, from) < 0) return transferListMessages.toBeforeFrom(from.toString());
  if (Temporal.PlainDate.compare(to, from.add({ years: 1 })) > 0) return transferListMessages.overOneYear;
  return null;
}
