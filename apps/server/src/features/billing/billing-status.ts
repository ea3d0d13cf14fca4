import {
  DISHONOUR_REASON_LABELS,
  type DishonourReason,
  daysBetween,
  type LedgerSummary,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';

/**
 * The account billing status as the money says (docs/billing.md "Settlement and dishonours"):
 * - a debit dishonoured now: PAYMENT_DECLINED, with the bank's reason;
 * - arrears unpaid for a billing period (14 days) after they fell due: OVERDUE;
 * - nothing overdue any more (a later debit or a payment at the desk): back to ACTIVE.
 * Other statuses (DDR states, suspensions) are not the runs' to change. Null: no change.
 */
export const OVERDUE_AFTER_DAYS = 14;

const FOLLOWS_ARREARS = new Set(['ACTIVE', 'PAYMENT_DECLINED', 'OVERDUE']);

export function billingStatusAfter(
  current: string,
  summary: Pick<LedgerSummary, 'overdueAmount' | 'overdueSince' | 'lastDishonour'>,
  today: string,
  dishonouredNow: DishonourReason | null,
): { status: string; reason: string | null } | null {
  if (!FOLLOWS_ARREARS.has(current)) return null;
  const reasonText = summary.lastDishonour ? DISHONOUR_REASON_LABELS[summary.lastDishonour.reason] : null;
  if (dishonouredNow) return { status: 'PAYMENT_DECLINED', reason: DISHONOUR_REASON_LABELS[dishonouredNow] };
  if (summary.overdueAmount === 0) return current === 'ACTIVE' ? null : { status: 'ACTIVE', reason: null };
  const since = summary.overdueSince;
  if (since && daysBetween(since, Temporal.PlainDate.from(today)) >= OVERDUE_AFTER_DAYS)
    return { status: 'OVERDUE', reason: reasonText };
  return current === 'ACTIVE' ? { status: 'PAYMENT_DECLINED', reason: reasonText } : null;
}
