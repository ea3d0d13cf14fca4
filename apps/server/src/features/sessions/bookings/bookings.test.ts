import { type BookingErrorCode, CLASS_COLOURS, errorText } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  makePerson,
  makePersons,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import type { ClassOverrides } from '../../classes/classes.testing.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { makeBookableSession, placesOf } from './bookings.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
/** Wellington: the front desk's branch. */
let branchId: string;
/** Plans sold at Wellington: `plan` is the one booking-by-plan classes list. */
let plan: string;
let otherPlan: string;
/** A member holding `plan`, one holding `otherPlan`, and a guest with no membership. */
let member: string;
let otherMember: string;
let guest: string;

const HOUR = 3_600_000;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  branchId = org.branches.wellington.id;
  await org.build(async (tx) => {
    const catalogue = await makeWeeklyCatalogue(tx, branchId);
    const other = await makeWeeklyCatalogue(tx, branchId, { account: { isDefault: false } });
    plan = catalogue.plan;
    otherPlan = other.plan;
    const holder = async (planId: string, paymentOptionId: string) => {
      const person = await makePerson(tx, { homeBranchId: branchId });
      await makeMembership(tx, {
        personId: person.id,
        branchId,
        membershipPlanId: planId,
        paymentOptionId,
        startDate: '2020-01-01',
      });
      return person.id;
    };
    member = await holder(plan, catalogue.weekly);
    otherMember = await holder(otherPlan, other.weekly);
    guest = (await makePerson(tx, { homeBranchId: branchId, role: 'Prospect' })).id;
  });
});
afterAll(() => server.close());

const ADD = `mutation Add($id: ID!, $personId: ID!) {
  addMemberToSessionAsync(id: $id, personId: $personId) { ticketId operationDomain } }`;
const STATUS = `query S($ticketId: ID!) { getAsyncOperationStatus(operationDomain: SESSION, ticketId: $ticketId) {
  status code message operationName sessionMember { id sessionId personId status firstName lastName bookedAt } } }`;
const MEMBERS = `query M($id: ID!) { getSessionMembers(id: $id) { id personId status firstName lastName bookedAt } }`;
const WAITING = `query W($id: ID!) { getSessionWaitlistMembers(id: $id) {
  id sessionId personId firstName lastName joinedAt lastPromotionAttempt lastPromotionResult offer { status } createdAt } }`;
const REMOVE = `mutation R($id: ID!, $personId: ID!) { removeMemberFromSession(id: $id, personId: $personId) }`;
const ATTEND = `mutation A($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {
  changeAttendance(id: $id, personId: $personId, status: $status) { id personId status } }`;
const JOIN = `mutation J($id: ID!, $personId: ID!) { addMemberToWaitlist(id: $id, personId: $personId) { id personId } }`;
const LEAVE = `mutation L($id: ID!, $personId: ID!) { removeMemberFromWaitlist(id: $id, personId: $personId) }`;
const PROMOTE = `mutation P($id: ID!, $personId: ID!) { promoteWaitlistMember(id: $id, personId: $personId) { id personId status } }`;

type Errors = { errors?: { extensions?: Record<string, unknown>; message: string }[] };
const codeOf = (response: Errors) => response.errors?.[0]?.extensions?.code;

/** A class at Wellington (ALL, waitlist off unless said) and one session of it with `capacity`. */
async function sessionOf(
  classFields: Omit<ClassOverrides, 'branchIds'> | null,
  session: { capacity?: number | null; startsAt?: Date; endsAt?: Date } = {},
) {
  return org.build(async (tx) => {
    const classId = classFields ? (await makeClass(tx, { ...classFields, branchIds: [branchId] })).id : null;
    return makeBookableSession(tx, { branchId, classId, ...session });
  });
}

const apply = (ticketId: string) =>
  processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );

interface Status {
  status: string;
  code: string | null;
  message: string | null;
  operationName: string;
  sessionMember: Record<string, unknown> | null;
}

