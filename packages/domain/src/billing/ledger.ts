import { Temporal } from 'temporal-polyfill';
import type { Cents } from '../money/money.ts';
import { daysBetween } from './billing-calendar.ts';
import type { ChargeKind } from './schedule.ts';

/**
 * A membership's money as an append-only ledger (ARCHITECTURE rule 13, docs/billing.md
 * "The ledger"). Nothing is ever updated: a debit that settles or bounces is a new entry naming the
 * debit. Balances and overdue amounts are computed from the entries here, never stored beside them.
 */

/**
 * The most one direct debit may take: $1,000,000 (ours; the spec gives no bound). Far above any
 * membership's debit (a catch-up of at most 28 days' periods with the sale's fees, each of those
 * bounded), and far below what a ledger row (a 32-bit integer) holds, so a run never writes a
 * debit the ledger cannot store. A membership whose debit would exceed it is not billed and is
 * reported by the run (docs/billing.md "One membership never stops a billing day").
 */
export const DEBIT_MAX_CENTS: Cents = 100_000_000;

/**
 * Fees a provider or the branch adds after the sale (a dishonour's reversal fee, a cancellation, a
 * class's late cancellation or no-show fee).
 */
export type LedgerChargeKind =
  | ChargeKind
  | 'REVERSAL_FEE'
  | 'CANCELLATION_FEE'
  | 'SUSPENSION_FEE'
  | 'LATE_CANCELLATION_FEE'
  | 'NO_SHOW_FEE';

/** Why a bank refused a direct debit, as NZ and AU banks report it. */
export const DISHONOUR_REASONS = [
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_CLOSED',
  'AUTHORITY_CANCELLED',
  'CARD_EXPIRED',
  'REFER_TO_CUSTOMER',
] as const;
export type DishonourReason = (typeof DISHONOUR_REASONS)[number];

export type LedgerEntry =
  /** Something the member owes from `dueDate`. `key` names it for good (membership, kind, sequence). */
  | {
      readonly type: 'CHARGE';
      readonly key: string;
      readonly kind: LedgerChargeKind;
      readonly amount: Cents;
      readonly dueDate: Temporal.PlainDate;
    }
  /** A debit sent to the provider for `amount`; it pays nothing until it settles. */
  | {
      readonly type: 'DEBIT_SUBMITTED';
      readonly reference: string;
      readonly amount: Cents;
      readonly date: Temporal.PlainDate;
    }
  | { readonly type: 'DEBIT_SETTLED'; readonly reference: string; readonly date: Temporal.PlainDate }
  | {
      readonly type: 'DEBIT_DISHONOURED';
      readonly reference: string;
      readonly reason: DishonourReason;
      readonly date: Temporal.PlainDate;
    }
  /** Money taken at the front desk (cash, EFTPOS, card) or online; paid at once. */
  | {
      readonly type: 'PAYMENT';
      readonly reference: string;
      readonly amount: Cents;
      readonly date: Temporal.PlainDate;
    };

export interface LedgerSummary {
  /** Every charge so far (due or not). */
  readonly charged: Cents;
  /** Money received: settled debits and payments. */
  readonly paid: Cents;
  /** Debits submitted that have neither settled nor bounced. */
  readonly pending: Cents;
  /** Charged minus paid: what the member owes, due or not (negative: in credit). */
  readonly balance: Cents;
  /**
   * What was due by `today` and is neither paid nor on its way: charges due on or before today,
   * less money paid and debits pending. Never negative.
   */
  readonly overdueAmount: Cents;
  /** The due date of the oldest charge not yet covered, for the overdue grace period; null when none. */
  readonly overdueSince: Temporal.PlainDate | null;
  /** The last dishonour not yet made good, for staff to act on. */
  readonly lastDishonour: { readonly reason: DishonourReason; readonly date: Temporal.PlainDate } | null;
}

