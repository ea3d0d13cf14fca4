import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { placeFreedQueue } from './place-freed.queue.ts';

/** How a place was taken (session_bookings.source). */
export type PlaceSource = 'STAFF' | 'WAITLIST_PROMOTION' | 'WAITLIST_OFFER' | 'WAITLIST_AUTO';
/** Why a place was given back (session_bookings.cancel_reason). */
export type ReleaseReason = 'MEMBER' | 'STAFF_REMOVED' | 'SESSION_REMOVED' | 'SESSION_CHANGED';

export interface TakePlace {
  applicationId: string;
  sessionId: string;
  personId: string;
  /** The membership that let them book; null for a guest or staff. */
  membershipId: string | null;
  source: PlaceSource;
  bookedByUserId: string | null;
}

export type TakePlaceResult =
  | { ok: true; bookingId: string }
  | { ok: false; reason: 'FULL' | 'ALREADY_BOOKED' | 'NOT_FOUND' };

interface TakePlaceRow extends Record<string, unknown> {
  booking_id: string | null;
  bumped: boolean;
  already_booked: boolean;
  live: boolean | null;
}

/**
 * Takes one place in a session, or says why not. The capacity holds by construction: one
 * statement increments `booked_count` only while it is under the capacity (0 or null: no limit) and
 * inserts the booking only when that increment happened. The increment locks the session's row,
 * so concurrent bookings of one session queue on it and each sees the count the previous one left:
 * 200 simultaneous bookings of the last place give exactly one booking. The unique live-booking
 * index stops a second booking of the same member; when that race is lost after the increment (the
 * other booking committed while this statement waited for the row), the increment is taken back
 * in the same transaction.
 *
 * The caller decides who may book (the domain's `decideBooking`) and counts places held by waitlist
 * offers; this only keeps the count and the rows true.
 */
export async function takePlace(tx: Transaction, place: TakePlace): Promise<TakePlaceResult> {
  const { applicationId, sessionId, personId } = place;
  const { rows } = await tx.execute<TakePlaceRow>(sql`
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
  if (!row) throw new Error('takePlace returned no row');
  if (row.booking_id !== null) return { ok: true, bookingId: row.booking_id };
  if (row.bumped) {
    // A booking of the same member committed while this one waited for the session's row.
    await tx.execute(sql`
      update sessions set booked_count = booked_count - 1
      where application_id = ${applicationId} and id = ${sessionId}
    `);
    return { ok: false, reason: 'ALREADY_BOOKED' };
  }
  if (row.already_booked) return { ok: false, reason: 'ALREADY_BOOKED' };
  if (row.live !== true) return { ok: false, reason: 'NOT_FOUND' };
  return { ok: false, reason: 'FULL' };
}

export interface ReleasePlace {
  bookingId: string;
  reason: ReleaseReason;
  cancelledByUserId: string | null;
}

export type ReleasePlaceResult =
  | { ok: true; sessionId: string }
  /** No live BOOKED booking by that id (cancelled already, checked in, or unknown). */
  | { ok: false; reason: 'NOT_FOUND' };

interface ReleaseRow extends Record<string, unknown> {
  application_id: string;
  session_id: string;
}

/**
 * Cancels a BOOKED booking and gives its place back in one statement, then enqueues
 * `sessions.place-freed` in the same transaction (the fee and the waitlist offer follow from it,
 * exactly when the cancellation commits). A checked-in (ATTENDED) booking is not released: its
 * check-in is cancelled first. Releasing twice frees one place.
 */
export async function releasePlace(tx: Transaction, release: ReleasePlace): Promise<ReleasePlaceResult> {
  const { rows } = await tx.execute<ReleaseRow>(sql`
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
  if (!row) return { ok: false, reason: 'NOT_FOUND' };
  await tenantJobQueue.send(
    placeFreedQueue,
    { applicationId: row.application_id, sessionId: row.session_id, bookingId: release.bookingId },
    tx,
  );
  return { ok: true, sessionId: row.session_id };
}
