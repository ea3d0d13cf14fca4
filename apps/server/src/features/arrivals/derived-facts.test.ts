import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeDoor } from '../doors/doors.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships/memberships.testing.ts';
import { makeMembershipPlan } from '../plans/plans.testing.ts';

/**
 * What staff read of a member's visits follows the arrivals, whichever way they were recorded
 * (docs/arrivals.md "Demo arrivals and derived facts"): the profile's last visit is the latest
 * granted arrival at the branch, and a visit pass's visits left are its visits less the entries
 * counted against it, after online swipes, a re-entry, a refusal and an offline door's late upload.
 */
let server: TestServer;
let org: OrganisationScenario;
let key: string;
const PASS_VISITS = 10;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  key = (await org.build((tx) => makeDoor(tx, { branchId: org.branches.wellington.id }))).key;
});
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(Math.floor((Date.now() - minutes * 60_000) / 1000) * 1000);

async function post(url: string, body: unknown) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Door ${key}` },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as { granted?: boolean; tags?: string[] };
}

const swipe = (cardNumber: string, at: Date) =>
  post('/access-control/doors/swipes', { swipeId: randomUUID(), cardNumber, at: at.toISOString() });

describe('derived facts follow the arrivals', () => {
  it('gives the profile the latest granted arrival and the pass its visits less those used', async () => {
    const wellington = org.branches.wellington.id;
    const { person, membership } = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: wellington, card: 'DERIVED1' });
      const catalogue = await makeWeeklyCatalogue(tx, wellington);
      const plan = await makeMembershipPlan(tx, { type: 'VISITOR_PASS', numberOfVisits: PASS_VISITS });
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan.id,
        paymentOptionId: catalogue.weekly,
        numberOfVisitsLeft: PASS_VISITS,
      });
      return { person, membership };
    });

    // In at 40 minutes ago, back in from the car park 5 minutes later (a re-entry), in again now.
    expect(await swipe('DERIVED1', minutesAgo(40))).toMatchObject({ granted: true });
    expect(await swipe('DERIVED1', minutesAgo(35))).toMatchObject({
      granted: true,
      tags: ['PAID', 'RE_ENTRY'],
    });
    const latest = minutesAgo(1);
    expect(await swipe('DERIVED1', latest)).toMatchObject({ granted: true });
    // A door that was cut off uploads, afterwards, a visit it let in two hours ago: it uses a
    // visit and leaves the later last visit alone.
    await post('/access-control/doors/swipes/offline', {
      swipes: [
        {
          swipeId: randomUUID(),
          cardNumber: 'DERIVED1',
          at: minutesAgo(120).toISOString(),
          decision: { granted: true },
        },
      ],
    });

    const { rows } = await server.db.pools.owner.query<{ used: number; latest: Date }>(
      `select count(*) filter (where membership_id = $2 and not 'RE_ENTRY' = any(tags))::int as used,
         max(arrived_at) as latest
       from arrivals where person_id = $1 and granted`,
      [person.id, membership.id],
    );
    expect(rows[0]).toEqual({ used: 3, latest });

    const read = await server.graphql<{
      getPerson: { roles: { branchId: string; lastVisitTimestamp: number | null }[] };
      getMembership: { numberOfVisitsLeft: number | null };
    }>(
      org.frontDesk,
      `query Q($personId: ID!, $membershipId: ID!) {
         getPerson(id: $personId) { roles { branchId lastVisitTimestamp } }
         getMembership(membershipId: $membershipId, personId: $personId) { numberOfVisitsLeft }
       }`,
      { personId: person.id, membershipId: membership.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.getPerson.roles).toEqual([
      { branchId: wellington, lastVisitTimestamp: latest.getTime() / 1000 },
    ]);
    expect(read.data?.getMembership.numberOfVisitsLeft).toBe(PASS_VISITS - 3);
  });

  it('leaves the last visit and the visits left alone when the door refuses', async () => {
    const wellington = org.branches.wellington.id;
    const visited = minutesAgo(60 * 24);
    const person = await org.build((tx) =>
      makePerson(tx, { homeBranchId: wellington, card: 'DERIVED2', lastVisitAt: visited }),
    );
    // No membership: turned away.
    expect(await swipe('DERIVED2', minutesAgo(1))).toMatchObject({ granted: false });
    const read = await server.graphql<{ getPerson: { roles: { lastVisitTimestamp: number | null }[] } }>(
      org.frontDesk,
      'query Q($id: ID!) { getPerson(id: $id) { roles { lastVisitTimestamp } } }',
      { id: person.id },
    );
    expect(read.data?.getPerson.roles).toEqual([{ lastVisitTimestamp: visited.getTime() / 1000 }]);
  });
});
