import type { LedgerChargeKind } from './ledger.ts';

/**
 * The billing day's arithmetic for one membership, pure (docs/billing.md "Billing runs"): which
 * scheduled direct-debit charges a run takes and where its cursor (nextDebitDate) moves. The
 * server's run feeds it the membership's schedule; its property tests drive it with thousands of
 * lifecycles.
 */
export interface DueCharge {
  key: string;
  kind: LedgerChargeKind;
  amount: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface DueDebit {
  /** Direct-debit charges due from the cursor up to the billing day, in schedule order. */
  charges: DueCharge[];
  /** The next day something may be due; null when nothing ever will be. */
  nextDebitDate: string | null;
}

/**
 * What is due on `date` for a schedule listed up to `horizon` (exclusive), given its direct-debit
 * charges: those due on or after `cursor` (the last run's next debit date; null: from the start)
 * and on or before `date`. Charges paid at the desk are the sale's. An open-ended schedule with
 * nothing due before the horizon keeps the horizon as its cursor; a bounded one with nothing left
 * stops (null).
 */
export function dueOn(
  charges: readonly DueCharge[],
  cursor: string | null,
  date: string,
  horizon: string,
  openEnded: boolean,
): DueDebit {
  const due: DueCharge[] = [];
  let next: string | null = null;
  for (const charge of charges) {
    if (charge.dueDate > date) {
      if (next === null || charge.dueDate < next) next = charge.dueDate;
      continue;
    }
    if (cursor !== null && charge.dueDate < cursor) continue;
    due.push(charge);
  }
  return { charges: due, nextDebitDate: next ?? (openEnded ? horizon : null) };
}
