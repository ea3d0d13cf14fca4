import { billingDatesFrom, isBillingDate, nextBillingDate, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
  secondTenant,
} from '../../../testing/builders.ts';
import { capturingDatabase, dataQueries } from '../../../testing/query-plans.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { getMemberships } from '../views/memberships.service.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let ongoingPlan: string;
let weekly: string;
let fortnightly: string;
let payerPlan: string;
let payer: string;
/** Front desk of Wellington who may also edit non-billing membership dates (not billing ones). */
let datesDesk: StaffUser;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true })).id;
    const sold = { sellingBranchIds: [wellington], status: 'PUBLISHED' as const };
    ongoingPlan = (await makeMembershipPlan(tx)).id;
    weekly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: ongoingPlan,
        paymentAmount: 2000,
        term: 26,
        termType: 'WEEKS',
      })
    ).id;
    fortnightly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: ongoingPlan,
        paymentAmount: 3000,
        paymentFrequency: 'FORTNIGHTLY',
      })
    ).id;
    payerPlan = (await makeMembershipPlan(tx, { type: 'EXTERNAL_PAYER' })).id;
    payer = (await makePaymentOption(tx, { ...sold, membershipPlanId: payerPlan })).id;
    await makeRole(tx, {
      id: 'dates-desk',
      name: 'Dates desk',
      operations: ['view-member', 'edit-non-billing-membership-dates', 'manage-membership'],
    });
    datesDesk = await makeStaffUser(tx, {
      homeBranchId: wellington,
      roles: [{ roleId: 'dates-desk', scope: { branchId: wellington } }],
    });
  });
});
afterAll(() => server.close());

const member = () => org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
const billing = (personId: string, extra: Record<string, unknown> = {}) =>
  org.build((tx) =>
    makeMembership(tx, {
      personId,
      branchId: wellington,
      membershipPlanId: ongoingPlan,
      paymentOptionId: weekly,
      startDate: nextBillingDate('PAYSMART', today().subtract({ days: 30 })).toString(),
      account: { branchBillingAccountId: account, customerReference: `PS-${personId.slice(0, 8)}` },
      ...extra,
    }),
  );

const errorOf = (
  errors: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined,
) => ({
  code: errors?.[0]?.extensions?.code,
  fieldErrors: errors?.[0]?.extensions?.fieldErrors,
});

describe('previews', () => {
  const END = `query E($p: ID!, $m: ID!, $d: String!) {
    previewEndMembership(personId: $p, membershipId: $m, cancellationDate: $d) {
      charges { kind label amount } debits { date amount } stoppedDebits { date amount }
    }
  }`;
  const CHANGE = `query C($p: ID!, $m: ID!, $plan: ID!, $o: ID!) {
    previewChangeMembership(personId: $p, membershipId: $m, membershipPlanId: $plan, paymentOptionId: $o) {
      charges { kind amount } debits { date amount } stoppedDebits { date amount }
    }
  }`;
  type Preview = {
    charges: { kind: string; label?: string; amount: number }[];
    debits: { date: string; amount: number }[];
    stoppedDebits: { date: string; amount: number }[];
  };

  it('shows the cancellation fee, the debits left and those that stop when ending', async () => {
    const person = await member();
    const m = await billing(person.id);
    const [endDate] = billingDatesFrom('PAYSMART', today().add({ days: 8 }), 1).map(String);
    const response = await server.graphql<{ previewEndMembership: Preview }>(org.frontDesk, END, {
      p: person.id,
      m: m.id,
      d: endDate,
    });
    const preview = response.data?.previewEndMembership;
    expect(preview?.charges).toEqual([{ kind: 'CANCELLATION_FEE', label: 'Cancellation fee', amount: 7500 }]);
    expect(preview?.debits.every((d) => d.date < (endDate as string))).toBe(true);
    expect(preview?.stoppedDebits).toHaveLength(6);
    expect(preview?.stoppedDebits.every((d) => d.date >= (endDate as string) && d.amount === 2000)).toBe(
      true,
    );
  });

  it('shows the new membership’s debits after a change and the old ones that stop', async () => {
    const person = await member();
    const m = await billing(person.id);
    const response = await server.graphql<{ previewChangeMembership: Preview }>(org.frontDesk, CHANGE, {
      p: person.id,
      m: m.id,
      plan: ongoingPlan,
      o: fortnightly,
    });
    const preview = response.data?.previewChangeMembership;
    if (!preview) throw new Error(JSON.stringify(response.errors));
    expect(preview.stoppedDebits.length).toBeGreaterThan(0);
    expect(preview.debits.some((d) => d.amount === 3000)).toBe(true);
    expect(preview.charges).toEqual([]);
  });

  it('keeps another branch out of previews', async () => {
    const person = await member();
    const m = await billing(person.id);
    const response = await server.graphql(org.branchManager, END, {
      p: person.id,
      m: m.id,
      d: today().toString(),
    });
    expect(errorOf(response.errors).code).toBe('MEMBER_NOT_IN_BRANCH');
  });
});

