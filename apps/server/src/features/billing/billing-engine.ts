import type { LedgerChargeKind, PaymentSchedule } from '@clubline/domain';
import { chargeKey } from './membership-schedule.ts';

/**
 * The billing day's arithmetic, pure (docs/billing.md "Billing runs"): which scheduled charges a
 * run writes for one membership and where its cursor (nextDebitDate) moves. The run (billing-run.ts)
 * feeds it the membership's schedule; the property tests drive it with thousands of lifecycles.
 */
export interface DueCharge {
  key: string;
  kind: LedgerChargeKind;
  amount: number;
  dueDate: string;
}

export interface DueDebit {
  /** Direct-debit charges due from the cursor up to the billing day, in schedule order. */
  charges: DueCharge[];
  /** The next day something may be due; null when nothing ever will be. */
  nextDebitDate: string | null;
}

/** A schedule's direct-debit charges with their due dates as text, computed once per schedule. */
export function directDebitCharges(schedule: PaymentSchedule): DueCharge[] {
  return schedule.charges
    .filter((charge) => charge.collection === 'DIRECT_DEBIT')
    .map((charge) => ({
      key: chargeKey(charge.kind, charge.sequence),
      kind: charge.kind,
      amount: charge.amount,
      dueDate: charge.dueDate.toString(),
    }));
}

/**
 * What is due on `date` for a schedule listed up to `horizon` (exclusive), given its direct-debit
 * charges (`directDebitCharges`): those due on or after `cursor` (the last run's next debit date;
 * null: from the start) and on or before `date`. Charges paid at the desk are the sale's. An
 * open-ended schedule with nothing due before the horizon keeps the horizon as its cursor; a bounded
 * one with nothing left stops (null).
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

/** Our debit reference for a membership's billing day: deterministic, so a re-run names the same debit. */
export function debitReference(membershipId: string, date: string): string {
  return `${membershipId}:${date}`;
}

/** The membership a debit reference names. */
export function membershipOfReference(reference: string): string {
  return reference.slice(0, reference.indexOf(':'));
}

/** The reversal fee's charge key: one per dishonoured debit (its day). */
export function reversalFeeKey(reference: string): string {
  return chargeKey('REVERSAL_FEE', Number(reference.slice(reference.indexOf(':') + 1).replaceAll('-', '')));
}
