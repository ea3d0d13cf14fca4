import { makeClass } from '../features/classes/classes.testing.ts';
import { makePerson } from '../features/members/persons/persons.testing.ts';
import { makeBookableSession } from '../features/sessions/bookings/bookings.testing.ts';
import { takePlace } from '../features/sessions/bookings/places.ts';
import { joinWaitlist } from '../features/sessions/waitlist/waitlist.repository.ts';
import type { Transaction } from '../platform/db/client.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * A session's members and waitlist (docs/classes.md "Bookings on the server"): view-member at the
 * session's branch (Wellington). Staff working elsewhere are told the session does not exist;
 * without view-member anywhere the schema's gate refuses; another organisation finds nothing.
 */
const AT_WELLINGTON = (ok: string = OK): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: ok,
  branchManager: 'SESSION_NOT_FOUND_ERROR',
  reliefDesk: ok,
  areaManager: 'SESSION_NOT_FOUND_ERROR',
  superAdmin: ok,
  otherAdmin: 'SESSION_NOT_FOUND_ERROR',
});

const HOUR = 3_600_000;

/**
 * A fresh Wellington session of a class with a waitlist (limit 5) and `capacity`; `prepare` books
 * or waitlists people in it. Each actor's call gets its own session, so a change by one does not
 * decide another's outcome.
 */
function freshSession(
  world: World,
  options: { capacity: number | null; started?: boolean },
  prepare: (tx: Transaction, sessionId: string) => Promise<void> = async () => {},
) {
  return world.org.build(async (tx) => {
    const branchId = world.org.branches.wellington.id;
    const classRow = await makeClass(tx, {
      name: 'Matrix spin',
      branchIds: [branchId],
      waitlistStatus: 'ENABLED',
      waitlistLimit: 5,
    });
    const startsAt = options.started ? new Date(Date.now() - HOUR / 2) : undefined;
    const session = await makeBookableSession(tx, {
      branchId,
      classId: classRow.id,
      capacity: options.capacity,
      ...(startsAt ? { startsAt, endsAt: new Date(startsAt.getTime() + HOUR) } : {}),
    });
    await prepare(tx, session.id);
    return session.id;
  });
}

const book = (world: World, personId: string) => async (tx: Transaction, sessionId: string) => {
  await takePlace(tx, {
    applicationId: world.org.applicationId,
    sessionId,
    personId,
    membershipId: null,
    source: 'STAFF',
    bookedByUserId: null,
  });
};

const wait = (world: World, personId: string) => async (tx: Transaction, sessionId: string) => {
  await joinWaitlist(tx, {
    applicationId: world.org.applicationId,
    sessionId,
    personId,
    addedByUserId: null,
    limit: 5,
  });
};

const MEMBER = 'id personId status';
const ENTRY = 'id personId';

export const SESSION_BOOKING_ROWS: MatrixRow[] = [
  field('getSessionMembers', {
    subject: 'a Wellington session with the shared member booked',
    document: `query M($id: ID!) { getSessionMembers(id: $id) { ${MEMBER} } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }, book(world, world.member.id)),
    }),
    expect: AT_WELLINGTON(),
  }),
  field('getSessionWaitlistMembers', {
    subject: 'a Wellington session with the shared member waiting',
    document: `query W($id: ID!) { getSessionWaitlistMembers(id: $id) { ${ENTRY} } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }, wait(world, world.member.id)),
    }),
    expect: AT_WELLINGTON(),
  }),
  field('getSessionBookingEligibility', {
    subject: 'the shared member, for a fresh Wellington session',
    document: `query E($id: ID!, $personIds: [ID!]!) {
      getSessionBookingEligibility(id: $id, personIds: $personIds) { personId canBook refusal } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }),
      personIds: [world.member.id],
    }),
    expect: AT_WELLINGTON(),
  }),
  field('addMemberToSessionAsync', {
    subject: 'the shared member into a fresh Wellington session',
    document: `mutation A($id: ID!, $personId: ID!) { addMemberToSessionAsync(id: $id, personId: $personId) { ticketId } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
  field('removeMemberFromSession', {
    subject: 'the shared member, booked into a fresh Wellington session',
    document: `mutation R($id: ID!, $personId: ID!) { removeMemberFromSession(id: $id, personId: $personId) }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }, book(world, world.member.id)),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
  field('changeAttendance', {
    subject: 'the shared member, booked into a fresh Wellington session that has started',
    document: `mutation C($id: ID!, $personId: ID!) {
      changeAttendance(id: $id, personId: $personId, status: ATTENDED) { ${MEMBER} } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5, started: true }, book(world, world.member.id)),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
  field('addMemberToWaitlist', {
    subject: 'the shared member onto the waitlist of a full fresh Wellington session',
    document: `mutation J($id: ID!, $personId: ID!) { addMemberToWaitlist(id: $id, personId: $personId) { ${ENTRY} } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 1 }, async (tx, sessionId) => {
        const other = await makePerson(tx, { homeBranchId: world.org.branches.wellington.id });
        await book(world, other.id)(tx, sessionId);
      }),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
  field('removeMemberFromWaitlist', {
    subject: 'the shared member, waiting for a fresh Wellington session',
    document: `mutation L($id: ID!, $personId: ID!) { removeMemberFromWaitlist(id: $id, personId: $personId) }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }, wait(world, world.member.id)),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
  field('promoteWaitlistMember', {
    subject: 'the shared member, waiting for a fresh Wellington session with a place free',
    document: `mutation P($id: ID!, $personId: ID!) { promoteWaitlistMember(id: $id, personId: $personId) { ${MEMBER} } }`,
    variables: async (world) => ({
      id: await freshSession(world, { capacity: 5 }, wait(world, world.member.id)),
      personId: world.member.id,
    }),
    expect: AT_WELLINGTON(),
  }),
];
