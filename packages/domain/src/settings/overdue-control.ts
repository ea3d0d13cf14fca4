import type { Temporal } from 'temporal-polyfill';
import { daysBetween } from '../billing/billing-calendar.ts';
import type { Cents } from '../money/money.ts';
import type { OverdueSettings } from './overdue.ts';

/** Overdue assessment is off until an organisation turns it on (spec 1 §9: defaults not shown). */
export const DEFAULT_OVERDUE_SETTINGS: OverdueSettings = {
  enabled: false,
  maximumOverdueAmount: 0,
  gracePeriodInDays: 0,
};

/** What overdue control reads of a membership's ledger summary (ledgerSummary, never stored). */
export interface OverdueFacts {
  readonly overdueAmount: Cents;
  /** The due date of the oldest charge still unpaid (a dishonoured debit's charge); null when none. */
  readonly overdueSince: Temporal.PlainDate | null;
}

/** Days a membership has been overdue on `today`: 0 on the due date itself, 0 when nothing is. */
export function daysOverdue(facts: OverdueFacts, today: Temporal.PlainDate): number {
  if (facts.overdueAmount <= 0 || facts.overdueSince === null) return 0;
  return Math.max(0, daysBetween(facts.overdueSince, today));
}

/**
 * Spec 3 §4: "Overdue memberships become BLOCKED when overdue control is enabled and the amount
 * and grace conditions are met" (docs/overdue-control.md). Blocked exactly when control is on,
 * the overdue amount is more than the maximum, and the oldest unpaid charge is more than the grace
 * period old. Anything else (paid, settings off or relaxed) means not blocked: the same function
 * decides blocking and unblocking, so running it twice changes nothing.
 */
export function shouldBlockForOverdue(
  settings: OverdueSettings,
  facts: OverdueFacts,
  today: Temporal.PlainDate,
): boolean {
  if (!settings.enabled) return false;
  if (facts.overdueAmount <= settings.maximumOverdueAmount) return false;
  return daysOverdue(facts, today) > settings.gracePeriodInDays;
}
