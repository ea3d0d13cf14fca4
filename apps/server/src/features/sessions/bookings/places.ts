import type { Transaction } from '../../../platform/db/client.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { placeFreedQueue } from './place-freed.queue.ts';
import { cancelBooking, giveBackIncrement, incrementAndBook } from './places.repository.ts';

/** How a place was taken (session_bookings.source). */
type PlaceSource = 'STAFF' | 'WAITLIST_PROMOTION' | 'WAITLIST_OFFER' | 'WAITLIST_AUTO';
/** Why a place was given back (session_bookings.cancel_reason). */
type ReleaseReason = 'MEMBER' | 'STAFF_REMOVED' | 'SESSION_REMOVED' | 'SESSION_CHANGED';

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
  const row = await incrementAndBook(tx, place);
  if (row.bookingId !== null) return { ok: true, bookingId: row.bookingId };
  if (row.bumped) {
    // A booking of the same member committed while this one waited for the session's row.
    await giveBackIncrement(tx, place.applicationId, place.sessionId);
    return { ok: false, reason: 'ALREADY_BOOKED' };
  }
  if (row.alreadyBooked) return { ok: false, reason: 'ALREADY_BOOKED' };
  if (!row.live) return { ok: false, reason: 'NOT_FOUND' };
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

/**
 * Cancels a BOOKED booking and gives its place back in one statement, then enqueues
 * `sessions.place-freed` in the same transaction (the fee and the waitlist offer follow from it,
 * exactly when the cancellation commits). A checked-in (ATTENDED) booking is not released: its
 * check-in is cancelled first. Releasing twice frees one place.
 */
export async function releasePlace(tx: Transaction, release: ReleasePlace): Promise<ReleasePlaceResult> {
  const cancelled = await cancelBooking(tx, release);
  if (!cancelled) return { ok: false, reason: 'NOT_FOUND' };
  await tenantJobQueue.send(
    placeFreedQueue,
    { applicationId: cancelled.applicationId, sessionId: cancelled.sessionId, bookingId: release.bookingId },
    tx,
  );
  return { ok: true, sessionId: cancelled.sessionId };
}
