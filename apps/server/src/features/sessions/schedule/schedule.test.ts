import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/public.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { sessionBookings, sessionSeries, sessions, sessionWaitlistEntries } from '../sessions.table.ts';
import { makeSessionSeries } from '../sessions.testing.ts';
import { sessionTopUpDayJob, sessionTopUpJob, topUpOpenSeries } from './top-up.jobs.ts';

let server: TestServer;
let org: OrganisationScenario;
let yogaId: string;

const CREATE = `mutation Create($input: SessionDefinitionInput!) {
  createSession(sessionDefinitionInput: $input) { ticketId operationDomain } }`;
const UPDATE = `mutation Update($input: UpdateSessionInput!) {
  updateSession(updateSessionInput: $input) { ticketId operationDomain } }`;
const REMOVE = `mutation Remove($id: ID!) { removeSession(sessionId: $id) { ticketId operationDomain } }`;
const REMOVE_FOLLOWING = `mutation Remove($id: ID!) {
  removeThisAndFollowingSessions(sessionId: $id) { ticketId operationDomain } }`;
const PREVIEW_CHANGE = `query Preview($input: UpdateSessionInput!) { previewSessionChange(updateSessionInput: $input) {
  sessionsAffected affectedBookings { sessionId date personId firstName lastName status outcome } blockedByAttendance } }`;
const PREVIEW_REMOVAL = `query Preview($id: ID!, $scope: SessionChangeScope!) { previewSessionRemoval(sessionId: $id, scope: $scope) {
  sessionsAffected affectedBookings { sessionId date personId status outcome } blockedByAttendance } }`;
const STATUS = `query Status($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: SESSION, ticketId: $ticketId) { status message code resultType resultId } }`;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  billingClock.set('2026-01-05');
  await org.build(async (tx) => {
    yogaId = (
      await makeClass(tx, { name: 'Yoga', branchIds: [org.branches.wellington.id, org.branches.brisbane.id] })
    ).id;
  });
});
afterAll(async () => {
  billingClock.set(null);
  await server.close();
});

interface Status {
  status: string;
  message: string | null;
  code: string | null;
  resultId: string | null;
}

/** Starts an operation as `viewer`, runs its ticket as the worker does, answers its status. */
async function run(viewer: StaffUser, document: string, variables: Record<string, unknown>): Promise<Status> {
  const started = await server.graphql<Record<string, { ticketId: string; operationDomain: string }>>(
    viewer,
    document,
    variables,
  );
  if (started.errors) throw new Error(`refused: ${JSON.stringify(started.errors)}`);
  const ticket = Object.values(started.data ?? {})[0];
  if (!ticket) throw new Error('no ticket');
  expect(ticket.operationDomain).toBe('SESSION');
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId: ticket.ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: Status }>(viewer, STATUS, {
    ticketId: ticket.ticketId,
  });
  if (!status.data?.getAsyncOperationStatus) throw new Error(`no status: ${JSON.stringify(status.errors)}`);
  return status.data.getAsyncOperationStatus;
}

const seriesSessions = (seriesId: string) =>
  withTenant(server.deps.db, org.applicationId, (tx) =>
    tx.select().from(sessions).where(eq(sessions.seriesId, seriesId)).orderBy(asc(sessions.date)),
  );

const sessionById = async (id: string) => {
  const [row] = await withTenant(server.deps.db, org.applicationId, (tx) =>
    tx.select().from(sessions).where(eq(sessions.id, id)),
  );
  if (!row) throw new Error(`no session ${id}`);
  return row;
};

