import type { BillingProviderId } from '../billing/billing-calendar.ts';
import type { BillingStatus, MembershipKind, MembershipStatus } from '../enums/membership.ts';
import type { PaymentFrequency, PlanType } from '../enums/plans.ts';
import type { Operation } from '../permissions/operations.ts';

/**
 * What staff screens derive from a membership (spec 2 §4): list grouping, billing status colouring
 * and tags, action availability (End, Change, Edit, Pay overdue). Pure: dates are YYYY-MM-DD
 * strings in the home branch's time zone, so comparing them as strings compares the days; `today`
 * is passed in by the screen (and the tests).
 */

/** The membership fields these rules read; the web's GraphQL membership has all of them. */
export interface MembershipFacts {
  readonly status: MembershipStatus;
  readonly isHistory: boolean;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly kind: MembershipKind;
  /** The provider of its billing account; null for a NON_BILLING membership (it has none). */
  readonly billingProvider: BillingProviderId | null;
  /** The organisation's provider now: what Suspend and Free period follow for every kind (spec 2 §4). */
  readonly organisationProvider: BillingProviderId;
  readonly ddrStatus: string | null;
  readonly accountBillingStatus: BillingStatus | null;
  readonly customerReference: string | null;
  readonly overdueAmount: number;
  readonly firstPaymentDate: string | null;
  readonly planType: PlanType | null;
  readonly isExternalPayer: boolean;
  readonly paymentFrequency: PaymentFrequency | null;
}

// --- List grouping (spec 2 §4 "Membership list grouping") ---

export interface MembershipGroups<T> {
  /** Active with an end date (active with term), soonest end first. */
  readonly activeWithTerm: readonly T[];
  /** Active without an end date, by start date. */
  readonly activeOngoing: readonly T[];
  /** Pending or any other current status, by start date. */
  readonly pendingOrOther: readonly T[];
  /** Ended or expired, by end date, the latest first (staff look for the recent ones). */
  readonly history: readonly T[];
}

type Groupable = Pick<MembershipFacts, 'status' | 'isHistory' | 'startDate' | 'endDate'>;

const byStart = (a: Groupable, b: Groupable) => a.startDate.localeCompare(b.startDate);
const byEnd = (a: Groupable, b: Groupable) => (a.endDate ?? '').localeCompare(b.endDate ?? '');

/** Splits a member's memberships into the tables of the memberships page, each sorted. */
export function groupMemberships<T extends Groupable>(memberships: readonly T[]): MembershipGroups<T> {
  const current = memberships.filter((m) => !m.isHistory);
  const active = current.filter((m) => m.status === 'ACTIVE');
  return {
    activeWithTerm: active.filter((m) => m.endDate !== null).sort(byEnd),
    activeOngoing: active.filter((m) => m.endDate === null).sort(byStart),
    pendingOrOther: current.filter((m) => m.status !== 'ACTIVE').sort(byStart),
    history: memberships.filter((m) => m.isHistory).sort((a, b) => byEnd(b, a)),
  };
}

/** The active table's rows in display order: with term, then without, then pending or other. */
export function activeMembershipsInOrder<T extends Groupable>(memberships: readonly T[]): T[] {
  const groups = groupMemberships(memberships);
  return [...groups.activeWithTerm, ...groups.activeOngoing, ...groups.pendingOrOther];
}

// --- Billing status (spec 2 §4 "Billing account status colouring") ---

export type BillingStatusTone = 'warning' | 'success' | 'error';

const SUCCESS_BILLING_STATUSES: readonly BillingStatus[] = ['ACTIVE', 'DDR_ACTIVE', 'FULLY_PAID'];

export function billingStatusTone(status: BillingStatus): BillingStatusTone {
  if (status === 'DDR_PENDING') return 'warning';
  return SUCCESS_BILLING_STATUSES.includes(status) ? 'success' : 'error';
}

/** "Active-like": the statuses coloured as success. */
export function isBillingStatusActiveLike(status: BillingStatus | null): boolean {
  return status !== null && SUCCESS_BILLING_STATUSES.includes(status);
}

/** A tag for the billing status shows unless it is DDR_ACTIVE or ACTIVE (or there is none). */
export function showsBillingStatusTag(status: BillingStatus | null): status is BillingStatus {
  return status !== null && status !== 'ACTIVE' && status !== 'DDR_ACTIVE';
}

