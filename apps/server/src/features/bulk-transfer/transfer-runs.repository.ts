import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

export type RunKind = 'TRANSFER' | 'RETRY' | 'UNDO';

export interface TransferRunRow {
  id: string;
  transferListId: string;
  kind: RunKind;
  ticketId: string;
  startedByUserId: string;
  startedAt: Date;
  finishedAt: Date | null;
  memberIds: string[];
}

type RunRecord = {
  id: string;
  transfer_list_id: string;
  kind: RunKind;
  ticket_id: string;
  started_by_user_id: string;
  /** Timestamps come back as text from a raw statement. */
  started_at: string;
  finished_at: string | null;
  member_ids: string[];
};

const toRun = (row: RunRecord): TransferRunRow => ({
  id: row.id,
  transferListId: row.transfer_list_id,
  kind: row.kind,
  ticketId: row.ticket_id,
  startedByUserId: row.started_by_user_id,
  startedAt: new Date(row.started_at),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  memberIds: row.member_ids,
});

export async function insertRun(
  tx: Transaction,
  run: {
    id: string;
    applicationId: string;
    listId: string;
    kind: RunKind;
    ticketId: string;
    userId: string;
    memberIds: string[];
  },
): Promise<string> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into transfer_runs (id, application_id, transfer_list_id, kind, ticket_id, started_by_user_id, member_ids)
    values (${run.id}, ${run.applicationId}, ${run.listId}, ${run.kind}, ${run.ticketId}, ${run.userId},
      ${`{${run.memberIds.join(',')}}`}::uuid[])
    returning id`);
  const [row] = result.rows;
  if (!row) throw new Error('transfer run insert returned no row');
  return row.id;
}

export async function findRun(tx: Transaction, id: string): Promise<TransferRunRow | null> {
  const result = await tx.execute<RunRecord>(sql`select * from transfer_runs where id = ${id}`);
  const [row] = result.rows;
  return row ? toRun(row) : null;
}

export async function runsOfList(tx: Transaction, listId: string): Promise<TransferRunRow[]> {
  const result = await tx.execute<RunRecord>(
    sql`select * from transfer_runs where transfer_list_id = ${listId} order by started_at, id`,
  );
  return result.rows.map(toRun);
}

/** The worker is alive on the run (a stalled run is one whose heartbeat stopped). */
export async function touchRun(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`update transfer_runs set heartbeat_at = now() where id = ${id}`);
}

export async function finishRun(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`update transfer_runs set finished_at = coalesce(finished_at, now()) where id = ${id}`);
}
