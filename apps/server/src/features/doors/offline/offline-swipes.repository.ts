import { RE_ENTRY_WINDOW_MINUTES } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';

/**
 * The person's latest granted arrival at the branch in the re-entry window before `at` (an
 * uploaded swipe's own time, so a swipe decided offline is judged by what came before it, not by
 * what was recorded since). Read through arrivals_person_idx.
 */
export async function lastGrantedArrivalBefore(
  tx: Transaction,
  personId: string,
  branchId: string,
  at: Date,
): Promise<{ at: Temporal.Instant; membershipId: string | null } | null> {
  const result = await tx.execute<{ arrived_at: string; membership_id: string | null }>(sql`
    select arrived_at::text, membership_id from arrivals
    where person_id = ${personId} and branch_id = ${branchId} and granted
      and arrived_at < ${at.toISOString()}::timestamptz
      and arrived_at >= ${at.toISOString()}::timestamptz - make_interval(mins => ${RE_ENTRY_WINDOW_MINUTES})
    order by arrived_at desc limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    at: Temporal.Instant.from(new Date(row.arrived_at).toISOString()),
    membershipId: row.membership_id,
  };
}
