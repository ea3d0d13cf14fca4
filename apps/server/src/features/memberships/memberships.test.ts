import { billingDatesFrom, nextBillingDate, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../features.ts';
import { processAsyncOperation } from '../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { ledgerOf } from '../billing/public.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { makeMembership } from './memberships.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let auckland: string;
let wellingtonAccount: string;
/** Published options sold at Wellington: weekly ongoing (with a 6-period minimum term), a one-off, an external payer. */
let ongoingPlan: string;
let weekly: string;
let fortnightly: string;
let draft: string;
let oneOffPlan: string;
let oneOff: string;
let payerPlan: string;
let payer: string;
let passPlan: string;
let pass: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  auckland = org.branches.auckland.id;
  await org.build(async (tx) => {
    wellingtonAccount = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true })).id;
    await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: true });
    const sold = { sellingBranchIds: [wellington, auckland], status: 'PUBLISHED' as const };
    ongoingPlan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    weekly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: ongoingPlan,
        paymentAmount: 2100,
        joinFee: 5000,
        term: 6,
        termType: 'PERIODS',
      })
    ).id;
    fortnightly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: ongoingPlan,
        paymentAmount: 3800,
        paymentFrequency: 'FORTNIGHTLY',
      })
    ).id;
    draft = (await makePaymentOption(tx, { membershipPlanId: ongoingPlan, sellingBranchIds: [wellington] }))
      .id;
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
    payerPlan = (await makeMembershipPlan(tx, { name: 'Corporate', type: 'EXTERNAL_PAYER' })).id;
    payer = (
      await makePaymentOption(tx, { ...sold, membershipPlanId: payerPlan, paymentFrequency: 'MONTHLY' })
    ).id;
    passPlan = (await makeMembershipPlan(tx, { name: 'Casual', type: 'VISITOR_PASS', numberOfVisits: 10 }))
      .id;
    pass = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: passPlan,
        paymentAmount: 9000,
        validityPeriod: 3,
        visitPassTermType: 'MONTHS',
      })
    ).id;
  });
});
afterAll(() => server.close());

const MEMBERSHIP = `id personId status kind isHistory billingProvider ddrStatus accountBillingStatus customerReference
  signupLink startDate endDate overdueAmount totalPayment joinFee numberOfVisitsLeft externalPayerRefNumber
  firstPaymentDate minimumTermEndDate cancellationReason lastDishonour { reason label action date } nextPayments(count: 3) { date amount charges { kind amount } }
  membershipPlan { id name } paymentOption { id name }`;
