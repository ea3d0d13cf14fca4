import { Temporal } from 'temporal-polyfill';
import { daysBetween } from '../billing/billing-calendar.ts';
import { termEnd } from '../billing/schedule.ts';
import type { MembershipKind, MembershipStatus } from '../enums/membership.ts';
import type { PaymentFrequency, PlanType, TermUnit } from '../enums/plans.ts';

/** The states of a member's direct-debit request with the provider. */
export const DDR_STATUSES = ['DDR_PENDING', 'DDR_ACTIVE', 'DDR_REJECTED', 'DDR_DELETED'] as const;
export type DdrStatus = (typeof DDR_STATUSES)[number];

/** What the effective status reads of a stored membership. */
export interface MembershipStatusSource {
  /** The stored status: ACTIVE (or BLOCKED, SUSPENDED, FREE_PERIOD). */
  readonly status: string;
  /** YYYY-MM-DD. */
  readonly startDate: string;
  /** YYYY-MM-DD, exclusive: the membership is over on this day. */
  readonly endDate: string | null;
  readonly cancellationReason: string | null;
}

const date = (text: string) => Temporal.PlainDate.from(text);

/**
 * The status a membership shows today: PENDING before its start, ENDED once
 * its end date is reached when it was cancelled, EXPIRED when it simply ran out, else the stored
 * status. Never stored: it changes with the calendar.
 */
export function membershipStatusOn(row: MembershipStatusSource, today: Temporal.PlainDate): MembershipStatus {
  if (row.endDate !== null && daysBetween(date(row.endDate), today) >= 0) {
    return row.cancellationReason ? 'ENDED' : 'EXPIRED';
  }
  if (daysBetween(today, date(row.startDate)) > 0) return 'PENDING';
  return row.status as MembershipStatus;
}

/** Ended or expired memberships go to Membership History (spec 2 §4). */
export function isHistoryStatus(status: MembershipStatus): boolean {
  return status === 'ENDED' || status === 'EXPIRED';
}

/** What decides whether a sale is billed by the provider. */
export interface BillingKindSource {
  readonly planType: PlanType;
  readonly paymentFrequency: PaymentFrequency;
  readonly freePromotion?: boolean;
  /** The sale's one-off payment type; DIRECT_DEBIT sends a one-off price to the provider. */
  readonly oneOffPaymentType?: string | null | undefined;
}

/**
 * A billing membership: an ongoing plan with a recurring frequency, or a one-off
 * collected by direct debit. Visit passes paid at the desk, external payers and one-offs paid in
 * branch are not billed and have no billing account.
 */
export function isBillingMembership(source: BillingKindSource): boolean {
  if (source.planType === 'EXTERNAL_PAYER') return false;
  if (source.oneOffPaymentType === 'DIRECT_DEBIT') return true;
  return (
    source.planType === 'ONGOING' && source.paymentFrequency !== 'ONE_OFF' && source.freePromotion !== true
  );
}

export const membershipKindOf = (source: BillingKindSource): MembershipKind =>
  isBillingMembership(source) ? 'BILLING' : 'NON_BILLING';

/** The option fields that give a term. */
export interface TermSource {
  readonly ongoing: boolean;
  readonly term: number | null | undefined;
  readonly termType: TermUnit | string | null | undefined;
  readonly ongoingTermType?: TermUnit | string | null | undefined;
}

const TERM_UNIT_SET = new Set(['DAYS', 'WEEKS', 'PERIODS', 'MONTHS', 'YEARS']);

/**
 * The end (exclusive) of a fixed term, or of an ongoing option's minimum term, from `startDate`;
 * null when the option has neither. Ending before it charges the cancellation fee (spec 2 §4 End).
 */
export function minimumTermEnd(option: TermSource, startDate: Temporal.PlainDate): Temporal.PlainDate | null {
  const unit = option.ongoing ? (option.termType ?? option.ongoingTermType) : option.termType;
  if (!option.term || option.term <= 0 || !unit || !TERM_UNIT_SET.has(unit)) return null;
  return termEnd(startDate, option.term, unit as TermUnit);
}
