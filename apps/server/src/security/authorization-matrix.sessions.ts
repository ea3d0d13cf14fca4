import { makeClass } from '../features/classes/classes.testing.ts';
import { makeSessionSeries } from '../features/sessions/sessions.testing.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The sessions' fields (docs/classes.md "Sessions on the server"): a branch's sessions are seen by
 * anyone with a role there (others are told the branch or session does not exist); creating,
 * changing, removing, their previews and staff availability take manage-sessions there. Of the
 * actors, the Wellington front desk, the relief desk (North Island) and the admin hold it at
 * Wellington; the Auckland manager and the Australian area manager work elsewhere.
 */

const sharedSessions = new WeakMap<World, Promise<string>>();

/** One Wellington session far ahead that the read rows share, made on first use. */
function wellingtonSession(world: World): Promise<string> {
  let made = sharedSessions.get(world);
  if (!made) {
    made = world.org.build(async (tx) => {
      const made = await makeSessionSeries(tx, {
        branchId: world.org.branches.wellington.id,
        name: 'Matrix session',
        startDate: '2031-06-02',
      });
      return made.sessions[0]?.id ?? '';
    });
    sharedSessions.set(world, made);
  }
  return made;
}

/** A fresh Wellington weekly series for each cell that changes one: its first session's id. */
const freshSession = (world: World) =>
  world.org.build(async (tx) => {
    const yoga = await makeClass(tx, { branchIds: [world.org.branches.wellington.id] });
    const made = await makeSessionSeries(tx, {
      branchId: world.org.branches.wellington.id,
      classId: yoga.id,
      frequency: 'WEEKLY',
      startDate: '2031-06-03',
      endDate: '2031-06-24',
    });
    return { id: made.sessions[0]?.id ?? '', date: made.sessions[0]?.date ?? '', classId: yoga.id };
  });

const SEEN_AT_WELLINGTON: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'BRANCH_NOT_FOUND',
  frontDesk: OK,
  branchManager: 'BRANCH_NOT_FOUND',
  reliefDesk: OK,
  areaManager: 'BRANCH_NOT_FOUND',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};
const MANAGED_AT_WELLINGTON: Expectations = { ...SEEN_AT_WELLINGTON, noRole: 'ACCESS_DENIED' };
const SESSION_MANAGED: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'SESSION_NOT_FOUND_ERROR',
  reliefDesk: OK,
  areaManager: 'SESSION_NOT_FOUND_ERROR',
  superAdmin: OK,
  otherAdmin: 'SESSION_NOT_FOUND_ERROR',
};

const TICKET = 'ticketId operationDomain';
const PREVIEW = 'sessionsAffected affectedBookings { personId outcome } blockedByAttendance';
const RANGE_ARGS = '$branchId: ID!, $startDate: String!, $endDate: String!';
const RANGE = 'branchId: $branchId, startDate: $startDate, endDate: $endDate';
const rangeOf = (world: World) => ({
  branchId: world.org.branches.wellington.id,
  startDate: '2031-06-02',
  endDate: '2031-06-02',
});
const change = (session: { id: string; date: string; classId: string }) => ({
  id: session.id,
  date: session.date,
  classId: session.classId,
  startTime: '07:00',
  endTime: '08:00',
  capacity: 10,
  scope: 'THIS_AND_FOLLOWING',
});

