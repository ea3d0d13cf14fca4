import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { type DryRunSubject, dryRunJoins } from './dry-run.repository.ts';
import type { CreateTransferListInput } from './transfer-list-input.ts';
import type { TransferListStatus } from './transfer-list-rules.ts';

export interface TransferListRow {
  id: string;
  status: TransferListStatus;
  errorMessage: string | null;
  errorType: string | null;
  createdByUserId: string;
  createdAt: Date;
  archivedAt: Date | null;
  doneAt: Date | null;
  params: CreateTransferListInput;
  /** The latest run's heartbeat is older than the timeout while it is not finished. */
  stalled: boolean;
}

type ListRecord = {
  id: string;
  status: TransferListStatus;
  error_message: string | null;
  error_type: string | null;
  created_by_user_id: string;
  /** Timestamps come back as text from a raw statement. */
  created_at: string;
  archived_at: string | null;
  done_at: string | null;
  report_from_date: string;
  report_to_date: string;
  min_visits: number;
  min_visits_percentage: number;
  include_overdue: boolean;
  include_manual_visits: boolean;
  membership_payment_type: CreateTransferListInput['membershipPaymentType'];
  stalled: boolean;
};

const toList = (row: ListRecord): TransferListRow => ({
  id: row.id,
  status: row.status,
  errorMessage: row.error_message,
  errorType: row.error_type,
  createdByUserId: row.created_by_user_id,
  createdAt: new Date(row.created_at),
  archivedAt: row.archived_at === null ? null : new Date(row.archived_at),
  doneAt: row.done_at === null ? null : new Date(row.done_at),
  params: {
    reportFromDate: row.report_from_date,
    reportToDate: row.report_to_date,
    minVisits: row.min_visits,
    minVisitsPercentage: row.min_visits_percentage,
    includeOverdue: row.include_overdue,
    includeManualVisits: row.include_manual_visits,
    membershipPaymentType: row.membership_payment_type,
  },
  stalled: row.stalled,
});

function listSelect(timeoutSeconds: number) {
  return sql`
    select l.id, l.status, l.error_message, l.error_type, l.created_by_user_id, l.created_at, l.archived_at,
      l.done_at, l.report_from_date::text, l.report_to_date::text, l.min_visits, l.min_visits_percentage,
      l.include_overdue, l.include_manual_visits, l.membership_payment_type,
      coalesce((select r.finished_at is null and r.heartbeat_at < now() - make_interval(secs => ${timeoutSeconds})
                from transfer_runs r where r.transfer_list_id = l.id order by r.started_at desc limit 1), false) as stalled
    from transfer_lists l`;
}

/** The organisation's latest list (the live one, else the last archived). */
export async function findLatestList(
  tx: Transaction,
  timeoutSeconds: number,
): Promise<TransferListRow | null> {
  const result = await tx.execute<ListRecord>(
    sql`${listSelect(timeoutSeconds)} order by (l.status <> 'ARCHIVED') desc, l.created_at desc limit 1`,
  );
  const [row] = result.rows;
  return row ? toList(row) : null;
}

export async function findList(
  tx: Transaction,
  id: string,
  timeoutSeconds: number,
  options: { lock?: boolean } = {},
): Promise<TransferListRow | null> {
  const result = await tx.execute<ListRecord>(
    sql`${listSelect(timeoutSeconds)} where l.id = ${id} ${options.lock ? sql`for update of l` : sql``}`,
  );
  const [row] = result.rows;
  return row ? toList(row) : null;
}

/** Serialises the organisation's list writes to the end of the transaction (one live list). */
export async function lockOrganisationLists(tx: Transaction, applicationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('transfer-lists:' || ${applicationId}, 0))`,
  );
}

/** Archives the organisation's live list, if any (a new list overwrites it, spec 3 §4). */
export async function archiveLiveLists(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update transfer_lists set status = 'ARCHIVED', archived_at = now() where status <> 'ARCHIVED'`);
}

export async function insertList(
  tx: Transaction,
  row: { applicationId: string; createdByUserId: string; params: CreateTransferListInput },
): Promise<string> {
  const p = row.params;
  const result = await tx.execute<{ id: string }>(sql`
    insert into transfer_lists (application_id, status, created_by_user_id, report_from_date, report_to_date,
      min_visits, min_visits_percentage, include_overdue, include_manual_visits, membership_payment_type)
    values (${row.applicationId}, 'GENERATING', ${row.createdByUserId}, ${p.reportFromDate}, ${p.reportToDate},
      ${p.minVisits}, ${p.minVisitsPercentage}, ${p.includeOverdue}, ${p.includeManualVisits}, ${p.membershipPaymentType})
    returning id`);
  const [inserted] = result.rows;
  if (!inserted) throw new Error('transfer list insert returned no row');
  return inserted.id;
}

