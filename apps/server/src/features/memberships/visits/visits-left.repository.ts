import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/**
 * Sets every visit pass of the organisation to its plan's number of visits less those used (`used`
 * per membership; a pass not listed used none). Only visit passes are touched: the others have no
 * count. The demo seed calls it once its arrivals are decided, so the count shown on a membership
 * is what its arrivals say (docs/arrivals.md "Derived facts").
 */
export async function setVisitPassesUsed(tx: Transaction, used: ReadonlyMap<string, number>): Promise<void> {
  const ids = [...used.keys()];
  await tx.execute(sql`
    with u as (
      select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(ids.map((id) => used.get(id) ?? 0))}::int[])
        as u(membership_id, used)
    )
    update memberships m
    set number_of_visits_left =
      greatest(p.number_of_visits - coalesce((select u.used from u where u.membership_id = m.id), 0), 0)
    from membership_plans p
    where p.id = m.membership_plan_id and p.type = 'VISITOR_PASS'`);
}
