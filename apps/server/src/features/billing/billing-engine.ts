import type { DueCharge, PaymentSchedule } from '@clubline/domain';
import { chargeKey } from './membership-schedule.ts';

/**
 * The billing run's pure pieces beside the domain's `dueOn` (what a billing day takes, the cursor):
 * the schedule's direct-debit charges as `dueOn` reads them, and the debit references.
 */

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
