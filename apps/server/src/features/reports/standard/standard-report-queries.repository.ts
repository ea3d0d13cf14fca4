import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { readRowsThroughCursor } from '../result-sets/report-cursor.repository.ts';
import type { ReportRow, ReportScope } from '../result-sets/report-source.ts';
import type { StandardReportParams } from './standard-report-request.ts';

/**
 * The standard reports' SQL (docs/reports.md "Standard reports"). Every report counts days in the
 * branch's own zone: a range [from, to] at a branch is the instants from `from` 00:00 to `to + 1`
 * 00:00 on its wall clock (so a sign-up at 23:30 in Auckland on the last day counts), written as a
 * range on the stored instant so the (branch, time) indexes serve it. Rows are limited to the
 * result set's branches and come in a stable order (ties broken by id).
 */

const branchesOf = (scope: ReportScope) => sql`${sql.param([...scope.branchIds])}::uuid[]`;

/**
 * The instants of the range's first and last day at branch `b`. The exact bounds depend on the
 * branch's zone, which PostgreSQL may not use in an index condition under row-level security (a
 * branch's column passed to a function that is not leakproof), so constant bounds a day wider on
 * each side (every zone is within 14 hours of UTC) come first: the (branch, time) and (person,
 * time) indexes read only the range, and the exact bounds filter its edges.
 */
function inRange(column: SQL, params: StandardReportParams): SQL {
  const widerFrom = new Date(Date.parse(`${params.startDate}T00:00:00Z`) - 86_400_000);
  const widerTo = new Date(Date.parse(`${params.endDate}T00:00:00Z`) + 2 * 86_400_000);
  return sql`${column} >= ${widerFrom.toISOString()}::timestamptz and ${column} < ${widerTo.toISOString()}::timestamptz
    and ${column} >= (${params.startDate}::date)::timestamp at time zone b.time_zone
    and ${column} < (${params.endDate}::date + 1)::timestamp at time zone b.time_zone`;
}

/** The member's columns every member report shows, and the link's hidden ids. */
const MEMBER = sql`p.id::text as "memberId", p.home_branch_id::text as "homeBranchId", b.time_zone as "timeZone",
  b.name as "branchName", p.first_name || ' ' || p.last_name as "memberName",
  p.first_name as "firstName", p.last_name as "lastName", p.email as email,
  nullif(concat_ws(' ', p.mobile_phone ->> 'countryCode', p.mobile_phone ->> 'number'), '') as mobile`;

/** Each branch's "today" (the billing clock in its zone), as jsonb { branchId: date }. */
const todayAt = (todays: Record<string, string>, branch: SQL) =>
  sql`(${JSON.stringify(todays)}::jsonb ->> ${branch}::text)::date`;

function read(tx: Transaction, query: SQL): AsyncIterable<ReportRow> {
  return readRowsThroughCursor(tx, query);
}

export function memberSignUpRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, mp.name as "membershipName", m.start_date::text as "startDate",
          m.created_at as "signedUpAt", m.join_fee as "joinFee", m.access_card_fee as "accessCardFee"
        from branches b
        join memberships m on m.branch_id = b.id
        join persons p on p.id = m.person_id
        join membership_plans mp on mp.id = m.membership_plan_id
        where b.id = any(${branchesOf(scope)}) and ${inRange(sql`m.created_at`, params)}
        order by m.created_at, m.id`,
  );
}

export function membershipEndingRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, mp.name as "membershipName", m.start_date::text as "startDate",
          m.end_date::text as "endDate", m.cancellation_reason as "cancellationReason",
          m.cancelled_at as "cancelledAt"
        from branches b
        join memberships m on m.branch_id = b.id
        join persons p on p.id = m.person_id
        join membership_plans mp on mp.id = m.membership_plan_id
        where b.id = any(${branchesOf(scope)})
          and m.end_date between ${params.startDate}::date and ${params.endDate}::date
        order by m.end_date, m.id`,
  );
}

export function suspensionEndingRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, mp.name as "membershipName",
          case s.kind when 'FREE_PERIOD' then 'Free period' else 'Suspension' end as kind,
          s.start_date::text as "suspendedFrom", s.end_date::text as "resumesOn", s.suspension_fee as "suspensionFee"
        from branches b
        join memberships m on m.branch_id = b.id
        join membership_suspensions s on s.membership_id = m.id
        join persons p on p.id = m.person_id
        join membership_plans mp on mp.id = m.membership_plan_id
        where b.id = any(${branchesOf(scope)})
          and s.end_date between ${params.startDate}::date and ${params.endDate}::date
        order by s.end_date, s.id`,
  );
}

/**
 * Granted arrivals of known people at the branches in the range, per person and branch; with
 * `plans`, only arrivals on a day the person held a membership of one of them (in force that day
 * in the branch's zone): a manual arrival names no membership, the person's memberships decide.
 */
function visitsSql(scope: ReportScope, params: StandardReportParams, plans: readonly string[] | null): SQL {
  const day = sql`(a.arrived_at at time zone b.time_zone)::date`;
  return sql`select a.branch_id, a.person_id, count(*) as visits, max(a.arrived_at) as last_visit
    from branches b
    join arrivals a on a.branch_id = b.id
    where b.id = any(${branchesOf(scope)}) and a.granted and a.person_id is not null
      and ${inRange(sql`a.arrived_at`, params)}
      ${
        plans
          ? sql`and exists (select 1 from memberships vm where vm.person_id = a.person_id
                and vm.membership_plan_id = any(${sql.param([...plans])}::uuid[])
                and vm.start_date <= ${day} and (vm.end_date is null or vm.end_date > ${day}))`
          : sql``
      }
    group by a.branch_id, a.person_id`;
}

export function highUsageRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, v.visits, v.last_visit as "lastVisit"
        from (${visitsSql(scope, params, null)}) v
        join branches b on b.id = v.branch_id
        join persons p on p.id = v.person_id
        where v.visits >= ${params.minVisit ?? 1}
        order by v.visits desc, p.last_name, p.first_name, p.id, b.name`,
  );
}

