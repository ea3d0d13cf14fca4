import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import type { DemoTimetable, TimetableClass, TimetableMembership } from './demo-timetable.ts';

/**
 * What the demo timetable is built from, as the earlier seed steps stored it (the classes each
 * branch runs; the memberships at each branch), and its bulk insert: one statement of column arrays
 * per table, so some twenty thousand rows cost a handful of round trips.
 */
export async function loadTimetableInputs(tx: Transaction): Promise<{
  classesByBranch: Map<string, TimetableClass[]>;
  membershipsByBranch: Map<string, TimetableMembership[]>;
}> {
  const classes = await tx.execute<{
    id: string;
    branch_id: string;
    name: string;
    waitlist_limit: number | null;
  }>(sql`
    select c.id, cb.branch_id, c.name,
      case when c.waitlist_status = 'ENABLED' then c.waitlist_limit end as waitlist_limit
    from classes c join class_branches cb on cb.class_id = c.id
    order by cb.branch_id, c.name, c.id`);
  // Members who can book: a membership at the branch that is running (not suspended, blocked or over).
  const memberships = await tx.execute<{
    id: string;
    person_id: string;
    branch_id: string;
    start_date: string;
    end_date: string | null;
    billing: boolean;
  }>(sql`
    select m.id, m.person_id, m.branch_id, m.start_date::text, m.end_date::text,
      exists (select 1 from membership_billing_accounts a
        where a.application_id = m.application_id and a.membership_id = m.id) as billing
    from memberships m
    where m.status = 'ACTIVE'
    order by m.branch_id, m.person_id, m.start_date, m.id`);
  const classesByBranch = new Map<string, TimetableClass[]>();
  for (const row of classes.rows) {
    const list = classesByBranch.get(row.branch_id) ?? [];
    list.push({ id: row.id, name: row.name, waitlistLimit: row.waitlist_limit });
    classesByBranch.set(row.branch_id, list);
  }
  const membershipsByBranch = new Map<string, TimetableMembership[]>();
  for (const row of memberships.rows) {
    const list = membershipsByBranch.get(row.branch_id) ?? [];
    list.push({
      id: row.id,
      personId: row.person_id,
      startDate: row.start_date,
      endDate: row.end_date,
      billing: row.billing,
    });
    membershipsByBranch.set(row.branch_id, list);
  }
  return { classesByBranch, membershipsByBranch };
}

const instant = (value: Date | null) => value?.toISOString() ?? null;

/** One parameter per column: drizzle would spread a bare array into a parameter per element. */
function columns<R>(rows: readonly R[]) {
  return <T>(pick: (row: R) => T): SQL => sql`${sql.param(rows.map(pick))}`;
}

export async function insertDemoTimetable(tx: Transaction, timetable: DemoTimetable): Promise<void> {
  const { series, sessions, bookings, waitlist } = timetable;
  const s = columns(series);
  if (series.length > 0)
    await tx.execute(sql`
    insert into session_series
      (id, application_id, branch_id, class_id, name, staff_member_id, capacity, frequency, start_date,
       end_date, start_time, end_time, time_zone, materialised_until)
    select * from unnest(
      ${s((r) => r.id)}::uuid[], ${s((r) => r.applicationId)}::uuid[], ${s((r) => r.branchId)}::uuid[],
      ${s((r) => r.classId)}::uuid[], ${s((r) => r.name)}::text[], ${s((r) => r.staffMemberId)}::uuid[],
      ${s((r) => r.capacity)}::int[], ${s((r) => r.frequency)}::text[], ${s((r) => r.startDate)}::date[],
      ${s((r) => r.endDate)}::date[], ${s((r) => r.startTime)}::text[], ${s((r) => r.endTime)}::text[],
      ${s((r) => r.timeZone)}::text[], ${s((r) => r.materialisedUntil)}::date[])`);
  const o = columns(sessions);
  if (sessions.length > 0)
    await tx.execute(sql`
    insert into sessions
      (id, application_id, series_id, branch_id, class_id, name, staff_member_id, capacity, date,
       start_time, end_time, time_zone, starts_at, ends_at, booked_count, waitlist_count)
    select * from unnest(
      ${o((r) => r.id)}::uuid[], ${o((r) => r.applicationId)}::uuid[], ${o((r) => r.seriesId)}::uuid[],
      ${o((r) => r.branchId)}::uuid[], ${o((r) => r.classId)}::uuid[], ${o((r) => r.name)}::text[],
      ${o((r) => r.staffMemberId)}::uuid[], ${o((r) => r.capacity)}::int[], ${o((r) => r.date)}::date[],
      ${o((r) => r.startTime)}::text[], ${o((r) => r.endTime)}::text[], ${o((r) => r.timeZone)}::text[],
      ${o((r) => instant(r.startsAt))}::timestamptz[], ${o((r) => instant(r.endsAt))}::timestamptz[],
      ${o((r) => r.bookedCount)}::int[], ${o((r) => r.waitlistCount)}::int[])`);
  if (bookings.length > 0) {
    const b = columns(bookings);
    await tx.execute(sql`
      insert into session_bookings
        (id, application_id, session_id, person_id, status, membership_id, booked_at, source,
         checked_in_at, cancelled_at, cancel_reason)
      select id, application_id, session_id, person_id, status, membership_id, booked_at, 'STAFF',
        checked_in_at, cancelled_at, cancel_reason
      from unnest(
        ${b((r) => r.id)}::uuid[], ${b((r) => r.applicationId)}::uuid[], ${b((r) => r.sessionId)}::uuid[],
        ${b((r) => r.personId)}::uuid[], ${b((r) => r.status)}::text[], ${b((r) => r.membershipId)}::uuid[],
        ${b((r) => instant(r.bookedAt))}::timestamptz[], ${b((r) => instant(r.checkedInAt))}::timestamptz[],
        ${b((r) => instant(r.cancelledAt))}::timestamptz[], ${b((r) => r.cancelReason)}::text[]
      ) as x(id, application_id, session_id, person_id, status, membership_id, booked_at, checked_in_at,
             cancelled_at, cancel_reason)`);
  }
  if (waitlist.length > 0) {
    const w = columns(waitlist);
    await tx.execute(sql`
      insert into session_waitlist_entries (id, application_id, session_id, person_id, joined_at)
      select * from unnest(
        ${w((r) => r.id)}::uuid[], ${w((r) => r.applicationId)}::uuid[], ${w((r) => r.sessionId)}::uuid[],
        ${w((r) => r.personId)}::uuid[], ${w((r) => instant(r.joinedAt))}::timestamptz[])`);
  }
}
