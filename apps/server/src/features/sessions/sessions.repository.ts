import { and, asc, eq, gt, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { classes } from '../classes/public.ts';
import { persons } from '../members/public.ts';
import { sessionBookings, sessionSeries, sessions } from './sessions.table.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionInsert = typeof sessions.$inferInsert;
export type SeriesRow = typeof sessionSeries.$inferSelect;
export type SeriesInsert = typeof sessionSeries.$inferInsert;

/** A session with what the calendar shows beside it, read in one statement for a whole range. */
export interface SessionListRow {
  session: SessionRow;
  frequency: 'ONCE' | 'WEEKLY';
  className: string | null;
  classColor: string | null;
  classAllowOnlineBooking: boolean | null;
  staffFirstName: string | null;
  staffLastName: string | null;
}

function selectSessions(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      session: sessions,
      frequency: sessionSeries.frequency,
      className: classes.name,
      classColor: classes.color,
      classAllowOnlineBooking: classes.allowOnlineBooking,
      staffFirstName: persons.firstName,
      staffLastName: persons.lastName,
    })
    .from(sessions)
    .innerJoin(sessionSeries, eq(sessionSeries.id, sessions.seriesId))
    .leftJoin(classes, eq(classes.id, sessions.classId))
    .leftJoin(persons, eq(persons.id, sessions.staffMemberId))
    .where(where);
}

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
  return selectSessions(
    tx,
    and(
      eq(sessions.branchId, branchId),
      gte(sessions.startsAt, from),
      lt(sessions.startsAt, to),
      isNull(sessions.cancelledAt),
    ),
  ).orderBy(asc(sessions.startsAt), asc(sessions.id));
}

/** One session that has not been removed, with its list fields. */
export async function findSessionListRow(tx: Transaction, id: string): Promise<SessionListRow | undefined> {
  const [row] = await selectSessions(tx, and(eq(sessions.id, id), isNull(sessions.cancelledAt)));
  return row;
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