describe('edit membership and external payer', () => {
  const UPDATE = `mutation U($p: ID!, $u: MembershipUpdate!) {
    updateMembership(personId: $p, membershipUpdate: $u) { id endDate customerReference }
  }`;
  const PAYER = `mutation X($p: ID!, $i: ExternalPayerUpdateInput!) {
    updateExternalPayer(personId: $p, externalPayerUpdateInput: $i) { id externalPayerRefNumber }
  }`;

  it('changes only what is present, removes the end date with null, and edits the customer reference', async () => {
    const person = await member();
    const m = await billing(person.id);
    const end = today().add({ days: 30 }).toString();
    const set = await server.graphql<{ updateMembership: Record<string, unknown> }>(
      org.branchManager,
      UPDATE,
      {
        p: person.id,
        u: { membershipId: m.id, newMembershipEndDate: end },
      },
    );
    // The branch manager of Auckland is not Wellington's.
    expect(errorOf(set.errors).code).toBe('MEMBER_NOT_IN_BRANCH');
    const admin = org.superAdmin;
    const withEnd = await server.graphql<{ updateMembership: Record<string, unknown> }>(admin, UPDATE, {
      p: person.id,
      u: { membershipId: m.id, newMembershipEndDate: end },
    });
    expect(withEnd.data?.updateMembership).toMatchObject({ endDate: end });
    const reference = await server.graphql<{ updateMembership: Record<string, unknown> }>(admin, UPDATE, {
      p: person.id,
      u: { membershipId: m.id, customerReference: 'PS-NEW' },
    });
    expect(reference.data?.updateMembership).toMatchObject({ endDate: end, customerReference: 'PS-NEW' });
    const removed = await server.graphql<{ updateMembership: Record<string, unknown> }>(admin, UPDATE, {
      p: person.id,
      u: { membershipId: m.id, newMembershipEndDate: null },
    });
    expect(removed.data?.updateMembership).toMatchObject({ endDate: null, customerReference: 'PS-NEW' });
    const beforeStart = await server.graphql(admin, UPDATE, {
      p: person.id,
      u: { membershipId: m.id, newMembershipEndDate: '2020-01-01' },
    });
    expect(errorOf(beforeStart.errors).fieldErrors).toEqual({
      newMembershipEndDate: 'The end date cannot be before the start date',
    });
  });

  it('needs edit-billing-membership-dates for a billing ongoing membership, the other permission otherwise', async () => {
    const person = await member();
    const m = await billing(person.id);
    const denied = await server.graphql(datesDesk, UPDATE, {
      p: person.id,
      u: { membershipId: m.id, newMembershipEndDate: today().add({ days: 5 }).toString() },
    });
    expect(errorOf(denied.errors).code).toBe('MEMBER_NOT_IN_BRANCH');
    const corporate = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: payerPlan,
        paymentOptionId: payer,
      }),
    );
    const allowed = await server.graphql<{ updateMembership: Record<string, unknown> }>(datesDesk, UPDATE, {
      p: person.id,
      u: { membershipId: corporate.id, newMembershipEndDate: today().add({ days: 5 }).toString() },
    });
    expect(allowed.data?.updateMembership).toMatchObject({ id: corporate.id });
  });

  it('edits an external payer reference with the spec message when empty', async () => {
    const person = await member();
    const corporate = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: payerPlan,
        paymentOptionId: payer,
        externalPayerRefNumber: 'OLD',
      }),
    );
    const empty = await server.graphql(org.frontDesk, PAYER, {
      p: person.id,
      i: { membershipId: corporate.id, externalPayerRefNumber: '' },
    });
    expect(errorOf(empty.errors).fieldErrors).toEqual({
      externalPayerRefNumber: 'External payer reference number is required',
    });
    const done = await server.graphql<{ updateExternalPayer: Record<string, unknown> }>(
      org.frontDesk,
      PAYER,
      {
        p: person.id,
        i: { membershipId: corporate.id, externalPayerRefNumber: 'NEW-7' },
      },
    );
    expect(done.data?.updateExternalPayer).toMatchObject({ externalPayerRefNumber: 'NEW-7' });
    const notPayer = await billing(person.id);
    const refused = await server.graphql(org.frontDesk, PAYER, {
      p: person.id,
      i: { membershipId: notPayer.id, externalPayerRefNumber: 'X' },
    });
    expect(errorOf(refused.errors).code).toBe('MEMBERSHIP_EDIT_NOT_ALLOWED');
  });
});

