import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { decideUnderLock, placeRefusal } from '../bookings/booking-decision.ts';
import { listSessionMembers, type SessionMemberRow } from '../bookings/bookings.repository.ts';
import { takePlace } from '../bookings/places.ts';
import { authorizeSessionMembers } from '../bookings/session-access.ts';
import {
  joinWaitlist,
  leaveWaitlist,
  listWaitlistEntries,
  type WaitlistEntryRow,
} from './waitlist.repository.ts';

export type { WaitlistEntryRow } from './waitlist.repository.ts';

interface MemberOfSession {
  id: string;
  personId: string;
}

/** Members waiting for a session, in the order they joined (first to be offered a place first). */
export async function getSessionWaitlistMembers(
  context: RequestContext,
  sessionId: string,
): Promise<WaitlistEntryRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, sessionId);
    return listWaitlistEntries(tx, { sessionId });
  });
}

/**
 * Adds a member to a full session's waitlist (spec 2 §4, §8 "Add to waitlist"): the domain decides
 * under the session's lock (waitlist enabled, not ended, not already waiting nor booked, the
 * audience, the session full, the list under its limit); the entry and the count are written by one
 * statement bounded by the limit.
 */
export async function addMemberToWaitlist(
  context: RequestContext,
  input: MemberOfSession,
): Promise<WaitlistEntryRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, input.id);
    const state = await decideUnderLock(tx, 'ADD_MEMBER_TO_WAITLIST', input.id, input.personId);
    const entryId = await joinWaitlist(tx, {
      applicationId: context.viewer.applicationId,
      sessionId: input.id,
      personId: input.personId,
      addedByUserId: context.viewer.userId,
      limit: state.facts.bookingClass?.waitlistLimit ?? 0,
    });
    if (entryId === null) throw new DomainError('SESSION_WAITLIST_LIMIT_REACHED_ERROR');
    const [entry] = await listWaitlistEntries(tx, { entryId });
    if (!entry) throw new DomainError('SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR');
    return entry;
  });
}

/**
 * Takes a member off a session's waitlist (spec 2 §4); someone not on it is already where the desk
 * wants them (true, nothing changes). An offer they had not answered is withdrawn.
 */
export async function removeMemberFromWaitlist(
  context: RequestContext,
  input: MemberOfSession,
): Promise<boolean> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, input.id);
    const state = await decideUnderLock(tx, 'REMOVE_MEMBER_FROM_WAITLIST', input.id, input.personId);
    if (state.decision.outcome === 'LEFT_WAITLIST' && state.facts.waitlistEntryId !== null) {
      await leaveWaitlist(tx, { entryId: state.facts.waitlistEntryId, reason: 'REMOVED' });
    }
    return true;
  });
}

/**
 * Books a waiting member into the session (spec 2 §4 "promoted into the session"): the booking's
 * rules apply (audience, a place free: a place held by someone else's offer is not free), the
 * member leaves the waitlist and the entry records the promotion.
 */
export async function promoteWaitlistMember(
  context: RequestContext,
  input: MemberOfSession,
): Promise<SessionMemberRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, input.id);
    const state = await decideUnderLock(tx, 'PROMOTE_WAITLIST_MEMBER', input.id, input.personId);
    const taken = await takePlace(tx, {
      applicationId: context.viewer.applicationId,
      sessionId: input.id,
      personId: input.personId,
      membershipId: state.membershipId,
      source: 'WAITLIST_PROMOTION',
      bookedByUserId: context.viewer.userId,
    });
    if (!taken.ok) throw placeRefusal(taken.reason);
    if (state.facts.waitlistEntryId !== null) {
      await leaveWaitlist(tx, { entryId: state.facts.waitlistEntryId, reason: 'PROMOTED' });
    }
    const [member] = await listSessionMembers(tx, { bookingId: taken.bookingId });
    if (!member) throw new DomainError('SESSION_MEMBER_NOT_FOUND_ERROR');
    return member;
  });
}
