import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { runsCompiled } from '../../platform/graphql/compiled-execution.ts';
import { schema } from '../../schema.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeClass } from '../classes/classes.testing.ts';
import { sessionBookings, sessions } from './sessions.table.ts';
import { makeSessionSeries } from './sessions.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
let yogaId: string;
/** A weekly Wellington yoga series from Monday 2030-03-04 at 06:00, ten weeks, capacity 2. */
let weekly: { id: string; date: string }[];
/** A ONCE named session at Wellington on 2030-03-05 09:00–10:00, Frankie teaching. */
let namedId: string;

const SESSION_FIELDS = `id name date startTime endTime startsAt endsAt timeZone capacity branchId
  allowOnlineBooking isRecurring classAssociated { id name } color staffMember { id firstName lastName }
  membersCount waitlistQueueLength spotsLeft isFull isPast hasAttended canManage`;
const RANGE = `query Range($branchId: ID!, $startDate: String!, $endDate: String!) {
  getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) { ${SESSION_FIELDS} } }`;
const RANGE_TOO = `query Range($branchId: ID!, $startDate: String!, $endDate: String!) {
  getSessionsForDateRange(branchId: $branchId, startDate: $startDate, endDate: $endDate) { id } }`;
const ONE = `query One($id: ID!) { getSession(id: $id) { ${SESSION_FIELDS} } }`;
const STAFF = `query Staff($branchId: ID!) { getSessionStaff(branchId: $branchId) { id firstName lastName } }`;
const AVAILABILITY = `query Availability($branchId: ID!, $staffMemberId: ID!, $date: String!, $startTime: String!,
  $endTime: String!, $excludeSessionId: ID) { getStaffAvailability(branchId: $branchId, staffMemberId: $staffMemberId,
  date: $date, startTime: $startTime, endTime: $endTime, excludeSessionId: $excludeSessionId) }`;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    const yoga = await makeClass(tx, {
      name: 'Wellington Yoga',
      branchIds: [wellington],
      color: '#087F5B',
      allowOnlineBooking: true,
    });
    yogaId = yoga.id;
    const series = await makeSessionSeries(tx, {
      branchId: wellington,
      classId: yoga.id,
      frequency: 'WEEKLY',
      startDate: '2030-03-04',
      endDate: '2030-05-06',
      capacity: 2,
    });
    weekly = series.sessions.map((row) => ({ id: row.id, date: row.date }));
    const named = await makeSessionSeries(tx, {
      branchId: wellington,
      name: 'Open gym',
      startDate: '2030-03-05',
      startTime: '09:00',
      endTime: '10:00',
      staffMemberId: org.frontDesk.personId,
    });
    namedId = named.sessions[0]?.id ?? '';
  });
});
afterAll(() => server.close());

interface SessionOut {
  id: string;
  name: string;
  date: string;
  startsAt: string;
  membersCount: number;
  spotsLeft: number | null;
  isFull: boolean;
  hasAttended: boolean;
  canManage: boolean;
}

const range = (viewer: Parameters<TestServer['graphql']>[0], startDate: string, endDate: string) =>
  server.graphql<{ getBranchSessions: SessionOut[] }>(viewer, RANGE, {
    branchId: org.branches.wellington.id,
    startDate,
    endDate,
  });

