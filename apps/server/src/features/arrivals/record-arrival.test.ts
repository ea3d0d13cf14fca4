import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { doors } from '../access-control/doors.table.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships/memberships.testing.ts';
import { recordArrival } from './public.ts';

let server: TestServer;
let org: OrganisationScenario;
let doorId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  doorId = await org.build(async (tx) => {
    const [door] = await tx
      .insert(doors)
      .values({
        applicationId: org.applicationId,
        branchId: org.branches.wellington.id,
        name: 'Front door',
        keyPrefix: 'dk_test',
        keyHash: 'c'.repeat(64),
      })
      .returning({ id: doors.id });
    if (!door) throw new Error('no door');
    return door.id;
  });
});
afterAll(() => server.close());

async function facts(personId: string, membershipId: string) {
  const { rows } = await server.db.pools.owner.query<{
    arrivals: number;
    last_visit_at: Date | null;
    left: number;
  }>(
    `select (select count(*)::int from arrivals where person_id = $1) as arrivals,
            (select last_visit_at from person_branch_roles where person_id = $1 and branch_id = $3) as last_visit_at,
            (select number_of_visits_left from memberships where id = $2) as left`,
    [personId, membershipId, org.branches.wellington.id],
  );
  return rows[0];
}

describe('recordArrival (docs/access-control.md "Door decisions")', () => {
  it('stores a swipe once, moves the last visit, takes one visit and notifies on commit; a retry changes nothing', async () => {
    const branchId = org.branches.wellington.id;
    const { member, pass } = await org.build(async (tx) => {
      const member = await makePerson(tx, { homeBranchId: branchId });
      const catalogue = await makeWeeklyCatalogue(tx, branchId);
      const pass = await makeMembership(tx, {
        personId: member.id,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        numberOfVisitsLeft: 3,
      });
      return { member, pass };
    });

    const listener = new pg.Client({ connectionString: server.db.ownerUrl });
    await listener.connect();
    const notices: string[] = [];
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query('listen arrivals');
    try {
      const swipeId = randomUUID();
      const arrivedAt = new Date('2026-11-20T07:00:00Z');
      const record = () =>
        withTenant(server.deps.db, org.applicationId, (tx) =>
          recordArrival(tx, org.applicationId, {
            personId: member.id,
            branchId,
            arrivedAt,
            tags: ['PAID'],
            granted: true,
            doorId,
            swipeId,
            cardNumber: 'C1',
            membershipId: pass.id,
            usesVisit: true,
          }),
        );
      const [first, retried, concurrent] = await Promise.all([record(), record(), record()]);
      const created = [first, retried, concurrent].filter((r) => r.created);
      expect(created).toHaveLength(1);
      expect(new Set([first.arrivalId, retried.arrivalId, concurrent.arrivalId]).size).toBe(1);
      expect(await facts(member.id, pass.id)).toEqual({ arrivals: 1, last_visit_at: arrivedAt, left: 2 });
      await expect.poll(() => notices.length).toBe(1);
      expect(JSON.parse(notices[0] ?? '')).toEqual({
        applicationId: org.applicationId,
        branchId,
        arrivalId: first.arrivalId,
      });

      // A swipe uploaded late (an offline door) never moves the last visit back.
      await withTenant(server.deps.db, org.applicationId, (tx) =>
        recordArrival(tx, org.applicationId, {
          personId: member.id,
          branchId,
          arrivedAt: new Date('2026-11-19T07:00:00Z'),
          tags: ['PAID'],
          granted: true,
          doorId,
          swipeId: randomUUID(),
          decidedOffline: true,
        }),
      );
      expect((await facts(member.id, pass.id))?.last_visit_at).toEqual(arrivedAt);
    } finally {
      await listener.end();
    }
  });

  it('stores a denied swipe of an unknown card with no person, and touches no visit or last visit', async () => {
    const { arrivalId, created } = await withTenant(server.deps.db, org.applicationId, (tx) =>
      recordArrival(tx, org.applicationId, {
        personId: null,
        branchId: org.branches.wellington.id,
        arrivedAt: new Date(),
        tags: ['DENIED'],
        granted: false,
        reason: 'UNKNOWN_CARD',
        reasonText: 'Card ZZ9 is not assigned to anyone',
        doorId,
        swipeId: randomUUID(),
        cardNumber: 'ZZ9',
      }),
    );
    expect(created).toBe(true);
    const { rows } = await server.db.pools.owner.query(
      'select person_id, reason from arrivals where id = $1',
      [arrivalId],
    );
    expect(rows).toEqual([{ person_id: null, reason: 'UNKNOWN_CARD' }]);
  });
});
