import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeMembershipPlan, makePaymentOption } from './plans.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Plans of `org`: sold at Auckland only, at Sydney only, and at Wellington and Sydney. */
let aucklandPlan: { id: string; optionId: string };
let sydneyPlan: { id: string; optionId: string };
let sharedPlan: { id: string; wellingtonOptionId: string; sydneyOptionId: string };
let unsoldPlanId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const { auckland, wellington, sydney } = org.branches;
  await org.build(async (tx) => {
    const a = await makeMembershipPlan(tx, { name: 'Auckland Anytime', description: 'Round the clock' });
    const aOption = await makePaymentOption(tx, { membershipPlanId: a.id, sellingBranchIds: [auckland.id] });
    aucklandPlan = { id: a.id, optionId: aOption.id };
    const s = await makeMembershipPlan(tx, {
      name: 'Sydney Off-peak',
      country: 'AU',
      accessType: 'Off-peak',
    });
    const sOption = await makePaymentOption(tx, { membershipPlanId: s.id, sellingBranchIds: [sydney.id] });
    sydneyPlan = { id: s.id, optionId: sOption.id };
    const shared = await makeMembershipPlan(tx, {
      name: 'Ten visits',
      type: 'VISITOR_PASS',
      numberOfVisits: 10,
      description: 'A pass for visitors',
    });
    const w = await makePaymentOption(tx, {
      membershipPlanId: shared.id,
      sellingBranchIds: [wellington.id],
      name: 'Wellington pass',
      paymentFrequency: 'ONE_OFF',
      ongoing: false,
      validityPeriod: 3,
      visitPassTermType: 'MONTHS',
    });
    const sy = await makePaymentOption(tx, {
      membershipPlanId: shared.id,
      sellingBranchIds: [sydney.id, wellington.id],
      name: 'Trans-Tasman pass',
      paymentFrequency: 'ONE_OFF',
      ongoing: false,
      validityPeriod: 1,
      visitPassTermType: 'DAYS',
      promotionTermCount: 2,
      promotionPaymentAmount: 1000,
      saleStartAt: new Date(1_767_225_600_000),
    });
    sharedPlan = { id: shared.id, wellingtonOptionId: w.id, sydneyOptionId: sy.id };
    unsoldPlanId = (await makeMembershipPlan(tx, { name: 'Unsold plan' })).id;
  });
});
afterAll(() => server.close());

const LIST = /* GraphQL */ `
  query Plans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {
    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {
      id name canEdit branches { id } paymentOptions { id canManage sellingBranches { id } }
    }
  }
`;
const ONE = /* GraphQL */ `
  query Plan($id: ID!) {
    getMembershipPlan(id: $id) {
      id name type numberOfVisits isExternalPayer canEdit
      paymentOptions {
        id name status paymentAmount paymentFrequency ongoing validityPeriod visitPassTermType
        promotion { termCount paymentAmount } saleStartDate saleEndDate canManage isExternalPayer
      }
    }
  }
`;
const OPTION = /* GraphQL */ `
  query Option($planId: ID!, $id: ID!) { getPaymentOption(membershipPlanId: $planId, id: $id) { id name } }
`;

interface ListedPlan {
  id: string;
  name: string;
  canEdit: boolean;
  branches: { id: string }[];
  paymentOptions: { id: string; canManage: boolean; sellingBranches: { id: string }[] }[];
}

async function list(viewer: Parameters<TestServer['graphql']>[0], variables: Record<string, unknown> = {}) {
  const response = await server.graphql<{ getMembershipPlans: ListedPlan[] }>(viewer, LIST, {
    branches: ['ALL_BRANCHES'],
    ...variables,
  });
  expect(response.errors).toBeUndefined();
  return response.data?.getMembershipPlans ?? [];
}

