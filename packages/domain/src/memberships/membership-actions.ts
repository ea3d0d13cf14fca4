import { Temporal } from 'temporal-polyfill';
import type { MembershipStatus } from '../enums/membership.ts';
import type { Operation } from '../permissions/operations.ts';
import {
  canChange,
  canEditExternalPayer,
  canPayOverdue,
  type EndAvailability,
  editMembershipOperation,
  endAvailability,
  type MembershipFacts,
} from './membership-rules.ts';

/**
 * Every action on a membership (spec 2 §4 "Action availability on a membership"), computed once:
 * the details page shows exactly these and the server refuses anything not offered. Feature flags
 * (6800 free period, 1233 synchronise, 2582 unblock) are the web's switches on top of this.
 */
export interface MembershipActions {
  readonly suspend: boolean;
  readonly freePeriod: boolean;
  readonly synchronise: boolean;
  readonly unblock: boolean;
  readonly payOverdue: boolean;
  readonly change: boolean;
  readonly end: EndAvailability;
  /** The permission Edit membership needs, or null when it is hidden. */
  readonly edit: Operation | null;
  readonly editExternalPayer: boolean;
}

/** What the rules read beyond the membership's own facts. */
export interface ActionFacts {
  /** YYYY-MM-DD, today in the home branch's time zone. */
  readonly today: string;
  /** The member carries the 'overdue' tag (Change is not offered). */
  readonly memberHasOverdueTag: boolean;
  /** The end (YYYY-MM-DD, exclusive) of the membership's latest suspension; null when none. */
  readonly suspensionEndDate?: string | null;
  /** A free period was given and has not ended. */
  readonly hasFreePeriod?: boolean;
}

/** A suspension or free period as both sides hold it: its end date (YYYY-MM-DD, exclusive). */
export interface PauseEnd {
  readonly endDate: string;
}

/**
 * What Suspend and Free period read of a membership's pauses (`ActionFacts.suspensionEndDate` and
 * `hasFreePeriod`), computed here once: the server from its rows, the details page from the
 * membership's suspension and free period histories.
 */
export function suspendFacts(
  pauses: { readonly suspensions: readonly PauseEnd[]; readonly freePeriods: readonly PauseEnd[] },
  today: string,
): Required<Pick<ActionFacts, 'suspensionEndDate' | 'hasFreePeriod'>> {
  return {
    suspensionEndDate: pauses.suspensions.reduce<string | null>(
      (end, s) => (end === null || s.endDate > end ? s.endDate : end),
      null,
    ),
    hasFreePeriod: pauses.freePeriods.some((period) => period.endDate > today),
  };
}

/**
 * The two statuses Suspend and Free period exclude (the spec does not name them; ours): BLOCKED,
 * whose arrears come first (Unblock or the provider), and PENDING, which has nothing to suspend yet.
 */
export const SUSPEND_EXCLUDED_STATUSES: readonly MembershipStatus[] = ['BLOCKED', 'PENDING'];

const PENDING_OR_REJECTED = new Set(['DDR_PENDING', 'DDR_REJECTED']);

/**
 * Suspend and Free period: not a visit pass nor an external payer; no suspension in force (none, or
 * its end has passed); no free period; billing not pending or rejected; not BLOCKED or PENDING; the
 * ORGANISATION's provider is paysmart, or debitsuccess with a frequency other than one-off. The
 * organisation's, not the membership's own: a non-billing membership (paid in full, paid at the
 * desk) has no provider of its own and is suspended too (docs/memberships.md "Suspensions").
 */
export function canSuspend(m: MembershipFacts, facts: ActionFacts): boolean {
  if (m.isHistory) return false;
  if (m.planType === 'VISITOR_PASS' || m.planType === 'EXTERNAL_PAYER' || m.isExternalPayer) return false;
  const suspensionEnd = facts.suspensionEndDate ?? null;
  if (m.status === 'SUSPENDED' || (suspensionEnd !== null && suspensionEnd > facts.today)) return false;
  if (m.status === 'FREE_PERIOD' || facts.hasFreePeriod === true) return false;
  if (m.ddrStatus !== null && PENDING_OR_REJECTED.has(m.ddrStatus)) return false;
  if (m.accountBillingStatus !== null && PENDING_OR_REJECTED.has(m.accountBillingStatus)) return false;
  if (SUSPEND_EXCLUDED_STATUSES.includes(m.status)) return false;
  if (m.organisationProvider === 'DEBITSUCCESS')
    return m.paymentFrequency !== null && m.paymentFrequency !== 'ONE_OFF';
  return m.organisationProvider === 'PAYSMART';
}

/** Synchronise: a customer reference on a debitsuccess billing membership. */
export function canSynchronise(m: MembershipFacts): boolean {
  return (
    !m.isHistory &&
    m.customerReference !== null &&
    m.billingProvider === 'DEBITSUCCESS' &&
    m.kind === 'BILLING'
  );
}

/** Unblock: the membership is BLOCKED and its provider is debitsuccess. */
export function canUnblock(m: MembershipFacts): boolean {
  return !m.isHistory && m.status === 'BLOCKED' && m.billingProvider === 'DEBITSUCCESS';
}

/** All of a membership's actions; everything is hidden for a history membership. */
export function membershipActions(m: MembershipFacts, facts: ActionFacts): MembershipActions {
  const suspend = canSuspend(m, facts);
  return {
    suspend,
    freePeriod: suspend,
    synchronise: canSynchronise(m),
    unblock: canUnblock(m),
    payOverdue: canPayOverdue(m),
    change: canChange(m, facts.today, facts.memberHasOverdueTag),
    end: endAvailability(m, facts.today),
    edit: editMembershipOperation(m),
    editExternalPayer: canEditExternalPayer(m),
  };
}

// --- Unblock (spec 2 §5 "Unblock", §9 "Unblock window: 1 month") ---

export const UNBLOCK_WINDOW_MONTHS = 1;

/** Spec 2 §5, word for word (the spelling of 'todays' included). */
export const unblockMessages = {
  dateRequired: 'Date is required',
  notBeforeToday: 'Date cannot be earlier than todays date',
  withinOneMonth: 'Date must be within 1 month',
} as const;

/** The last day access may be allowed until: today plus the window. */
export function latestAllowAccessUntil(today: string): string {
  return Temporal.PlainDate.from(today).add({ months: UNBLOCK_WINDOW_MONTHS }).toString();
}

/**
 * Whether an admin's allowance lets the member in on `today`: from the day it was given to
 * allowAccessUntil inclusive (dates in the home branch's time zone).
 */
export function isAccessAllowedByAdmin(
  window: { allowAccessFrom: string | null; allowAccessUntil: string | null },
  today: string,
): boolean {
  return (
    window.allowAccessFrom !== null &&
    window.allowAccessUntil !== null &&
    window.allowAccessFrom <= today &&
    today <= window.allowAccessUntil
  );
}