export async function setListStatus(
  tx: Transaction,
  id: string,
  status: TransferListStatus,
  extra: { error?: { message: string; type: string | null }; done?: boolean } = {},
): Promise<void> {
  await tx.execute(sql`
    update transfer_lists set status = ${status},
      archived_at = case when ${status} = 'ARCHIVED' then now() else null end,
      error_message = ${extra.error?.message ?? null}, error_type = ${extra.error?.type ?? null},
      done_at = case when ${extra.done ?? false} then now() else done_at end
    where id = ${id}`);
}

/**
 * Spec 3 §5 "Transfer list generation", as one statement: the granted visits of the range (manual
 * ones only when asked) counted per person and branch in one pass over the range's arrivals, and
 * each person's total beside them (a window over the person's branches). A person is a candidate at
 * a branch other than home that holds at least `minVisits` visits and at least
 * `minVisitsPercentage` % of all their visits; they hold a membership in force at home of the
 * payment type (direct debit: billed through a provider account; pay in full: not), and, unless
 * overdue members are included, they are not tagged overdue.
 *
 * The minimum share is over 50 % (51–100, the table's check), so that branch has more visits than
 * all the others together: it is the person's most visited branch and the only one that can
 * qualify, which is why no person needs their home branch (a join of every visitor to persons)
 * before the few candidates are found. Visits are read by `arrivals_branch_idx` (application,
 * branch, time, granted) with PostgreSQL 18's skip scan over the branches; the range is the
 * organisation's calendar days. Bench: docs/bulk-transfer.md, bench/README.md.
 */
export async function insertCandidates(
  tx: Transaction,
  list: {
    applicationId: string;
    id: string;
    params: CreateTransferListInput;
    timeZone: string;
    today: string;
  },
): Promise<number> {
  const p = list.params;
  // A membership in force at home (the dry run's `live`) of the payment type: one billed through
  // a provider account (direct debit), or one without (pay in full).
  const ofType = (billed: boolean) => sql`exists (select 1 from unnest(live.ids) as l(id)
    where ${billed ? sql`` : sql`not`} exists (select 1 from membership_billing_accounts a where a.membership_id = l.id))`;
  const paymentType =
    p.membershipPaymentType === 'DIRECT_DEBIT'
      ? ofType(true)
      : p.membershipPaymentType === 'PAY_IN_FULL'
        ? ofType(false)
        : sql`true`;
  const candidate: DryRunSubject = {
    personId: sql`c.person_id`,
    sourceBranchId: sql`p.home_branch_id`,
    destinationBranchId: sql`c.branch_id`,
  };
  // The sort of a month's visits by person (hundreds of thousands of rows) stays in memory.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const result = await tx.execute(sql`
    with visits as materialized (
      select a.person_id, a.branch_id, count(*)::int as visits
      from arrivals a
      where a.arrived_at >= (${p.reportFromDate}::date)::timestamp at time zone ${list.timeZone}
        and a.arrived_at < (${p.reportToDate}::date + 1)::timestamp at time zone ${list.timeZone}
        and a.granted and a.person_id is not null
        ${p.includeManualVisits ? sql`` : sql`and not ('MANUAL' = any(a.tags))`}
      group by a.person_id, a.branch_id
    ), shares as (
      select v.person_id, v.branch_id, v.visits, sum(v.visits) over (partition by v.person_id)::int as total
      from visits v
    )
    insert into transfer_list_members (application_id, transfer_list_id, person_id, source_branch_id,
      destination_branch_id, source_visits, destination_visits, total_visits, block_reasons, current_price,
      new_price, future_bookings)
    select ${list.applicationId}, ${list.id}, c.person_id, p.home_branch_id, c.branch_id,
      coalesce(home.visits, 0), c.visits, c.total, dry.block_reasons, dry.price, dry.price, dry.future_bookings
    from shares c
    join persons p on p.id = c.person_id and p.home_branch_id is not null and p.home_branch_id <> c.branch_id
    left join visits home on home.person_id = c.person_id and home.branch_id = p.home_branch_id
    ${dryRunJoins(candidate, list.today)}
    where c.visits >= ${p.minVisits}
      and c.visits * 100 >= ${p.minVisitsPercentage} * c.total
      ${p.includeOverdue ? sql`` : sql`and not ('overdue' = any(p.tags))`}
      and live.ids is not null and ${paymentType}`);
  return result.rowCount ?? 0;
}