/** Books through the API: starts the ticket, applies it as the worker does, answers its status. */
async function book(sessionId: string, personId: string, viewer: StaffUser = org.frontDesk): Promise<Status> {
  const started = await server.graphql<{
    addMemberToSessionAsync: { ticketId: string; operationDomain: string };
  }>(viewer, ADD, { id: sessionId, personId });
  const ticket = started.data?.addMemberToSessionAsync;
  if (!ticket) throw new Error(JSON.stringify(started.errors));
  expect(ticket.operationDomain).toBe('SESSION');
  await apply(ticket.ticketId);
  const status = await server.graphql<{ getAsyncOperationStatus: Status | null }>(viewer, STATUS, {
    ticketId: ticket.ticketId,
  });
  const answer = status.data?.getAsyncOperationStatus;
  if (!answer) throw new Error(JSON.stringify(status.errors));
  return answer;
}

const places = (sessionId: string) =>
  withTenant(server.deps.db, org.applicationId, (tx) => placesOf(tx, sessionId));

async function refusedWith(sessionId: string, personId: string, code: BookingErrorCode) {
  const answer = await book(sessionId, personId);
  expect(answer).toMatchObject({ status: 'ERROR', code, message: errorText(code) });
}

describe('adding a member to a session', () => {
  it('books through an asynchronous operation and answers the member booked', async () => {
    const session = await sessionOf({ name: 'Spin' }, { capacity: 10 });
    const answer = await book(session.id, member);
    expect(answer).toMatchObject({
      status: 'OK',
      operationName: 'ADD_MEMBER_TO_SESSION_ASYNC',
      sessionMember: { sessionId: session.id, personId: member, status: 'BOOKED' },
    });
    const listed = await server.graphql<{ getSessionMembers: { personId: string; status: string }[] }>(
      org.frontDesk,
      MEMBERS,
      { id: session.id },
    );
    expect(listed.data?.getSessionMembers).toMatchObject([{ personId: member, status: 'BOOKED' }]);
    expect((await places(session.id)).bookedCount).toBe(1);
  });

  it('refuses with each code of spec 2 §8 and its text', async () => {
    const all = await sessionOf({ name: 'All' }, { capacity: 1 });
    expect((await book(all.id, member)).status).toBe('OK');
    await refusedWith(all.id, member, 'SESSION_ALDREADY_BOOKED_ERROR');
    await refusedWith(all.id, guest, 'SESSION_FULL_ERROR');
    const casual = await sessionOf({ name: 'Guests only', allowBookingsFrom: 'CASUAL' });
    await refusedWith(casual.id, member, 'CASUAL_ONLY_ALLOWED_ERROR');
    expect((await book(casual.id, guest)).status).toBe('OK');
    const members = await sessionOf({ name: 'Members only', allowBookingsFrom: 'MEMBER' });
    await refusedWith(members.id, guest, 'MEMBER_ONLY_ALLOWED_ERROR');
    expect((await book(members.id, member)).status).toBe('OK');
    const none = await sessionOf({ name: 'Nobody', allowBookingsFrom: 'NONE' });
    await refusedWith(none.id, guest, 'NONE_ALLOWED_ERROR');
    const byPlan = await sessionOf({
      name: 'By plan',
      allowBookingsFrom: 'NONE',
      bookingByMembership: true,
      planIds: [plan],
    });
    await refusedWith(byPlan.id, otherMember, 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR');
    expect((await book(byPlan.id, member)).status).toBe('OK');
    // Removed after the ticket was asked for: the worker finds no session.
    const removed = await sessionOf({ name: 'Removed' });
    const started = await server.graphql<{ addMemberToSessionAsync: { ticketId: string } }>(
      org.frontDesk,
      ADD,
      {
        id: removed.id,
        personId: member,
      },
    );
    await server.db.pools.owner.query('update sessions set cancelled_at = now() where id = $1', [removed.id]);
    await apply(started.data?.addMemberToSessionAsync.ticketId ?? '');
    const status = await server.graphql<{ getAsyncOperationStatus: Status }>(org.frontDesk, STATUS, {
      ticketId: started.data?.addMemberToSessionAsync.ticketId,
    });
    expect(status.data?.getAsyncOperationStatus).toMatchObject({
      status: 'ERROR',
      code: 'SESSION_NOT_FOUND_ERROR',
    });
    // Asked for a removed session, the request itself says so.
    const direct = await server.graphql(org.frontDesk, ADD, { id: removed.id, personId: member });
    expect(codeOf(direct)).toBe('SESSION_NOT_FOUND_ERROR');
  });

  it("says CLASS_NOT_FOUND_ERROR when the session's class is gone", async () => {
    const session = await sessionOf({ name: 'Vanishing' });
    const client = await server.db.pools.owner.connect();
    try {
      // The foreign keys keep a class from going; only a restore or a hand edit could do it.
      await client.query('begin');
      await client.query("set local session_replication_role = 'replica'");
      await client.query('delete from classes where id = $1', [session.classId]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await refusedWith(session.id, member, 'CLASS_NOT_FOUND_ERROR');
  });

  it('books a session that has ended (staff record who came)', async () => {
    const past = await sessionOf(
      { name: 'Yesterday' },
      { startsAt: new Date(Date.now() - 26 * HOUR), endsAt: new Date(Date.now() - 25 * HOUR) },
    );
    expect(await book(past.id, member)).toMatchObject({ status: 'OK' });
  });

  it('gives the last place to exactly one of 200 simultaneous bookings, and the count matches the bookings', async () => {
    const session = await sessionOf({ name: 'Race' }, { capacity: 3 });
    const people = await org.build((tx) => makePersons(tx, 202, { homeBranchId: branchId }));
    expect((await book(session.id, people[0]?.id ?? '')).status).toBe('OK');
    expect((await book(session.id, people[1]?.id ?? '')).status).toBe('OK');
    const tickets: string[] = [];
    for (const person of people.slice(2)) {
      const started = await server.graphql<{ addMemberToSessionAsync: { ticketId: string } }>(
        org.frontDesk,
        ADD,
        { id: session.id, personId: person.id },
      );
      tickets.push(started.data?.addMemberToSessionAsync.ticketId ?? '');
    }
    await Promise.all(tickets.map(apply));
    const { rows } = await server.db.pools.owner.query<{ status: string; error_code: string | null }>(
      'select status, error_code from async_operations where id = any($1::uuid[])',
      [tickets],
    );
    expect(rows.filter((row) => row.status === 'OK')).toHaveLength(1);
    expect(rows.filter((row) => row.error_code === 'SESSION_FULL_ERROR')).toHaveLength(199);
    const after = await places(session.id);
    expect(after.live).toHaveLength(3);
    expect(after.bookedCount).toBe(3);
  });

  it('books a member once when the desk asks 30 times at once', async () => {
    const session = await sessionOf({ name: 'Twice' }, { capacity: null });
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: branchId }));
    const tickets: string[] = [];
    for (let i = 0; i < 30; i++) {
      const started = await server.graphql<{ addMemberToSessionAsync: { ticketId: string } }>(
        org.frontDesk,
        ADD,
        { id: session.id, personId: person.id },
      );
      tickets.push(started.data?.addMemberToSessionAsync.ticketId ?? '');
    }
    await Promise.all(tickets.map(apply));
    const { rows } = await server.db.pools.owner.query<{ status: string; error_code: string | null }>(
      'select status, error_code from async_operations where id = any($1::uuid[])',
      [tickets],
    );
    expect(rows.filter((row) => row.status === 'OK')).toHaveLength(1);
    expect(rows.filter((row) => row.error_code === 'SESSION_ALDREADY_BOOKED_ERROR')).toHaveLength(29);
    expect(await places(session.id)).toMatchObject({ bookedCount: 1, live: [{ personId: person.id }] });
  });

  it('is asked only by staff with view-member at the session branch; others are told it does not exist', async () => {
    const session = await sessionOf({ name: 'Private' });
    // Auckland's manager works elsewhere: the session does not exist for them.
    const elsewhere = org.branchManager;
    expect(codeOf(await server.graphql(elsewhere, ADD, { id: session.id, personId: member }))).toBe(
      'SESSION_NOT_FOUND_ERROR',
    );
    expect(codeOf(await server.graphql(elsewhere, MEMBERS, { id: session.id }))).toBe(
      'SESSION_NOT_FOUND_ERROR',
    );
    // Without view-member anywhere, the schema's gate refuses before any read.
    expect(codeOf(await server.graphql(org.noRole, MEMBERS, { id: session.id }))).toBe('ACCESS_DENIED');
    expect(codeOf(await server.graphql(org.frontDesk, ADD, { id: 'nope', personId: member }))).toBe(
      'SESSION_NOT_FOUND_ERROR',
    );
    expect(
      codeOf(
        await server.graphql(org.frontDesk, ADD, {
          id: session.id,
          personId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toBe('MEMBER_NOT_FOUND');
    for (const document of [JOIN, LEAVE, PROMOTE]) {
      expect(
        codeOf(await server.graphql(org.frontDesk, document, { id: session.id, personId: 'nope' })),
      ).toBe('MEMBER_NOT_FOUND');
    }
  });
});

describe('removing a member and attendance', () => {
  it('removes a booked member, freeing the place and telling the place-freed job; removing again changes nothing', async () => {
    const session = await sessionOf({ name: 'Remove' }, { capacity: 1 });
    await book(session.id, member);
    const removed = await server.graphql<{ removeMemberFromSession: boolean }>(org.frontDesk, REMOVE, {
      id: session.id,
      personId: member,
    });
    expect(removed.data?.removeMemberFromSession).toBe(true);
    expect(await places(session.id)).toMatchObject({ bookedCount: 0, live: [] });
    const jobs = await server.db.pools.owner.query(
      `select 1 from pgboss.job where name = 'sessions.place-freed' and data->>'sessionId' = $1`,
      [session.id],
    );
    expect(jobs.rowCount).toBe(1);
    const again = await server.graphql<{ removeMemberFromSession: boolean }>(org.frontDesk, REMOVE, {
      id: session.id,
      personId: member,
    });
    expect(again.data?.removeMemberFromSession).toBe(true);
    expect((await book(session.id, guest)).status).toBe('OK');
  });

  it('checks in and cancels the check-in once the session has started, never before', async () => {
    const future = await sessionOf({ name: 'Later' });
    await book(future.id, member);
    const early = await server.graphql(org.frontDesk, ATTEND, {
      id: future.id,
      personId: member,
      status: 'ATTENDED',
    });
    expect(codeOf(early)).toBe('SESSION_NOT_STARTED_ERROR');

    const started = await sessionOf(
      { name: 'Now' },
      { startsAt: new Date(Date.now() - HOUR / 2), endsAt: new Date(Date.now() + HOUR / 2) },
    );
    await book(started.id, member);
    const attended = await server.graphql<{ changeAttendance: { status: string } }>(org.frontDesk, ATTEND, {
      id: started.id,
      personId: member,
      status: 'ATTENDED',
    });
    expect(attended.data?.changeAttendance.status).toBe('ATTENDED');
    const removal = await server.graphql(org.frontDesk, REMOVE, { id: started.id, personId: member });
    expect(codeOf(removal)).toBe('SESSION_MEMBER_ATTENDED_ERROR');
    const cancelled = await server.graphql<{ changeAttendance: { status: string } }>(org.frontDesk, ATTEND, {
      id: started.id,
      personId: member,
      status: 'BOOKED',
    });
    expect(cancelled.data?.changeAttendance.status).toBe('BOOKED');
    expect((await places(started.id)).bookedCount).toBe(1);
    const nobody = await server.graphql(org.frontDesk, ATTEND, {
      id: started.id,
      personId: guest,
      status: 'ATTENDED',
    });
    expect(codeOf(nobody)).toBe('SESSION_MEMBER_NOT_FOUND_ERROR');
  });
});

describe('waitlists', () => {
  const waitlisted = { name: 'Waitlisted', waitlistStatus: 'ENABLED' as const, waitlistLimit: 1 };

  it('adds to a full session only, up to its limit, and keeps the count', async () => {
    const session = await sessionOf(waitlisted, { capacity: 1 });
    const notFull = await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: guest });
    expect(codeOf(notFull)).toBe('SESSION_NOT_FULL_ERROR');
    await book(session.id, member);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: member }))).toBe(
      'SESSION_ALDREADY_BOOKED_ERROR',
    );
    const joined = await server.graphql<{ addMemberToWaitlist: { personId: string } }>(org.frontDesk, JOIN, {
      id: session.id,
      personId: guest,
    });
    expect(joined.data?.addMemberToWaitlist.personId).toBe(guest);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: guest }))).toBe(
      'SESSION_WAITLIST_ALREADY_ADDED_ERROR',
    );
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: otherMember }))).toBe(
      'SESSION_WAITLIST_LIMIT_REACHED_ERROR',
    );
    expect((await places(session.id)).waitlistCount).toBe(1);
    const listed = await server.graphql<{
      getSessionWaitlistMembers: { personId: string; offer: unknown }[];
    }>(org.frontDesk, WAITING, { id: session.id });
    expect(listed.data?.getSessionWaitlistMembers).toMatchObject([{ personId: guest, offer: null }]);
  });

  it('refuses a class without a waitlist and a session that has ended', async () => {
    const off = await sessionOf({ name: 'No list' }, { capacity: 1 });
    await book(off.id, member);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: off.id, personId: guest }))).toBe(
      'CLASS_WAITLIST_DISABLED_ERROR',
    );
    const byName = await sessionOf(null, { capacity: 1 });
    await book(byName.id, member);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: byName.id, personId: guest }))).toBe(
      'CLASS_WAITLIST_DISABLED_ERROR',
    );
    const ended = await sessionOf(waitlisted, {
      capacity: 1,
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - 2 * HOUR),
    });
    await book(ended.id, member);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: ended.id, personId: guest }))).toBe(
      'SESSION_EXPIRED_ERROR',
    );
    const guestsOnly = await sessionOf({ ...waitlisted, allowBookingsFrom: 'CASUAL' }, { capacity: 1 });
    await book(guestsOnly.id, guest);
    expect(codeOf(await server.graphql(org.frontDesk, JOIN, { id: guestsOnly.id, personId: member }))).toBe(
      'CASUAL_ONLY_ALLOWED_ERROR',
    );
  });

  it('removes and promotes: a promoted member is booked and leaves the list, recorded on the entry', async () => {
    const session = await sessionOf({ ...waitlisted, waitlistLimit: 5 }, { capacity: 1 });
    await book(session.id, member);
    await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: guest });
    await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: otherMember });
    expect((await places(session.id)).waitlistCount).toBe(2);
    expect(codeOf(await server.graphql(org.frontDesk, PROMOTE, { id: session.id, personId: guest }))).toBe(
      'SESSION_FULL_ERROR',
    );
    const left = await server.graphql<{ removeMemberFromWaitlist: boolean }>(org.frontDesk, LEAVE, {
      id: session.id,
      personId: otherMember,
    });
    expect(left.data?.removeMemberFromWaitlist).toBe(true);
    const notThere = await server.graphql<{ removeMemberFromWaitlist: boolean }>(org.frontDesk, LEAVE, {
      id: session.id,
      personId: otherMember,
    });
    expect(notThere.data?.removeMemberFromWaitlist).toBe(true);
    expect((await places(session.id)).waitlistCount).toBe(1);
    await server.graphql(org.frontDesk, REMOVE, { id: session.id, personId: member });
    expect(
      codeOf(await server.graphql(org.frontDesk, PROMOTE, { id: session.id, personId: otherMember })),
    ).toBe('SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR');
    const promoted = await server.graphql<{ promoteWaitlistMember: { personId: string; status: string } }>(
      org.frontDesk,
      PROMOTE,
      { id: session.id, personId: guest },
    );
    expect(promoted.data?.promoteWaitlistMember).toMatchObject({ personId: guest, status: 'BOOKED' });
    const after = await places(session.id);
    expect(after).toMatchObject({ bookedCount: 1, waitlistCount: 0 });
    const { rows } = await server.db.pools.owner.query(
      'select left_reason, last_promotion_result from session_waitlist_entries where session_id = $1 and person_id = $2',
      [session.id, guest],
    );
    expect(rows).toEqual([{ left_reason: 'PROMOTED', last_promotion_result: 'BOOKED' }]);
  });

  it('books a waiting member directly and takes them off the list', async () => {
    const session = await sessionOf({ ...waitlisted, waitlistLimit: 5 }, { capacity: 1 });
    await book(session.id, member);
    await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: guest });
    await server.graphql(org.frontDesk, REMOVE, { id: session.id, personId: member });
    expect((await book(session.id, guest)).status).toBe('OK');
    expect(await places(session.id)).toMatchObject({ bookedCount: 1, waitlistCount: 0 });
  });
});