/** A weekly Wellington series of `weeks` occurrences from `startDate` (06:00–07:00, capacity 10). */
async function weeklySeries(startDate: string, weeks: number) {
  return org.build(async (tx) => {
    const end = new Date(`${startDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 7 * (weeks - 1));
    return makeSessionSeries(tx, {
      branchId: org.branches.wellington.id,
      classId: yogaId,
      frequency: 'WEEKLY',
      startDate,
      endDate: end.toISOString().slice(0, 10),
      capacity: 10,
    });
  });
}

async function book(sessionId: string, personId: string, status: 'BOOKED' | 'ATTENDED' = 'BOOKED') {
  await org.build(async (tx) => {
    await tx.insert(sessionBookings).values({
      applicationId: org.applicationId,
      sessionId,
      personId,
      status,
      checkedInAt: status === 'ATTENDED' ? new Date() : null,
    });
    const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
    await tx
      .update(sessions)
      .set({ bookedCount: (row?.bookedCount ?? 0) + 1 })
      .where(eq(sessions.id, sessionId));
  });
}

describe('creating sessions', () => {
  it('makes one session for ONCE, at the wall-clock time in the branch’s zone', async () => {
    const status = await run(org.frontDesk, CREATE, {
      input: {
        branchId: org.branches.wellington.id,
        name: 'Open gym',
        startDate: '2026-02-10',
        startTime: '18:30',
        endTime: '20:00',
        capacity: 12,
        staffMemberId: org.frontDesk.personId,
        frequency: { type: 'ONCE' },
      },
    });
    expect(status).toMatchObject({ status: 'OK', message: null });
    const session = await sessionById(status.resultId ?? '');
    expect(session).toMatchObject({
      date: '2026-02-10',
      startTime: '18:30',
      endTime: '20:00',
      name: 'Open gym',
      classId: null,
      capacity: 12,
      staffMemberId: org.frontDesk.personId,
      timeZone: 'Pacific/Auckland',
    });
    // NZDT is +13: 18:30 on 10 February is 05:30 UTC that day.
    expect(session.startsAt.toISOString()).toBe('2026-02-10T05:30:00.000Z');
    expect(await seriesSessions(session.seriesId)).toHaveLength(1);
  });

  it('keeps a weekly 06:00 Pacific/Auckland class at 06:00 across the April and September changes', async () => {
    const status = await run(org.superAdmin, CREATE, {
      input: {
        branchId: org.branches.wellington.id,
        classId: yogaId,
        startDate: '2026-03-30',
        startTime: '06:00',
        endTime: '07:00',
        frequency: { type: 'WEEKLY', endDate: '2026-10-05' },
      },
    });
    expect(status.status).toBe('OK');
    const rows = await seriesSessions((await sessionById(status.resultId ?? '')).seriesId);
    expect(rows).toHaveLength(28);
    expect(rows.every((row) => row.startTime === '06:00' && row.name === null)).toBe(true);
    const utc = (date: string) => rows.find((row) => row.date === date)?.startsAt.toISOString();
    // NZDT (+13) until 5 April 2026, NZST (+12) until 27 September, then NZDT again.
    expect(utc('2026-03-30')).toBe('2026-03-29T17:00:00.000Z');
    expect(utc('2026-04-06')).toBe('2026-04-05T18:00:00.000Z');
    expect(utc('2026-09-21')).toBe('2026-09-20T18:00:00.000Z');
    expect(utc('2026-09-28')).toBe('2026-09-27T17:00:00.000Z');
  });

  it('never moves an Australia/Brisbane class (no daylight saving)', async () => {
    const status = await run(org.superAdmin, CREATE, {
      input: {
        branchId: org.branches.brisbane.id,
        classId: yogaId,
        startDate: '2026-03-30',
        startTime: '06:00',
        endTime: '07:00',
        frequency: { type: 'WEEKLY', endDate: '2026-10-12' },
      },
    });
    const rows = await seriesSessions((await sessionById(status.resultId ?? '')).seriesId);
    expect(rows.map((row) => row.startsAt.toISOString().slice(11))).toEqual(rows.map(() => '20:00:00.000Z'));
  });

  it('makes an open weekly series 26 weeks ahead, and the daily top-up continues it without doubles', async () => {
    const status = await run(org.frontDesk, CREATE, {
      input: {
        branchId: org.branches.wellington.id,
        classId: yogaId,
        startDate: '2026-01-06',
        startTime: '12:00',
        endTime: '13:00',
        frequency: { type: 'WEEKLY' },
      },
    });
    const seriesId = (await sessionById(status.resultId ?? '')).seriesId;
    const before = await seriesSessions(seriesId);
    // 26 weeks (182 days) from its start, 6 January, which is after today: Tuesdays to 7 July.
    expect(before.at(-1)?.date).toBe('2026-07-07');
    expect(before).toHaveLength(27);
    billingClock.set('2026-01-20');
    try {
      await withTenant(server.deps.db, org.applicationId, (tx) => topUpOpenSeries(tx));
      await withTenant(server.deps.db, org.applicationId, (tx) => topUpOpenSeries(tx));
    } finally {
      billingClock.set('2026-01-05');
    }
    const after = await seriesSessions(seriesId);
    // 20 January + 182 days is 21 July.
    expect(after.at(-1)?.date).toBe('2026-07-21');
    expect(new Set(after.map((row) => row.date)).size).toBe(after.length);
  });

  it('the daily schedule enqueues a top-up for every organisation (each finds its own open series)', async () => {
    const sent: { queue: string; payload: unknown }[] = [];
    const boss = {
      send: async (queue: string, payload: unknown) => {
        sent.push({ queue, payload });
        return null;
      },
    };
    const env = { boss, ownerPool: server.db.pools.owner } as unknown as Parameters<
      typeof sessionTopUpDayJob.handle
    >[1]['env'];
    await sessionTopUpDayJob.handle(undefined, { env, finalAttempt: false });
    expect(sent).toContainEqual({
      queue: sessionTopUpJob.queue,
      payload: { applicationId: org.applicationId },
    });
  });

  it('refuses with the form’s messages, and a class or staff member not at the branch', async () => {
    const refuse = async (input: Record<string, unknown>) => {
      const response = await server.graphql(org.frontDesk, CREATE, {
        input: {
          branchId: org.branches.wellington.id,
          startDate: '2026-02-10',
          frequency: { type: 'ONCE' },
          ...input,
        },
      });
      return { code: response.errors?.[0]?.extensions?.code, message: response.errors?.[0]?.message };
    };
    expect(await refuse({ startTime: '09:00', endTime: '08:00', name: 'X' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The session must end after it starts',
    });
    expect(await refuse({ startTime: '09:00', endTime: '10:00' })).toMatchObject({
      message: 'Please enter a name for this session or select a class for it',
    });
    const pilates = await org.build((tx) => makeClass(tx, { branchIds: [org.branches.auckland.id] }));
    expect(await refuse({ startTime: '09:00', endTime: '10:00', classId: pilates.id })).toMatchObject({
      message: 'This class does not run at this branch. Please refresh your screen.',
    });
    // The Wellington desk cannot see Auckland's class: an id naming no class is answered the same,
    // so the answer does not tell that the class exists.
    expect(
      await refuse({ startTime: '09:00', endTime: '10:00', classId: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual(await refuse({ startTime: '09:00', endTime: '10:00', classId: pilates.id }));
    expect(
      await refuse({
        startTime: '09:00',
        endTime: '10:00',
        name: 'X',
        staffMemberId: org.branchManager.personId,
      }),
    ).toMatchObject({ message: 'The staff does not belong to this branch.' });
    expect(
      await refuse({
        startTime: '09:00',
        endTime: '10:00',
        name: 'X',
        frequency: { type: 'ONCE', endDate: '2026-03-01' },
      }),
    ).toMatchObject({ message: 'Only a weekly session has an end date' });
    const manager = await server.graphql(org.branchManager, CREATE, {
      input: {
        branchId: org.branches.wellington.id,
        name: 'X',
        startDate: '2026-02-10',
        startTime: '09:00',
        endTime: '10:00',
        frequency: { type: 'ONCE' },
      },
    });
    expect(manager.errors?.[0]?.extensions?.code).toBe('BRANCH_NOT_FOUND');
  });
});

describe('a weekly series without an end date starting long ago', () => {
  it('is refused when created: its every week since would be made at once (from 1900 the worker failed)', async () => {
    const open = (startDate: string) => ({
      input: {
        branchId: org.branches.wellington.id,
        classId: yogaId,
        startDate,
        startTime: '18:00',
        endTime: '19:00',
        frequency: { type: 'WEEKLY' },
      },
    });
    for (const startDate of ['1900-01-01', '2024-01-07']) {
      const refused = await server.graphql(org.frontDesk, CREATE, open(startDate));
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { startDate: 'A weekly session without an end date can start at most 2 years ago' },
      });
    }
    // Today is 5 January 2026: 104 weeks before is 8 January 2024, and from then it is made.
    const status = await run(org.frontDesk, CREATE, open('2024-01-08'));
    expect(status.status).toBe('OK');
    const rows = await seriesSessions((await sessionById(status.resultId ?? '')).seriesId);
    expect([rows.at(0)?.date, rows.at(-1)?.date, rows.length]).toEqual(['2024-01-08', '2026-07-06', 131]);
    // With an end date the series is bounded by it (at most two years), however long ago.
    const ended = await run(org.frontDesk, CREATE, {
      input: { ...open('1990-01-01').input, frequency: { type: 'WEEKLY', endDate: '1990-01-29' } },
    });
    expect(ended.status).toBe('OK');
    expect(await seriesSessions((await sessionById(ended.resultId ?? '')).seriesId)).toHaveLength(5);
  });

  it('is refused when "this and following" moves an open series there', async () => {
    const { sessions: rows } = await org.build((tx) =>
      makeSessionSeries(tx, {
        branchId: org.branches.wellington.id,
        classId: yogaId,
        frequency: 'WEEKLY',
        startDate: '2026-01-07',
        startTime: '20:00',
        endTime: '21:00',
      }),
    );
    const first = rows[0];
    if (!first) throw new Error('no session');
    const input = {
      id: first.id,
      date: first.date,
      newDate: '1920-01-07',
      startTime: '20:00',
      endTime: '21:00',
      classId: yogaId,
      scope: 'THIS_AND_FOLLOWING',
    };
    for (const document of [PREVIEW_CHANGE, UPDATE]) {
      const refused = await server.graphql(org.frontDesk, document, { input });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { newDate: 'A weekly session without an end date can start at most 2 years ago' },
      });
    }
    // Moving one session alone there makes nothing else.
    const alone = await run(org.frontDesk, UPDATE, { input: { ...input, scope: 'THIS_SESSION' } });
    expect(alone.status).toBe('OK');
    expect((await sessionById(first.id)).date).toBe('1920-01-07');
  });
});

describe('topping up', () => {
  it('tops up every open series even when one of them cannot be made (its zone no longer known)', async () => {
    const [good, bad] = await org.build(async (tx) =>
      Promise.all(
        ['07:00', '08:00'].map(async (startTime) =>
          makeSessionSeries(tx, {
            branchId: org.branches.wellington.id,
            classId: yogaId,
            frequency: 'WEEKLY',
            startDate: '2026-01-06',
            startTime,
            endTime: startTime === '07:00' ? '08:00' : '09:00',
          }),
        ),
      ),
    );
    if (!good || !bad) throw new Error('no series');
    // Stored before a zone was withdrawn, or written around the service: it cannot be read now.
    await withTenant(server.deps.db, org.applicationId, (tx) =>
      tx
        .update(sessionSeries)
        .set({ timeZone: 'Mars/Olympus_Mons' })
        .where(eq(sessionSeries.id, bad.series.id)),
    );
    const failures: string[] = [];
    billingClock.set('2026-02-03');
    try {
      await withTenant(server.deps.db, org.applicationId, (tx) =>
        topUpOpenSeries(tx, (seriesId) => failures.push(seriesId)),
      );
    } finally {
      billingClock.set('2026-01-05');
    }
    expect(failures).toEqual([bad.series.id]);
    expect((await seriesSessions(good.series.id)).length).toBeGreaterThan(good.sessions.length);
    expect(await seriesSessions(bad.series.id)).toHaveLength(bad.sessions.length);
  });
});

describe('changing sessions', () => {
  it('THIS_SESSION moves one occurrence out of its series and keeps its bookings; preview = applied', async () => {
    const { series, sessions: rows } = await weeklySeries('2026-03-02', 4);
    const second = rows[1];
    if (!second) throw new Error('no second session');
    await book(second.id, org.noRole.personId);
    const input = {
      id: second.id,
      date: second.date,
      newDate: '2026-03-11',
      startTime: '07:30',
      endTime: '08:30',
      capacity: 10,
      classId: yogaId,
    };
    const preview = await server.graphql<{ previewSessionChange: unknown }>(org.frontDesk, PREVIEW_CHANGE, {
      input,
    });
    expect(preview.data?.previewSessionChange).toEqual({
      sessionsAffected: 1,
      affectedBookings: [
        {
          sessionId: second.id,
          date: '2026-03-09',
          personId: org.noRole.personId,
          firstName: org.noRole.firstName,
          lastName: org.noRole.lastName,
          status: 'BOOKED',
          outcome: 'MOVED',
        },
      ],
      blockedByAttendance: false,
    });
    expect((await run(org.frontDesk, UPDATE, { input })).status).toBe('OK');
    const moved = await sessionById(second.id);
    expect(moved).toMatchObject({ date: '2026-03-11', startTime: '07:30', bookedCount: 1, sequence: 1 });
    expect(moved.seriesId).not.toBe(series.id);
    expect((await seriesSessions(series.id)).map((row) => row.date)).toEqual([
      '2026-03-02',
      '2026-03-16',
      '2026-03-23',
    ]);
    const [booking] = await withTenant(server.deps.db, org.applicationId, (tx) =>
      tx.select().from(sessionBookings).where(eq(sessionBookings.sessionId, second.id)),
    );
    expect(booking?.cancelledAt).toBeNull();
  });

  it('THIS_AND_FOLLOWING splits the series: the earlier part ends the day before, the rest takes the change', async () => {
    const { series, sessions: rows } = await weeklySeries('2026-04-06', 5);
    const [, , third, fourth] = rows;
    if (!third || !fourth) throw new Error('too few sessions');
    await book(third.id, org.noRole.personId);
    await book(fourth.id, org.noRole.personId);
    await book(fourth.id, org.frontDesk.personId);
    const input = {
      id: third.id,
      date: third.date,
      startTime: '06:00',
      endTime: '07:00',
      capacity: 1,
      classId: yogaId,
      staffMemberId: org.reliefDesk.personId,
      scope: 'THIS_AND_FOLLOWING',
    };
    const preview = await server.graphql<{
      previewSessionChange: {
        sessionsAffected: number;
        affectedBookings: { sessionId: string; outcome: string }[];
      };
    }>(org.frontDesk, PREVIEW_CHANGE, { input });
    expect(preview.data?.previewSessionChange.sessionsAffected).toBe(3);
    // Times unchanged: nothing moves; the fourth's second booking is beyond the new capacity of 1.
    expect(preview.data?.previewSessionChange.affectedBookings).toEqual([
      expect.objectContaining({
        sessionId: fourth.id,
        outcome: 'OVER_CAPACITY',
        personId: org.frontDesk.personId,
      }),
    ]);
    expect((await run(org.frontDesk, UPDATE, { input })).status).toBe('OK');
    const earlier = await seriesSessions(series.id);
    expect(earlier.map((row) => row.date)).toEqual(['2026-04-06', '2026-04-13']);
    const [stored] = await withTenant(server.deps.db, org.applicationId, (tx) =>
      tx.select().from(sessionSeries).where(eq(sessionSeries.id, series.id)),
    );
    expect(stored?.endDate).toBe('2026-04-19');
    const following = await seriesSessions((await sessionById(third.id)).seriesId);
    expect(following.map((row) => [row.date, row.staffMemberId, row.capacity, row.bookedCount])).toEqual([
      ['2026-04-20', org.reliefDesk.personId, 1, 1],
      // Nobody booked is dropped: the capacity is the number booked (Full).
      ['2026-04-27', org.reliefDesk.personId, 2, 2],
      ['2026-05-04', org.reliefDesk.personId, 1, 0],
    ]);
    expect(following.every((row) => row.sequence === 1)).toBe(true);
    expect(earlier.every((row) => row.sequence === 0)).toBe(true);
  });

  it('refuses a stale date and someone without manage-sessions there', async () => {
    const { sessions: rows } = await weeklySeries('2026-05-04', 2);
    const first = rows[0];
    if (!first) throw new Error('no session');
    const input = { id: first.id, date: '2026-05-05', startTime: '06:00', endTime: '07:00', classId: yogaId };
    const stale = await server.graphql(org.frontDesk, UPDATE, { input });
    expect(stale.errors?.[0]?.extensions?.code).toBe('SESSION_NOT_FOUND_ERROR');
    const elsewhere = await server.graphql(org.branchManager, UPDATE, {
      input: { ...input, date: first.date },
    });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('SESSION_NOT_FOUND_ERROR');
  });
});

describe('removing sessions', () => {
  it('removes one session: cancelled, its bookings and waitlist let go, preview = applied', async () => {
    const { series, sessions: rows } = await weeklySeries('2026-06-01', 3);
    const first = rows[0];
    if (!first) throw new Error('no session');
    await book(first.id, org.noRole.personId);
    await org.build(async (tx) => {
      await tx
        .insert(sessionWaitlistEntries)
        .values({ applicationId: org.applicationId, sessionId: first.id, personId: org.frontDesk.personId });
      await tx.update(sessions).set({ waitlistCount: 1 }).where(eq(sessions.id, first.id));
    });
    const preview = await server.graphql<{ previewSessionRemoval: unknown }>(org.frontDesk, PREVIEW_REMOVAL, {
      id: first.id,
      scope: 'THIS_SESSION',
    });
    expect(preview.data?.previewSessionRemoval).toEqual({
      sessionsAffected: 1,
      affectedBookings: [
        {
          sessionId: first.id,
          date: first.date,
          personId: org.noRole.personId,
          status: 'BOOKED',
          outcome: 'CANCELLED',
        },
      ],
      blockedByAttendance: false,
    });
    expect((await run(org.frontDesk, REMOVE, { id: first.id })).status).toBe('OK');
    const removed = await sessionById(first.id);
    expect(removed.cancelledAt).not.toBeNull();
    expect(removed).toMatchObject({ sequence: 1, bookedCount: 0, waitlistCount: 0 });
    const [booking, entry] = await withTenant(server.deps.db, org.applicationId, async (tx) => [
      (await tx.select().from(sessionBookings).where(eq(sessionBookings.sessionId, first.id)))[0],
      (
        await tx.select().from(sessionWaitlistEntries).where(eq(sessionWaitlistEntries.sessionId, first.id))
      )[0],
    ]);
    expect(booking?.cancelReason).toBe('SESSION_REMOVED');
    expect(entry?.leftReason).toBe('SESSION_REMOVED');
    // The others stay; a second removal finds the session gone.
    expect((await seriesSessions(series.id)).filter((row) => row.cancelledAt === null)).toHaveLength(2);
    const again = await server.graphql(org.frontDesk, REMOVE, { id: first.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('SESSION_NOT_FOUND_ERROR');
  });

  it('refuses to remove a run holding a session with an ATTENDED member', async () => {
    const { sessions: rows } = await weeklySeries('2026-07-06', 3);
    const [first, second] = rows;
    if (!first || !second) throw new Error('too few sessions');
    await book(second.id, org.noRole.personId, 'ATTENDED');
    const preview = await server.graphql<{ previewSessionRemoval: { blockedByAttendance: boolean } }>(
      org.frontDesk,
      PREVIEW_REMOVAL,
      { id: first.id, scope: 'THIS_AND_FOLLOWING' },
    );
    expect(preview.data?.previewSessionRemoval.blockedByAttendance).toBe(true);
    const refused = await server.graphql(org.frontDesk, REMOVE_FOLLOWING, { id: first.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'A session with an attended member cannot be removed. Please refresh your screen.',
      extensions: { code: 'SESSION_HAS_ATTENDED_MEMBERS_ERROR' },
    });
    expect((await sessionById(first.id)).cancelledAt).toBeNull();
  });

  it('removes this and the following sessions and ends the series, so the top-up makes none again', async () => {
    const status = await run(org.frontDesk, CREATE, {
      input: {
        branchId: org.branches.wellington.id,
        classId: yogaId,
        startDate: '2026-01-07',
        startTime: '17:00',
        endTime: '18:00',
        frequency: { type: 'WEEKLY' },
      },
    });
    const seriesId = (await sessionById(status.resultId ?? '')).seriesId;
    const rows = await seriesSessions(seriesId);
    const cut = rows[3];
    if (!cut) throw new Error('no fourth session');
    expect((await run(org.frontDesk, REMOVE_FOLLOWING, { id: cut.id })).status).toBe('OK');
    billingClock.set('2026-03-01');
    try {
      await withTenant(server.deps.db, org.applicationId, (tx) => topUpOpenSeries(tx));
    } finally {
      billingClock.set('2026-01-05');
    }
    const after = await withTenant(server.deps.db, org.applicationId, (tx) =>
      tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.seriesId, seriesId)))
        .orderBy(asc(sessions.date)),
    );
    expect(after.filter((row) => row.cancelledAt === null).map((row) => row.date)).toEqual([
      '2026-01-07',
      '2026-01-14',
      '2026-01-21',
    ]);
    expect(after).toHaveLength(rows.length);
  });
});