describe('reads are batched', () => {
  it('reads a member with 20 memberships in the same number of queries as one with 1', async () => {
    const one = await member();
    const twenty = await member();
    await billing(one.id);
    for (let i = 0; i < 20; i++) await billing(twenty.id, { paymentOptionId: i % 2 ? weekly : fortnightly });
    const context = await server.context(org.frontDesk);
    const count = async (personId: string) => {
      const capture = capturingDatabase(server.db.pools.app);
      const views = await getMemberships({ ...context, deps: { ...context.deps, db: capture.db } }, personId);
      // Every figure a list shows is computed here, from what was read.
      for (const view of views) view.debits(6);
      return { queries: dataQueries(capture.queries).length, memberships: views.length };
    };
    const small = await count(one.id);
    const large = await count(twenty.id);
    expect(large.memberships).toBe(20);
    expect(large.queries).toBe(small.queries);
  });

  it('Person.memberships answers for a list of persons with the viewer’s rights', async () => {
    const person = await member();
    await billing(person.id);
    const QUERY = `query P($id: ID!) { getPerson(personId: $id) { memberships { id kind } overdueReferences } }`;
    const response = await server.graphql<{ getPerson: { memberships: { kind: string }[] } }>(
      org.frontDesk,
      QUERY,
      {
        id: person.id,
      },
    );
    expect(response.data?.getPerson.memberships).toEqual([expect.objectContaining({ kind: 'BILLING' })]);
  });
});

describe('billing links', () => {
  const LINKS = `query L($b: ID!, $r: String!) { getBillingLinks(branchId: $b, customerReference: $r) { paymentHistory } }`;

  it('signs a payment history link for a customer of the branch, and none for an unknown reference', async () => {
    const person = await member();
    await billing(person.id);
    const reference = `PS-${person.id.slice(0, 8)}`;
    const known = await server.graphql<{ getBillingLinks: { paymentHistory: string | null } }>(
      org.frontDesk,
      LINKS,
      {
        b: wellington,
        r: reference,
      },
    );
    expect(known.data?.getBillingLinks.paymentHistory).toContain(encodeURIComponent(reference));
    const unknown = await server.graphql<{ getBillingLinks: { paymentHistory: string | null } }>(
      org.frontDesk,
      LINKS,
      { b: wellington, r: 'PS-NOBODY' },
    );
    expect(unknown.data?.getBillingLinks.paymentHistory).toBeNull();
  });
});

