import { vi } from 'vitest';
import { branches, initialisationDataAnswer, makeRole, roles } from '../../testing/fixtures.ts';
import type { Fixtures } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

/** Test data for the plan pages, typed from the documents that read it. */
export type PlanData = NonNullable<OperationData<'MembershipPlan'>['getMembershipPlan']>;
export type OptionData = PlanData['paymentOptions'][number] &
  NonNullable<OperationData<'PaymentOptionPage'>['getPaymentOption']>;
export type ListedPlanData = OperationData<'MembershipPlans'>['getMembershipPlans'][number];

const branch = (id: string) => {
  const found = branches.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No test branch ${id}`);
  return { __typename: 'Branch' as const, id: found.id, name: found.name, country: found.country };
};

export function makeOption(overrides: Partial<OptionData> = {}): OptionData {
  return {
    __typename: 'PaymentOption',
    id: 'option-1',
    membershipPlanId: 'plan-1',
    name: 'Anytime weekly',
    description: 'Billed every week',
    notes: null,
    status: 'PUBLISHED',
    paymentAmount: 2500,
    paymentFrequency: 'WEEKLY',
    joinFee: 4900,
    accessCardFee: 0,
    suspensionFee: 500,
    suspensionFeeFrequency: 'WEEKS',
    term: null,
    termType: null,
    ongoing: true,
    ongoingTermType: null,
    validityPeriod: null,
    visitPassTermType: null,
    freePeriod: null,
    freePeriodFrequency: null,
    freePeriodUntilDate: null,
    freePromotion: false,
    promotion: null,
    membershipStartDate: null,
    sellingBranches: [branch('akl'), branch('wlg')],
    saleStartDate: null,
    saleEndDate: null,
    isAvailableOnline: true,
    isExternalPayer: false,
    branchSettings: [],
    canManage: true,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<PlanData> = {}): PlanData {
  return {
    __typename: 'MembershipPlan',
    id: 'plan-1',
    name: 'Anytime',
    description: 'Train at any hour',
    country: 'NZ',
    type: 'ONGOING',
    numberOfVisits: null,
    accessType: 'All hours',
    canEdit: true,
    paymentOptions: [makeOption()],
    ...overrides,
  };
}

export function listed(plan: PlanData): ListedPlanData {
  const { id, name, description, type, country, numberOfVisits } = plan;
  return { __typename: 'MembershipPlan', id, name, description, type, country, numberOfVisits };
}

/** A role that may open the organisation area and view plans, nothing else. */
const PLAN_VIEWER = makeRole({
  id: 'plan-viewer',
  name: 'Plan viewer',
  operations: ['view-organization-routes', 'view-membership-plan'],
});

/** The start-up's roles with the plan viewer added. */
export function rolesAnswer(): Fixtures {
  return { GetInitialisationData: initialisationDataAnswer([...roles, PLAN_VIEWER]) };
}

/** The billing provider and the access-control address every plan form asks for. */
export function planFormAnswers(provider: 'PAYSMART' | 'DEBITSUCCESS' = 'PAYSMART'): Fixtures {
  return {
    PlansBillingProvider: {
      data: { getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: provider } },
    },
    AccessControlApi: { data: { getRestApiUrl: 'http://test.local/access-control' } },
  };
}

/** Answers GET …/access-type with two access types (fetch is stubbed; restore with vi.unstubAllGlobals). */
export function stubAccessTypes(ok = true) {
  const fetchStub = vi.fn(async (url: string) =>
    ok && url === 'http://test.local/access-control/access-type'
      ? new Response(
          JSON.stringify([
            { id: 'all-hours', name: 'All hours' },
            { id: 'off-peak', name: 'Off-peak' },
          ]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        )
      : new Response('{}', { status: 500 }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
