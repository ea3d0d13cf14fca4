import { isUuid } from '@clubline/domain';
import type { AsyncOperationTicket } from '../../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../../platform/async-operations/async-operations.service.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { addMemberInput, addMemberToSessionOperation } from './add-member.operation.ts';
import { findBookingSession } from './booking-facts.repository.ts';
import {
  type AttendanceStatus,
  listSessionMembers,
  type SessionMemberRow,
  setAttendance,
} from './bookings.repository.ts';
import { releasePlace } from './places.ts';
import { authorizeSessionMembers, mayBookMembers } from './session-access.ts';

export type { AttendanceStatus, SessionMemberRow } from './bookings.repository.ts';

interface MemberOfSession {
  id: string;
  personId: string;
}

/** A session's members (BOOKED and ATTENDED), in the order they were booked. */
export async function getSessionMembers(
  context: RequestContext,
  sessionId: string,
): Promise<SessionMemberRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, sessionId);
    return listSessionMembers(tx, { sessionId });
  });
}

/**
 * Starts adding a member to a session (asynchronous, spec 2 §4): who may ask is checked here, what
 * the domain says about the booking is decided by the worker under the session's lock. The person
 * must exist in the organisation; they need not be visible to the desk through their home branch
 * (a member of another branch may book here, their memberships decide).
 */
export async function addMemberToSessionAsync(
  context: RequestContext,
  raw: MemberOfSession,
): Promise<AsyncOperationTicket> {
  if (!isUuid(raw.id)) throw new DomainError('SESSION_NOT_FOUND_ERROR');
  const input = parseInput(addMemberInput, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, input.id);
    if (!(await findPersonInTransaction(tx, input.personId))) throw new DomainError('MEMBER_NOT_FOUND');
    return startAsyncOperation(tx, context.deps.jobs, addMemberToSessionOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input,
    });
  });
}

/**
 * The member's live booking under the session's lock (the same lock every booking takes, so a
 * removal and a booking of one session never interleave).
 */
async function lockedBooking(tx: Transaction, sessionId: string, personId: string) {
  const session = await findBookingSession(tx, sessionId, { lock: true });
  if (!session) throw new DomainError('SESSION_NOT_FOUND_ERROR');
  const members = isUuid(personId) ? await listSessionMembers(tx, { sessionId }) : [];
  return { session, booking: members.find((member) => member.personId === personId) };
}

/**
 * Removes a member from a session (spec 2 §4 "future sessions offer only removal of booked
 * members"): the booking is cancelled (STAFF_REMOVED) and its place freed, which may offer it to
 * the waitlist and assess a late-cancellation fee (`sessions.place-freed`). A member not booked is
 * already where the desk wants them: true, nothing changes. A checked-in member is not removed:
 * their check-in is cancelled first.
 */
export async function removeMemberFromSession(
  context: RequestContext,
  raw: MemberOfSession,
): Promise<boolean> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, raw.id);
    const { booking } = await lockedBooking(tx, raw.id, raw.personId);
    if (!booking) return true;
    if (booking.status === 'ATTENDED') throw new DomainError('SESSION_MEMBER_ATTENDED_ERROR');
    await releasePlace(tx, {
      bookingId: booking.id,
      reason: 'STAFF_REMOVED',
      cancelledByUserId: context.viewer.userId,
    });
    return true;
  });
}

/**
 * Check in (ATTENDED) or cancel a check-in (BOOKED) (spec 2 §4: past sessions offer both). Ours:
 * a session that has started counts, so the desk checks members in as they arrive for a class in
 * progress; before the start nobody can have attended (SESSION_NOT_STARTED_ERROR).
 */
export async function changeAttendance(
  context: RequestContext,
  raw: MemberOfSession & { status: AttendanceStatus },
  now: Date = new Date(),
): Promise<SessionMemberRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, raw.id);
    const { session, booking } = await lockedBooking(tx, raw.id, raw.personId);
    if (!booking) throw new DomainError('SESSION_MEMBER_NOT_FOUND_ERROR');
    if (session.startsAt.getTime() > now.getTime()) throw new DomainError('SESSION_NOT_STARTED_ERROR');
    if (booking.status !== raw.status) await setAttendance(tx, booking.id, raw.status);
    const [changed] = await listSessionMembers(tx, { bookingId: booking.id });
    if (!changed) throw new DomainError('SESSION_MEMBER_NOT_FOUND_ERROR');
    return changed;
  });
}

/** The member a finished add-to-session ticket booked, for a viewer who may see the session. */
export async function findSessionMemberForViewer(
  context: RequestContext,
  bookingId: string,
): Promise<SessionMemberRow | null> {
  if (!isUuid(bookingId)) return null;
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const [member] = await listSessionMembers(tx, { bookingId });
    if (!member) return null;
    return (await mayBookMembers(context, tx, member.sessionId)) ? member : null;
  });
}