export function memberVisitRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, v.visits, v.last_visit as "lastVisit"
        from (${visitsSql(scope, params, params.membershipPlans ?? [])}) v
        join branches b on b.id = v.branch_id
        join persons p on p.id = v.person_id
        order by b.name, p.last_name, p.first_name, p.id`,
  );
}

export function contactTracingRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, a.arrived_at as "arrivedAt", a.departed_at as "departedAt"
        from branches b
        join arrivals a on a.branch_id = b.id
        join persons p on p.id = a.person_id
        where b.id = any(${branchesOf(scope)}) and a.granted and ${inRange(sql`a.arrived_at`, params)}
        order by a.arrived_at, a.id`,
  );
}

/**
 * What each branch's desk took (docs/reports.md): its own receipts, and the receipts of another
 * branch whose money it took (a moved member's arrears at the branch they left, paid at their new
 * home: the receipt is the old branch's, the money is in this desk's till). Receipts are dated by
 * the supplier's day the money was taken (`issued_on`).
 */
export function inBranchPaymentRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, r.number as "receiptNumber", r.issued_on::text as "paidOn",
          r.payment_type as "paymentType", r.total_cents as "amount", r.gst_cents as "gstAmount"
        from branches b
        join receipts r on (r.branch_id = b.id and r.desk_branch_id is null) or r.desk_branch_id = b.id
        join persons p on p.id = r.person_id
        where b.id = any(${branchesOf(scope)})
          and r.issued_on between ${params.startDate}::date and ${params.endDate}::date
        order by r.issued_on, r.number`,
  );
}

/**
 * Members whose membership at the branch was in force during the range (started by its end, not
 * ended before its start) and who did not come in once (no granted arrival at any branch in the
 * range, each arrival's day in its own branch's zone); with their last visit before the range.
 */
export function nonAttendanceRows(tx: Transaction, scope: ReportScope, params: StandardReportParams) {
  return read(
    tx,
    sql`select ${MEMBER}, mp.name as "membershipName", m.start_date::text as "startDate",
          (select max(la.arrived_at) from arrivals la where la.person_id = p.id and la.granted) as "lastVisit"
        from branches b
        join memberships m on m.branch_id = b.id
        join persons p on p.id = m.person_id
        join membership_plans mp on mp.id = m.membership_plan_id
        where b.id = any(${branchesOf(scope)})
          and m.start_date <= ${params.endDate}::date
          and (m.end_date is null or m.end_date > ${params.startDate}::date)
          and not exists (
            select 1 from arrivals a join branches b on b.id = a.branch_id
            where a.person_id = p.id and a.granted and ${inRange(sql`a.arrived_at`, params)})
        order by b.name, p.last_name, p.first_name, m.id`,
  );
}

/**
 * The membership report (spec 3 §2): memberships at the branches in force during the range whose
 * status today (the billing clock in the branch's zone) is Active, Suspended or Pending: PENDING
 * before the start; Suspended for a stored SUSPENDED or FREE_PERIOD; Active for ACTIVE and BLOCKED
 * (a blocked membership is still the member's, only the door refuses); ended and expired ones
 * (end date reached) are not listed.
 */
export function membershipRows(
  tx: Transaction,
  scope: ReportScope,
  params: StandardReportParams,
  todays: Record<string, string>,
) {
  const today = todayAt(todays, sql`m.branch_id`);
  return read(
    tx,
    sql`select * from (
        select ${MEMBER},
          case p.gender when 'MALE' then 'Male' when 'FEMALE' then 'Female' when 'OTHER' then 'Other'
            when 'PREFER_NOT_TO_SAY' then 'Prefer not to say' end as gender,
          p.date_of_birth::text as "dateOfBirth",
          mp.name as "membershipName", m.start_date::text as "startDate", m.end_date::text as "endDate",
          po.payment_amount as "paymentAmount", m.join_fee as "joinFee", m.access_card_fee as "accessCardFee",
          case
            when m.start_date > ${today} then 'Pending'
            when m.status in ('SUSPENDED', 'FREE_PERIOD') then 'Suspended'
            else 'Active'
          end as status,
          p.vaccination_cert_sighted_on as "vaccinationSightedAt",
          p.vaccination_pass_expiry_date as "vaccinationPassExpiresAt",
          b.name as "orderBranch", m.id as "orderId"
        from branches b
        join memberships m on m.branch_id = b.id
        join persons p on p.id = m.person_id
        join membership_plans mp on mp.id = m.membership_plan_id
        join payment_options po on po.id = m.payment_option_id
        where b.id = any(${branchesOf(scope)})
          and m.start_date <= ${params.endDate}::date
          and (m.end_date is null or m.end_date > ${params.startDate}::date)
          and (m.end_date is null or m.end_date > ${today})
      ) listed
      order by "orderBranch", "lastName", "firstName", "orderId"`,
  );
}