describe("the class's waitlist while members wait", () => {
  it('says hasActiveSessionWaitlist and refuses disabling until nobody waits for a session not yet over', async () => {
    const session = await sessionOf(
      { name: 'Busy class', waitlistStatus: 'ENABLED', waitlistLimit: 5 },
      { capacity: 1 },
    );
    const classId = session.classId ?? '';
    const ONE = `query C($id: ID!) { getClass(id: $id) { hasActiveSessionWaitlist } }`;
    const UPDATE = `mutation U($input: UpdateClassInput!) { updateClass(input: $input) { hasActiveSessionWaitlist } }`;
    const disable = {
      id: classId,
      name: 'Busy class',
      color: CLASS_COLOURS[0],
      allowOnlineBooking: false,
      allowBookingsFrom: 'ALL',
      sessionWaitlistConfig: { status: 'DISABLED' },
      branches: [branchId],
    };
    const active = async () =>
      (
        await server.graphql<{ getClass: { hasActiveSessionWaitlist: boolean } }>(org.frontDesk, ONE, {
          id: classId,
        })
      ).data?.getClass.hasActiveSessionWaitlist;
    expect(await active()).toBe(false);
    await book(session.id, member);
    await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: guest });
    expect(await active()).toBe(true);
    expect(codeOf(await server.graphql(org.superAdmin, UPDATE, { input: disable }))).toBe(
      'CLASS_ACTIVE_WAITLIST_ERROR',
    );
    await server.graphql(org.frontDesk, LEAVE, { id: session.id, personId: guest });
    expect(await active()).toBe(false);
    const disabled = await server.graphql<{ updateClass: { hasActiveSessionWaitlist: boolean } }>(
      org.superAdmin,
      UPDATE,
      { input: disable },
    );
    expect(disabled.data?.updateClass).toEqual({ hasActiveSessionWaitlist: false });
  });
});

