import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

export type AttendanceStatus = 'BOOKED' | 'ATTENDED';

/** A live booking with its member's name (spec 2 §3 "Session member"). */
export interface SessionMemberRow {
  id: string;
  sessionId: string;
  personId: string;
  firstName: string;
  lastName: string;
  status: AttendanceStatus;
  bookedAt: Date;
}

interface MemberRecord extends Record<string, unknown> {
  id: string;
  session_id: string;
  person_id: string;
  first_name: string;
  last_name: string;
  status: AttendanceStatus;
  booked_at: string;
}

const memberOf = (row: MemberRecord): SessionMemberRow => ({
  id: row.id,
  sessionId: row.session_id,
  personId: row.person_id,
  firstName: row.first_name,
  lastName: row.last_name,
  status: row.status,
  bookedAt: new Date(row.booked_at),
});

/** A session's live bookings (or one booking, live or not), in the order they were made. */
export async function listSessionMembers(
  tx: Transaction,
  where: { sessionId: string } | { bookingId: string },
): Promise<SessionMemberRow[]> {
  const condition =
    'bookingId' in where
      ? sql`b.id = ${where.bookingId}`
      : sql`b.session_id = ${where.sessionId} and b.cancelled_at is null`;
  const { rows } = await tx.execute<MemberRecord>(sql`
    select b.id, b.session_id, b.person_id, p.first_name, p.last_name, b.status, b.booked_at
    from session_bookings b
    join persons p on p.id = b.person_id
    where ${condition}
    order by b.booked_at, b.id
  `);
  return rows.map(memberOf);
}

/**
 * Checks a booking in (ATTENDED, checked in now) or cancels its check-in (BOOKED). Only a live
 * booking changes; the session's booked count is the same either way (both hold a place).
 */
export async function setAttendance(
  tx: Transaction,
  bookingId: string,
  status: AttendanceStatus,
): Promise<void> {
  await tx.execute(sql`
    update session_bookings
    set status = ${status}, checked_in_at = ${status === 'ATTENDED' ? sql`coalesce(checked_in_at, now())` : sql`null`}
    where id = ${bookingId} and cancelled_at is null
  `);
}
