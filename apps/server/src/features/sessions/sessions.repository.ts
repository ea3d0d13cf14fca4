import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { sessionBookings, sessionSeries, sessions } from './sessions.table.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionInsert = typeof sessions.$inferInsert;
export type SeriesRow = typeof sessionSeries.$inferSelect;
export type SeriesInsert = typeof sessionSeries.$inferInsert;

/**
 * A session as the Session type answers it, with its class's name and colour, its staff member's
 * name and whether its series repeats: the columns the type reads and no others, read in one
 * statement for a whole range. The instants come as epoch milliseconds (a number, not text to
 * parse into a Date for each row): a busy week is a thousand rows.
 */
export interface SessionListRow {
  id: string;
  branchId: string;
  classId: string | null;
  staffMemberId: string | null;
  /** The session's own name (a session by name); the class's is `className`. */
  name: string | null;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  startsAtMs: number;
  endsAtMs: number;
  capacity: number | null;
  bookedCount: number;
  waitlistCount: number;
  isRecurring: boolean;
  className: string | null;
  classColor: string | null;
  classAllowOnlineBooking: boolean | null;
  staffFirstName: string | null;
  staffLastName: string | null;
}

/**
 * The list row's columns, by the names of SessionListRow. Written as SQL rather than a drizzle
 * select: drizzle maps every column of every row through its decoders into nested objects, which
 * for a week of a thousand sessions cost as much as the rest of the request around the statement.
 */
const LIST_ROW_COLUMNS = sql`s.id, s.branch_id as "branchId", s.class_id as "classId",
  s.staff_member_id as "staffMemberId", s.name, s.date, s.start_time as "startTime",
  s.end_time as "endTime", s.time_zone as "timeZone",
  (extract(epoch from s.starts_at) * 1000)::float8 as "startsAtMs",
  (extract(epoch from s.ends_at) * 1000)::float8 as "endsAtMs",
  s.capacity, s.booked_count as "bookedCount", s.waitlist_count as "waitlistCount",
  ss.frequency = 'WEEKLY' as "isRecurring", c.name as "className", c.color as "classColor",
  c.allow_online_booking as "classAllowOnlineBooking", p.first_name as "staffFirstName",
  p.last_name as "staffLastName"
  from sessions s
  join session_series ss on ss.id = s.series_id
  left join classes c on c.id = s.class_id
  left join persons p on p.id = s.staff_member_id`;

/**
 * A branch's sessions starting in [from, to), removed ones left out, by start: one statement on
 * the branch-range index whatever the number of sessions (no query per session).
 */
export async function listBranchSessions(
  tx: Transaction,
  branchId: string,
  from: Date,
  to: Date,
): Promise<SessionListRow[]> {
  const { rows } = await tx.execute<SessionListRow & Record<string, unknown>>(
    sql`select ${LIST_ROW_COLUMNS}
        where s.branch_id = ${branchId} and s.starts_at >= ${from.toISOString()}
          and s.starts_at < ${to.toISOString()} and s.cancelled_at is null
        order by s.starts_at, s.id`,
  );
  return rows;
}

/** One session that has not been removed, with its list fields. */
export async function findSessionListRow(tx: Transaction, id: string): Promise<SessionListRow | undefined> {
  const { rows } = await tx.execute<SessionListRow & Record<string, unknown>>(
    sql`select ${LIST_ROW_COLUMNS} where s.id = ${id} and s.cancelled_at is null`,
  );
  return rows[0];
}

/** The branch of a session that has not been removed (the `session` subject's owner). */
export async function findLiveSessionBranch(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ branchId: sessions.branchId })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.cancelledAt)));
  return row?.branchId;
}

/** A session row as stored (removed or not); `lock` serialises changes of one session. */
export async function findSessionRow(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const query = tx.select().from(sessions).where(eq(sessions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findSeriesRow(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SeriesRow | undefined> {
  const query = tx.select().from(sessionSeries).where(eq(sessionSeries.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A session lasts at most a day and an hour (24:00 across a daylight-saving change). */
const LONGEST_SESSION_MS = 26 * 60 * 60 * 1000;

/**
 * A staff member's sessions (not removed) overlapping [from, to), read on the staff-range index:
 * only starts after `from` less the longest session can overlap, so the scan is bounded.
 */
export async function staffSessionsOverlapping(
  tx: Transaction,
  staffMemberId: string,
  from: Date,
  to: Date,
): Promise<{ id: string; startsAt: Date; endsAt: Date }[]> {
  return tx
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.staffMemberId, staffMemberId),
        isNull(sessions.cancelledAt),
        gt(sessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
        lt(sessions.startsAt, to),
        gt(sessions.endsAt, from),
      ),
    );
}

/**
 * Of these sessions, those where someone ATTENDED (a live booking checked in): read only when a
 * page asks for it (the calendar's week does not), in one statement on the live-booking index.
 */
export async function sessionsWithAttendance(
  tx: Transaction,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ sessionId: sessionBookings.sessionId })
    .from(sessionBookings)
    .where(
      and(
        inArray(sessionBookings.sessionId, [...sessionIds]),
        isNull(sessionBookings.cancelledAt),
        eq(sessionBookings.status, 'ATTENDED'),
      ),
    );
  return new Set(rows.map((row) => row.sessionId));
}
