import {
  type BillingProviderId,
  type FreePeriodFrequency,
  type PaymentFrequency,
  type PaymentSchedule,
  paymentSchedule,
  type ScheduleOption,
  type TermUnit,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { PaymentOptionRow } from '../plans/public.ts';
import { type BankingRegion, bankingCalendar } from './business-days.ts';

/**
 * The fields of a stored membership its schedule reads (a full row, or a seed row being built): the
 * memberships table's columns of the same names.
 */
export interface ScheduledMembership {
  startDate: string;
  endDate: string | null;
  firstPaymentDate: string | null;
  joinFee: number;
  accessCardFee: number;
  partialPaymentAmount: number | null;
  isPartialAmountOverridden: boolean;
  joinFeePaidInBranch: boolean;
  accessCardFeePaidInBranch: boolean;
  partialPaymentPaidInBranch: boolean;
  waiveAdminFee: boolean;
  oneOffPaymentType: string | null;
  /**
   * The membership's suspensions, [startDate, endDate) with endDate the resume date, and their weekly
   * fee in cents (docs/billing.md "Suspensions"); none when absent.
   */
  suspensions?: readonly StoredSuspension[] | undefined;
}

/** A suspension as stored (the membership_suspensions table's columns of the same names). */
interface StoredSuspension {
  startDate: string;
  endDate: string;
  suspensionFee: number;
}

/** The fields of a stored payment option its schedule reads (a full row, or the billing run's select). */
export type ScheduledOption = Pick<
  PaymentOptionRow,
  | 'paymentAmount'
  | 'paymentFrequency'
  | 'joinFee'
  | 'accessCardFee'
  | 'ongoing'
  | 'term'
  | 'termType'
  | 'freePeriod'
  | 'freePeriodFrequency'
  | 'freePeriodUntilDate'
  | 'freePromotion'
  | 'promotionTermCount'
  | 'promotionPaymentAmount'
  | 'validityPeriod'
>;

/** A stored payment option as the schedule reads it (visit passes carry their validity period). */
function scheduleOptionOf(option: ScheduledOption, planType: string): ScheduleOption {
  return {
    paymentAmount: option.paymentAmount,
    paymentFrequency: option.paymentFrequency as PaymentFrequency,
    joinFee: option.joinFee,
    accessCardFee: option.accessCardFee,
    ongoing: option.ongoing,
    term: option.term,
    termType: option.termType as TermUnit | null,
    freePeriod: option.freePeriod,
    freePeriodFrequency: option.freePeriodFrequency as FreePeriodFrequency | null,
    freePeriodUntilDate: option.freePeriodUntilDate,
    freePromotion: option.freePromotion,
    promotion:
      option.promotionTermCount && option.promotionPaymentAmount
        ? { termCount: option.promotionTermCount, paymentAmount: option.promotionPaymentAmount }
        : null,
    isExternalPayer: planType === 'EXTERNAL_PAYER',
    validityPeriod: planType === 'VISITOR_PASS' ? (option.validityPeriod ?? 1) : null,
  };
}

export interface MembershipScheduleContext {
  membership: ScheduledMembership;
  option: ScheduledOption;
  planType: string;
  provider: BillingProviderId;
  /** The billing account's administration (establishment) fee, cents. */
  administrationFee: number;
  /** Where the branch is: debits move off its weekends and public holidays. */
  region: BankingRegion;
  /** List an open-ended schedule up to (not including) this day. */
  until?: Temporal.PlainDate;
}

/**
 * THE schedule of a stored membership: the domain's `paymentSchedule` fed from the sale as it was
 * agreed (the membership's fees, partial override, paid-in-branch flags, end date) and the branch's
 * banking calendar. The preview, the billing runs, the seed and the tests all read it from here.
 */
export function membershipSchedule(context: MembershipScheduleContext): PaymentSchedule {
  const { membership: m } = context;
  const calendar = bankingCalendar(context.region);
  return paymentSchedule({
    option: scheduleOptionOf(context.option, context.planType),
    provider: context.provider,
    startDate: Temporal.PlainDate.from(m.startDate),
    firstPaymentDate: m.firstPaymentDate ? Temporal.PlainDate.from(m.firstPaymentDate) : undefined,
    administrationFee: context.administrationFee,
    waiveAdminFee: m.waiveAdminFee,
    joinFee: m.joinFee,
    accessCardFee: m.accessCardFee,
    partialPaymentAmount: m.isPartialAmountOverridden ? (m.partialPaymentAmount ?? 0) : undefined,
    paidInBranch: {
      joinFee: m.joinFeePaidInBranch,
      accessCardFee: m.accessCardFeePaidInBranch,
      partialPayment: m.partialPaymentPaidInBranch,
    },
    oneOffCollection: m.oneOffPaymentType === 'DIRECT_DEBIT' ? 'DIRECT_DEBIT' : 'IN_BRANCH',
    endDate: m.endDate ? Temporal.PlainDate.from(m.endDate) : null,
    until: context.until,
    debitDate: (date) => calendar.onOrAfter(date),
    suspensions: (m.suspensions ?? []).map((suspension) => ({
      startDate: Temporal.PlainDate.from(suspension.startDate),
      endDate: Temporal.PlainDate.from(suspension.endDate),
      suspensionFee: suspension.suspensionFee,
    })),
  });
}

/** A charge's ledger key: with the membership it names the charge for good. */
export function chargeKey(kind: string, sequence: number): string {
  return `${kind}:${sequence}`;
}

/**
 * The payment type of a PAYMENT that waives a fee (a class fee, a cancellation fee taken back): it
 * nets the fee's charge on the ledger, and no money was received ("Total paid" leaves it out).
 */
export const FEE_WAIVED_PAYMENT_TYPE = 'Fee waived';

/**
 * The reference of the PAYMENT that waives a cancellation fee not debited yet, when staff take the
 * End back (docs/billing.md "Ending, changing and paying overdue"): written once per fee.
 */
export function cancellationFeeWaiverReference(membershipId: string, feeKey: string): string {
  return `CANCELLATION_FEE_WAIVER:${membershipId}:${feeKey}`;
}
