import { nextBillingDate, PAYMENT_MAX_CENTS, todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';

/**
 * What a sale may carry (audit of the sale): every amount has a maximum, the payment types are a
 * closed list, the fees are the option's unless staff hold manage-join-fee / manage-access-card-fee,
 * and a sale starts at most 28 days before the billing clock's today.
 */
let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let ongoingPlan: string;
let weekly: string;
let oneOffPlan: string;
let oneOff: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true });
    const sold = { sellingBranchIds: [wellington], status: 'PUBLISHED' as const };
    ongoingPlan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    weekly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: ongoingPlan,
        paymentAmount: 2100,
        joinFee: 5000,
        accessCardFee: 1500,
      })
    ).id;
    oneOffPlan = (await makeMembershipPlan(tx, { name: 'Ten weeks' })).id;
    oneOff = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: oneOffPlan,
        paymentFrequency: 'ONE_OFF',
        paymentAmount: 19900,
        ongoing: false,
        term: 10,
        termType: 'WEEKS',
      })
    ).id;
  });
});
afterAll(() => server.close());

const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId operationDomain }
}`;
const PREVIEW = `query F($branchId: ID!, $input: FirstPaymentDetailsInput!) {
  getFirstPaymentDetails(branchId: $branchId, input: $input) { earliestPayment { partialPaymentAmount } }
}`;

interface Answer {
  ticketId?: string;
  code?: unknown;
  message?: string;
  fieldErrors?: unknown;
}

async function attach(viewer: StaffUser, extra: Record<string, unknown>): Promise<Answer> {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const response = await server.graphql<{ attachMembership: { ticketId: string } | null }>(viewer, ATTACH, {
    branchId: wellington,
    input: {
      personId: person.id,
      membershipPlanId: ongoingPlan,
      paymentOptionId: weekly,
      startDate: today().toString(),
      ...extra,
    },
  });
  const error = response.errors?.[0];
  if (!error) return { ticketId: response.data?.attachMembership?.ticketId };
  return { code: error.extensions?.code, message: error.message, fieldErrors: error.extensions?.fieldErrors };
}

describe('amounts of a sale', () => {
  it('refuses a join fee, an access card fee or a one-off amount above the maximum, never INTERNAL', async () => {
    expect(await attach(org.superAdmin, { joinFee: 2_147_483_647 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { joinFee: 'Join fee cannot exceed $10,000' },
    });
    expect(await attach(org.superAdmin, { accessCardFee: 1_000_001 })).toMatchObject({
      fieldErrors: { accessCardFee: 'Access card fee cannot exceed $10,000' },
    });
    expect(
      await attach(org.superAdmin, {
        membershipPlanId: oneOffPlan,
        paymentOptionId: oneOff,
        oneOffPaymentType: 'Cash',
        oneOffPaymentAmount: 2_147_483_647,
        pointOfSaleAmount: 2_147_483_647,
      }),
    ).toMatchObject({
      fieldErrors: {
        oneOffPaymentAmount: 'One-off payment amount cannot exceed $100,000',
        pointOfSaleAmount: 'Point of sale amount cannot exceed $100,000',
      },
    });
    expect((await attach(org.superAdmin, { joinFee: 1_000_000 })).ticketId).toBeDefined();
  });

  it('refuses an overridden partial above what the days to the first payment cost, in the sale and its preview', async () => {
    // Three days before a billing date: the partial covers those three days.
    const start = nextBillingDate('PAYSMART', today()).subtract({ days: 3 }).toString();
    const preview = (extra: Record<string, unknown>) =>
      server.graphql<{ getFirstPaymentDetails: { earliestPayment: { partialPaymentAmount: number } } }>(
        org.frontDesk,
        PREVIEW,
        {
          branchId: wellington,
          input: {
            version: '2.0.0',
            membershipPlanId: ongoingPlan,
            paymentOptionId: weekly,
            membershipStartDate: start,
            ...extra,
          },
        },
      );
    const cost = (await preview({})).data?.getFirstPaymentDetails.earliestPayment.partialPaymentAmount;
    expect(cost).toBe(900);
    const over = { startDate: start, isPartialAmountOverridden: true, partialPaymentAmount: 901 };
    expect(await attach(org.frontDesk, over)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { partialPaymentAmount: 'Partial payment cannot exceed $9' },
    });
    expect((await preview({ overridenPartialPayment: 2_147_483_647 })).errors?.[0]?.message).toBe(
      'An error occurred while obtaining the first payment details',
    );
    expect((await preview({ overridenPartialPayment: 901 })).errors?.[0]?.message).toBe(
      'An error occurred while obtaining the first payment details',
    );
    expect((await attach(org.frontDesk, { ...over, partialPaymentAmount: 900 })).ticketId).toBeDefined();
    expect((await attach(org.frontDesk, { ...over, partialPaymentAmount: 0 })).ticketId).toBeDefined();
  });
});

describe('what a sale takes at the desk', () => {
  it('is at most what one receipt may total, refused at the request rather than failing in the worker', async () => {
    // A weekly option at the payment maximum, started 13 days before its first debit: the partial
    // alone is 13/7 of $100,000, more than any receipt may total (RECEIPT_MAX_CENTS).
    const option = await org.build(
      async (tx) =>
        (
          await makePaymentOption(tx, {
            sellingBranchIds: [wellington],
            status: 'PUBLISHED',
            membershipPlanId: ongoingPlan,
            paymentAmount: PAYMENT_MAX_CENTS,
          })
        ).id,
    );
    const start = nextBillingDate('PAYSMART', today()).subtract({ days: 13 }).toString();
    const sale = (includePartialPayment: boolean) =>
      attach(org.superAdmin, {
        paymentOptionId: option,
        startDate: start,
        paidInBranch: { includePartialPayment, inBranchPaymentType: 'Cash' },
      });
    expect(await sale(false)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { partialPaymentAmount: 'Payment in branch cannot exceed $130,000' },
    });
    // In the first debit instead, it is a debit well inside DEBIT_MAX_CENTS.
    expect((await sale(true)).ticketId).toBeDefined();
  });
});

describe('payment types of a sale', () => {
  it('takes only the listed types, for the one-off and for what is paid in branch', async () => {
    expect(
      await attach(org.frontDesk, {
        membershipPlanId: oneOffPlan,
        paymentOptionId: oneOff,
        oneOffPaymentType: '<img src=x onerror=alert(1)>',
      }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { oneOffPaymentType: 'Choose one of the listed payment types' },
    });
    expect(
      await attach(org.frontDesk, {
        paidInBranch: { includeJoinFee: false, inBranchPaymentType: 'Bitcoin' },
      }),
    ).toMatchObject({
      fieldErrors: { 'paidInBranch.inBranchPaymentType': 'Choose one of the listed payment types' },
    });
    expect(
      (
        await attach(org.frontDesk, {
          paidInBranch: { includeJoinFee: false, inBranchPaymentType: 'EFTPOS' },
        })
      ).ticketId,
    ).toBeDefined();
  });
});

describe('the fees of a sale (manage-join-fee, manage-access-card-fee)', () => {
  it('keeps a front desk without the permissions to the option’s fees', async () => {
    expect(await attach(org.frontDesk, { joinFee: 0 })).toMatchObject({
      code: 'JOIN_FEE_CHANGE_DENIED',
      message: "You don't have permission to change the join fee.",
      fieldErrors: { joinFee: "You don't have permission to change the join fee." },
    });
    expect(await attach(org.frontDesk, { accessCardFee: 0 })).toMatchObject({
      code: 'ACCESS_CARD_FEE_CHANGE_DENIED',
      fieldErrors: { accessCardFee: "You don't have permission to change the access card fee." },
    });
    // The option's own fees, sent as the form sends them, are no change.
    expect((await attach(org.frontDesk, { joinFee: 5000, accessCardFee: 1500 })).ticketId).toBeDefined();
  });

  it('lets staff holding the permissions change them', async () => {
    expect((await attach(org.superAdmin, { joinFee: 0, accessCardFee: 0 })).ticketId).toBeDefined();
  });

  it('waives the admin fee only as the option’s branch setting does, or for who may change that setting', async () => {
    expect(await attach(org.frontDesk, { waiveAdminFee: true })).toMatchObject({
      code: 'ADMIN_FEE_WAIVER_DENIED',
      message: "You don't have permission to waive the administration fee.",
    });
    // Not waiving, as the setting says, is no change.
    expect((await attach(org.frontDesk, { waiveAdminFee: false })).ticketId).toBeDefined();
    // manage-branch-settings is what sets the option's waiver on the branch.
    expect((await attach(org.superAdmin, { waiveAdminFee: true })).ticketId).toBeDefined();
  });
});

describe('how far back a sale may start', () => {
  it('refuses a start more than 28 days before the billing clock’s today', async () => {
    expect(await attach(org.frontDesk, { startDate: '2020-01-01' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { startDate: 'The start date cannot be more than 28 days before today.' },
    });
    const earliest = today().subtract({ days: 28 }).toString();
    expect((await attach(org.frontDesk, { startDate: earliest })).ticketId).toBeDefined();
    billingClock.set(today().add({ days: 40 }).toString());
    try {
      expect(await attach(org.frontDesk, {})).toMatchObject({
        fieldErrors: { startDate: 'The start date cannot be more than 28 days before today.' },
      });
    } finally {
      billingClock.set(null);
    }
  });
});
