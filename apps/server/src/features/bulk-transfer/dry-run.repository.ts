import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The dry run (docs/bulk-transfer.md "Dry run"): for each member of the list (or of `personIds`),
 * why a transfer would be refused now, the price they pay and will pay (the contract moves with
 * them, so the same), and their bookings at the source branch still to come. Reasons, in order:
 * ALREADY_AT_DESTINATION, NO_ACTIVE_MEMBERSHIP (none in force at their home branch), OVERDUE (the
 * overdue tag), BLOCKED, SUSPENDED (stored, or a suspension covering today), AWAITING_PAYMENT_SETUP
 * (a billing account still DDR_PENDING), DEBITED_TODAY (a debit submitted today whose outcome is
 * not known: moving its account mid-debit would split it between two accounts). One statement.
 */
export async function refreshDryRun(
  tx: Transaction,
  listId: string,
  today: string,
  personIds: readonly string[] | null = null,
): Promise<void> {
  await tx.execute(sql`
    with facts as (
      select t.person_id,
        p.home_branch_id = t.destination_branch_id as at_destination,
        'overdue' = any(p.tags) as overdue,
        live.ids as live_ids
      from transfer_list_members t
      join persons p on p.id = t.person_id
      left join lateral (
        select array_agg(m.id) as ids from memberships m
        where m.person_id = t.person_id and m.branch_id = p.home_branch_id
          and m.status not in ('ENDED', 'EXPIRED') and (m.end_date is null or m.end_date > ${today}::date)
      ) live on true
      where t.transfer_list_id = ${listId}
        ${personIds ? sql`and t.person_id = any(${uuidArray(personIds)})` : sql``}
    ), reasons as (
      select f.person_id, array_remove(array[
        case when f.at_destination then 'ALREADY_AT_DESTINATION' end,
        case when f.live_ids is null then 'NO_ACTIVE_MEMBERSHIP' end,
        case when f.overdue then 'OVERDUE' end,
        case when exists (select 1 from memberships m where m.id = any(f.live_ids) and m.status = 'BLOCKED')
          then 'BLOCKED' end,
        case when exists (select 1 from memberships m where m.id = any(f.live_ids) and m.status = 'SUSPENDED')
          or exists (select 1 from membership_suspensions s where s.membership_id = any(f.live_ids)
                     and s.kind = 'SUSPENSION' and s.start_date <= ${today}::date and s.end_date > ${today}::date)
          then 'SUSPENDED' end,
        case when exists (select 1 from membership_billing_accounts a
                          where a.membership_id = any(f.live_ids) and a.ddr_status = 'DDR_PENDING')
          then 'AWAITING_PAYMENT_SETUP' end,
        case when exists (select 1 from ledger_entries e
                          where e.membership_id = any(f.live_ids) and e.type = 'DEBIT_SUBMITTED' and e.date = ${today}::date
                            and not exists (select 1 from ledger_entries o where o.membership_id = e.membership_id
                                            and o.reference = e.reference and o.type in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED')))
          then 'DEBITED_TODAY' end
      ]::text[], null) as block_reasons,
      (select o.payment_amount from memberships m join payment_options o on o.id = m.payment_option_id
       where m.id = any(f.live_ids) order by m.start_date desc limit 1) as price
      from facts f
    )
    update transfer_list_members t set block_reasons = r.block_reasons, current_price = r.price,
      new_price = r.price, dry_run_at = now(),
      future_bookings = (select count(*) from session_bookings b join sessions s on s.id = b.session_id
                         where b.person_id = t.person_id and b.cancelled_at is null and b.status = 'BOOKED'
                           and s.branch_id = t.source_branch_id and s.starts_at > now())::int
    from reasons r
    where t.transfer_list_id = ${listId} and t.person_id = r.person_id`);
}
