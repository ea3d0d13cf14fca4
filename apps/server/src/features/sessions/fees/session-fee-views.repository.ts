import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { SESSION_FEE_CHARGE_KEY_PREFIX } from './session-fees.ts';

/** A class fee as its ledger charge shows it on the member's transactions. */
export interface ChargedFeeView {
  /** The ledger entry (the transaction row's id). */
  entryId: string;
  feeId: string;
  kind: 'LATE_CANCELLATION' | 'NO_SHOW';
  outcome: string;
  /** When the fee was assessed and charged: staff may waive it for 24 hours from then. */
  chargedAt: Date;
  /** The membership's branch: whose staff answer for its money (the waiver's permission). */
  membershipBranchId: string;
}

/**
 * The class fees behind the given ledger entries, one read for a page of transactions: an entry is
 * a fee's charge when its charge key names the fee's booking (session-fees.ts). Other entries are
 * left out. The fee is found by its booking (unique), the CASE keeps the cast to a uuid to keys of
 * that shape.
 */
export async function chargedFeesOfEntries(
  tx: Transaction,
  entryIds: readonly string[],
): Promise<ChargedFeeView[]> {
  if (entryIds.length === 0) return [];
  const result = await tx.execute<{
    entry_id: string;
    fee_id: string;
    kind: ChargedFeeView['kind'];
    outcome: string;
    created_at: Date | string;
    branch_id: string;
  }>(sql`
    select l.id as entry_id, f.id as fee_id, f.kind, f.outcome, f.created_at, m.branch_id
    from ledger_entries l
    join memberships m on m.application_id = l.application_id and m.id = l.membership_id
    join session_fees f on f.application_id = l.application_id
      and f.booking_id = case when l.charge_key like ${`${SESSION_FEE_CHARGE_KEY_PREFIX}%`}
        then substr(l.charge_key, ${SESSION_FEE_CHARGE_KEY_PREFIX.length + 1})::uuid end
    where l.id = any(${sql.param(entryIds)}::uuid[]) and l.type = 'CHARGE'`);
  return result.rows.map((row) => ({
    entryId: row.entry_id,
    feeId: row.fee_id,
    kind: row.kind,
    outcome: row.outcome,
    chargedAt: new Date(row.created_at),
    membershipBranchId: row.branch_id,
  }));
}
