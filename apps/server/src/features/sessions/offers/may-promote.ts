import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { decideUnderLock } from '../bookings/booking-decision.ts';

/** Whether a member waiting may take a place now, as staff promoting them would be told. */
export type PromotionVerdict =
  /** They may: the booking is made under this membership (null: a guest or staff). */
  | { kind: 'ALLOWED'; membershipId: string | null }
  /** No place after all (held by others' offers, or taken). */
  | { kind: 'FULL' }
  /** Booked already (a booking made while they waited). */
  | { kind: 'ALREADY_BOOKED' }
  /** The class's rules refuse them now (their membership ended, the audience changed…). */
  | { kind: 'REFUSED'; message: string };

/**
 * Asks the bookings' own decision (decideBooking's PROMOTE_WAITLIST_MEMBER on the facts read under
 * the session's lock, their held offer counting for them), so an offer or a booking from the
 * waitlist obeys exactly what a promotion by staff obeys, and takes the membership it names.
 */
export async function mayPromote(
  tx: Transaction,
  sessionId: string,
  personId: string,
  now: Temporal.Instant,
): Promise<PromotionVerdict> {
  try {
    const state = await decideUnderLock(
      tx,
      'PROMOTE_WAITLIST_MEMBER',
      sessionId,
      personId,
      new Date(now.epochMilliseconds),
    );
    return { kind: 'ALLOWED', membershipId: state.membershipId };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'SESSION_FULL_ERROR') return { kind: 'FULL' };
    if (error.code === 'SESSION_ALDREADY_BOOKED_ERROR') return { kind: 'ALREADY_BOOKED' };
    return { kind: 'REFUSED', message: error.message };
  }
}
