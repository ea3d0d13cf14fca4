import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

/** How a list's members stand, counted over the whole list (the page shows one page of rows). */
export interface TransferListMemberSummary {
  total: number;
  transferred: number;
  failed: number;
  inProgress: number;
  undone: number;
  /** Not transferred, not in progress, and the dry run finds no reason against the move. */
  canMove: number;
  /** Not transferred, not in progress, and the dry run holds them back. */
  cannotMove: number;
  /** Those who can move, per destination branch, the largest group first. */
  canMoveByDestination: { branchName: string; count: number }[];
}

const WAITING = sql`coalesce(result_status, '') not in ('TRANSFERRED', 'IN_PROGRESS')`;

/** Two statements over the list's own rows (its primary key starts with the list). */
export async function summariseMembers(tx: Transaction, listId: string): Promise<TransferListMemberSummary> {
  const counts = await tx.execute<Omit<TransferListMemberSummary, 'canMoveByDestination'>>(sql`
    select count(*)::int as "total",
      count(*) filter (where result_status = 'TRANSFERRED')::int as "transferred",
      count(*) filter (where result_status = 'FAILED')::int as "failed",
      count(*) filter (where result_status = 'IN_PROGRESS')::int as "inProgress",
      count(*) filter (where result_status = 'UNDONE')::int as "undone",
      count(*) filter (where ${WAITING} and cardinality(block_reasons) = 0)::int as "canMove",
      count(*) filter (where ${WAITING} and cardinality(block_reasons) > 0)::int as "cannotMove"
    from transfer_list_members where transfer_list_id = ${listId}`);
  const destinations = await tx.execute<{ branchName: string; count: number }>(sql`
    select b.name as "branchName", count(*)::int as "count"
    from transfer_list_members t join branches b on b.id = t.destination_branch_id
    where t.transfer_list_id = ${listId} and ${WAITING} and cardinality(t.block_reasons) = 0
    group by b.name order by count(*) desc, b.name`);
  const row = counts.rows[0];
  return {
    total: row?.total ?? 0,
    transferred: row?.transferred ?? 0,
    failed: row?.failed ?? 0,
    inProgress: row?.inProgress ?? 0,
    undone: row?.undone ?? 0,
    canMove: row?.canMove ?? 0,
    cannotMove: row?.cannotMove ?? 0,
    canMoveByDestination: destinations.rows,
  };
}
