import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { correspondenceSends } from '../correspondence.table.ts';

export type NewSend = typeof correspondenceSends.$inferInsert;

/** The log rows of many occasions in one statement; answers those that were new (the others were logged before). */
export async function insertSends(
  tx: Transaction,
  sends: NewSend[],
): Promise<{ id: string; personId: string; occasionKey: string }[]> {
  if (sends.length === 0) return [];
  return tx
    .insert(correspondenceSends)
    .values(sends)
    .onConflictDoNothing({
      target: [
        correspondenceSends.applicationId,
        correspondenceSends.ruleId,
        correspondenceSends.personId,
        correspondenceSends.occasionKey,
      ],
    })
    .returning({
      id: correspondenceSends.id,
      personId: correspondenceSends.personId,
      occasionKey: correspondenceSends.occasionKey,
    });
}

/** The log row of one occasion; null when the occasion was logged before (nothing to send). */
export async function insertSend(tx: Transaction, send: NewSend): Promise<string | null> {
  const [row] = await tx
    .insert(correspondenceSends)
    .values(send)
    .onConflictDoNothing({
      target: [
        correspondenceSends.applicationId,
        correspondenceSends.ruleId,
        correspondenceSends.personId,
        correspondenceSends.occasionKey,
      ],
    })
    .returning({ id: correspondenceSends.id });
  return row?.id ?? null;
}

export interface PendingSms {
  id: string;
  to: string;
  body: string;
}

/** The branch's SMS waiting to go, oldest first, locked so two senders never take the same one. */
export async function lockPendingSms(
  tx: Transaction,
  branchId: string,
  limit: number,
): Promise<PendingSms[]> {
  const result = await tx.execute<{ id: string; to_address: string; body: string | null }>(sql`
    select id, to_address, body from correspondence_sends
    where branch_id = ${branchId}::uuid and status = 'PENDING'
    order by created_at, id limit ${limit} for update skip locked`);
  return result.rows.map((row) => ({ id: row.id, to: row.to_address, body: row.body ?? '' }));
}

/** The SMS was handed to the gateway (or refused by it): its body is no longer kept. */
export async function markSmsOutcome(
  tx: Transaction,
  id: string,
  outcome: { sent: true } | { sent: false; reason: string },
): Promise<void> {
  await tx.execute(sql`
    update correspondence_sends set body = null, sent_at = now(),
      status = ${outcome.sent ? 'SENT' : 'FAILED'}, failure_reason = ${outcome.sent ? null : outcome.reason}
    where id = ${id}::uuid`);
}

/** Holds the branch's run for the transaction: a second run waits, then finds everything logged. */
export async function lockBranchRun(tx: Transaction, branchId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`correspondence:${branchId}`}, 0))`);
}
