import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** Visits per statement: three column arrays, however many visits. */
const BATCH = 20_000;

/**
 * Moves each role's last visit at a branch forward to `at` (the member list and profile read it:
 * spec 2 §3 roles' lastVisitTimestamp). Never back: a visit reported late (a door that was cut
 * off and uploads afterwards) leaves a later one in place; `greatest` takes `at` over no visit.
 * Every role the person holds at the branch takes it; a person with no role there is left alone.
 * Several visits of one person at one branch may come in one call, in any order: the latest counts.
 */
export async function recordLastVisits(
  tx: Transaction,
  visits: readonly { personId: string; branchId: string; at: Date }[],
): Promise<void> {
  for (let i = 0; i < visits.length; i += BATCH) {
    const batch = visits.slice(i, i + BATCH);
    // One parameter per column: drizzle would spread a bare array into a parameter per element.
    const column = <T>(pick: (visit: (typeof batch)[number]) => T) => sql.param(batch.map(pick));
    // The latest visit per person and branch first: an UPDATE … FROM whose row matches several
    // visits takes one of them, not the latest (a mover's month of visits kept an earlier one).
    await tx.execute(sql`
      update person_branch_roles r set last_visit_at = greatest(r.last_visit_at, v.at)
      from (
        select person_id, branch_id, max(at) as at
        from unnest(
          ${column((v) => v.personId)}::uuid[], ${column((v) => v.branchId)}::uuid[],
          ${column((v) => v.at.toISOString())}::timestamptz[]
        ) as u(person_id, branch_id, at)
        group by person_id, branch_id
      ) as v
      where r.person_id = v.person_id and r.branch_id = v.branch_id`);
  }
}