/** The 'overdue' tag shows on a membership whose customer reference is among the person's overdue ones. */
export function showsOverdueTag(
  membership: Pick<MembershipFacts, 'customerReference'>,
  overdueReferences: readonly string[],
): boolean {
  return membership.customerReference !== null && overdueReferences.includes(membership.customerReference);
}

// --- Action availability (spec 2 §4 "Action availability on a membership", §6 provider rules) ---

const isDebitsuccessBilling = (m: MembershipFacts) =>
  m.billingProvider === 'DEBITSUCCESS' && m.kind === 'BILLING';

/**
 * Pay overdue: an overdue amount on a membership with a customer reference (the payment is made
 * against it). Not under debitsuccess, whose provider owns the arrears (spec 2 §4), except for a
 * membership overdue control BLOCKED: that block is ours (spec 3 §4 leaves its rule to us) and the
 * sandbox never collects a dishonoured debit again, so the desk takes the amount that lifts it.
 */
export function canPayOverdue(m: MembershipFacts): boolean {
  return (
    !m.isHistory &&
    m.overdueAmount > 0 &&
    m.customerReference !== null &&
    (m.billingProvider !== 'DEBITSUCCESS' || m.status === 'BLOCKED')
  );
}

/** Arrears left on past memberships of one customer reference, as the member's page offers them. */
export interface PastArrears<T> {
  /** The latest-ended history membership of the reference with arrears: its plan names them. */
  readonly membership: T;
  /** Cents: the overdue amounts of the reference's history memberships together. */
  readonly overdueAmount: number;
}

/**
 * Arrears that only a past membership holds (ours; docs/memberships.md "Paying overdue"). Every
 * action of a history membership is hidden (spec 2 §4), yet its arrears stay owed (a debit that
 * bounced after the End, a cancellation fee debited on the last day, the last debit of a fixed term)
 * and keep the member tagged 'overdue'. The member's Memberships page offers Pay overdue for them:
 * one entry per customer reference with an overdue amount on its history memberships, paysmart's
 * (ours to collect; debitsuccess owns its arrears and a past membership is never blocked), unless a
 * current membership of the reference already offers Pay overdue: the desk takes the customer's
 * whole arrears, oldest first, through either.
 */
export function pastMembershipArrears<T extends MembershipFacts>(
  memberships: readonly T[],
): PastArrears<T>[] {
  const offeredByCurrent = new Set(memberships.filter(canPayOverdue).map((m) => m.customerReference));
  const byReference = new Map<string, { membership: T; overdueAmount: number }>();
  for (const m of memberships) {
    const reference = m.customerReference;
    if (!m.isHistory || m.overdueAmount <= 0 || reference === null) continue;
    if (m.billingProvider !== 'PAYSMART' || m.organisationProvider !== 'PAYSMART') continue;
    if (offeredByCurrent.has(reference)) continue;
    const entry = byReference.get(reference);
    if (!entry) byReference.set(reference, { membership: m, overdueAmount: m.overdueAmount });
    else {
      entry.overdueAmount += m.overdueAmount;
      if ((m.endDate ?? '') > (entry.membership.endDate ?? '')) entry.membership = m;
    }
  }
  return [...byReference.values()];
}

/**
 * The overdue notice shows wherever Pay overdue could (spec 2 §4 "Overdue": not under debitsuccess,
 * but for a blocked membership, whose notice gives the amount to take at the desk).
 */
export const showsOverdueNotice = canPayOverdue;

/**
 * End: 'offered'; 'remove-via-provider' when a debitsuccess direct debit request was already
 * submitted (staff remove it at the billing company and the membership expires within 24 hours);
 * 'hidden' otherwise. The spec leaves the second allowed status unnamed: PENDING (a membership
 * not started yet can be called off). A debitsuccess request still DDR_PENDING has not been
 * submitted (the member has not completed the payment setup page, the provider holds nothing), so
 * End is offered: a mistaken sale can be called off, and ending withdraws the request.
 */
export type EndAvailability = 'offered' | 'remove-via-provider' | 'hidden';

export function endAvailability(m: MembershipFacts, today: string): EndAvailability {
  if (m.isHistory) return 'hidden';
  if (m.endDate !== null && m.endDate < today) return 'hidden';
  if (m.status !== 'ACTIVE' && m.status !== 'PENDING') return 'hidden';
  if (m.accountBillingStatus === 'DDR_DELETED') return 'hidden';
  if (isDebitsuccessBilling(m)) {
    if (m.ddrStatus === 'DDR_PENDING') return 'offered';
    return m.ddrStatus === 'DDR_ACTIVE' ? 'remove-via-provider' : 'hidden';
  }
  return 'offered';
}

