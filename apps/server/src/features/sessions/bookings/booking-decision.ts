import {
  type BookingClass,
  type BookingDecision,
  type BookingErrorCode,
  type BookingFacts,
  type BookingOperation,
  type BookingPerson,
  decideBooking,
  isUuid,
  membershipCountsForBooking,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import {
  type BookingPersonFacts,
  type BookingSessionRow,
  findBookingFacts,
  findBookingSession,
} from './booking-facts.repository.ts';

/** What a write reads under the session's lock, and what the domain decided from it. */
export interface BookingState {
  session: BookingSessionRow;
  facts: BookingPersonFacts;
  decision: Exclude<BookingDecision, { ok: false }>;
  /** The membership the booking is made under: the first counting at the branch that day. */
  membershipId: string | null;
}

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

/** The class's booking rules as the domain reads them; null for a session made by name or a class gone. */
export function bookingClassOf(facts: BookingPersonFacts | undefined): BookingClass | null {
  const rules = facts?.bookingClass ?? null;
  if (rules === null) return null;
  return {
    allowBookingsFrom: rules.allowBookingsFrom,
    bookingByMembership: { isAllowed: rules.bookingByMembership, membershipPlans: rules.membershipPlans },
    sessionWaitlistConfig: { status: rules.waitlistStatus, limit: rules.waitlistLimit },
  };
}

/** The person as the domain reads them. */
export function bookingPersonOf(facts: BookingPersonFacts | undefined): BookingPerson {
  return {
    staffHere: facts?.staffHere ?? false,
    memberHere: facts?.memberHere ?? false,
    memberships: facts?.memberships ?? [],
    booked: facts?.booking != null,
    onWaitlist: facts?.waitlistEntryId != null,
    holdsOffer: facts?.holdsOffer ?? false,
  };
}

/** The domain's facts from what the database holds (null session: it no longer exists). */
function bookingFactsOf(
  operation: BookingOperation,
  session: BookingSessionRow | undefined,
  facts: BookingPersonFacts | undefined,
  now: Date,
): BookingFacts {
  const classAssociated = bookingClassOf(facts);
  return {
    operation,
    now: instant(now),
    session:
      session === undefined
        ? null
        : {
            branchId: session.branchId,
            date: session.date,
            end: instant(session.endsAt),
            capacity: session.capacity,
            bookedCount: session.bookedCount,
            heldOffers: facts?.heldOffers ?? 0,
            waitlistCount: session.waitlistCount,
            classMissing: session.classId !== null && classAssociated === null,
            classAssociated,
          },
    person: bookingPersonOf(facts),
  };
}

/**
 * Locks the session, reads the facts and asks the domain (`decideBooking`); a refusal is thrown as
 * its catalogue error (spec 2 §8). A person who does not exist in the organisation is
 * MEMBER_NOT_FOUND, before anything else is said about the session.
 */
export async function decideUnderLock(
  tx: Transaction,
  operation: BookingOperation,
  sessionId: string,
  personId: string,
  now: Date = new Date(),
): Promise<BookingState> {
  const session = await findBookingSession(tx, sessionId, { lock: true });
  // An id that is not a UUID names nobody (and must not reach PostgreSQL's uuid cast).
  if (session && !isUuid(personId)) throw new DomainError('MEMBER_NOT_FOUND');
  const facts = session ? await findBookingFacts(tx, session, personId) : undefined;
  if (facts && !facts.personExists) throw new DomainError('MEMBER_NOT_FOUND');
  const decision = decideBooking(bookingFactsOf(operation, session, facts, now));
  if (!decision.ok) throw new DomainError(decision.code);
  if (!session || !facts) throw new DomainError('SESSION_NOT_FOUND_ERROR');
  const counting = facts.memberships.find(
    (m) =>
      (m.branchId === session.branchId || facts.memberHere) && membershipCountsForBooking(m, session.date),
  );
  return { session, facts, decision, membershipId: counting?.id ?? null };
}

/** The refusal a lost race at `takePlace` stands for. */
export function placeRefusal(reason: 'FULL' | 'ALREADY_BOOKED' | 'NOT_FOUND'): DomainError<BookingErrorCode> {
  switch (reason) {
    case 'FULL':
      return new DomainError('SESSION_FULL_ERROR');
    case 'ALREADY_BOOKED':
      return new DomainError('SESSION_ALDREADY_BOOKED_ERROR');
    case 'NOT_FOUND':
      return new DomainError('SESSION_NOT_FOUND_ERROR');
  }
}
