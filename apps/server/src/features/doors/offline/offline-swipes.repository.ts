import { RE_ENTRY_WINDOW_MINUTES } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';

/** A granted entry at the branch, as re-entry reads it. */
export interface GrantedEntry {
  at: Temporal.Instant;
  membershipId: string | null;
}

/**
 * The persons' granted arrivals at the branch from the re-entry window before `from` up to `to`
 * (an upload's span), by person, in one statement through arrivals_person_idx: each uploaded swipe
 * is judged by what came before it, not by what was recorded since.
 */
export async function grantedEntriesBetween(
  tx: Transaction,
  personIds: readonly string[],
  branchId: string,
  span: { from: Date; to: Date },
): Promise<Map<string, GrantedEntry[]>> {
  const byPerson = new Map<string, GrantedEntry[]>();
  if (personIds.length === 0) return byPerson;
  const result = await tx.execute<{
    person_id: string;
    arrived_at: string;
    membership_id: string | null;
  }>(sql`
    select person_id, arrived_at::text, membership_id from arrivals
    where person_id = any(${sql.param([...personIds])}::uuid[]) and branch_id = ${branchId} and granted
      and arrived_at >= ${span.from.toISOString()}::timestamptz - make_interval(mins => ${RE_ENTRY_WINDOW_MINUTES})
      and arrived_at <= ${span.to.toISOString()}::timestamptz`);
  for (const row of result.rows) {
    const entries = byPerson.get(row.person_id) ?? [];
    entries.push({
      at: Temporal.Instant.from(new Date(row.arrived_at).toISOString()),
      membershipId: row.membership_id,
    });
    byPerson.set(row.person_id, entries);
  }
  return byPerson;
}

/**
 * The arrivals this door already stored for these swipe ids (an upload sent again, or swipes that
 * reached the server online before the line dropped), by swipe id: one statement for the batch.
 */
export async function storedSwipes(
  tx: Transaction,
  doorId: string,
  swipeIds: readonly string[],
): Promise<Map<string, string>> {
  if (swipeIds.length === 0) return new Map();
  const result = await tx.execute<{ swipe_id: string; id: string }>(sql`
    select swipe_id, id from arrivals
    where door_id = ${doorId} and swipe_id = any(${sql.param([...swipeIds])}::text[])`);
  return new Map(result.rows.map((row) => [row.swipe_id, row.id]));
}
