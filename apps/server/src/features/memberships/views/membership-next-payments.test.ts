import { type BillingProviderId, billingDatesFrom, nextBillingDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/billing-clock.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';

/**
 * The next payments staff see on a membership, the member sees on the payment setup page and the
 * sale's preview showed are one list of the one schedule (docs/memberships.md "Next payments"),
 * however far ahead the membership starts.
 */
let server: TestServer;
/** The billing clock's today at the branch (the real today unless a test set the clock). */
const today = () => Temporal.PlainDate.from(billingClock.today('Pacific/Auckland'));

interface Debit {
  date: string;
  amount: number;
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => {
  billingClock.set(null);
  return server.close();
});

const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId }
}`;
const STATUS = `query Status($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $ticketId) { status membership { id } }
}`;
const PREVIEW = `query F($branchId: ID!, $input: FirstPaymentDetailsInput!) {
  getFirstPaymentDetails(branchId: $branchId, input: $input) { nextDebits { date amount } }
}`;
const ONE = `query One($personId: ID!, $id: ID!) {
  getMembership(personId: $personId, membershipId: $id) { signupLink nextPayments(count: 6) { date amount } }
}`;

interface Setup {
  org: OrganisationScenario;
  branch: string;
  plan: string;
  account: string;
  options: Record<string, string>;
}

async function setup(billingProvider: BillingProviderId): Promise<Setup> {
  const org = await organisationScenario(server, { billingProvider, defaultCountry: 'NZ' });
  const branch = org.branches.wellington.id;
  const options: Record<string, string> = {};
  let plan = '';
  let account = '';
  await org.build(async (tx) => {
    account = (
      await makeBranchBillingAccount(tx, { branchId: branch, isDefault: true, establishmentFee: 499 })
    ).id;
    plan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    for (const [frequency, amount] of [
      ['WEEKLY', 2500],
      ['FORTNIGHTLY', 4999],
      ['MONTHLY', 13541],
    ] as const) {
      options[frequency] = (
        await makePaymentOption(tx, {
          membershipPlanId: plan,
          sellingBranchIds: [branch],
          status: 'PUBLISHED',
          paymentAmount: amount,
          paymentFrequency: frequency,
          joinFee: 2000,
        })
      ).id;
    }
  });
  return { org, branch, plan, account, options };
}

async function threeViews(s: Setup, provider: BillingProviderId, option: string, daysAhead: number) {
  const { org, branch, plan } = s;
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: branch }));
  const start = today().add({ days: daysAhead });
  const firstPaymentDate =
    provider === 'DEBITSUCCESS' ? nextBillingDate('DEBITSUCCESS', start).toString() : undefined;
  const preview = await server.graphql<{ getFirstPaymentDetails: { nextDebits: Debit[] } }>(
    org.frontDesk,
    PREVIEW,
    {
      branchId: branch,
      input: {
        version: provider === 'DEBITSUCCESS' ? '3.0.0' : '2.0.0',
        membershipPlanId: plan,
        paymentOptionId: option,
        membershipStartDate: start.toString(),
        ...(firstPaymentDate ? { firstPaymentDate } : {}),
      },
    },
  );
  const sold = await server.graphql<{ attachMembership: { ticketId: string } }>(org.frontDesk, ATTACH, {
    branchId: branch,
    input: {
      personId: person.id,
      membershipPlanId: plan,
      paymentOptionId: option,
      startDate: start.toString(),
      ...(firstPaymentDate ? { firstPaymentDate } : {}),
    },
  });
  const ticketId = sold.data?.attachMembership.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(sold.errors));
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: { membership: { id: string } | null } }>(
    org.frontDesk,
    STATUS,
    { ticketId },
  );
  const id = status.data?.getAsyncOperationStatus.membership?.id;
  if (!id) throw new Error(JSON.stringify(status));
  const staff = await server.graphql<{
    getMembership: { signupLink: string | null; nextPayments: Debit[] };
  }>(org.frontDesk, ONE, { personId: person.id, id });
  const link = staff.data?.getMembership.signupLink ?? '';
  const token = link.slice(link.lastIndexOf('/') + 1);
  const page = await server.app.inject({ method: 'GET', url: `/api/payment-setup/${token}` });
  expect(page.statusCode).toBe(200);
  const pick = (debits: readonly Debit[] | undefined) =>
    (debits ?? []).map(({ date, amount }) => ({ date, amount }));
  return {
    preview: pick(preview.data?.getFirstPaymentDetails.nextDebits),
    staff: pick(staff.data?.getMembership.nextPayments),
    member: pick((page.json() as { nextDebits: Debit[] }).nextDebits),
  };
}

describe.each(['PAYSMART', 'DEBITSUCCESS'] as const)('next payments under %s', (provider) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(provider);
  });

  it.each([
    ['WEEKLY', 75],
    ['FORTNIGHTLY', 75],
    ['MONTHLY', 75],
    ['MONTHLY', 200],
    ['WEEKLY', 0],
  ] as const)(
    'a %s sale starting %i days ahead: preview, staff and member see the same six debits',
    async (frequency, days) => {
      const option = s.options[frequency] ?? '';
      const views = await threeViews(s, provider, option, days);
      expect(views.preview).toHaveLength(6);
      expect(views.staff).toEqual(views.preview);
      expect(views.member).toEqual(views.preview);
    },
  );
});

describe.each(['PAYSMART', 'DEBITSUCCESS'] as const)('a back-dated sale under %s', (provider) => {
  it('shows the debits already due as one catch-up debit in the preview, staff and member views alike', async () => {
    const s = await setup(provider);
    // Friday 4 December 2026: the catch-up is taken on Monday 7 December, the next bank business day.
    billingClock.set('2026-12-04');
    try {
      const views = await threeViews(s, provider, s.options.WEEKLY ?? '', -14);
      expect(views.member[0]?.date).toBe('2026-12-07');
      expect(views.staff).toEqual(views.member);
      expect(views.preview).toEqual(views.member);
      for (const debit of views.staff) expect(debit.date > '2026-12-04').toBe(true);
    } finally {
      billingClock.set(null);
    }
  });
});

describe('the billing clock', () => {
  it('is the day staff stand on: statuses and next payments follow BILLING_CLOCK_DATE', async () => {
    const s = await setup('PAYSMART');
    const person = await s.org.build((tx) => makePerson(tx, { homeBranchId: s.branch }));
    const start = today().add({ days: 10 });
    const m = await s.org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: s.branch,
        membershipPlanId: s.plan,
        paymentOptionId: s.options.WEEKLY ?? '',
        startDate: start.toString(),
        account: { branchBillingAccountId: s.account },
      }),
    );
    const read = async () =>
      (
        await server.graphql<{ getMembership: { status: string; nextPayments: Debit[] } }>(
          s.org.frontDesk,
          `query One($p: ID!, $id: ID!) { getMembership(personId: $p, membershipId: $id) { status nextPayments(count: 2) { date amount } } }`,
          { p: person.id, id: m.id },
        )
      ).data?.getMembership;
    expect((await read())?.status).toBe('PENDING');
    const clock = start.add({ days: 30 });
    billingClock.set(clock.toString());
    try {
      const seen = await read();
      expect(seen?.status).toBe('ACTIVE');
      for (const debit of seen?.nextPayments ?? []) expect(debit.date >= clock.toString()).toBe(true);
    } finally {
      billingClock.set(null);
    }
  });
});

describe('the billing clock for staff forms', () => {
  it("gives the branch's today on the billing clock (Branch.today, HomeBranch.today)", async () => {
    const s = await setup('PAYSMART');
    const person = await s.org.build((tx) => makePerson(tx, { homeBranchId: s.branch }));
    billingClock.set('2027-02-15');
    try {
      const response = await server.graphql<{
        getBranch: { today: string };
        getPerson: { homeBranch: { today: string } };
      }>(
        s.org.frontDesk,
        `query T($b: ID!, $p: ID!) { getBranch(id: $b) { today } getPerson(id: $p) { homeBranch { today } } }`,
        { b: s.branch, p: person.id },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.getBranch.today).toBe('2027-02-15');
      expect(response.data?.getPerson.homeBranch.today).toBe('2027-02-15');
    } finally {
      billingClock.set(null);
    }
  });
});

/**
 * A weekly paysmart member of `s` starting `daysBefore` days before a paysmart billing date, with
 * the billing clock standing on that date (the caller sets it back).
 */
async function weeklyOnBillingDay(s: Setup, daysBefore: number) {
  const person = await s.org.build((tx) => makePerson(tx, { homeBranchId: s.branch }));
  const day = nextBillingDate('PAYSMART', today().add({ days: 3 }));
  billingClock.set(day.toString());
  const membership = await s.org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: s.branch,
      membershipPlanId: s.plan,
      paymentOptionId: s.options.WEEKLY ?? '',
      startDate: day.subtract({ days: daysBefore }).toString(),
      account: { branchBillingAccountId: s.account },
    }),
  );
  return { person, day, membership };
}

const END_PREVIEW = `query E($p: ID!, $id: ID!, $d: String!) {
  previewEndMembership(personId: $p, membershipId: $id, cancellationDate: $d) { endDate }
}`;

describe('action previews count the next payments as staff see them', () => {
  it("keeps today's debit the run has not taken yet in the End preview, as in nextPayments", async () => {
    const s = await setup('PAYSMART');
    try {
      // Standing on a paysmart billing date, before its run: today's debit is still to come.
      const { person, day, membership: m } = await weeklyOnBillingDay(s, 14);
      const [endDate] = billingDatesFrom('PAYSMART', day.add({ days: 42 }), 1).map(String);
      const response = await server.graphql<{
        getMembership: { nextPayments: Debit[] };
        previewEndMembership: { debits: Debit[] };
      }>(
        s.org.frontDesk,
        `query Q($p: ID!, $id: ID!, $d: String!) {
          getMembership(personId: $p, membershipId: $id) { nextPayments(count: 2) { date amount } }
          previewEndMembership(personId: $p, membershipId: $id, cancellationDate: $d) { debits { date amount } }
        }`,
        { p: person.id, id: m.id, d: endDate },
      );
      expect(response.errors).toBeUndefined();
      const next = response.data?.getMembership.nextPayments ?? [];
      expect(next[0]?.date).toBe(day.toString());
      expect(response.data?.previewEndMembership.debits.slice(0, 2)).toEqual(next);
    } finally {
      billingClock.set(null);
    }
  });
});

describe("End's dates are the ones End accepts", () => {
  it('on a billing day, leaves out today for a membership whose first debit today covers it, and End takes the first offered', async () => {
    const s = await setup('PAYSMART');
    try {
      // Sold on a paysmart billing date: its first debit is today's and covers the week from today.
      const { person, day, membership: m } = await weeklyOnBillingDay(s, 0);
      const dates = await server.graphql<{ getMembership: { endDates: string[] | null } }>(
        s.org.frontDesk,
        'query D($p: ID!, $id: ID!) { getMembership(personId: $p, membershipId: $id) { endDates } }',
        { p: person.id, id: m.id },
      );
      expect(dates.errors).toBeUndefined();
      const offered = dates.data?.getMembership.endDates ?? [];
      // The billing dates from the end of the charged week, six months of them: today is not one.
      expect(offered[0]).toBe(billingDatesFrom('PAYSMART', day.add({ days: 1 }), 1)[0]?.toString());
      expect(offered).not.toContain(day.toString());
      expect(offered.length).toBeGreaterThanOrEqual(12);
      for (const endDate of [offered[0], offered.at(-1)]) {
        const preview = await server.graphql<{ previewEndMembership: { endDate: string } }>(
          s.org.frontDesk,
          END_PREVIEW,
          { p: person.id, id: m.id, d: endDate },
        );
        expect(preview.errors, endDate).toBeUndefined();
        expect(preview.data?.previewEndMembership.endDate).toBe(endDate);
      }
      // Today, which the form offered before, is refused as End always refused it.
      const onToday = await server.graphql(s.org.frontDesk, END_PREVIEW, {
        p: person.id,
        id: m.id,
        d: day.toString(),
      });
      expect(onToday.errors?.[0]?.message).toBe('Choose one of the billing dates');
    } finally {
      billingClock.set(null);
    }
  });
});