describe('under debitsuccess (the provider owns the schedule and arrears)', () => {
  it('offers four first payment dates, previews version 3.0.0 from the chosen one, and refuses paysmart-only actions', async () => {
    const other = await secondTenant(server);
    const adelaide = other.branches.adelaide.id;
    const built = await other.build(async (tx) => {
      const account = await makeBranchBillingAccount(tx, { branchId: adelaide, isDefault: true });
      const plan = await makeMembershipPlan(tx, { country: 'AU' });
      const option = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
        paymentAmount: 2500,
      });
      const second = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
        paymentAmount: 3500,
      });
      const person = await makePerson(tx, { homeBranchId: adelaide });
      const due = todayIn('Australia/Adelaide').subtract({ days: 2 }).toString();
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId: adelaide,
        membershipPlanId: plan.id,
        paymentOptionId: option.id,
        startDate: nextBillingDate(
          'DEBITSUCCESS',
          todayIn('Australia/Adelaide').subtract({ days: 40 }),
        ).toString(),
        account: { branchBillingAccountId: account.id, provider: 'DEBITSUCCESS', customerReference: 'DS-1' },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:5', kind: 'RECURRING', amount: 2500, date: due },
          { type: 'DEBIT_SUBMITTED', reference: 'DS-D-1', amount: 2500, date: due },
          { type: 'DEBIT_DISHONOURED', reference: 'DS-D-1', reason: 'REFER_TO_CUSTOMER', date: due },
        ],
      });
      return { plan, option, second, person, membership };
    });
    const admin = other.superAdmin;
    const start = todayIn('Australia/Adelaide').add({ days: 3 }).toString();

    const OPTIONS = `query O($b: ID!, $s: String!) { getFirstPaymentDateOptions(branchId: $b, paymentFrequency: WEEKLY, startDate: $s) }`;
    const options = await server.graphql<{ getFirstPaymentDateOptions: string[] }>(admin, OPTIONS, {
      b: adelaide,
      s: start,
    });
    const dates = options.data?.getFirstPaymentDateOptions ?? [];
    expect(dates).toHaveLength(4);
    expect(dates.every((d) => d >= start && isBillingDate('DEBITSUCCESS', Temporal.PlainDate.from(d)))).toBe(
      true,
    );

    const DETAILS = `query F($b: ID!, $i: FirstPaymentDetailsInput!) {
      getFirstPaymentDetails(branchId: $b, input: $i) { earliestPayment { paymentDate partialPaymentAmount } }
    }`;
    const chosen = dates[2] as string;
    const input = {
      version: '3.0.0',
      membershipPlanId: built.plan.id,
      paymentOptionId: built.option.id,
      membershipStartDate: start,
    };
    const missing = await server.graphql(admin, DETAILS, { b: adelaide, i: input });
    expect(errorOf(missing.errors).code).toBe('FIRST_PAYMENT_DETAILS_UNAVAILABLE');
    const details = await server.graphql<{
      getFirstPaymentDetails: { earliestPayment: { paymentDate: string } };
    }>(admin, DETAILS, {
      b: adelaide,
      i: { ...input, firstPaymentDate: chosen, paymentFrequency: 'WEEKLY' },
    });
    // The chosen date, or the next bank business day when it is a holiday.
    expect((details.data?.getFirstPaymentDetails.earliestPayment.paymentDate ?? '') >= chosen).toBe(true);

    const PAY = `mutation P($b: ID!, $plan: ID!, $p: ID!) {
      payOverdueInBranch(branchId: $b, membershipPlanId: $plan, paymentType: "Cash", personId: $p,
        paymentInCents: 100, customerReference: "DS-1") { ticketId }
    }`;
    const pay = await server.graphql(admin, PAY, { b: adelaide, plan: built.plan.id, p: built.person.id });
    expect(errorOf(pay.errors).code).toBe('MEMBERSHIP_ACTION_NOT_UNDER_PROVIDER');
    const CHANGE = `mutation C($b: ID!, $i: ChangeMembershipInput!) { changeMembership(branchId: $b, changeMembershipInput: $i) { ticketId } }`;
    const change = await server.graphql(admin, CHANGE, {
      b: adelaide,
      i: {
        membershipId: built.membership.id,
        membershipPlanId: built.plan.id,
        paymentOptionId: built.second.id,
        cancellationReason: 'UPGRADE_DOWNGRADE',
        personId: built.person.id,
      },
    });
    expect(errorOf(change.errors).code).toBe('MEMBERSHIP_ACTION_NOT_UNDER_PROVIDER');
    const CANCEL = `mutation X($i: CancelMembershipInput!) { cancelMembership(cancelMembershipInput: $i) { ticketId } }`;
    const end = await server.graphql<unknown>(admin, CANCEL, {
      i: {
        membershipId: built.membership.id,
        branchId: adelaide,
        personId: built.person.id,
        cancellationDate: billingDatesFrom(
          'DEBITSUCCESS',
          todayIn('Australia/Adelaide').add({ days: 20 }),
          1,
        )[0]?.toString(),
        cancellationReason: 'MOVING',
      },
    });
    expect(errorOf((end as { errors?: [] }).errors).code).toBe('END_VIA_PROVIDER');
    // No overdue tag under debitsuccess: the provider owns the arrears.
    const PERSON = `query P($id: ID!) { getPerson(personId: $id) { overdueReferences } }`;
    const person = await server.graphql<{ getPerson: { overdueReferences: string[] } }>(admin, PERSON, {
      id: built.person.id,
    });
    expect(person.data?.getPerson.overdueReferences).toEqual([]);
  });
});