const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId operationDomain }
}`;
const CANCEL = `mutation Cancel($input: CancelMembershipInput!) {
  cancelMembership(cancelMembershipInput: $input) { ticketId operationDomain }
}`;
const CHANGE = `mutation Change($branchId: ID!, $input: ChangeMembershipInput!) {
  changeMembership(branchId: $branchId, changeMembershipInput: $input) { ticketId operationDomain }
}`;
const PAY = `mutation Pay($branchId: ID!, $planId: ID!, $type: String!, $personId: ID!, $cents: Int!, $ref: String!) {
  payOverdueInBranch(branchId: $branchId, membershipPlanId: $planId, paymentType: $type, personId: $personId,
    paymentInCents: $cents, customerReference: $ref) { ticketId operationDomain }
}`;
const MEMBERSHIPS = `query Memberships($personId: ID!) { getMemberships(personId: $personId) { ${MEMBERSHIP} } }`;
const ONE = `query One($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) { ${MEMBERSHIP} } }`;
const TRANSACTIONS = `query Tx($personId: ID!) {
  getMembershipTransactions(personId: $personId) { rows { membershipId kind label amount reference paymentType } }
}`;
const STATUS = `query Status($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $ticketId) { status code message membership { id status } }
}`;
const PERSON = `query P($id: ID!) { getPerson(personId: $id) { tags overdueReferences memberships { id } } }`;

interface Membership {
  id: string;
  status: string;
  kind: string;
  ddrStatus: string | null;
  signupLink: string | null;
  startDate: string;
  endDate: string | null;
  overdueAmount: number;
  totalPayment: number;
  numberOfVisitsLeft: number | null;
  cancellationReason: string | null;
  customerReference: string | null;
  nextPayments: { date: string; amount: number; charges: { kind: string; amount: number }[] }[];
  [key: string]: unknown;
}

const apply = (ticketId: string) =>
  processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    {
      finalAttempt: false,
    },
  );

async function ticket(viewer: StaffUser, document: string, variables: Record<string, unknown>) {
  const response = await server.graphql<Record<string, { ticketId: string; operationDomain: string }>>(
    viewer,
    document,
    variables,
  );
  const started = Object.values(response.data ?? {})[0];
  if (!started) return { errors: response.errors ?? [] };
  expect(started.operationDomain).toBe('MEMBERSHIP');
  return { ticketId: started.ticketId, errors: [] };
}

/** Starts an action and applies its ticket; answers the ticket's status. */
async function run(viewer: StaffUser, document: string, variables: Record<string, unknown>) {
  const started = await ticket(viewer, document, variables);
  if (!started.ticketId) throw new Error(JSON.stringify(started.errors));
  await apply(started.ticketId);
  const status = await server.graphql<{
    getAsyncOperationStatus: { status: string; code: string | null; membership: { id: string } | null };
  }>(viewer, STATUS, { ticketId: started.ticketId });
  return { ticketId: started.ticketId, ...status.data?.getAsyncOperationStatus };
}

const errorOf = (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) => ({
  code: errors[0]?.extensions?.code,
  message: errors[0]?.message,
  fieldErrors: errors[0]?.extensions?.fieldErrors,
});

async function membershipsOf(personId: string, viewer: StaffUser = org.superAdmin): Promise<Membership[]> {
  const response = await server.graphql<{ getMemberships: Membership[] }>(viewer, MEMBERSHIPS, { personId });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMemberships;
}

const member = (homeBranchId = wellington) => org.build((tx) => makePerson(tx, { homeBranchId }));
const sale = (personId: string, extra: Record<string, unknown> = {}) => ({
  branchId: wellington,
  input: {
    personId,
    membershipPlanId: ongoingPlan,
    paymentOptionId: weekly,
    startDate: today().toString(),
    ...extra,
  },
});

describe('attach membership', () => {
  it('sells a weekly membership: one membership however often the ticket runs, DDR pending with a signup link', async () => {
    const person = await member();
    const started = await ticket(org.frontDesk, ATTACH, sale(person.id));
    if (!started.ticketId) throw new Error(JSON.stringify(started.errors));
    expect(await apply(started.ticketId)).toBe('applied');
    expect(await apply(started.ticketId)).toBe('already-done');
    const list = await membershipsOf(person.id, org.frontDesk);
    expect(list).toHaveLength(1);
    const [m] = list as [Membership];
    expect(m).toMatchObject({
      status: 'ACTIVE',
      kind: 'BILLING',
      billingProvider: 'PAYSMART',
      ddrStatus: 'DDR_PENDING',
      accountBillingStatus: 'DDR_PENDING',
      customerReference: null,
      joinFee: 5000,
      overdueAmount: 0,
      membershipPlan: { id: ongoingPlan, name: 'Anytime' },
      paymentOption: { id: weekly },
    });
    expect(m.signupLink).toMatch(new RegExp(`/${wellington}/payment-setup/[A-Za-z0-9_-]{43}$`));
    // The first debit is paysmart's next billing date with the partial, the first week and the fees.
    const first = nextBillingDate('PAYSMART', today());
    expect(m.firstPaymentDate).toBe(first.toString());
    // Next until the billing run charges it, today's first debit too.
    const firstDebit = m.nextPayments[0];
    expect(firstDebit?.date).toBe(first.toString());
    expect(firstDebit?.charges.map((c) => c.kind)).toContain('JOIN_FEE');
    expect(m.minimumTermEndDate).toBe(today().add({ days: 84 }).toString());
  });

  it('takes a one-off at the desk: its charges and one payment, paid at the sale', async () => {
    const person = await member();
    const result = await run(
      org.frontDesk,
      ATTACH,
      sale(person.id, {
        membershipPlanId: oneOffPlan,
        paymentOptionId: oneOff,
        oneOffPaymentType: 'Cash',
      }),
    );
    expect(result.status).toBe('OK');
    const [m] = (await membershipsOf(person.id)) as [Membership];
    expect(m).toMatchObject({ kind: 'NON_BILLING', ddrStatus: null, signupLink: null, totalPayment: 19900 });
    expect(m.endDate).toBe(today().add({ weeks: 10 }).toString());
    const transactions = await server.graphql<{
      getMembershipTransactions: { rows: Record<string, unknown>[] };
    }>(org.frontDesk, TRANSACTIONS, { personId: person.id });
    expect(transactions.data?.getMembershipTransactions.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'ONE_OFF', label: 'One-off payment', amount: 19900 }),
        expect.objectContaining({
          kind: 'PAYMENT',
          amount: 19900,
          paymentType: 'Cash',
          label: 'Payment (Cash)',
        }),
      ]),
    );
  });

  it('sells a visit pass with its visits and an external payer with the payer reference', async () => {
    const person = await member();
    await run(
      org.frontDesk,
      ATTACH,
      sale(person.id, { membershipPlanId: passPlan, paymentOptionId: pass, oneOffPaymentType: 'EFTPOS' }),
    );
    await run(
      org.frontDesk,
      ATTACH,
      sale(person.id, {
        membershipPlanId: payerPlan,
        paymentOptionId: payer,
        externalPayerRefNumber: 'ACME-42',
      }),
    );
    const list = await membershipsOf(person.id);
    expect(list.map((m) => [m.kind, m.numberOfVisitsLeft, m.externalPayerRefNumber])).toEqual(
      expect.arrayContaining([
        ['NON_BILLING', 10, null],
        ['NON_BILLING', null, 'ACME-42'],
      ]),
    );
  });

  it('answers the form with the spec messages before anything is queued', async () => {
    const person = await member();
    const noPayer = await ticket(
      org.frontDesk,
      ATTACH,
      sale(person.id, { membershipPlanId: payerPlan, paymentOptionId: payer }),
    );
    expect(errorOf(noPayer.errors)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { externalPayerRefNumber: 'Please enter the number' },
    });
    const longPayer = await ticket(
      org.frontDesk,
      ATTACH,
      sale(person.id, {
        membershipPlanId: payerPlan,
        paymentOptionId: payer,
        externalPayerRefNumber: 'x'.repeat(51),
      }),
    );
    expect(errorOf(longPayer.errors).fieldErrors).toEqual({
      externalPayerRefNumber: 'External payer reference number must be at most 50 characters',
    });
    const noType = await ticket(
      org.frontDesk,
      ATTACH,
      sale(person.id, { membershipPlanId: oneOffPlan, paymentOptionId: oneOff }),
    );
    expect(errorOf(noType.errors).fieldErrors).toEqual({ oneOffPaymentType: 'Please choose a payment type' });
    const online = await ticket(
      org.frontDesk,
      ATTACH,
      sale(person.id, {
        membershipPlanId: passPlan,
        paymentOptionId: pass,
        oneOffPaymentType: 'Credit card ONLINE',
      }),
    );
    expect(errorOf(online.errors).fieldErrors).toEqual({
      oneOffPaymentType: "'Credit card ONLINE' is only for one-off payment options",
    });
    const noStart = await ticket(org.frontDesk, ATTACH, sale(person.id, { startDate: '' }));
    expect(errorOf(noStart.errors).fieldErrors).toEqual({ startDate: 'Start date is required' });
    const nothing = await ticket(
      org.frontDesk,
      ATTACH,
      sale(person.id, { membershipPlanId: '', paymentOptionId: '' }),
    );
    expect(errorOf(nothing.errors).fieldErrors).toEqual({
      membershipPlanId: 'Please choose a membership plan',
      paymentOptionId: 'Please choose a payment option',
    });
    const notOffered = await ticket(org.frontDesk, ATTACH, sale(person.id, { paymentOptionId: draft }));
    expect(errorOf(notOffered.errors).code).toBe('PAYMENT_OPTION_NOT_OFFERED');
    expect(await membershipsOf(person.id)).toEqual([]);
  });

  it('sells only at the member’s home branch, and only with manage-membership', async () => {
    const aucklander = await member(auckland);
    const atWellington = await ticket(org.frontDesk, ATTACH, sale(aucklander.id));
    expect(errorOf(atWellington.errors).code).toBe('MEMBER_NOT_IN_BRANCH');
    const atAuckland = await ticket(org.frontDesk, ATTACH, { ...sale(aucklander.id), branchId: auckland });
    expect(errorOf(atAuckland.errors).code).toBe('BRANCH_ACCESS_DENIED');
    const person = await member();
    const noRole = await ticket(org.noRole, ATTACH, sale(person.id));
    expect(errorOf(noRole.errors).code).toBe('ACCESS_DENIED');
  });
});

describe('reading memberships', () => {
  it('keeps another branch’s front desk out of a member’s memberships and ledger', async () => {
    const aucklander = await member(auckland);
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: aucklander.id,
        branchId: auckland,
        membershipPlanId: ongoingPlan,
        paymentOptionId: fortnightly,
      }),
    );
    for (const [document, variables] of [
      [MEMBERSHIPS, { personId: aucklander.id }],
      [ONE, { personId: aucklander.id, id: m.id }],
      [TRANSACTIONS, { personId: aucklander.id }],
    ] as const) {
      const response = await server.graphql(org.frontDesk, document, variables);
      expect(Object.values(response.data ?? {}).every((value) => value === null)).toBe(true);
      expect(errorOf(response.errors ?? []).code).toBe('MEMBER_NOT_IN_BRANCH');
    }
    const own = await server.graphql<{ getMembership: Membership | null }>(org.branchManager, ONE, {
      personId: aucklander.id,
      id: m.id,
    });
    expect(own.data?.getMembership?.id).toBe(m.id);
    // Another member's membership id is 'Membership not found.' (null), not theirs.
    const other = await member(auckland);
    const wrong = await server.graphql<{ getMembership: Membership | null }>(org.branchManager, ONE, {
      personId: other.id,
      id: m.id,
    });
    expect(wrong.data?.getMembership).toBeNull();
  });

  it('shows effective statuses: pending, expired, ended with history last', async () => {
    const person = await member();
    const base = {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: oneOffPlan,
      paymentOptionId: oneOff,
    };
    const t = today();
    await org.build(async (tx) => {
      await makeMembership(tx, { ...base, startDate: t.add({ days: 10 }).toString() });
      await makeMembership(tx, {
        ...base,
        startDate: t.subtract({ days: 100 }).toString(),
        endDate: t.toString(),
      });
      await makeMembership(tx, {
        ...base,
        startDate: t.subtract({ days: 50 }).toString(),
        endDate: t.subtract({ days: 1 }).toString(),
        cancellationReason: 'MOVING',
      });
    });
    const list = await membershipsOf(person.id);
    expect(list.map((m) => [m.status, m.isHistory])).toEqual([
      ['PENDING', false],
      ['EXPIRED', true],
      ['ENDED', true],
    ]);
  });

  it('counts in Total paid the money received, not a fee waived', async () => {
    const person = await member();
    const day = today().subtract({ days: 2 }).toString();
    await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: ongoingPlan,
        paymentOptionId: fortnightly,
        startDate: today().subtract({ days: 20 }).toString(),
        account: { branchBillingAccountId: wellingtonAccount, customerReference: `PS-WAIVED-${person.id}` },
        ledger: [
          { type: 'CHARGE', chargeKey: 'JOIN_FEE:0', kind: 'JOIN_FEE', amount: 5000, date: day },
          { type: 'PAYMENT', amount: 5000, date: day, reference: `SALE:${person.id}`, paymentType: 'Cash' },
          { type: 'CHARGE', chargeKey: 'SESSION_FEE:x', kind: 'NO_SHOW_FEE', amount: 1500, date: day },
          {
            type: 'PAYMENT',
            amount: 1500,
            date: day,
            reference: `SESSION_FEE_WAIVER:${person.id}`,
            paymentType: 'Fee waived',
          },
        ],
      }),
    );
    const [m] = await membershipsOf(person.id);
    expect(m).toMatchObject({ overdueAmount: 0, totalPayment: 5000 });
  });
});

/**
 * A paysmart billing membership of `person` with one dishonoured fortnight of 3800 cents; `endDate`
 * (staff ended it) makes it history.
 */
async function overdueMembership(personId: string, customerReference: string, endDate?: string) {
  const due = today().subtract({ days: 3 }).toString();
  return org.build((tx) =>
    makeMembership(tx, {
      personId,
      branchId: wellington,
      membershipPlanId: ongoingPlan,
      paymentOptionId: fortnightly,
      startDate: today().subtract({ days: 60 }).toString(),
      ...(endDate ? { endDate, cancellationReason: 'MOVING' } : {}),
      account: { branchBillingAccountId: wellingtonAccount, customerReference },
      ledger: [
        { type: 'CHARGE', chargeKey: 'RECURRING:9', kind: 'RECURRING', amount: 3800, date: due },
        { type: 'DEBIT_SUBMITTED', reference: `D-${customerReference}`, amount: 3800, date: due },
        {
          type: 'DEBIT_DISHONOURED',
          reference: `D-${customerReference}`,
          reason: 'INSUFFICIENT_FUNDS',
          date: due,
        },
      ],
    }),
  );
}

describe('pay overdue in branch', () => {
  it('records one payment per ticket, settles the tag, and refuses more than is overdue', async () => {
    const person = await member();
    const m = await overdueMembership(person.id, 'PS-PAY-1');
    const [before] = (await membershipsOf(person.id)) as [Membership];
    expect(before.overdueAmount).toBe(3800);
    expect(before.lastDishonour).toMatchObject({ reason: 'INSUFFICIENT_FUNDS', label: 'Insufficient funds' });
    const pay = (cents: number, type = 'Cash') => ({
      branchId: wellington,
      planId: ongoingPlan,
      type,
      personId: person.id,
      cents,
      ref: 'PS-PAY-1',
    });
    const tooMuch = await ticket(org.frontDesk, PAY, pay(3801));
    expect(errorOf(tooMuch.errors).fieldErrors).toEqual({
      paymentInCents: 'The payment cannot be more than the overdue amount',
    });
    const noType = await ticket(org.frontDesk, PAY, pay(100, ''));
    expect(errorOf(noType.errors).fieldErrors).toEqual({ paymentType: 'Please choose a payment type' });

    const first = await run(org.frontDesk, PAY, pay(1000));
    expect(first).toMatchObject({ status: 'OK', membership: { id: m.id } });
    expect(await apply(first.ticketId)).toBe('already-done');
    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) => ledgerOf(tx, [m.id]));
    const payments = (ledger.get(m.id) ?? []).filter((row) => row.type === 'PAYMENT');
    expect(payments.map((p) => [p.amount, p.reference])).toEqual([[1000, first.ticketId]]);
    let seen = await server.graphql<{ getPerson: { tags: string[]; overdueReferences: string[] } }>(
      org.frontDesk,
      PERSON,
      {
        id: person.id,
      },
    );
    expect(seen.data?.getPerson).toMatchObject({ tags: ['overdue'], overdueReferences: ['PS-PAY-1'] });

    // Two desks take the rest at once: the worker checks each against the ledger as it is then.
    const [a, b] = await Promise.all([
      ticket(org.frontDesk, PAY, pay(2800)),
      ticket(org.frontDesk, PAY, pay(2800)),
    ]);
    const outcomes = await Promise.all([apply(a?.ticketId ?? ''), apply(b?.ticketId ?? '')]);
    expect(outcomes.sort()).toEqual(['applied', 'failed']);
    seen = await server.graphql(org.frontDesk, PERSON, { id: person.id });
    expect(seen.data?.getPerson).toMatchObject({ tags: [], overdueReferences: [] });
    const paid = await ticket(org.frontDesk, PAY, pay(100));
    expect(errorOf(paid.errors).fieldErrors).toEqual({
      paymentInCents: 'This overdue amount appears to have been paid already.',
    });
  });

  it('takes arrears left on an ended membership (its own actions are hidden; the member’s page offers it)', async () => {
    const person = await member();
    // The last debit bounced after the End: the arrears are the ended membership's alone.
    const m = await overdueMembership(person.id, 'PS-PAY-ENDED', today().subtract({ days: 1 }).toString());
    const [before] = (await membershipsOf(person.id)) as [Membership];
    expect(before).toMatchObject({ id: m.id, status: 'ENDED', isHistory: true, overdueAmount: 3800 });
    const paid = await run(org.frontDesk, PAY, {
      branchId: wellington,
      planId: ongoingPlan,
      type: 'EFTPOS',
      personId: person.id,
      cents: 3800,
      ref: 'PS-PAY-ENDED',
    });
    expect(paid).toMatchObject({ status: 'OK', membership: { id: m.id } });
    const [after] = (await membershipsOf(person.id)) as [Membership];
    expect(after.overdueAmount).toBe(0);
    const seen = await server.graphql<{ getPerson: { tags: string[]; overdueReferences: string[] } }>(
      org.frontDesk,
      PERSON,
      { id: person.id },
    );
    expect(seen.data?.getPerson).toMatchObject({ tags: [], overdueReferences: [] });
    const receipts = await server.graphql<{ getMembershipReceipts: { totalCents: number }[] }>(
      org.frontDesk,
      `query R($m: ID!) { getMembershipReceipts(membershipId: $m) { totalCents } }`,
      { m: m.id },
    );
    expect(receipts.data?.getMembershipReceipts).toEqual([{ totalCents: 3800 }]);
  });

  it('answers an unknown reference with the spec text, and keeps other branches out', async () => {
    const overdue = `query O($branchId: ID!, $ref: String!) { getOverdueAmount(branchId: $branchId, customerReference: $ref) }`;
    const unknown = await server.graphql(org.frontDesk, overdue, { branchId: wellington, ref: 'NOPE' });
    expect(errorOf(unknown.errors ?? [])).toMatchObject({
      code: 'OVERDUE_AMOUNT_UNAVAILABLE',
      message: 'An error occurred while obtaining the overdue amount',
    });
    const person = await member();
    await overdueMembership(person.id, 'PS-PAY-2');
    const known = await server.graphql<{ getOverdueAmount: number }>(org.frontDesk, overdue, {
      branchId: wellington,
      ref: 'PS-PAY-2',
    });
    expect(known.data?.getOverdueAmount).toBe(3800);
    const elsewhere = await server.graphql(org.branchManager, overdue, {
      branchId: wellington,
      ref: 'PS-PAY-2',
    });
    expect(errorOf(elsewhere.errors ?? []).code).toBe('BRANCH_ACCESS_DENIED');
  });
});

describe('end membership', () => {
  const end = (m: { id: string; personId: string }, cancellationDate: string, reason = 'MOVING') => ({
    input: {
      membershipId: m.id,
      branchId: wellington,
      personId: m.personId,
      cancellationDate,
      cancellationReason: reason,
    },
  });

  it('ends a billing membership on a billing date with the cancellation fee inside the minimum term', async () => {
    const person = await member();
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: ongoingPlan,
        paymentOptionId: weekly,
        startDate: today().toString(),
        // Payment set up (a member who never did owes no fee: membership-end-fee.test.ts).
        account: { branchBillingAccountId: wellingtonAccount, customerReference: `PS-END-${person.id}` },
      }),
    );
    const dates = billingDatesFrom('PAYSMART', today().add({ days: 15 }), 2).map(String);
    const offGrid = Temporal.PlainDate.from(dates[0] as string)
      .add({ days: 1 })
      .toString();
    const refused = await ticket(org.frontDesk, CANCEL, end(m, offGrid));
    expect(errorOf(refused.errors).fieldErrors).toEqual({
      cancellationDate: 'Choose one of the billing dates',
    });
    const past = await ticket(org.frontDesk, CANCEL, end(m, today().subtract({ days: 1 }).toString()));
    expect(errorOf(past.errors).fieldErrors).toEqual({ cancellationDate: 'End date must be in the future' });

    const done = await run(org.frontDesk, CANCEL, end(m, dates[0] as string));
    expect(done.status).toBe('OK');
    expect(await apply(done.ticketId)).toBe('already-done');
    const [after] = (await membershipsOf(person.id)) as [Membership];
    expect(after).toMatchObject({ endDate: dates[0], cancellationReason: 'MOVING', status: 'ACTIVE' });
    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) => ledgerOf(tx, [m.id]));
    expect((ledger.get(m.id) ?? []).map((row) => [row.chargeKey, row.amount])).toEqual([
      ['CANCELLATION_FEE:0', 7500],
    ]);
    // No debit is listed for a day at or after the end.
    expect(after.nextPayments.every((debit) => debit.date < (dates[0] as string))).toBe(true);
  });

  it('refuses a later end date for a non-billing membership', async () => {
    const person = await member();
    const endDate = today().add({ days: 20 }).toString();
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: oneOffPlan,
        paymentOptionId: oneOff,
        startDate: today().subtract({ days: 5 }).toString(),
        endDate,
      }),
    );
    const later = await ticket(org.frontDesk, CANCEL, end(m, today().add({ days: 21 }).toString()));
    expect(errorOf(later.errors).fieldErrors).toEqual({
      cancellationDate: 'The new end date must be earlier than the current end date.',
    });
    const earlier = await run(org.frontDesk, CANCEL, end(m, today().add({ days: 3 }).toString(), 'TIME'));
    expect(earlier.status).toBe('OK');
  });

  it('lets no other branch end a membership', async () => {
    const aucklander = await member(auckland);
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: aucklander.id,
        branchId: auckland,
        membershipPlanId: oneOffPlan,
        paymentOptionId: oneOff,
      }),
    );
    const asWellington = await ticket(org.frontDesk, CANCEL, end(m, today().toString()));
    expect(errorOf(asWellington.errors).code).toBe('MEMBER_NOT_IN_BRANCH');
    const claimingAuckland = await ticket(org.frontDesk, CANCEL, {
      input: { ...end(m, today().toString()).input, branchId: auckland },
    });
    expect(errorOf(claimingAuckland.errors).code).toBe('BRANCH_ACCESS_DENIED');
  });
});

describe('change membership', () => {
  it('ends the old membership on its next billing date and starts the new one there with the same customer', async () => {
    const person = await member();
    const start = nextBillingDate('PAYSMART', today().subtract({ days: 40 }));
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: ongoingPlan,
        paymentOptionId: weekly,
        startDate: start.toString(),
        account: { branchBillingAccountId: wellingtonAccount, customerReference: 'PS-CHANGE-1' },
      }),
    );
    const input = {
      membershipId: m.id,
      membershipPlanId: ongoingPlan,
      paymentOptionId: fortnightly,
      cancellationReason: 'OTHER',
      personId: person.id,
    };
    const wrongOption = await ticket(org.frontDesk, CHANGE, {
      branchId: wellington,
      input: { ...input, membershipPlanId: oneOffPlan, paymentOptionId: oneOff },
    });
    expect(errorOf(wrongOption.errors).code).toBe('CHANGE_OPTION_NOT_ALLOWED');

    const done = await run(org.frontDesk, CHANGE, { branchId: wellington, input });
    expect(done.status).toBe('OK');
    expect(await apply(done.ticketId)).toBe('already-done');
    const list = await membershipsOf(person.id);
    const old = list.find((x) => x.id === m.id);
    const created = list.find((x) => x.id === done.membership?.id);
    // Weekly: its billing dates are every 7 days from its first (a grid date).
    let nextDate = start;
    while (Temporal.PlainDate.compare(nextDate, today()) <= 0) nextDate = nextDate.add({ days: 7 });
    const next = nextDate.toString();
    expect(old).toMatchObject({ endDate: next, cancellationReason: 'UPGRADE_DOWNGRADE' });
    expect(created).toMatchObject({
      startDate: next,
      customerReference: 'PS-CHANGE-1',
      ddrStatus: 'DDR_ACTIVE',
    });
    // Done once: the membership just replaced cannot be changed again.
    const again = await ticket(org.frontDesk, CHANGE, { branchId: wellington, input });
    expect(errorOf(again.errors).code).toBe('MEMBERSHIP_NOT_CHANGEABLE');
  });
});

describe('first payment details', () => {
  const QUERY = `query F($branchId: ID!, $input: FirstPaymentDetailsInput!) {
    getFirstPaymentDetails(branchId: $branchId, input: $input) {
      earliestPayment { paymentDate firstPaymentAmountPlusAllFees partialPaymentAmount firstRecurringPaymentAmount }
      recurringPayment { amount startDate endDate } paidInBranchAmount nextDebits { date amount }
    }
  }`;
  const input = (extra: Record<string, unknown> = {}) => ({
    version: '2.0.0',
    membershipPlanId: ongoingPlan,
    paymentOptionId: weekly,
    membershipStartDate: today().toString(),
    ...extra,
  });

  it('previews from the stored option, with the join fee at the desk when not included', async () => {
    const response = await server.graphql<{
      getFirstPaymentDetails: {
        paidInBranchAmount: number;
        recurringPayment: { amount: number } | null;
        earliestPayment: { paymentDate: string };
        nextDebits: { date: string; amount: number }[];
      };
    }>(org.frontDesk, QUERY, {
      branchId: wellington,
      input: input({ includeJoinFee: false }),
    });
    const details = response.data?.getFirstPaymentDetails;
    expect(details?.paidInBranchAmount).toBe(5000);
    expect(details?.recurringPayment).toMatchObject({ amount: 2100 });
    expect(details?.nextDebits).toHaveLength(6);
    expect(details?.earliestPayment.paymentDate).toBe(details?.nextDebits[0]?.date);
  });

  it('says the spec text for an option it cannot preview, and needs manage-membership at the branch', async () => {
    const notOffered = await server.graphql(org.frontDesk, QUERY, {
      branchId: wellington,
      input: input({ paymentOptionId: draft }),
    });
    expect(errorOf(notOffered.errors ?? []).code).toBe('PAYMENT_OPTION_NOT_OFFERED');
    const badDate = await server.graphql(org.frontDesk, QUERY, {
      branchId: wellington,
      input: input({ membershipStartDate: '2026-02-30' }),
    });
    expect(errorOf(badDate.errors ?? []).message).toBe(
      'An error occurred while obtaining the first payment details',
    );
    const elsewhere = await server.graphql(org.frontDesk, QUERY, { branchId: auckland, input: input() });
    expect(errorOf(elsewhere.errors ?? []).code).toBe('BRANCH_ACCESS_DENIED');
  });
});

describe('member activities', () => {
  it('lists a sale and an End as membershipChange entries, newest first', async () => {
    const person = await member();
    const sold = await run(
      org.frontDesk,
      ATTACH,
      sale(person.id, { membershipPlanId: oneOffPlan, paymentOptionId: oneOff, oneOffPaymentType: 'Cash' }),
    );
    const membershipId = sold.membership?.id;
    await run(org.frontDesk, CANCEL, {
      input: {
        membershipId,
        branchId: wellington,
        personId: person.id,
        cancellationDate: today().add({ days: 1 }).toString(),
        cancellationReason: 'TIME',
      },
    });
    const ACTIVITIES = `query A($id: ID!) { getMemberActivities(personId: $id) {
      past { activities { kind branchId membershipChange { membershipId action branchId } } }
    } }`;
    const response = await server.graphql<{
      getMemberActivities: { past: { activities: { kind: string; membershipChange: unknown }[] } };
    }>(org.frontDesk, ACTIVITIES, { id: person.id });
    const entries = response.data?.getMemberActivities.past.activities.filter(
      (a) => a.kind === 'MEMBERSHIP_CHANGE',
    );
    expect(entries?.map((a) => a.membershipChange)).toEqual([
      { membershipId, action: 'ENDED', branchId: wellington },
      { membershipId, action: 'ADDED', branchId: wellington },
    ]);
  });
});
