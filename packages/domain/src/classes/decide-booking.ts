import { Temporal } from 'temporal-polyfill';
import type { EntryPause } from '../arrivals/decide-entry.ts';
import type { PlanType } from '../enums/plans.ts';
import type { ErrorCodeOf } from '../errors/error-catalogue.ts';
import { type DoorAccessSource, keepsMemberOut } from '../memberships/door-access.ts';
import { membershipStatusOn } from '../memberships/membership-status.ts';
import type { WaitlistConfig } from './class-rules.ts';
import type { BookingAudience } from './classes-messages.ts';

/** The session operations this decides (spec 2 §7 "Classes and sessions", §8). */
export const BOOKING_OPERATIONS = [
  'ADD_MEMBER_TO_SESSION',
  'ADD_MEMBER_TO_WAITLIST',
  'PROMOTE_WAITLIST_MEMBER',
  'REMOVE_MEMBER_FROM_WAITLIST',
] as const;
export type BookingOperation = (typeof BOOKING_OPERATIONS)[number];

/** A membership of the person as a booking reads it. */
export interface BookingMembership extends DoorAccessSource {
  readonly id: string;
  readonly planId: string;
  /** The branch that sold it. */
  readonly branchId: string;
  readonly planType: PlanType;
  /** Visit passes: visits left; a pass with none left does not make its holder a member. */
  readonly numberOfVisitsLeft: number | null;
  /** Suspensions and free periods not over: [startDate, endDate). */
  readonly pauses: readonly EntryPause[];
}

/** The class's booking rules (spec 2 §3 "Class"). */
export interface BookingClass {
  readonly allowBookingsFrom: BookingAudience;
  readonly bookingByMembership: { readonly isAllowed: boolean; readonly membershipPlans: readonly string[] };
  readonly sessionWaitlistConfig: WaitlistConfig;
}

export interface BookingSession {
  readonly branchId: string;
  /** YYYY-MM-DD in the branch's zone: the day memberships are read on. */
  readonly date: string;
  readonly end: Temporal.Instant;
  /** 0 or null: no limit (spec 2 §4). */
  readonly capacity: number | null;
  readonly bookedCount: number;
  /** Places held for members who were offered one from the waitlist and have not answered. */
  readonly heldOffers: number;
  readonly waitlistCount: number;
  /** The session's class; null for a session made by name (anyone may book, no waitlist). */
  readonly classAssociated: BookingClass | null;
  /** The session names a class that no longer exists. */
  readonly classMissing: boolean;
}

export interface BookingPerson {
  /** Active staff at the session's branch: "Members & Staff" includes them. */
  readonly staffHere: boolean;
  /** A Member role at the session's branch: all their memberships count there, not only its own. */
  readonly memberHere: boolean;
  readonly memberships: readonly BookingMembership[];
  readonly booked: boolean;
  readonly onWaitlist: boolean;
  /** They hold an unanswered offer of a place in this session. */
  readonly holdsOffer: boolean;
}

/** Everything a booking decision reads, gathered by the server under the session's lock. */
export interface BookingFacts {
  readonly operation: BookingOperation;
  /** Null when the session no longer exists. */
  readonly session: BookingSession | null;
  readonly person: BookingPerson;
  readonly now: Temporal.Instant;
}

export type BookingErrorCode = Extract<
  ErrorCodeOf<'sessions'>,
  | 'SESSION_NOT_FOUND_ERROR'
  | 'CLASS_NOT_FOUND_ERROR'
  | 'SESSION_ALDREADY_BOOKED_ERROR'
  | 'SESSION_FULL_ERROR'
  | 'CASUAL_ONLY_ALLOWED_ERROR'
  | 'MEMBER_ONLY_ALLOWED_ERROR'
  | 'NONE_ALLOWED_ERROR'
  | 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR'
  | 'CLASS_WAITLIST_DISABLED_ERROR'
  | 'SESSION_EXPIRED_ERROR'
  | 'SESSION_WAITLIST_ALREADY_ADDED_ERROR'
  | 'SESSION_NOT_FULL_ERROR'
  | 'SESSION_WAITLIST_LIMIT_REACHED_ERROR'
  | 'SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR'
