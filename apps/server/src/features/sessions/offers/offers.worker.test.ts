import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { emailsLike, offerStateOf } from './offer-fixtures.repository.ts';
import { makeFullSessionWithWaitlist } from './offers.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let stopWorker: (() => Promise<void>) | undefined;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  stopWorker = await server.startWorker();
});
afterAll(async () => {
  await stopWorker?.();
  await server.close();
});

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.deps.db, org.applicationId, fn);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a freed place through the real worker', () => {
  it('the front desk removes the booked member and the worker offers the place to the first waiting', async () => {
    const built = await org.build((tx) =>
      makeFullSessionWithWaitlist(tx, {
        branchId: org.branches.wellington.id,
        startsInMinutes: 300,
        waiting: 2,
      }),
    );
    const [first] = built.entries;
    if (!first) throw new Error('no entries');
    const removed = await server.graphql(
      org.frontDesk,
      'mutation Remove($id: ID!, $personId: ID!) { removeMemberFromSession(id: $id, personId: $personId) }',
      { id: built.session.id, personId: built.bookedPersonId },
    );
    expect(removed.errors).toBeUndefined();
    const state = await eventually(
      () => inTenant((tx) => offerStateOf(tx, built.session.id)),
      (value) => value.offers.length > 0,
    );
    expect(state.offers).toEqual([expect.objectContaining({ entry_id: first.id, status: 'OFFERED' })]);
    const [offer] = state.offers;
    expect(await inTenant((tx) => emailsLike(tx, `waitlist-offer:${offer?.id}`))).toHaveLength(1);
  });
});
