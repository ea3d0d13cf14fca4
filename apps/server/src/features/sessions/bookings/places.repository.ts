import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** The statements of `places.ts`: one each, so the capacity is held by the database itself. */

interface PlaceRecord extends Record<string, unknown> {
  booking_id: string | null;
  bumped: boolean;
  already_booked: boolean;
  live: boolean | null;
}

export interface PlaceRow {
  bookingId: string | null;
  /** The count was incremented (a booking was or was about to be inserted). */
  bumped: boolean;
  alreadyBooked: boolean;
  /** The session exists and is not removed. */
  live: boolean;
}

/**
 * Increments `booked_count` only while it is under the capacity (0 or null: no limit) and inserts
 * the booking only when that increment happened, in one statement. The increment locks the
 * session's row, so concurrent bookings of one session queue on it.
 */
export async function incrementAndBook(
  tx: Transaction,
  place: {
    applicationId: string;
    sessionId: string;
    personId: string;
    membershipId: string | null;
    source: string;
    bookedByUserId: string | null;
  },
): Promise<PlaceRow> {
  const { applicationId, sessionId, personId } = place;
  const { rows } = await tx.execute<PlaceRecord>(sql`
    with existing as (
      select 1 from session_bookings
      where application_id = ${applicationId} and session_id = ${sessionId}
        and person_id = ${personId} and cancelled_at is null
    ),
    bumped as (
      update sessions set booked_count = booked_count + 1, updated_at = now()
      where application_id = ${applicationId} and id = ${sessionId} and cancelled_at is null
        and not exists (select 1 from existing)
        and (capacity is null or capacity = 0 or booked_count < capacity)
      returning id
    ),
    inserted as (
      insert into session_bookings
        (application_id, session_id, person_id, membership_id, source, booked_by_user_id)
      select ${applicationId}, id, ${personId}, ${place.membershipId}, ${place.source}, ${place.bookedByUserId}
      from bumped
      on conflict (application_id, session_id, person_id) where cancelled_at is null do nothing
      returning id
    )
    select
      (select id from inserted) as booking_id,
      exists (select 1 from bumped) as bumped,
      exists (select 1 from existing) as already_booked,
      (select cancelled_at is null from sessions where application_id = ${applicationId} and id = ${sessionId}) as live
  `);
  const row = rows[0];
  if (!row) throw new Error('The place statement returned no row');
  return {
    bookingId: row.booking_id,
    bumped: row.bumped,
    alreadyBooked: row.already_booked,
    live: row.live === true,
  };
}

/** Gives back an increment whose booking was not inserted (a double booking lost its race). */
export async function giveBackIncrement(
  tx: Transaction,
  applicationId: string,
  sessionId: string,
): Promise<void> {
  await tx.execute(sql`
    update sessions set booked_count = booked_count - 1
    where application_id = ${applicationId} and id = ${sessionId}
  `);
}

/**
 * Cancels a live BOOKED booking and decrements its session's count in one statement; the
 * organisation and session of what was cancelled, or undefined when nothing was.
 */
export async function cancelBooking(
  tx: Transaction,
  release: { bookingId: string; reason: string; cancelledByUserId: string | null },
): Promise<{ applicationId: string; sessionId: string } | undefined> {
  const { rows } = await tx.execute<{ application_id: string; session_id: string }>(sql`
    with cancelled as (
      update session_bookings
      set cancelled_at = now(), cancel_reason = ${release.reason}, cancelled_by_user_id = ${release.cancelledByUserId}
      where id = ${release.bookingId} and cancelled_at is null and status = 'BOOKED'
      returning application_id, session_id
    ),
    freed as (
      update sessions set booked_count = booked_count - 1, updated_at = now()
      from cancelled
      where sessions.application_id = cancelled.application_id and sessions.id = cancelled.session_id
      returning sessions.id
    )
    select cancelled.application_id, cancelled.session_id from cancelled join freed on freed.id = cancelled.session_id
  `);
  const row = rows[0];
  return row ? { applicationId: row.application_id, sessionId: row.session_id } : undefined;
}