/** Thrown for a ledger no engine should write: a caller's bug, never a member's input. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

const isOnOrBefore = (a: Temporal.PlainDate, b: Temporal.PlainDate) => daysBetween(a, b) >= 0;

/** The summary of a ledger as of `today` (rules: docs/billing.md "The ledger"). */
export function ledgerSummary(entries: readonly LedgerEntry[], today: Temporal.PlainDate): LedgerSummary {
  const debits = new Map<
    string,
    { amount: Cents; date: Temporal.PlainDate; outcome: 'PENDING' | 'SETTLED' | 'DISHONOURED' }
  >();
  const keys = new Set<string>();
  let charged = 0;
  let paidByHand = 0;
  let lastDishonour: LedgerSummary['lastDishonour'] = null;
  const dueCharges: { amount: Cents; dueDate: Temporal.PlainDate }[] = [];

  for (const entry of entries) {
    switch (entry.type) {
      case 'CHARGE':
        if (keys.has(entry.key)) throw new LedgerError(`Charge ${entry.key} is in the ledger twice`);
        keys.add(entry.key);
        charged += entry.amount;
        if (isOnOrBefore(entry.dueDate, today))
          dueCharges.push({ amount: entry.amount, dueDate: entry.dueDate });
        break;
      case 'DEBIT_SUBMITTED':
        if (debits.has(entry.reference))
          throw new LedgerError(`Debit ${entry.reference} was submitted twice`);
        debits.set(entry.reference, { amount: entry.amount, date: entry.date, outcome: 'PENDING' });
        break;
      case 'DEBIT_SETTLED':
      case 'DEBIT_DISHONOURED': {
        const debit = debits.get(entry.reference);
        if (!debit) throw new LedgerError(`Debit ${entry.reference} has an outcome but was never submitted`);
        if (debit.outcome !== 'PENDING') throw new LedgerError(`Debit ${entry.reference} has two outcomes`);
        debit.outcome = entry.type === 'DEBIT_SETTLED' ? 'SETTLED' : 'DISHONOURED';
        if (entry.type === 'DEBIT_DISHONOURED') lastDishonour = { reason: entry.reason, date: entry.date };
        break;
      }
      case 'PAYMENT':
        paidByHand += entry.amount;
        break;
    }
  }

  let settled = 0;
  let pending = 0;
  for (const debit of debits.values()) {
    if (debit.outcome === 'SETTLED') settled += debit.amount;
    if (debit.outcome === 'PENDING') pending += debit.amount;
  }
  const paid = settled + paidByHand;
  const { overdueAmount, overdueSince } = arrearsOf(
    dueCharges,
    [...debits.values()].filter((debit) => debit.outcome !== 'DISHONOURED'),
    paidByHand,
  );
  return {
    charged,
    paid,
    pending,
    balance: charged - paid,
    overdueAmount,
    overdueSince,
    lastDishonour: overdueAmount > 0 ? lastDishonour : null,
  };
}

const EPOCH = Temporal.PlainDate.from('1970-01-01');

/**
 * What is overdue of the charges due, and since when (docs/billing.md "The ledger"). A debit (settled
 * or on its way) pays the charges it was sent for: those due by its day, the newest first (a run
 * debits the charges due since its last debit; a catch-up, all of those since the start). What it
 * does not need, and the money taken at the desk, pay the oldest charges left. So the charges a
 * dishonoured debit left unpaid stay the oldest unpaid while later debits pay their own weeks, and
 * the arrears age from them (OVERDUE after a period, overdue control's grace). Taking every debit
 * to the oldest charge instead made a member who owed one bounced week look a week behind for
 * ever: back to ACTIVE after their next debit and never OVERDUE. The amount is the same either way:
 * the charges due less the money, never negative.
 */
function arrearsOf(
  dueCharges: readonly { amount: Cents; dueDate: Temporal.PlainDate }[],
  paying: readonly { amount: Cents; date: Temporal.PlainDate }[],
  paidByHand: Cents,
): { overdueAmount: Cents; overdueSince: Temporal.PlainDate | null } {
  const charges = dueCharges
    .map((charge) => ({ ...charge, day: daysBetween(EPOCH, charge.dueDate) }))
    .sort((a, b) => a.day - b.day);
  const left = charges.map((charge) => charge.amount);
  // The nearest charge at or before an index with something left (-1: none), by path-halving links.
  const link = charges.map((_, index) => index);
  const unpaidAtOrBefore = (index: number): number => {
    let i = index;
    while (i >= 0 && link[i] !== i) {
      const next = link[i] ?? -1;
      if (next >= 0) link[i] = link[next] ?? -1;
      i = link[i] ?? -1;
    }
    return i;
  };
  let pool = paidByHand;
  let dueByDebit = 0;
  const debits = paying
    .map((debit) => ({ amount: debit.amount, day: daysBetween(EPOCH, debit.date) }))
    .sort((a, b) => a.day - b.day);
  for (const debit of debits) {
    while (dueByDebit < charges.length && (charges[dueByDebit]?.day ?? 0) <= debit.day) dueByDebit += 1;
    let money = debit.amount;
    for (let i = unpaidAtOrBefore(dueByDebit - 1); money > 0 && i >= 0; i = unpaidAtOrBefore(i)) {
      const taken = Math.min(money, left[i] ?? 0);
      money -= taken;
      left[i] = (left[i] ?? 0) - taken;
      if (left[i] === 0) link[i] = i - 1;
    }
    pool += money;
  }
  let overdueAmount = 0;
  let overdueSince: Temporal.PlainDate | null = null;
  charges.forEach((charge, i) => {
    const taken = Math.min(pool, left[i] ?? 0);
    pool -= taken;
    const owed = (left[i] ?? 0) - taken;
    if (owed > 0) {
      overdueAmount += owed;
      overdueSince ??= charge.dueDate;
    }
  });
  return { overdueAmount, overdueSince };
}