describe('who sees which plans', () => {
  it('shows the organisation level every plan, by name, with the plans no branch sells', async () => {
    const names = (await list(org.superAdmin)).map((plan) => plan.name);
    expect(names).toEqual(['Auckland Anytime', 'Sydney Off-peak', 'Ten visits', 'Unsold plan']);
  });

  it("shows branch users only their branches' plans and options", async () => {
    const desk = await list(org.frontDesk);
    expect(desk.map((plan) => plan.name)).toEqual(['Ten visits']);
    // Both options are sold at Wellington; the desk sees only Wellington among their branches.
    expect(desk[0]?.paymentOptions.map((option) => option.id).sort()).toEqual(
      [sharedPlan.wellingtonOptionId, sharedPlan.sydneyOptionId].sort(),
    );
    expect(desk[0]?.branches).toEqual([{ id: org.branches.wellington.id }]);
    expect(desk[0]?.paymentOptions.flatMap((option) => option.sellingBranches)).not.toContainEqual({
      id: org.branches.sydney.id,
    });

    expect((await list(org.branchManager)).map((plan) => plan.name)).toEqual(['Auckland Anytime']);
    const area = await list(org.areaManager);
    expect(area.map((plan) => plan.name)).toEqual(['Sydney Off-peak', 'Ten visits']);
    expect(area[1]?.paymentOptions.map((option) => option.id)).toEqual([sharedPlan.sydneyOptionId]);
  });

  it('answers for the requested branches only', async () => {
    const sydneyOnly = await list(org.superAdmin, { branches: [org.branches.sydney.id] });
    expect(sydneyOnly.map((plan) => plan.name)).toEqual(['Sydney Off-peak', 'Ten visits']);
    // A branch the viewer does not hold the operation on adds nothing.
    expect(await list(org.frontDesk, { branches: [org.branches.sydney.id] })).toEqual([]);
  });

  it('filters by search term, country and type', async () => {
    const names = async (variables: Record<string, unknown>) =>
      (await list(org.superAdmin, variables)).map((plan) => plan.name);
    expect(await names({ term: 'anytime' })).toEqual(['Auckland Anytime']);
    expect(await names({ term: 'visitors' })).toEqual(['Ten visits']);
    expect(await names({ term: '%' })).toEqual([]);
    expect(await names({ country: 'AU' })).toEqual(['Sydney Off-peak']);
    expect(await names({ type: 'VISITOR_PASS' })).toEqual(['Ten visits']);
  });

  it('needs at least one branch and a known country', async () => {
    const none = await server.graphql(org.superAdmin, LIST, { branches: [] });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { branches: 'At least one branch is required' },
    });
    const country = await server.graphql(org.superAdmin, LIST, { branches: ['ALL_BRANCHES'], country: 'GB' });
    expect(country.errors?.[0]?.message).toContain('Country must be provided');
  });

  it('refuses a user without view-membership-plan anywhere', async () => {
    const response = await server.graphql(org.noRole, LIST, { branches: ['ALL_BRANCHES'] });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('one plan and one option', () => {
  it('reads a plan with its options, in cents and epoch milliseconds', async () => {
    const response = await server.graphql<{ getMembershipPlan: Record<string, unknown> }>(
      org.superAdmin,
      ONE,
      {
        id: sharedPlan.id,
      },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.getMembershipPlan).toMatchObject({
      type: 'VISITOR_PASS',
      numberOfVisits: 10,
      isExternalPayer: false,
      canEdit: true,
      paymentOptions: [
        {
          name: 'Trans-Tasman pass',
          status: 'DRAFT',
          paymentAmount: 2500,
          paymentFrequency: 'ONE_OFF',
          validityPeriod: 1,
          visitPassTermType: 'DAYS',
          promotion: { termCount: 2, paymentAmount: 1000 },
          saleStartDate: '1767225600000',
          saleEndDate: null,
          canManage: true,
        },
        { name: 'Wellington pass', promotion: null },
      ],
    });
  });

  it('is null for a plan or option sold only where the viewer has no view-membership-plan', async () => {
    const plan = await server.graphql<{ getMembershipPlan: unknown }>(org.branchManager, ONE, {
      id: sydneyPlan.id,
    });
    expect(plan.errors).toBeUndefined();
    expect(plan.data?.getMembershipPlan).toBeNull();
    const option = await server.graphql<{ getPaymentOption: unknown }>(org.frontDesk, OPTION, {
      planId: sydneyPlan.id,
      id: sydneyPlan.optionId,
    });
    expect(option.data?.getPaymentOption).toBeNull();
    const own = await server.graphql<{ getPaymentOption: unknown }>(org.branchManager, OPTION, {
      planId: aucklandPlan.id,
      id: aucklandPlan.optionId,
    });
    expect(own.data?.getPaymentOption).toMatchObject({ id: aucklandPlan.optionId });
  });

  it('does not find an option under another plan', async () => {
    const response = await server.graphql<{ getPaymentOption: unknown }>(org.superAdmin, OPTION, {
      planId: sydneyPlan.id,
      id: aucklandPlan.optionId,
    });
    expect(response.data?.getPaymentOption).toBeNull();
  });

  it('tells who may edit: plan edit needs manage-membership-plan on every selling branch', async () => {
    const read = async (viewer: Parameters<TestServer['graphql']>[0], id: string) =>
      (
        await server.graphql<{
          getMembershipPlan: { canEdit: boolean; paymentOptions: { canManage: boolean }[] };
        }>(viewer, ONE, { id })
      ).data?.getMembershipPlan;
    // The branch manager manages payment options at Auckland but not plans.
    expect(await read(org.branchManager, aucklandPlan.id)).toMatchObject({
      canEdit: false,
      paymentOptions: [{ canManage: true }],
    });
    expect(await read(org.areaManager, sydneyPlan.id)).toMatchObject({ canEdit: true });
    // Sold at Wellington too, outside the area manager's Australia.
    expect(await read(org.areaManager, sharedPlan.id)).toMatchObject({
      canEdit: false,
      paymentOptions: [{ canManage: false }],
    });
    expect(await read(org.frontDesk, sharedPlan.id)).toMatchObject({ canEdit: false });
  });

  it('shows a plan no branch sells to the organisation level only', async () => {
    const admin = await server.graphql<{ getMembershipPlan: unknown }>(org.superAdmin, ONE, {
      id: unsoldPlanId,
    });
    expect(admin.data?.getMembershipPlan).toMatchObject({ id: unsoldPlanId, paymentOptions: [] });
    const area = await server.graphql<{ getMembershipPlan: unknown }>(org.areaManager, ONE, {
      id: unsoldPlanId,
    });
    expect(area.data?.getMembershipPlan).toBeNull();
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', ''])(
    'answers null for id %j',
    async (id) => {
      const response = await server.graphql<{ getMembershipPlan: unknown }>(org.superAdmin, ONE, { id });
      expect(response.errors).toBeUndefined();
      expect(response.data?.getMembershipPlan).toBeNull();
    },
  );
});

describe('another organisation', () => {
  it("never sees this organisation's plans or options", async () => {
    expect(await list(other.superAdmin)).toEqual([]);
    const plan = await server.graphql<{ getMembershipPlan: unknown }>(other.superAdmin, ONE, {
      id: aucklandPlan.id,
    });
    expect(plan.data?.getMembershipPlan).toBeNull();
    const option = await server.graphql<{ getPaymentOption: unknown }>(other.superAdmin, OPTION, {
      planId: aucklandPlan.id,
      id: aucklandPlan.optionId,
    });
    expect(option.data?.getPaymentOption).toBeNull();
    const list2 = await server.graphql<{ getMembershipPlans: unknown[] }>(other.superAdmin, LIST, {
      branches: [org.branches.auckland.id],
    });
    expect(list2.data?.getMembershipPlans).toEqual([]);
  });
});
