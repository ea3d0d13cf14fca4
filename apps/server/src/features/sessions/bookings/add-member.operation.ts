import { z } from 'zod';
import { registerAsyncOperation } from '../../../platform/async-operations/async-operation.ts';
import { leaveWaitlist } from '../waitlist/waitlist.repository.ts';
import { decideUnderLock, placeRefusal } from './booking-decision.ts';
import { takePlace } from './places.ts';

export const addMemberInput = z.object({
  id: z.uuid({ message: 'Invalid session id' }),
  personId: z.uuid({ message: 'Invalid personId' }),
});

/** The resulting object's GraphQL type (AsyncOperationStatus.sessionMember). */
export const SESSION_MEMBER_RESULT = 'SessionMember';

/**
 * Adding a member to a session (spec 2 §4, §8 "Add member to session"), applied by the worker in
 * one transaction with its ticket: the session is locked, the domain decides from what is stored
 * then (the request only checked who may ask), and the place is taken by `takePlace`, which holds
 * the capacity whatever else runs. A member on the waitlist who is booked leaves it. A refusal ends
 * the ticket in ERROR with its code and the spec's text.
 */
export const addMemberToSessionOperation = registerAsyncOperation({
  domain: 'SESSION',
  name: 'ADD_MEMBER_TO_SESSION_ASYNC',
  input: addMemberInput,
  async apply(tx, input, context) {
    const state = await decideUnderLock(tx, 'ADD_MEMBER_TO_SESSION', input.id, input.personId);
    const taken = await takePlace(tx, {
      applicationId: context.applicationId,
      sessionId: input.id,
      personId: input.personId,
      membershipId: state.membershipId,
      source: 'STAFF',
      bookedByUserId: context.requestedByUserId,
    });
    if (!taken.ok) throw placeRefusal(taken.reason);
    if (state.facts.waitlistEntryId !== null) {
      await leaveWaitlist(tx, { entryId: state.facts.waitlistEntryId, reason: 'PROMOTED' });
    }
    return { resultType: SESSION_MEMBER_RESULT, resultId: taken.bookingId };
  },
});