describe('activities', () => {
  it("lists a member's future booking and waitlist place among their upcoming activities", async () => {
    const session = await sessionOf(
      { name: 'Upcoming', waitlistStatus: 'ENABLED', waitlistLimit: 3 },
      { capacity: 1 },
    );
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: branchId }));
    const waiting = await org.build((tx) => makePerson(tx, { homeBranchId: branchId }));
    await book(session.id, person.id);
    await server.graphql(org.frontDesk, JOIN, { id: session.id, personId: waiting.id });
    const ACTIVITIES = `query A($id: ID!) { getMemberActivities(personId: $id) { upcoming { activities {
      kind attendanceStatus session { id name date startTime } waitlistActivity { sessionId name className } } } } }`;
    type Answer = { getMemberActivities: { upcoming: { activities: Record<string, unknown>[] } } };
    const booked = await server.graphql<Answer>(org.frontDesk, ACTIVITIES, { id: person.id });
    expect(booked.data?.getMemberActivities.upcoming.activities).toMatchObject([
      { kind: 'SESSION', attendanceStatus: 'BOOKED', session: { id: session.id, name: 'Upcoming' } },
    ]);
    const waitlist = await server.graphql<Answer>(org.frontDesk, ACTIVITIES, { id: waiting.id });
    expect(waitlist.data?.getMemberActivities.upcoming.activities).toMatchObject([
      { kind: 'WAITLIST_ACTIVITY', waitlistActivity: { sessionId: session.id, className: 'Upcoming' } },
    ]);
  });
});