>;

export type BookingDecision =
  | {
      readonly ok: true;
      readonly outcome: 'BOOKED';
      /** The session had ended: 'Successfully added a member to a session in the past'. */
      readonly inPast: boolean;
      /** The person was on the waitlist and leaves it with this booking. */
      readonly leavesWaitlist: boolean;
    }
  | { readonly ok: true; readonly outcome: 'WAITLISTED'; readonly position: number }
  | { readonly ok: true; readonly outcome: 'LEFT_WAITLIST' | 'UNCHANGED' }
  | { readonly ok: false; readonly code: BookingErrorCode };

/** The refusals of the class's audience: who the person is, not how full the session is. */
export const AUDIENCE_REFUSALS = [
  'CASUAL_ONLY_ALLOWED_ERROR',
  'MEMBER_ONLY_ALLOWED_ERROR',
  'NONE_ALLOWED_ERROR',
  'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
] as const satisfies readonly BookingErrorCode[];
export type AudienceRefusal = (typeof AUDIENCE_REFUSALS)[number];

const refuse = (code: BookingErrorCode): BookingDecision => ({ ok: false, code });

/**
 * Whether a membership makes its holder a member on the session's day: ACTIVE or in a free period
 * that day, not in a suspension that day (the calendar decides, not the stored status, which may
 * describe today rather than the session's day), not BLOCKED unless an Unblock covers that day, and
 * a visit pass with visits left. PENDING, ENDED and EXPIRED on that day do not count.
 */
export function membershipCountsForBooking(membership: BookingMembership, date: string): boolean {
  const day = Temporal.PlainDate.from(date);
  const status = membershipStatusOn(membership, day);
  if (status === 'BLOCKED') {
    if (keepsMemberOut(membership, day)) return false;
  } else if (status !== 'ACTIVE' && status !== 'FREE_PERIOD' && status !== 'SUSPENDED') {
    return false;
  }
  const suspended = membership.pauses.some(
    (pause) => pause.kind === 'SUSPENSION' && pause.startDate <= date && date < pause.endDate,
  );
  if (suspended) return false;
  return membership.planType !== 'VISITOR_PASS' || (membership.numberOfVisitsLeft ?? 0) > 0;
}

/**
 * Who may book, from the class's audience (spec 3 §4 "Who can book"): a member is someone with a
 * membership counting at the session's branch on its day, or its staff ("Members & Staff");
 * everyone else books as a guest. Booking by membership plans lets holders of the listed plans
 * book a CASUAL or NONE class; when it is on, a member holding none of them hears
 * MEMBERSHIP_IS_NOT_ALLOWED_ERROR ('Booking is restricted by membership').
 */
export function audienceRefusal(
  rules: BookingClass,
  person: BookingPerson,
  session: Pick<BookingSession, 'branchId' | 'date'>,
): AudienceRefusal | null {
  const counting = person.memberships.filter(
    (m) =>
      (m.branchId === session.branchId || person.memberHere) && membershipCountsForBooking(m, session.date),
  );
  const isMember = person.staffHere || counting.length > 0;
  const byPlan = rules.bookingByMembership.isAllowed;
  const holdsListedPlan =
    byPlan && counting.some((m) => rules.bookingByMembership.membershipPlans.includes(m.planId));
  switch (rules.allowBookingsFrom) {
    case 'ALL':
      return null;
    case 'MEMBER':
      return isMember ? null : 'MEMBER_ONLY_ALLOWED_ERROR';
    case 'CASUAL':
      if (!isMember || holdsListedPlan) return null;
      return byPlan ? 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR' : 'CASUAL_ONLY_ALLOWED_ERROR';
    case 'NONE':
      if (!byPlan) return 'NONE_ALLOWED_ERROR';
      return holdsListedPlan ? null : 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR';
  }
}

/**
 * Full: bookings and the places held by others' offers reach the capacity; 0 or none is no limit
 * (spec 2 §4). A place offered to someone from the waitlist is theirs until the offer ends, so
 * nobody else takes it meanwhile; the holder's own offer does not count against them.
 */