/** The text shown instead of End when the request must be removed at the billing company (ours). */
export const END_VIA_PROVIDER_NOTICE =
  'A direct debit request has been submitted for this membership: remove it via the billing company, and the membership then expires automatically within 24 hours.';

/**
 * Change: active, billing status active-like, no end date, no overdue tag on the member, the first
 * billing date already passed, a plan type, no suspension (the status is ACTIVE, so not SUSPENDED),
 * and not under debitsuccess (paysmart only).
 */
export function canChange(m: MembershipFacts, today: string, memberHasOverdueTag: boolean): boolean {
  return (
    !m.isHistory &&
    m.status === 'ACTIVE' &&
    isBillingStatusActiveLike(m.accountBillingStatus) &&
    m.endDate === null &&
    !memberHasOverdueTag &&
    m.firstPaymentDate !== null &&
    m.firstPaymentDate < today &&
    m.planType !== null &&
    m.billingProvider === 'PAYSMART'
  );
}

/** Whether the membership's plan is billed as an ongoing membership (not a pass, payer or one-off). */
export function isOngoingBillingPlan(m: Pick<MembershipFacts, 'planType' | 'paymentFrequency'>): boolean {
  return m.planType === 'ONGOING' && m.paymentFrequency !== null && m.paymentFrequency !== 'ONE_OFF';
}

/**
 * Edit membership: one permission for visit-pass, external-payer or one-off plans, another for
 * the rest (spec 2 §4); null for a history membership (all actions hidden).
 */
export function editMembershipOperation(m: MembershipFacts): Operation | null {
  if (m.isHistory) return null;
  return isOngoingBillingPlan(m) ? 'edit-billing-membership-dates' : 'edit-non-billing-membership-dates';
}

/** Edit external payer: a current membership of an external-payer plan. */
export function canEditExternalPayer(m: MembershipFacts): boolean {
  return !m.isHistory && (m.isExternalPayer || m.planType === 'EXTERNAL_PAYER');
}

// --- Add membership (spec 2 §4 "Add membership is a two-step flow") ---

/** The option fields the sale reads. saleStartDate/saleEndDate are epoch milliseconds as strings. */
export interface SellableOption {
  readonly status: string;
  readonly saleStartDate: string | null;
  readonly saleEndDate: string | null;
}

/** Offered only when published and `now` (epoch ms) lies inside the sale window. */
export function isOptionOnSale(option: SellableOption, now: number): boolean {
  if (option.status !== 'PUBLISHED') return false;
  if (option.saleStartDate !== null && now < Number(option.saleStartDate)) return false;
  if (option.saleEndDate !== null && now > Number(option.saleEndDate)) return false;
  return true;
}

/** 'Credit card ONLINE' is offered only for a one-off or unspecified frequency. */
export function offersCreditCardOnline(frequency: PaymentFrequency | null | undefined): boolean {
  return frequency === null || frequency === undefined || frequency === 'ONE_OFF';
}

/** First payment date options are asked for only for billing plans when the provider is not paysmart. */
export function needsFirstPaymentDateOptions(
  isBilling: boolean,
  provider: BillingProviderId | null,
): boolean {
  return isBilling && provider !== null && provider !== 'PAYSMART';
}

/** Step 2's title: 'Upfront payment' for billing plans, 'Direct payment' otherwise. */
export function addMembershipStepTwoTitle(isBilling: boolean): string {
  return isBilling ? 'Upfront payment' : 'Direct payment';
}

/** The Add button waits for plans, the submission and the payments, and stays off after a payments error. */
export function isAddMembershipDisabled(state: {
  plansLoading: boolean;
  submitting: boolean;
  paymentsLoading: boolean;
  paymentsError: boolean;
}): boolean {
  return state.plansLoading || state.submitting || state.paymentsLoading || state.paymentsError;
}

// --- Pay overdue (spec 2 §5: Pay is disabled at 0 or less) ---

export const PAY_OVERDUE_ALREADY_PAID = 'This overdue amount appears to have been paid already.';

export function canSubmitPayOverdue(overdueAmount: number): boolean {
  return overdueAmount > 0;
}
