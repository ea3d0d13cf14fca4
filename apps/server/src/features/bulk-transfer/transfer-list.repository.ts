import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
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
 * ones only when asked) counted per person and branch, then per person the visits at the home
 * branch and at the branch with the most visits elsewhere (ties: the lower branch id, so a list is
 * reproducible). A person is a candidate when that branch has at least `minVisits` visits and at
 * least `minVisitsPercentage` % of all their visits, they hold a membership in force at home of the
 * payment type (direct debit: billed through a provider account; pay in full: not), and, unless
 * overdue members are included, they are not tagged overdue. Visits are read by
 * `arrivals_branch_idx` (application, branch, time, granted) with PostgreSQL 18's skip scan over
 * the branches (bench: a month of 270,000 arrivals counted in 1.4 s); the range is the
 * organisation's calendar days.
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
  const paymentType =
    p.membershipPaymentType === 'DIRECT_DEBIT'
      ? sql`and exists (select 1 from membership_billing_accounts a where a.membership_id = m.id)`
      : p.membershipPaymentType === 'PAY_IN_FULL'
        ? sql`and not exists (select 1 from membership_billing_accounts a where a.membership_id = m.id)`
        : sql``;
  const result = await tx.execute(sql`
    insert into transfer_list_members (application_id, transfer_list_id, person_id, source_branch_id,
      destination_branch_id, source_visits, destination_visits, total_visits)
    select ${list.applicationId}, ${list.id}, c.person_id, c.home_branch_id, c.destination, c.home_visits,
      c.destination_visits, c.total
    from (
      select v.person_id, any_value(p.home_branch_id) as home_branch_id, any_value(p.tags) as tags,
        sum(v.visits)::int as total,
        coalesce(sum(v.visits) filter (where v.branch_id = p.home_branch_id), 0)::int as home_visits,
        (array_agg(v.branch_id order by v.visits desc, v.branch_id) filter (where v.branch_id <> p.home_branch_id))[1] as destination,
        max(v.visits) filter (where v.branch_id <> p.home_branch_id) as destination_visits
      from (
        select a.person_id, a.branch_id, count(*)::int as visits
        from arrivals a
        where a.arrived_at >= (${p.reportFromDate}::date)::timestamp at time zone ${list.timeZone}
          and a.arrived_at < (${p.reportToDate}::date + 1)::timestamp at time zone ${list.timeZone}
          and a.granted and a.person_id is not null
          ${p.includeManualVisits ? sql`` : sql`and not ('MANUAL' = any(a.tags))`}
        group by a.person_id, a.branch_id
      ) v
      join persons p on p.id = v.person_id and p.home_branch_id is not null
      group by v.person_id
    ) c
    where c.destination is not null
      and c.destination_visits >= ${p.minVisits}
      and c.destination_visits * 100 >= ${p.minVisitsPercentage} * c.total
      ${p.includeOverdue ? sql`` : sql`and not ('overdue' = any(c.tags))`}
      and exists (
        select 1 from memberships m
        where m.person_id = c.person_id and m.branch_id = c.home_branch_id
          and m.status not in ('ENDED', 'EXPIRED') and (m.end_date is null or m.end_date > ${list.today}::date)
          ${paymentType})`);
  return result.rowCount ?? 0;
}
