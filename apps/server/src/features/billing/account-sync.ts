import type { BillingProviderId } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { mirrorTakenDebits, recordSettlements, refreshAccountBillingStatus } from './billing-run.ts';
import type { ProviderAccountView, Settlement } from './providers/billing-provider.ts';

export interface AccountSyncResult {
  /** Debits the provider took that our ledger now mirrors. */
  mirrored: number;
  settled: number;
  dishonoured: number;
  /** The people whose memberships' money changed status (their overdue tags follow). */
  personIds: string[];
}

/**
 * Synchronise (spec 2 §7 "sync account", docs/billing.md "Synchronise"): makes our books agree with
 * the provider's view of one account, in the caller's transaction. What it took and we have not
 * mirrored is mirrored (debitsuccess owns its schedule); each outcome the bank gave that we have
 * not recorded is recorded with its reversal fee; then the account billing status follows the
 * ledger as of `today`. The ledger is append-only with unique keys, so a second sync, or the billing
 * run's settlement report arriving afterwards, writes nothing twice.
 */
export async function reconcileAccount(
  tx: Transaction,
  applicationId: string,
  provider: BillingProviderId,
  view: ProviderAccountView,
  membershipIds: readonly string[],
  today: string,
): Promise<AccountSyncResult> {
  const due = view.debits.filter((debit) => debit.date <= today);
  const mirrored = provider === 'DEBITSUCCESS' ? await mirrorTakenDebits(tx, applicationId, due) : 0;
  const answered: Settlement[] = due.flatMap((debit) =>
    debit.outcome === 'PENDING' || debit.outcomeDate > today
      ? []
      : [
          {
            customerReference: debit.customerReference,
            idempotencyKey: debit.idempotencyKey,
            outcome: debit.outcome,
            reason: debit.reason,
            date: debit.outcomeDate,
            providerReference: debit.providerReference,
          },
        ],
  );
  const people = new Set<string>();
  const counts = await recordSettlements(tx, applicationId, answered, today, {
    afterOutcomes: async (_tx, personIds) => {
      for (const id of personIds) people.add(id);
    },
  });
  // Arrears move on with the calendar too (OVERDUE after a period, ACTIVE once paid).
  for (const id of await refreshAccountBillingStatus(tx, membershipIds, today)) people.add(id);
  return { mirrored, ...counts, personIds: [...people] };
}
