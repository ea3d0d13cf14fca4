import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import type { DemoVisit, MoverState } from './demo-movers.ts';

/**
 * The movers' visits as manual arrivals the branch's front desk recorded (one statement). Not door
 * swipes: a door admits a member only at branches where they hold a membership or a Member role
 * (docs/access-control.md), and the demo's arrivals agree with the door (seed/demo-agrees.test.ts).
 */
export async function insertDemoVisits(tx: Transaction, applicationId: string, visits: readonly DemoVisit[]) {
  if (visits.length === 0) return;
  const column = <T>(pick: (visit: DemoVisit) => T) => sql.param(visits.map(pick));
  await tx.execute(sql`
    insert into arrivals (id, application_id, person_id, branch_id, arrived_at, received_at, tags, granted,
      recorded_by_user_id)
    select id, ${applicationId}, person_id, branch_id, arrived_at, arrived_at, '{MANUAL}', true, recorded_by
    from unnest(${column((v) => v.id)}::uuid[], ${column((v) => v.personId)}::uuid[],
      ${column((v) => v.branchId)}::uuid[], ${column((v) => v.arrivedAt.toISOString())}::timestamptz[],
      ${column((v) => v.recordedByUserId)}::uuid[])
      as v(id, person_id, branch_id, arrived_at, recorded_by)
    on conflict do nothing`);
}

/**
 * What each person's memberships at home make of them as a mover: overdue (the tag), suspended,
 * awaiting payment setup, else able to move when they hold a membership in force; absent: none.
 */
export async function moverStates(
  tx: Transaction,
  personIds: readonly string[],
  today: string,
): Promise<Map<string, MoverState>> {
  if (personIds.length === 0) return new Map();
  const result = await tx.execute<{ person_id: string; state: MoverState }>(sql`
    select p.id as person_id,
      case when 'overdue' = any(p.tags) then 'OVERDUE'
        when bool_or(m.status = 'SUSPENDED') then 'SUSPENDED'
        when bool_or(a.ddr_status = 'DDR_PENDING') then 'AWAITING_PAYMENT_SETUP'
        when bool_or(m.status = 'BLOCKED') then null
        else 'CAN_MOVE' end as state
    from persons p
    join memberships m on m.person_id = p.id and m.branch_id = p.home_branch_id
      and m.status not in ('ENDED', 'EXPIRED') and (m.end_date is null or m.end_date > ${today}::date)
    left join membership_billing_accounts a on a.membership_id = m.id
    where p.id = any(${sql.param([...personIds])}::uuid[])
    group by p.id, p.tags`);
  return new Map(result.rows.filter((row) => row.state !== null).map((row) => [row.person_id, row.state]));
}
