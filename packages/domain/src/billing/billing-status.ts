import { Temporal } from 'temporal-polyfill';
import { BILLING_STATUSES, type BillingStatus } from '../enums/membership.ts';
import { daysBetween } from './billing-calendar.ts';
import { DISHONOUR_REASON_LABELS } from './dishonour.ts';
import type { DishonourReason, LedgerSummary } from './ledger.ts';

/** Arrears unpaid for a billing period (14 days) after they fell due make the account OVERDUE. */
export const OVERDUE_AFTER_DAYS = 14;

/** The statuses the money decides; the others (DDR states, suspensions, …) are not the runs' to change. */
const FOLLOWS_ARREARS = new Set(['ACTIVE', 'PAYMENT_DECLINED', 'OVERDUE']);

/**
 * The account billing status as the money says (docs/billing.md "Settlement and dishonours"):
 * - a debit dishonoured now: PAYMENT_DECLINED, with the bank's reason;
 * - arrears unpaid for a billing period (14 days) after they fell due: OVERDUE;
 * - younger arrears: PAYMENT_DECLINED when a dishonour made them, else ACTIVE (a charge such as a
 *   class fee, which no debit has tried to collect, is owed but was never declined);
 * - nothing overdue any more (a later debit or a payment at the desk): back to ACTIVE.
 * `current` is the stored status; null: no change.
 */
export function billingStatusAfter(
  current: string,
  summary: Pick<LedgerSummary, 'overdueAmount' | 'overdueSince' | 'lastDishonour'>,
  today: string,
  dishonouredNow: DishonourReason | null,
): { status: string; reason: string | null } | null {
  if (!FOLLOWS_ARREARS.has(current)) return null;
  if (dishonouredNow) return { status: 'PAYMENT_DECLINED', reason: DISHONOUR_REASON_LABELS[dishonouredNow] };
  if (summary.overdueAmount === 0) return current === 'ACTIVE' ? null : { status: 'ACTIVE', reason: null };
  const since = summary.overdueSince;
  // Arrears are a declined payment only when a dishonour is behind them (it came on or after the
  // oldest unpaid charge fell due). A charge nobody has tried to collect yet (a class fee, paid at
  // the desk) is owed, not declined: the account stays ACTIVE until it is overdue, with no reason.
  const dishonoured =
    summary.lastDishonour !== null && since !== null && daysBetween(since, summary.lastDishonour.date) >= 0;
  const reasonText =
    dishonoured && summary.lastDishonour ? DISHONOUR_REASON_LABELS[summary.lastDishonour.reason] : null;
  if (since && daysBetween(since, Temporal.PlainDate.from(today)) >= OVERDUE_AFTER_DAYS)
    return { status: 'OVERDUE', reason: reasonText };
  if (dishonoured) return current === 'ACTIVE' ? { status: 'PAYMENT_DECLINED', reason: reasonText } : null;
  return current === 'PAYMENT_DECLINED' ? { status: 'ACTIVE', reason: null } : null;
}

const isBillingStatus = (value: string): value is BillingStatus =>
  BILLING_STATUSES.some((status) => status === value);

/**
 * A stored account billing status as staff and the rules read it: the provider may report a status
 * we do not list, which reads UNMAPPED_STATUS rather than failing; no billing account: null.
 */
export function billingStatusOf(value: string | undefined): BillingStatus | null {
  if (value === undefined) return null;
  return isBillingStatus(value) ? value : 'UNMAPPED_STATUS';
}

/** A billing status as its tag reads: the provider's name with spaces for underscores. */
export const billingStatusLabel = (status: BillingStatus): string => status.replaceAll('_', ' ');
