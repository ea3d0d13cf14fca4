import {
  checkFields,
  type FieldCheck,
  previousCalendarMonth,
  type TodaySource,
  TRANSFER_DEFAULT_MIN_VISITS,
  TRANSFER_MIN_VISITS_PERCENTAGE,
  TRANSFER_PAYMENT_TYPES,
  type TransferListParams,
  type TransferPaymentType,
  transferListParamsSchema,
} from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';

export const PAYMENT_TYPES = TRANSFER_PAYMENT_TYPES;

export const PAYMENT_TYPE_LABELS: Record<TransferPaymentType, string> = {
  ALL: 'All payment types',
  DIRECT_DEBIT: 'Direct debit',
  PAY_IN_FULL: 'Pay in full',
};

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
export type CreateTransferListValues = TransferListParams;

/** The defaults of spec 3 §9; overdue members and manual visits are left out until asked for. */
export function newTransferListValues(today: Temporal.PlainDate): TransferListFormValues {
  const month = previousCalendarMonth(today);
  return {
    reportFromDate: month.from,
    reportToDate: month.to,
    membershipPaymentType: 'ALL',
    minVisits: TRANSFER_DEFAULT_MIN_VISITS,
    minVisitsPercentage: TRANSFER_MIN_VISITS_PERCENTAGE,
    includeOverdue: false,
    includeManualVisits: false,
  };
}

/**
 * Spec 3 §5 "Transfer list generation" before anything is sent, with the schema the server checks
 * the request with (@clubline/domain), so both refuse the same values with the same texts.
 */
export function transferListCheck(
  values: TransferListFormValues,
  today: TodaySource,
): FieldCheck<CreateTransferListValues> {
  const raw = { ...values, membershipPaymentType: values.membershipPaymentType || undefined };
  return checkFields(transferListParamsSchema(today), raw);
}
