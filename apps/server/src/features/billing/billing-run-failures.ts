import { DEBIT_MAX_CENTS, formatMoney } from '@clubline/domain';

/**
 * What a billing run could not do for one membership (docs/billing.md "One membership never stops
 * a billing day"): the run records it in its result, logs it, and carries on with every other
 * membership. Nothing of the failed part is written (its transaction rolled back, or the debit stays
 * recorded and unsent), so the next run tries it again.
 * - DEBITS: its charges and debit could not be written (step 1); its cursor did not move;
 * - SUBMISSION: its recorded debit could not be sent to the provider (step 2);
 * - MIRROR: a debit debitsuccess took could not be written to our ledger (step 3); the provider
 *   reports it again until it is (its collection is keyed, our ledger too).
 */
export interface BillingRunFailure {
  membershipId: string;
  step: 'DEBITS' | 'SUBMISSION' | 'MIRROR';
  reason: string;
}

/** The reason an error gives, as an operator reads it in the run's report. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a debit of `amount` cents cannot be taken, or null when it can. */
export function debitProblem(amount: number): string | null {
  if (Number.isSafeInteger(amount) && amount <= DEBIT_MAX_CENTS) return null;
  const shown = Number.isSafeInteger(amount) ? formatMoney(amount) : String(amount);
  return `A debit cannot exceed ${formatMoney(DEBIT_MAX_CENTS)}: this membership's due charges come to ${shown}. Check its amounts (join fee, card fee, partial payment) and correct them; the next run bills it.`;
}
