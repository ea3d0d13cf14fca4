import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import type { TransferBlockReason } from './transfer-list-rules.ts';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Where a dry run reads its member from: their person id, the list's source and destination. */
export interface DryRunSubject {
  personId: SQL;
  sourceBranchId: SQL;
  destinationBranchId: SQL;
}

/**
 * The dry run (docs/bulk-transfer.md "Dry run") of one row, as joins onto a query that has the
 * member's person as `p`: `dry.block_reasons`, `dry.price` and `dry.future_bookings`. Why a transfer
 * would be refused now, the price they pay and will pay (the contract moves with them, so the
 * same), and their bookings at the source branch still to come. Reasons, in order:
 * ALREADY_AT_DESTINATION, NO_ACTIVE_MEMBERSHIP (none in force at their home branch), OVERDUE (the
 * overdue tag), OTHER_COUNTRY (the destination in another country: the contract's price is in the
 * home country's currency, billed through its banking region), BLOCKED, SUSPENDED (stored, or a suspension covering today), AWAITING_PAYMENT_SETUP
 * (a billing account still DDR_PENDING), DEBITED_TODAY (a debit submitted today whose outcome is
 * not known: moving its account mid-debit would split it between two accounts). Set-based: the
 * generation computes it in the statement that inserts the candidates, a refresh in one update;
 * the memberships in force are read once per member (their ids, statuses and latest price).
 */
export function dryRunJoins(subject: DryRunSubject, today: string): SQL {
  return sql`
    left join lateral (
      select array_agg(m.id) as ids, bool_or(m.status = 'BLOCKED') as blocked,
        bool_or(m.status = 'SUSPENDED') as suspended,
        (array_agg(o.payment_amount order by m.start_date desc))[1] as price
      from memberships m join payment_options o on o.id = m.payment_option_id
      where m.person_id = ${subject.personId} and m.branch_id = p.home_branch_id
        and m.status not in ('ENDED', 'EXPIRED') and (m.end_date is null or m.end_date > ${today}::date)
    ) live on true
    cross join lateral (
      select array_remove(array[
        case when p.home_branch_id = ${subject.destinationBranchId} then 'ALREADY_AT_DESTINATION' end,
        case when live.ids is null then 'NO_ACTIVE_MEMBERSHIP' end,
        case when 'overdue' = any(p.tags) then 'OVERDUE' end,
        case when (select h.country from branches h where h.id = p.home_branch_id)
                  <> (select d.country from branches d where d.id = ${subject.destinationBranchId})
          then 'OTHER_COUNTRY' end,
        case when live.blocked then 'BLOCKED' end,
        case when live.suspended
          or exists (select 1 from membership_suspensions s where s.membership_id = any(live.ids)
                     and s.kind = 'SUSPENSION' and s.start_date <= ${today}::date and s.end_date > ${today}::date)
          then 'SUSPENDED' end,
        case when exists (select 1 from membership_billing_accounts a
                          where a.membership_id = any(live.ids) and a.ddr_status = 'DDR_PENDING')
          then 'AWAITING_PAYMENT_SETUP' end,
        case when exists (select 1 from ledger_entries e
                          where e.membership_id = any(live.ids) and e.type = 'DEBIT_SUBMITTED' and e.date = ${today}::date
                            and not exists (select 1 from ledger_entries o where o.membership_id = e.membership_id
                                            and o.reference = e.reference and o.type in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED')))
          then 'DEBITED_TODAY' end
      ]::text[], null) as block_reasons,
      live.price,
      (select count(*) from session_bookings b join sessions s on s.id = b.session_id
       where b.person_id = ${subject.personId} and b.cancelled_at is null and b.status = 'BOOKED'
         and s.branch_id = ${subject.sourceBranchId} and s.starts_at > now())::int as future_bookings
    ) dry`;
}

const LISTED: DryRunSubject = {
  personId: sql`c.person_id`,
  sourceBranchId: sql`c.source_branch_id`,
  destinationBranchId: sql`c.destination_branch_id`,
};

function refreshStatement(listId: string, today: string, personIds: readonly string[] | null): SQL {
  return sql`
    update transfer_list_members t set block_reasons = r.block_reasons, current_price = r.price,
      new_price = r.price, future_bookings = r.future_bookings, dry_run_at = now()
    from (
      select c.person_id, dry.block_reasons, dry.price, dry.future_bookings
      from transfer_list_members c
      join persons p on p.id = c.person_id
      ${dryRunJoins(LISTED, today)}
      where c.transfer_list_id = ${listId}
        ${personIds ? sql`and c.person_id = any(${uuidArray(personIds)})` : sql``}
    ) r
    where t.transfer_list_id = ${listId} and t.person_id = r.person_id`;
}

/** Every member's dry run again (or `personIds`'), now: one statement. */
export async function refreshDryRun(
  tx: Transaction,
  listId: string,
  today: string,
  personIds: readonly string[] | null = null,
): Promise<void> {
  await tx.execute(refreshStatement(listId, today, personIds));
}

/**
 * One member of a run, in one statement: their row is locked and their dry run refreshed, only if
 * they are still IN_PROGRESS for `runId` (a second worker waits for the lock, then finds them
 * settled: null). Answers where they go and the reasons they cannot (empty: they can move).
 */
export async function refreshRunMemberDryRun(
  tx: Transaction,
  member: { listId: string; personId: string; runId: string },
  today: string,
): Promise<{ destinationBranchId: string; blockReasons: TransferBlockReason[] } | null> {
  const result = await tx.execute<{
    destination_branch_id: string;
    block_reasons: TransferBlockReason[];
  }>(sql`
    ${refreshStatement(member.listId, today, [member.personId])}
      and t.result_status = 'IN_PROGRESS' and t.run_id = ${member.runId}
    returning t.destination_branch_id, t.block_reasons`);
  const [row] = result.rows;
  return row ? { destinationBranchId: row.destination_branch_id, blockReasons: row.block_reasons } : null;
}