const codeOf = (response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.code;

describe('reading a branch’s sessions', () => {
  it('answers the sessions of the dates asked, by start, with their computed fields', async () => {
    const week = await range(org.frontDesk, '2030-03-04', '2030-03-10');
    expect(week.errors).toBeUndefined();
    expect(week.data?.getBranchSessions).toMatchObject([
      {
        id: weekly[0]?.id,
        name: 'Wellington Yoga',
        date: '2030-03-04',
        startTime: '06:00',
        endTime: '07:00',
        // 06:00 in Wellington on 4 March 2030 is 17:00 UTC the day before (NZDT, +13).
        startsAt: '2030-03-03T17:00:00.000Z',
        timeZone: 'Pacific/Auckland',
        capacity: 2,
        allowOnlineBooking: true,
        isRecurring: true,
        classAssociated: { id: yogaId, name: 'Wellington Yoga' },
        color: '#087F5B',
        staffMember: null,
        membersCount: 0,
        waitlistQueueLength: 0,
        spotsLeft: 2,
        isFull: false,
        isPast: false,
        hasAttended: false,
        canManage: true,
      },
      {
        id: namedId,
        name: 'Open gym',
        allowOnlineBooking: false,
        isRecurring: false,
        classAssociated: null,
        color: '#1971C2',
        staffMember: { id: org.frontDesk.personId, firstName: org.frontDesk.firstName },
        spotsLeft: null,
      },
    ]);
    const same = await server.graphql(org.frontDesk, RANGE_TOO, {
      branchId: org.branches.wellington.id,
      startDate: '2030-03-04',
      endDate: '2030-03-10',
    });
    expect(same.data).toEqual({
      getSessionsForDateRange: week.data?.getBranchSessions.map((row) => ({ id: row.id })),
    });
  });

  it('answers the calendar’s week through the compiled executor, the same as before', async () => {
    // The web's week query (apps/web calendar/sessions-api.ts): a busy week is a thousand sessions.
    const calendar = `query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {
      getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {
        id name date startTime endTime color capacity membersCount isFull } }`;
    expect(runsCompiled(schema, parse(calendar))).toBe(true);
    expect(runsCompiled(schema, parse(RANGE_TOO))).toBe(true);
    // One session is a small answer: graphql-js, as every other read.
    expect(runsCompiled(schema, parse(ONE))).toBe(false);
    const week = await server.graphql<{ getBranchSessions: SessionOut[] }>(org.frontDesk, calendar, {
      branchId: org.branches.wellington.id,
      startDate: '2030-03-04',
      endDate: '2030-03-10',
    });
    expect(week.data?.getBranchSessions).toEqual([
      {
        id: weekly[0]?.id,
        name: 'Wellington Yoga',
        date: '2030-03-04',
        startTime: '06:00',
        endTime: '07:00',
        color: '#087F5B',
        capacity: 2,
        membersCount: 0,
        isFull: false,
      },
      {
        id: namedId,
        name: 'Open gym',
        date: '2030-03-05',
        startTime: '09:00',
        endTime: '10:00',
        color: '#1971C2',
        capacity: null,
        membersCount: 0,
        isFull: false,
      },
    ]);
  });

  it('counts places, attendance and fullness from the stored counts, and leaves removed sessions out', async () => {
    const [first, second] = weekly;
    await org.build(async (tx) => {
      await tx.execute(sql`update ${sessions} set booked_count = 2 where id = ${first?.id}`);
      await tx.insert(sessionBookings).values({
        applicationId: org.applicationId,
        sessionId: first?.id ?? '',
        personId: org.noRole.personId,
        status: 'ATTENDED',
        checkedInAt: new Date(),
      });
      await tx.execute(sql`update ${sessions} set cancelled_at = now() where id = ${second?.id}`);
    });
    const rows = (await range(org.frontDesk, '2030-03-04', '2030-03-17')).data?.getBranchSessions ?? [];
    expect(rows.map((row) => row.date)).toEqual(['2030-03-04', '2030-03-05']);
    expect(rows[0]).toMatchObject({ membersCount: 2, spotsLeft: 0, isFull: true, hasAttended: true });
  });

  it('reads at most 62 days, real dates, forwards', async () => {
    expect(codeOf(await range(org.frontDesk, '2030-03-01', '2030-05-02'))).toBe('VALIDATION_FAILED');
    expect((await range(org.frontDesk, '2030-03-01', '2030-05-02')).errors?.[0]?.message).toBe(
      'A calendar can show at most 62 days at once',
    );
    expect((await range(org.frontDesk, '2030-03-01', '2030-05-02')).data).toBeNull();
    expect(codeOf(await range(org.frontDesk, '2030-02-30', '2030-03-01'))).toBe('VALIDATION_FAILED');
    expect(codeOf(await range(org.frontDesk, '2030-03-10', '2030-03-01'))).toBe('VALIDATION_FAILED');
    // 62 days exactly: a six-week month view with room to spare.
    expect((await range(org.frontDesk, '2030-03-01', '2030-05-01')).errors).toBeUndefined();
  });

  it('shows a branch’s sessions only to those with a role there; manage flags follow manage-sessions', async () => {
    expect(codeOf(await range(org.branchManager, '2030-03-04', '2030-03-10'))).toBe('BRANCH_NOT_FOUND');
    expect(codeOf(await range(org.areaManager, '2030-03-04', '2030-03-10'))).toBe('BRANCH_NOT_FOUND');
    expect(codeOf(await range(org.noRole, '2030-03-04', '2030-03-10'))).toBe('BRANCH_NOT_FOUND');
    expect(codeOf(await range(other.superAdmin, '2030-03-04', '2030-03-10'))).toBe('BRANCH_NOT_FOUND');
    const relief = await range(org.reliefDesk, '2030-03-04', '2030-03-10');
    expect(relief.data?.getBranchSessions.every((row) => row.canManage)).toBe(true);
  });

  it('answers one session to its branch’s staff and null to anyone else', async () => {
    const one = (viewer: Parameters<TestServer['graphql']>[0], id: string) =>
      server.graphql<{ getSession: SessionOut | null }>(viewer, ONE, { id });
    expect((await one(org.frontDesk, namedId)).data?.getSession).toMatchObject({
      id: namedId,
      name: 'Open gym',
    });
    expect((await one(org.branchManager, namedId)).data?.getSession).toBeNull();
    expect((await one(other.superAdmin, namedId)).data?.getSession).toBeNull();
    expect((await one(org.frontDesk, 'not-a-uuid')).data?.getSession).toBeNull();
    // A removed session is gone.
    expect((await one(org.frontDesk, weekly[1]?.id ?? '')).data?.getSession).toBeNull();
  });
});

describe('session staff and their availability', () => {
  it('lists the branch’s active staff by name', async () => {
    const staff = await server.graphql<{ getSessionStaff: { firstName: string }[] }>(org.frontDesk, STAFF, {
      branchId: org.branches.wellington.id,
    });
    expect(staff.errors).toBeUndefined();
    const names = staff.data?.getSessionStaff.map((row) => row.firstName) ?? [];
    expect(names).toEqual([...names].sort());
    expect(names).toContain(org.frontDesk.firstName);
    const stranger = await server.graphql(other.superAdmin, STAFF, { branchId: org.branches.wellington.id });
    expect(codeOf(stranger)).toBe('BRANCH_NOT_FOUND');
  });

  it('is BUSY over an overlapping session, FREE when touching or when it is the session edited, null when backwards', async () => {
    const ask = async (startTime: string, endTime: string, excludeSessionId?: string) =>
      (
        await server.graphql<{ getStaffAvailability: string | null }>(org.frontDesk, AVAILABILITY, {
          branchId: org.branches.wellington.id,
          staffMemberId: org.frontDesk.personId,
          date: '2030-03-05',
          startTime,
          endTime,
          excludeSessionId,
        })
      ).data?.getStaffAvailability;
    expect(await ask('09:30', '10:30')).toBe('BUSY');
    expect(await ask('08:00', '09:00')).toBe('FREE');
    expect(await ask('10:00', '11:00')).toBe('FREE');
    expect(await ask('09:30', '10:30', namedId)).toBe('FREE');
    expect(await ask('10:00', '09:00')).toBeNull();
    const denied = await server.graphql(org.branchManager, AVAILABILITY, {
      branchId: org.branches.wellington.id,
      staffMemberId: org.frontDesk.personId,
      date: '2030-03-05',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(codeOf(denied)).toBe('BRANCH_NOT_FOUND');
  });
});

describe('hostile input', () => {
  const CREATE = `mutation Create($input: SessionDefinitionInput!) { createSession(sessionDefinitionInput: $input) { ticketId } }`;
  const UPDATE = `mutation Update($input: UpdateSessionInput!) { updateSession(updateSessionInput: $input) { ticketId } }`;
  const PREVIEW = `query Preview($input: UpdateSessionInput!) { previewSessionChange(updateSessionInput: $input) { sessionsAffected } }`;
  const REMOVE = 'mutation Remove($id: ID!) { removeSession(sessionId: $id) { ticketId } }';
  const REMOVAL = `query Removal($id: ID!) { previewSessionRemoval(sessionId: $id, scope: THIS_AND_FOLLOWING) { sessionsAffected } }`;

  it('is refused in clear words, never as an internal error', async () => {
    const wellington = org.branches.wellington.id;
    const staffMemberId = org.frontDesk.personId;
    const definition = (overrides: Record<string, unknown>) => ({
      input: {
        branchId: wellington,
        name: 'Open gym',
        startDate: '2030-03-06',
        startTime: '06:00',
        endTime: '07:00',
        frequency: { type: 'WEEKLY' },
        ...overrides,
      },
    });
    const change = (overrides: Record<string, unknown>) => ({
      input: {
        id: namedId,
        date: '2030-03-05',
        startTime: '09:00',
        endTime: '10:00',
        name: 'Open gym',
        ...overrides,
      },
    });
    const availability = (overrides: Record<string, unknown>) => ({
      branchId: wellington,
      staffMemberId,
      date: '2030-03-05',
      startTime: '09:00',
      endTime: '10:00',
      ...overrides,
    });
    const calls: [string, Record<string, unknown>][] = [
      [RANGE, { branchId: 'x', startDate: '2030-03-04', endDate: '2030-03-10' }],
      [RANGE, { branchId: wellington, startDate: '99999-01-01', endDate: '2030-03-10' }],
      [RANGE, { branchId: wellington, startDate: '', endDate: '\u0000' }],
      [AVAILABILITY, availability({ staffMemberId: 'x' })],
      [AVAILABILITY, availability({ date: '2030-13-01' })],
      [AVAILABILITY, availability({ startTime: '25:00', endTime: '26:00' })],
      [CREATE, definition({ capacity: -1 })],
      [CREATE, definition({ capacity: 10_001 })],
      [CREATE, definition({ name: 'x'.repeat(31) })],
      [CREATE, definition({ name: 'Open\u0007gym' })],
      [CREATE, definition({ startTime: '06:15' })],
      [CREATE, definition({ branchId: 'not-a-branch' })],
      [CREATE, definition({ classId: 'not-a-class' })],
      [CREATE, definition({ staffMemberId: 'not-a-person' })],
      [CREATE, definition({ frequency: { type: 'WEEKLY', endDate: '2030-02-30' } })],
      [CREATE, definition({ frequency: { type: 'WEEKLY', endDate: '2040-01-01' } })],
      [CREATE, definition({ frequency: { type: 'WEEKLY', endDate: '2030-03-01' } })],
      [UPDATE, change({ id: 'x' })],
      [UPDATE, change({ date: 'yesterday' })],
      [UPDATE, change({ newDate: '0000-01-01' })],
      [UPDATE, change({ startTime: '10:00', endTime: '09:00' })],
      [UPDATE, change({ capacity: 2_147_483_647 })],
      [PREVIEW, change({ classId: '00000000-0000-0000-0000-000000000000', name: null })],
      [REMOVE, { id: 'x' }],
      [REMOVAL, { id: '00000000-0000-0000-0000-000000000000' }],
    ];
    for (const [query, variables] of calls) {
      const response = await server.graphql(org.frontDesk, query, variables);
      const error = response.errors?.[0];
      expect(error, JSON.stringify(variables)).toBeDefined();
      expect(response.status, JSON.stringify(variables)).toBe(200);
      expect(error?.extensions?.code, `${JSON.stringify(variables)}: ${error?.message}`).not.toBe('INTERNAL');
    }
    // An empty span has no status (spec 2 §4), which is no error.
    const empty = await server.graphql(
      org.frontDesk,
      AVAILABILITY,
      availability({ startTime: '24:00', endTime: '24:00' }),
    );
    expect(empty).toMatchObject({ status: 200, data: { getStaffAvailability: null } });
  });
});

describe('tenancy', () => {
  it('keeps another organisation’s sessions out of reach even by id', async () => {
    const count = await withTenant(server.deps.db, other.applicationId, async (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from ${sessions}`),
    );
    expect(count.rows[0]?.n).toBe(0);
  });
});