export const SESSION_ROWS: MatrixRow[] = [
  field('getBranchSessions', {
    subject: 'the Wellington sessions of one day',
    document: `query Range(${RANGE_ARGS}) { getBranchSessions(${RANGE}) { id canManage } }`,
    variables: async (world) => {
      await wellingtonSession(world);
      return rangeOf(world);
    },
    expect: SEEN_AT_WELLINGTON,
  }),
  field('getSessionsForDateRange', {
    subject: 'the Wellington sessions of one day',
    document: `query Range(${RANGE_ARGS}) { getSessionsForDateRange(${RANGE}) { id } }`,
    variables: async (world) => {
      await wellingtonSession(world);
      return rangeOf(world);
    },
    expect: SEEN_AT_WELLINGTON,
  }),
  field('getSession', {
    subject: 'a Wellington session',
    document: 'query One($id: ID!) { getSession(id: $id) { id name } }',
    variables: async (world) => ({ id: await wellingtonSession(world) }),
    observe: (data) => (data ? 'the session' : 'null'),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: `${OK}: null`,
      frontDesk: `${OK}: the session`,
      branchManager: `${OK}: null`,
      reliefDesk: `${OK}: the session`,
      areaManager: `${OK}: null`,
      superAdmin: `${OK}: the session`,
      otherAdmin: `${OK}: null`,
    },
  }),
  field('getSessionStaff', {
    subject: 'the Wellington staff',
    document: 'query Staff($branchId: ID!) { getSessionStaff(branchId: $branchId) { id } }',
    variables: (world) => ({ branchId: world.org.branches.wellington.id }),
    expect: SEEN_AT_WELLINGTON,
  }),
  field('getStaffAvailability', {
    subject: 'the Wellington front desk at Wellington',
    document: `query Free($branchId: ID!, $staffMemberId: ID!, $date: String!, $startTime: String!, $endTime: String!) {
      getStaffAvailability(branchId: $branchId, staffMemberId: $staffMemberId, date: $date, startTime: $startTime, endTime: $endTime) }`,
    variables: (world) => ({
      branchId: world.org.branches.wellington.id,
      staffMemberId: world.org.frontDesk.personId,
      date: '2031-06-02',
      startTime: '06:00',
      endTime: '07:00',
    }),
    expect: MANAGED_AT_WELLINGTON,
  }),
  field('createSession', {
    subject: 'a new session at Wellington',
    document: `mutation Create($input: SessionDefinitionInput!) { createSession(sessionDefinitionInput: $input) { ${TICKET} } }`,
    variables: (world) => ({
      input: {
        branchId: world.org.branches.wellington.id,
        name: 'Matrix open gym',
        startDate: '2031-06-04',
        startTime: '06:00',
        endTime: '07:00',
        frequency: { type: 'ONCE' },
      },
    }),
    expect: MANAGED_AT_WELLINGTON,
  }),
  field('updateSession', {
    subject: 'a fresh Wellington series, from its first session',
    document: `mutation Update($input: UpdateSessionInput!) { updateSession(updateSessionInput: $input) { ${TICKET} } }`,
    variables: async (world) => ({ input: change(await freshSession(world)) }),
    expect: SESSION_MANAGED,
  }),
  field('previewSessionChange', {
    subject: 'a fresh Wellington series, from its first session',
    document: `query Preview($input: UpdateSessionInput!) { previewSessionChange(updateSessionInput: $input) { ${PREVIEW} } }`,
    variables: async (world) => ({ input: change(await freshSession(world)) }),
    expect: SESSION_MANAGED,
  }),
  field('previewSessionRemoval', {
    subject: 'a fresh Wellington series, from its first session',
    document: `query Preview($id: ID!) { previewSessionRemoval(sessionId: $id, scope: THIS_AND_FOLLOWING) { ${PREVIEW} } }`,
    variables: async (world) => ({ id: (await freshSession(world)).id }),
    expect: SESSION_MANAGED,
  }),
  field('removeSession', {
    subject: 'a fresh Wellington session',
    document: `mutation Remove($id: ID!) { removeSession(sessionId: $id) { ${TICKET} } }`,
    variables: async (world) => ({ id: (await freshSession(world)).id }),
    expect: SESSION_MANAGED,
  }),
  field('removeThisAndFollowingSessions', {
    subject: 'a fresh Wellington series, from its first session',
    document: `mutation Remove($id: ID!) { removeThisAndFollowingSessions(sessionId: $id) { ${TICKET} } }`,
    variables: async (world) => ({ id: (await freshSession(world)).id }),
    expect: SESSION_MANAGED,
  }),
];
