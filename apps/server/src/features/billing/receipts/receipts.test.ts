import { todayIn } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembership } from '../../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;
let fortnightly: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true })).id;
    const sold = { sellingBranchIds: [wellington], status: 'PUBLISHED' as const, membershipPlanId: '' };
    plan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    sold.membershipPlanId = plan;
    weekly = (await makePaymentOption(tx, { ...sold, paymentAmount: 2100, joinFee: 5000 })).id;
    fortnightly = (
      await makePaymentOption(tx, { ...sold, paymentAmount: 3800, paymentFrequency: 'FORTNIGHTLY' })
    ).id;
  });
});
afterAll(() => server.close());

const RECEIPT = `id number receiptNumber heading issuedOn membershipId personId branchName legalName
  taxNumberLabel taxNumber recipientName paymentType totalCents gstCents gstStatement
  lines { membershipId description amountCents }`;
const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId }
}`;
const PAY = `mutation Pay($branchId: ID!, $planId: ID!, $type: String!, $personId: ID!, $cents: Int!, $ref: String!) {
  payOverdueInBranch(branchId: $branchId, membershipPlanId: $planId, paymentType: $type, personId: $personId,
    paymentInCents: $cents, customerReference: $ref) { ticketId }
}`;
const STATUS = `query Status($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $ticketId) { status message membership { id } }
}`;
const OF_MEMBERSHIP = `query R($id: ID!) { getMembershipReceipts(membershipId: $id) { ${RECEIPT} } }`;
const OF_PERSON = `query R($id: ID!) { getPersonReceipts(personId: $id) { ${RECEIPT} } }`;
const ONE = `query R($id: ID!) { getReceipt(receiptId: $id) { ${RECEIPT} } }`;
const EMAIL = `mutation E($id: ID!) { emailReceipt(receiptId: $id) { emailedTo queued receipt { id } } }`;

interface Receipt {
  id: string;
  number: number;
  receiptNumber: string;
  lines: { membershipId: string; description: string; amountCents: number }[];
  [key: string]: unknown;
}

const apply = (ticketId: string) =>
  processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );

/** Starts an action, applies its ticket twice (a retried job), and answers the membership id. */
async function run(viewer: StaffUser, document: string, variables: Record<string, unknown>) {
  const response = await server.graphql<Record<string, { ticketId: string }>>(viewer, document, variables);
  const ticketId = Object.values(response.data ?? {})[0]?.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(response.errors));
  expect(await apply(ticketId)).toBe('applied');
  expect(await apply(ticketId)).toBe('already-done');
  const status = await server.graphql<{
    getAsyncOperationStatus: { status: string; message: string | null; membership: { id: string } | null };
  }>(viewer, STATUS, { ticketId });
  const outcome = status.data?.getAsyncOperationStatus;
  if (outcome?.status !== 'OK' || !outcome.membership) throw new Error(JSON.stringify(outcome));
  return { ticketId, membershipId: outcome.membership.id };
}

async function receiptsOf(membershipId: string, viewer: StaffUser = org.frontDesk): Promise<Receipt[]> {
  const response = await server.graphql<{ getMembershipReceipts: Receipt[] }>(viewer, OF_MEMBERSHIP, {
    id: membershipId,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMembershipReceipts;
}

const member = (email: string | null = 'pat.member@example.com') =>
  org.build((tx) =>
    makePerson(tx, { homeBranchId: wellington, firstName: 'Pat', lastName: 'Member', email }),
  );

/** A weekly sale with its join fee taken at the desk by EFTPOS. */
async function saleWithJoinFeeAtDesk(personId: string) {
  return run(org.frontDesk, ATTACH, {
    branchId: wellington,
    input: {
      personId,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      startDate: today().toString(),
      paidInBranch: { includeJoinFee: false, inBranchPaymentType: 'EFTPOS' },
    },
  });
}

describe('receipts of desk payments', () => {
  it('gives a sale’s join fee taken at the desk a numbered tax invoice, once however often the ticket runs', async () => {
    const person = await member();
    const { membershipId } = await saleWithJoinFeeAtDesk(person.id);
    const [receipt, ...more] = await receiptsOf(membershipId);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      heading: 'Tax invoice',
      issuedOn: today().toString(),
      membershipId,
      personId: person.id,
      branchName: org.branches.wellington.name,
      legalName: `${org.branches.wellington.name} Limited`,
      taxNumberLabel: 'GST number',
      taxNumber: org.branches.wellington.gstNumber,
      recipientName: 'Pat Member',
      paymentType: 'EFTPOS',
      totalCents: 5000,
      // NZ GST is 3/23 of a GST-inclusive price: $50.00 includes $6.52.
      gstCents: 652,
      gstStatement: 'Total price includes GST of $6.52',
      lines: [{ membershipId, description: 'Join fee — Anytime', amountCents: 5000 }],
    });
    expect(receipt?.receiptNumber).toBe(`R-${String(receipt?.number).padStart(6, '0')}`);

    // The next desk payment of the organisation takes the next number.
    const second = await saleWithJoinFeeAtDesk((await member()).id);
    const [next] = await receiptsOf(second.membershipId);
    expect(next?.number).toBe((receipt?.number ?? 0) + 1);

    const one = await server.graphql<{ getReceipt: Receipt }>(org.frontDesk, ONE, { id: receipt?.id });
    expect(one.data?.getReceipt).toEqual(receipt);
    const ofPerson = await server.graphql<{ getPersonReceipts: Receipt[] }>(org.frontDesk, OF_PERSON, {
      id: person.id,
    });
    expect(ofPerson.data?.getPersonReceipts).toEqual([receipt]);
  });

  it('gives no receipt to a sale that takes nothing at the desk', async () => {
    const sold = await run(org.frontDesk, ATTACH, {
      branchId: wellington,
      input: {
        personId: (await member()).id,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: today().toString(),
      },
    });
    expect(await receiptsOf(sold.membershipId)).toEqual([]);
  });

  it('takes part of the overdue amount with Pay overdue and gives that payment its receipt', async () => {
    const person = await member();
    const due = today().subtract({ days: 3 }).toString();
    const m = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: fortnightly,
        startDate: today().subtract({ days: 60 }).toString(),
        account: { branchBillingAccountId: account, customerReference: 'PS-RECEIPT-1' },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:9', kind: 'RECURRING', amount: 3800, date: due },
          { type: 'DEBIT_SUBMITTED', reference: 'D-PS-RECEIPT-1', amount: 3800, date: due },
          { type: 'DEBIT_DISHONOURED', reference: 'D-PS-RECEIPT-1', reason: 'ACCOUNT_CLOSED', date: due },
        ],
      }),
    );
    const pay = (cents: number) => ({
      branchId: wellington,
      planId: plan,
      type: 'Cash',
      personId: person.id,
      cents,
      ref: 'PS-RECEIPT-1',
    });
    const zero = await server.graphql(org.frontDesk, PAY, pay(0));
    expect(zero.errors?.[0]?.extensions?.fieldErrors).toEqual({
      paymentInCents: 'Enter an amount of at least $0.01',
    });
    await run(org.frontDesk, PAY, pay(1250));
    const [receipt, ...more] = await receiptsOf(m.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      paymentType: 'Cash',
      totalCents: 1250,
      gstCents: 163,
      lines: [{ membershipId: m.id, description: 'Overdue payment — Anytime', amountCents: 1250 }],
    });
  });

  it('gives a Pay overdue reaching memberships of two branches one receipt per branch, each from its branch', async () => {
    // A member changed plan in Wellington (the old membership ended owing, the new one kept its
    // customer reference) and then moved home to Auckland: the new membership went with them, the
    // ended one stayed Wellington's.
    const auckland = org.branches.auckland.id;
    const person = await org.build((tx) =>
      makePerson(tx, { homeBranchId: auckland, firstName: 'Pat', lastName: 'Mover', email: null }),
    );
    const due = (days: number) => today().subtract({ days }).toString();
    const dishonoured = (reference: string, amount: number, date: string, key: string) => [
      { type: 'CHARGE' as const, chargeKey: key, kind: 'RECURRING' as const, amount, date },
      { type: 'DEBIT_SUBMITTED' as const, reference, amount, date },
      { type: 'DEBIT_DISHONOURED' as const, reference, reason: 'ACCOUNT_CLOSED' as const, date },
    ];
    const { old, moved } = await org.build(async (tx) => {
      const aucklandAccount = (await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: true }))
        .id;
      const old = await makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: fortnightly,
        status: 'ENDED',
        startDate: due(90),
        endDate: due(20),
        account: { branchBillingAccountId: account, customerReference: 'PS-RECEIPT-2' },
        ledger: dishonoured('D-PS-RECEIPT-2a', 3800, due(34), 'RECURRING:5'),
      });
      const moved = await makeMembership(tx, {
        personId: person.id,
        branchId: auckland,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: due(20),
        account: { branchBillingAccountId: aucklandAccount, customerReference: 'PS-RECEIPT-2' },
        ledger: dishonoured('D-PS-RECEIPT-2b', 2100, due(3), 'RECURRING:2'),
      });
      return { old, moved };
    });
    await run(org.branchManager, PAY, {
      branchId: auckland,
      planId: plan,
      type: 'EFTPOS',
      personId: person.id,
      cents: 5900,
      ref: 'PS-RECEIPT-2',
    });
    // Auckland's staff took the money: they read Auckland's receipt, for Auckland's membership only.
    const [atAuckland, ...moreAtAuckland] = await receiptsOf(moved.id, org.branchManager);
    expect(moreAtAuckland).toEqual([]);
    expect(atAuckland).toMatchObject({
      branchName: org.branches.auckland.name,
      totalCents: 2100,
      lines: [{ membershipId: moved.id, amountCents: 2100 }],
    });
    const [atWellington, ...moreAtWellington] = await receiptsOf(old.id, org.superAdmin);
    expect(moreAtWellington).toEqual([]);
    expect(atWellington).toMatchObject({
      branchName: org.branches.wellington.name,
      totalCents: 3800,
      lines: [{ membershipId: old.id, amountCents: 3800 }],
    });
    expect(atWellington?.number).not.toBe(atAuckland?.number);
  });

  it('emails a receipt through the outbox once per address, and says when the member has no email', async () => {
    const person = await member('receipt.reader@example.com');
    const { membershipId } = await saleWithJoinFeeAtDesk(person.id);
    const [receipt] = await receiptsOf(membershipId);
    const first = await server.graphql<{ emailReceipt: { emailedTo: string; queued: boolean } }>(
      org.frontDesk,
      EMAIL,
      { id: receipt?.id },
    );
    expect(first.data?.emailReceipt).toMatchObject({ emailedTo: 'receipt.reader@example.com', queued: true });
    const again = await server.graphql<{ emailReceipt: { queued: boolean } }>(org.frontDesk, EMAIL, {
      id: receipt?.id,
    });
    expect(again.data?.emailReceipt.queued).toBe(false);
    const sent = await withTenant(
      server.deps.db,
      org.applicationId,
      async (tx) =>
        (
          await tx.execute<{ template: string; subject: string; text_body: string }>(sql`
          select template, subject, text_body from outbound_emails
          where to_address = 'receipt.reader@example.com' and template = 'membership-receipt'`)
        ).rows,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(
      `Tax invoice ${receipt?.receiptNumber} from ${org.branches.wellington.name}`,
    );
    expect(sent[0]?.text_body).toContain('Join fee — Anytime: $50.00');
    expect(sent[0]?.text_body).toContain('Total price includes GST of $6.52');

    const silent = await member(null);
    const sale = await saleWithJoinFeeAtDesk(silent.id);
    const [unsendable] = await receiptsOf(sale.membershipId);
    const refused = await server.graphql(org.frontDesk, EMAIL, { id: unsendable?.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RECEIPT_NO_EMAIL');
  });

  it('keeps other branches out, and answers not found for an unknown receipt', async () => {
    const { membershipId } = await saleWithJoinFeeAtDesk((await member()).id);
    const [receipt] = await receiptsOf(membershipId);
    const elsewhere = await server.graphql(org.branchManager, ONE, { id: receipt?.id });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    const emailed = await server.graphql(org.branchManager, EMAIL, { id: receipt?.id });
    expect(emailed.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    const unknown = await server.graphql(org.frontDesk, ONE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('RECEIPT_NOT_FOUND');
    const junk = await server.graphql(org.frontDesk, ONE, { id: 'not-an-id' });
    expect(junk.errors?.[0]?.extensions?.code).toBe('RECEIPT_NOT_FOUND');
  });

  it('lists a person’s receipts only of memberships at branches the viewer may see', async () => {
    const person = await member();
    const { membershipId } = await saleWithJoinFeeAtDesk(person.id);
    const [receipt] = await receiptsOf(membershipId);
    // The member moves home to Auckland; the Wellington membership and its receipt stay Wellington's.
    const auckland = org.branches.auckland.id;
    await org.build((tx) =>
      tx.execute(sql`update persons set home_branch_id = ${auckland} where id = ${person.id}`),
    );
    const atNewHome = await server.graphql<{ getPersonReceipts: Receipt[] }>(org.branchManager, OF_PERSON, {
      id: person.id,
    });
    expect(atNewHome.errors).toBeUndefined();
    expect(atNewHome.data?.getPersonReceipts).toEqual([]);
    const everywhere = await server.graphql<{ getPersonReceipts: Receipt[] }>(org.superAdmin, OF_PERSON, {
      id: person.id,
    });
    expect(everywhere.data?.getPersonReceipts.map((r) => r.id)).toEqual([receipt?.id]);
  });
});
