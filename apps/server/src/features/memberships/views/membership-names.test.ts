import { todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';

/** The branch member list's "Membership type" column (spec 2 §2): the current memberships' plans. */
let server: TestServer;
let org: OrganisationScenario;
const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const SEARCH = `query S($branches: [ID!]) {
  searchPersons(branches: $branches, roleTypes: [Member, Prospect], limit: 50) {
    persons { id currentMembershipNames }
  }
}`;

describe('Person.currentMembershipNames', () => {
  it('lists the plan names of current and pending memberships in start order, not ended or expired ones', async () => {
    const wellington = org.branches.wellington.id;
    const { person, prospect } = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: wellington });
      const prospect = await makePerson(tx, { homeBranchId: wellington });
      const plan = async (name: string) => {
        const planId = (await makeMembershipPlan(tx, { name })).id;
        const optionId = (
          await makePaymentOption(tx, { membershipPlanId: planId, sellingBranchIds: [wellington] })
        ).id;
        return { membershipPlanId: planId, paymentOptionId: optionId };
      };
      const sold = { personId: person.id, branchId: wellington };
      await makeMembership(tx, {
        ...sold,
        ...(await plan('Off-peak')),
        startDate: today().subtract({ days: 200 }).toString(),
        endDate: today().subtract({ days: 20 }).toString(),
        cancellationReason: 'MOVING',
      });
      await makeMembership(tx, {
        ...sold,
        ...(await plan('Ten weeks')),
        startDate: today().subtract({ days: 100 }).toString(),
        endDate: today().toString(),
      });
      await makeMembership(tx, {
        ...sold,
        ...(await plan('Swim')),
        startDate: today().add({ days: 7 }).toString(),
      });
      await makeMembership(tx, {
        ...sold,
        ...(await plan('Anytime')),
        startDate: today().subtract({ days: 30 }).toString(),
      });
      return { person, prospect };
    });
    const response = await server.graphql<{
      searchPersons: { persons: { id: string; currentMembershipNames: string[] }[] };
    }>(org.frontDesk, SEARCH, { branches: [wellington] });
    expect(response.errors).toBeUndefined();
    const names = new Map(
      (response.data?.searchPersons.persons ?? []).map((p) => [p.id, p.currentMembershipNames]),
    );
    expect(names.get(person.id)).toEqual(['Anytime', 'Swim']);
    expect(names.get(prospect.id)).toEqual([]);
  });
});
