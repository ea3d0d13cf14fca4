import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

/**
 * Whether a member the list transferred has moved since: they no longer live at the list's
 * destination, or a transfer of theirs (by hand, or by another list) came after the list's. The
 * list's own transfer and the member's TRANSFERRED share a transaction, so their times are equal.
 */
export async function movedSinceTransfer(
  tx: Transaction,
  listId: string,
  personId: string,
): Promise<boolean> {
  const result = await tx.execute<{ moved: boolean }>(sql`
    select p.home_branch_id is distinct from t.destination_branch_id
      or exists (select 1 from person_transfers pt
                 where pt.person_id = t.person_id and pt.transferred_at > t.result_at) as moved
    from transfer_list_members t
    join persons p on p.id = t.person_id
    where t.transfer_list_id = ${listId} and t.person_id = ${personId}`);
  return result.rows[0]?.moved ?? true;
}

/** The run that now acts on a member (an undo of that member alone). */
export async function assignMemberRun(
  tx: Transaction,
  listId: string,
  personId: string,
  runId: string,
): Promise<void> {
  await tx.execute(sql`
    update transfer_list_members set run_id = ${runId}
    where transfer_list_id = ${listId} and person_id = ${personId}`);
}