export function isSessionFull(session: BookingSession, person: Pick<BookingPerson, 'holdsOffer'>): boolean {
  if (session.capacity === null || session.capacity <= 0) return false;
  const heldByOthers = Math.max(0, session.heldOffers - (person.holdsOffer ? 1 : 0));
  return session.bookedCount + heldByOthers >= session.capacity;
}

/** Waitlist full: its entries reach the limit; a limit of 0 counts as full (spec 2 §4). */
export function isWaitlistFull(session: BookingSession, config: WaitlistConfig): boolean {
  return session.waitlistCount >= (config.limit ?? 0);
}

function book(facts: BookingFacts, session: BookingSession, fromWaitlist: boolean): BookingDecision {
  const { person } = facts;
  if (person.booked) return refuse('SESSION_ALDREADY_BOOKED_ERROR');
  if (fromWaitlist && !person.onWaitlist) return refuse('SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR');
  const rules = session.classAssociated;
  const refusal = rules === null ? null : audienceRefusal(rules, person, session);
  if (refusal !== null) return refuse(refusal);
  if (isSessionFull(session, person)) return refuse('SESSION_FULL_ERROR');
  return {
    ok: true,
    outcome: 'BOOKED',
    inPast: Temporal.Instant.compare(session.end, facts.now) <= 0,
    leavesWaitlist: person.onWaitlist,
  };
}

function joinWaitlist(facts: BookingFacts, session: BookingSession): BookingDecision {
  const { person } = facts;
  const rules = session.classAssociated;
  if (rules === null || rules.sessionWaitlistConfig.status !== 'ENABLED') {
    return refuse('CLASS_WAITLIST_DISABLED_ERROR');
  }
  if (Temporal.Instant.compare(session.end, facts.now) <= 0) return refuse('SESSION_EXPIRED_ERROR');
  if (person.onWaitlist) return refuse('SESSION_WAITLIST_ALREADY_ADDED_ERROR');
  if (person.booked) return refuse('SESSION_ALDREADY_BOOKED_ERROR');
  const refusal = audienceRefusal(rules, person, session);
  if (refusal !== null) return refuse(refusal);
  if (!isSessionFull(session, person)) return refuse('SESSION_NOT_FULL_ERROR');
  if (isWaitlistFull(session, rules.sessionWaitlistConfig))
    return refuse('SESSION_WAITLIST_LIMIT_REACHED_ERROR');
  return { ok: true, outcome: 'WAITLISTED', position: session.waitlistCount + 1 };
}

/**
 * Decide one booking operation (spec 2 §4 "Sessions", §8 "Session operations"); pure, so the server
 * runs it on facts read under the session's row lock and the capacity holds under concurrency. The
 * order of the checks is the order of the answers: the session and its class exist; then
 * - adding to the session: not already booked, the audience, a place free. A session that has
 *   ended may still be booked (the web asks 'Session has expired' first; staff record who came):
 *   the answer says so.
 * - adding to the waitlist: the class's waitlist is ENABLED, the session has not ended, not
 *   already waiting nor booked, the audience, the session full (else SESSION_NOT_FULL_ERROR), a
 *   place on the waitlist.
 * - promoting: as adding to the session, for a member on the waitlist, who leaves it.
 * - removing from the waitlist: someone not on it is already where the desk wants them (UNCHANGED).
 */
export function decideBooking(facts: BookingFacts): BookingDecision {
  const { session } = facts;
  if (session === null) return refuse('SESSION_NOT_FOUND_ERROR');
  if (session.classMissing) return refuse('CLASS_NOT_FOUND_ERROR');
  switch (facts.operation) {
    case 'ADD_MEMBER_TO_SESSION':
      return book(facts, session, false);
    case 'PROMOTE_WAITLIST_MEMBER':
      return book(facts, session, true);
    case 'ADD_MEMBER_TO_WAITLIST':
      return joinWaitlist(facts, session);
    case 'REMOVE_MEMBER_FROM_WAITLIST':
      return { ok: true, outcome: facts.person.onWaitlist ? 'LEFT_WAITLIST' : 'UNCHANGED' };
  }
}
