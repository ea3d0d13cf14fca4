import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePersons, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeBookableSession, placesOf } from './bookings.testing.ts';
import { releasePlace, type TakePlace, takePlace } from './places.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.deps.db, org.applicationId, fn);

const placeFor = (sessionId: string, personId: string): TakePlace => ({
  applicationId: org.applicationId,
  sessionId,
  personId,
  membershipId: null,
  source: 'STAFF',
  bookedByUserId: null,
});

describe('takePlace', () => {
  it('gives the last place to exactly one of 200 simultaneous bookings, each in its own transaction', async () => {
    const { session, people, first } = await org.build(async (tx) => {
      const session = await makeBookableSession(tx, { branchId: org.branches.auckland.id, capacity: 5 });
      const people = await makePersons(tx, 204, { homeBranchId: org.branches.auckland.id });
      return { session, people: people.slice(4), first: people.slice(0, 4) };
    });
    for (const person of first) {
      expect(await inTenant((tx) => takePlace(tx, placeFor(session.id, person.id)))).toMatchObject({
        ok: true,
      });
    }
    const results = await Promise.all(
      people.map((person) => inTenant((tx) => takePlace(tx, placeFor(session.id, person.id)))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'FULL')).toHaveLength(199);
    const places = await inTenant((tx) => placesOf(tx, session.id));
    expect(places.live).toHaveLength(5);
    expect(places.bookedCount).toBe(5);
  });

  it('books one member once when the same booking races with itself', async () => {
    const { session, person } = await org.build(async (tx) => {
      const session = await makeBookableSession(tx, { branchId: org.branches.auckland.id, capacity: null });
      const [person] = await makePersons(tx, 1, { homeBranchId: org.branches.auckland.id });
      if (!person) throw new Error('no person');
      return { session, person };
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => inTenant((tx) => takePlace(tx, placeFor(session.id, person.id)))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'ALREADY_BOOKED')).toHaveLength(29);
    const places = await inTenant((tx) => placesOf(tx, session.id));
    expect(places.live).toHaveLength(1);
    expect(places.bookedCount).toBe(1);
  });

  it('says NOT_FOUND for an unknown or cancelled session and takes nothing', async () => {
    const { session, person } = await org.build(async (tx) => {
      const session = await makeBookableSession(tx, { branchId: org.branches.auckland.id, capacity: 0 });
      const [person] = await makePersons(tx, 1, { homeBranchId: org.branches.auckland.id });
      if (!person) throw new Error('no person');
      return { session, person };
    });
    const unknown = await inTenant((tx) =>
      takePlace(tx, placeFor('00000000-0000-4000-8000-000000000000', person.id)),
    );
    expect(unknown).toEqual({ ok: false, reason: 'NOT_FOUND' });
    await server.db.pools.owner.query('update sessions set cancelled_at = now() where id = $1', [session.id]);
    const cancelled = await inTenant((tx) => takePlace(tx, placeFor(session.id, person.id)));
    expect(cancelled).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect((await inTenant((tx) => placesOf(tx, session.id))).bookedCount).toBe(0);
  });
});

describe('releasePlace', () => {
  it('cancels a booking, frees its place once however often it is released, and enqueues sessions.place-freed', async () => {
    const { session, people } = await org.build(async (tx) => ({
      session: await makeBookableSession(tx, { branchId: org.branches.auckland.id, capacity: 1 }),
      people: await makePersons(tx, 2, { homeBranchId: org.branches.auckland.id }),
    }));
    const [a, b] = people;
    if (!a || !b) throw new Error('no people');
    const taken = await inTenant((tx) => takePlace(tx, placeFor(session.id, a.id)));
    if (!taken.ok) throw new Error('not booked');
    expect(await inTenant((tx) => takePlace(tx, placeFor(session.id, b.id)))).toEqual({
      ok: false,
      reason: 'FULL',
    });
    const release = () =>
      inTenant((tx) =>
        releasePlace(tx, { bookingId: taken.bookingId, reason: 'STAFF_REMOVED', cancelledByUserId: null }),
      );
    expect(await release()).toEqual({ ok: true, sessionId: session.id });
    expect(await release()).toEqual({ ok: false, reason: 'NOT_FOUND' });
    const places = await inTenant((tx) => placesOf(tx, session.id));
    expect(places.bookedCount).toBe(0);
    expect(places.all[0]).toMatchObject({ cancelReason: 'STAFF_REMOVED' });
    const jobs = await server.db.pools.owner.query<{ data: Record<string, string> }>(
      `select data from pgboss.job where name = 'sessions.place-freed' and data->>'bookingId' = $1`,
      [taken.bookingId],
    );
    expect(jobs.rows.map((row) => row.data)).toEqual([
      { applicationId: org.applicationId, sessionId: session.id, bookingId: taken.bookingId },
    ]);
    // The freed place can be taken again.
    expect(await inTenant((tx) => takePlace(tx, placeFor(session.id, b.id)))).toMatchObject({ ok: true });
  });
});
