import { randomUUID } from 'node:crypto';
import { nextBillingDate, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { runBillingDay } from '../../billing/billing-run.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeDoor } from '../../doors/doors.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let auckland: string;
let wellingtonAccount: string;
let aucklandAccount: string;
let plan: string;
let weekly: string;
let fortnightly: string;
let wellingtonDoor: string;
let aucklandDoor: string;
const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  auckland = org.branches.auckland.id;
  await org.build(async (tx) => {
    wellingtonAccount = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true })).id;
    aucklandAccount = (await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: true })).id;
    const sold = { sellingBranchIds: [wellington, auckland], status: 'PUBLISHED' as const };
    plan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    weekly = (await makePaymentOption(tx, { ...sold, membershipPlanId: plan, paymentAmount: 2100 })).id;
    fortnightly = (
      await makePaymentOption(tx, {
        ...sold,
        membershipPlanId: plan,
        paymentAmount: 3800,
        paymentFrequency: 'FORTNIGHTLY',
      })
    ).id;
    wellingtonDoor = (await makeDoor(tx, { branchId: wellington })).key;
    aucklandDoor = (await makeDoor(tx, { branchId: auckland })).key;
  });
});
afterAll(() => server.close());

const STATUS = `query S($t: ID!, $d: AsyncOperationDomain!) {
  getAsyncOperationStatus(operationDomain: $d, ticketId: $t) { status code message } }`;

/** Starts an operation, applies its ticket as the worker would, and answers the ticket's status. */
async function run(viewer: StaffUser, document: string, variables: Record<string, unknown>) {
  const response = await server.graphql<Record<string, { ticketId: string; operationDomain: string }>>(
    viewer,
    document,
    variables,
  );
  const started = Object.values(response.data ?? {})[0];
  if (!started) return { status: 'REFUSED', code: response.errors?.[0]?.extensions?.code };
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId: started.ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: { status: string; code: string | null } }>(
    viewer,
    STATUS,
    { t: started.ticketId, d: started.operationDomain },
  );
  return status.data?.getAsyncOperationStatus;
}

const transfer = (personId: string, targetBranchId: string) =>
  run(
    org.superAdmin,
    `mutation T($input: TransferPersonToBranchInput!) {
      transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId operationDomain } }`,
    { input: { personId, targetBranchId } },
  );

async function swipe(doorKey: string, cardNumber: string): Promise<boolean> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/access-control/doors/swipes',
    headers: { 'content-type': 'application/json', authorization: `Door ${doorKey}` },
    payload: JSON.stringify({ swipeId: randomUUID(), cardNumber }),
  });
  return (JSON.parse(response.body) as { granted: boolean }).granted;
}

/** A fortnightly billing date of a membership started on `start`, at least `days` from today. */
function billingDateAfter(start: string, days: number): string {
  let date = Temporal.PlainDate.from(start);
  while (Temporal.PlainDate.compare(date, today().add({ days })) < 0) date = date.add({ days: 14 });
  return date.toString();
}

async function stored(membershipId: string) {
  const { rows } = await server.db.pools.owner.query<{ branch_id: string; account: string | null }>(
    `select m.branch_id, a.branch_billing_account_id as account
     from memberships m left join membership_billing_accounts a on a.membership_id = m.id where m.id = $1`,
    [membershipId],
  );
  return rows[0];
}

/** A Wellington member with a card and a paysmart membership there (overdue by a fortnight when asked). */
async function wellingtonMember(card: string, overdue = false) {
  const due = today().subtract({ days: 3 }).toString();
  const reference = `PS-${card}`;
  return org.build(async (tx) => {
    const person = await makePerson(tx, { homeBranchId: wellington, card });
    const membership = await makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: overdue ? fortnightly : weekly,
      startDate: nextBillingDate('PAYSMART', today().subtract({ days: 40 })).toString(),
      account: { branchBillingAccountId: wellingtonAccount, customerReference: reference },
      ledger: overdue
        ? [
            { type: 'CHARGE', chargeKey: 'RECURRING:9', kind: 'RECURRING', amount: 3800, date: due },
            { type: 'DEBIT_SUBMITTED', reference: `D-${reference}`, amount: 3800, date: due },
            {
              type: 'DEBIT_DISHONOURED',
              reference: `D-${reference}`,
              amount: 3800,
              reason: 'INSUFFICIENT_FUNDS',
              date: due,
            },
          ]
        : [],
    });
    return { person, membership };
  });
}

describe('a transferred member takes the branch’s part of them along (docs/members.md "Transfer")', () => {
  it('moves the membership and its billing account, and the doors admit at the new branch only', async () => {
    const { person, membership } = await wellingtonMember('MOVE1');
    expect(await swipe(wellingtonDoor, 'MOVE1')).toBe(true);
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    expect(await stored(membership.id)).toEqual({ branch_id: auckland, account: aucklandAccount });
    expect(await swipe(aucklandDoor, 'MOVE1')).toBe(true);
    expect(await swipe(wellingtonDoor, 'MOVE1')).toBe(false);

    // Auckland's manager, who could not touch a Wellington membership, changes it now.
    const change = await run(
      org.branchManager,
      `mutation C($branchId: ID!, $input: ChangeMembershipInput!) {
        changeMembership(branchId: $branchId, changeMembershipInput: $input) { ticketId operationDomain } }`,
      {
        branchId: auckland,
        input: {
          membershipId: membership.id,
          membershipPlanId: plan,
          paymentOptionId: fortnightly,
          cancellationReason: 'OTHER',
          personId: person.id,
        },
      },
    );
    expect(change).toMatchObject({ status: 'OK' });
  });

  it('keeps the payment setup link in the member’s email working: the branch they left opens it too', async () => {
    const { person, membership } = await wellingtonMember('MOVE-LINK');
    const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
    await server.db.pools.owner.query(
      `update membership_billing_accounts set ddr_status = 'DDR_PENDING', customer_reference = null,
         signup_token = $2, signup_token_expires_at = now() + interval '14 days' where membership_id = $1`,
      [membership.id, token],
    );
    const open = (branchId: string) =>
      server.app.inject({ method: 'GET', url: `/${branchId}/payment-setup/${token}` });
    expect((await open(wellington)).statusCode).toBe(200);
    expect((await open(auckland)).statusCode).toBe(404);

    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    // The emailed address names Wellington; the page shows the membership where it is now.
    const emailed = await open(wellington);
    expect(emailed.statusCode).toBe(200);
    expect(emailed.body).toContain(org.branches.auckland.name);
    expect((await open(auckland)).statusCode).toBe(200);
    // A branch the member never belonged to is still the page a bad token gets.
    expect((await open(org.branches.christchurch.id)).statusCode).toBe(404);
    expect((await open('not-a-branch')).statusCode).toBe(404);
  });

  it('lets the new branch take the overdue payment, suspend and end the membership', async () => {
    const { person, membership } = await wellingtonMember('MOVE2', true);
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    const pay = await run(
      org.branchManager,
      `mutation P($branchId: ID!, $planId: ID!, $personId: ID!) {
        payOverdueInBranch(branchId: $branchId, membershipPlanId: $planId, paymentType: "Cash", personId: $personId,
          paymentInCents: 3800, customerReference: "PS-MOVE2") { ticketId operationDomain } }`,
      { branchId: auckland, planId: plan, personId: person.id },
    );
    expect(pay).toMatchObject({ status: 'OK' });
    const suspend = await run(
      org.branchManager,
      `mutation S($b: ID!, $input: SuspensionInput!) {
        addMembershipSuspension(branchId: $b, suspensionInput: $input) { ticketId operationDomain } }`,
      {
        b: auckland,
        input: {
          membershipId: membership.id,
          personId: person.id,
          startDate: today().add({ days: 20 }).toString(),
          suspensionDuration: 1,
        },
      },
    );
    expect(suspend).toMatchObject({ status: 'OK' });
    const end = await run(
      org.branchManager,
      `mutation E($input: CancelMembershipInput!) {
        cancelMembership(cancelMembershipInput: $input) { ticketId operationDomain } }`,
      {
        input: {
          membershipId: membership.id,
          branchId: auckland,
          personId: person.id,
          cancellationDate: billingDateAfter(membership.startDate, 30),
          cancellationReason: 'MOVING',
        },
      },
    );
    expect(end).toMatchObject({ status: 'OK' });
  });

  it('lets the new home desk read the receipt of past arrears it took for the old branch', async () => {
    // An ended Wellington membership owing a bounced debit; the member then moves to Auckland, and
    // the Auckland desk takes the arrears (Pay overdue on the past membership).
    const { person, membership } = await wellingtonMember('MOVE9', true);
    await server.db.pools.owner.query('update memberships set end_date = $2 where id = $1', [
      membership.id,
      today().subtract({ days: 1 }).toString(),
    ]);
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    expect(await stored(membership.id)).toMatchObject({ branch_id: wellington });
    const pay = await run(
      org.branchManager,
      `mutation P($branchId: ID!, $planId: ID!, $personId: ID!) {
        payOverdueInBranch(branchId: $branchId, membershipPlanId: $planId, paymentType: "Cash", personId: $personId,
          paymentInCents: 3800, customerReference: "PS-MOVE9") { ticketId operationDomain } }`,
      { branchId: auckland, planId: plan, personId: person.id },
    );
    expect(pay).toMatchObject({ status: 'OK' });
    // The receipt is Wellington's (the supplier of that membership), and the Auckland desk that took
    // the money reads, prints and emails it. Before, it was refused (BRANCH_ACCESS_DENIED) and left
    // out of the member's receipts: the desk could not give the member a receipt for their money.
    const RECEIPTS = `query R($m: ID!, $p: ID!) {
      getMembershipReceipts(membershipId: $m) { id branchName totalCents }
      getPersonReceipts(personId: $p) { id }
    }`;
    const read = await server.graphql<{
      getMembershipReceipts: { id: string; branchName: string; totalCents: number }[];
      getPersonReceipts: { id: string }[];
    }>(org.branchManager, RECEIPTS, { m: membership.id, p: person.id });
    expect(read.errors).toBeUndefined();
    const [receipt] = read.data?.getMembershipReceipts ?? [];
    expect(receipt).toMatchObject({ branchName: org.branches.wellington.name, totalCents: 3800 });
    expect(read.data?.getPersonReceipts.map((r) => r.id)).toEqual([receipt?.id]);
    const one = await server.graphql(
      org.branchManager,
      'query O($id: ID!) { getReceipt(receiptId: $id) { id } }',
      {
        id: receipt?.id,
      },
    );
    expect(one.errors).toBeUndefined();
    // Wellington, the supplier, reads it too.
    const atWellington = await server.graphql<{ getMembershipReceipts: { id: string }[] }>(
      org.frontDesk,
      'query R($m: ID!) { getMembershipReceipts(membershipId: $m) { id } }',
      { m: membership.id },
    );
    expect(atWellington.data?.getMembershipReceipts.map((r) => r.id)).toEqual([receipt?.id]);
  });

  it('refuses to move a membership in force to a branch in another country; history alone moves', async () => {
    const sydney = org.branches.sydney.id;
    await org.build((tx) => makeBranchBillingAccount(tx, { branchId: sydney, isDefault: true }));
    const { person, membership } = await wellingtonMember('MOVE5');
    // Its price is New Zealand dollars, debited from a New Zealand account on New Zealand's bank
    // days: a Sydney billing account would add Australian fees to it and print Australian GST.
    expect(await transfer(person.id, sydney)).toMatchObject({
      status: 'ERROR',
      code: 'TRANSFER_OTHER_COUNTRY',
    });
    expect(await stored(membership.id)).toEqual({ branch_id: wellington, account: wellingtonAccount });
    const { rows } = await server.db.pools.owner.query('select home_branch_id from persons where id = $1', [
      person.id,
    ]);
    expect(rows).toEqual([{ home_branch_id: wellington }]);

    const past = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    await org.build((tx) =>
      makeMembership(tx, {
        personId: past.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: today().subtract({ days: 100 }).toString(),
        endDate: today().subtract({ days: 1 }).toString(),
      }),
    );
    expect(await transfer(past.id, sydney)).toMatchObject({ status: 'OK' });
  });

  it('bills a moved membership by the account its option names at the new branch, so a move back restores it', async () => {
    const { corporate, option } = await org.build(async (tx) => {
      const corporate = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: false })).id;
      const option = (
        await makePaymentOption(tx, {
          sellingBranchIds: [wellington, auckland],
          status: 'PUBLISHED',
          membershipPlanId: plan,
          branchSettings: [{ branchId: wellington, branchBillingAccountId: corporate }],
        })
      ).id;
      return { corporate, option };
    });
    const { person, membership } = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: wellington });
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: option,
        startDate: today().subtract({ days: 20 }).toString(),
        account: { branchBillingAccountId: corporate, customerReference: 'PS-CORP-1' },
      });
      return { person, membership };
    });
    // Auckland names no account for the option: its default bills it there.
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    expect(await stored(membership.id)).toEqual({ branch_id: auckland, account: aucklandAccount });
    // Back at Wellington (a bulk transfer's undo moves it the same way), the option's account again,
    // as the sale chose: not Wellington's default, whose business account and fees are another's.
    expect(await transfer(person.id, wellington)).toMatchObject({ status: 'OK' });
    expect(await stored(membership.id)).toEqual({ branch_id: wellington, account: corporate });
  });

  it('keeps the next debits as sold: the administration fee still to collect is the sale’s, not the new account’s', async () => {
    const option = await org.build(async (tx) => {
      const dearer = (
        await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: false, establishmentFee: 9900 })
      ).id;
      return (
        await makePaymentOption(tx, {
          sellingBranchIds: [wellington, auckland],
          status: 'PUBLISHED',
          membershipPlanId: plan,
          paymentAmount: 2100,
          branchSettings: [{ branchId: auckland, branchBillingAccountId: dearer }],
        })
      ).id;
    });
    // Sold in Wellington today (its account's $49 administration fee), first debit still to come.
    const { person, membership } = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: wellington });
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: option,
        startDate: today().toString(),
        account: { branchBillingAccountId: wellingtonAccount, customerReference: 'PS-ADMIN-1' },
      });
      return { person, membership };
    });
    const nextPayments = async () => {
      const answer = await server.graphql<{
        getMembership: { nextPayments: { date: string; amount: number }[] };
      }>(
        org.superAdmin,
        `query N($p: ID!, $id: ID!) { getMembership(personId: $p, membershipId: $id) { nextPayments(count: 3) { date amount } } }`,
        { p: person.id, id: membership.id },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.getMembership.nextPayments;
    };
    const before = await nextPayments();
    expect(before?.[0]?.amount).toBeGreaterThan(4900);
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    expect(await nextPayments()).toEqual(before);
    // The billing run takes it at the new account with the sale's fee.
    const firstDebit = before?.[0]?.date ?? '';
    await server.db.pools.owner.query(
      `update membership_billing_accounts set next_debit_date = $2 where membership_id = $1`,
      [membership.id, firstDebit],
    );
    const providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
    await runBillingDay(server.deps.db, providers, org.applicationId, firstDebit);
    const { rows } = await server.db.pools.owner.query<{ kind: string; amount: number }>(
      `select kind, amount from ledger_entries where membership_id = $1 and type = 'CHARGE' order by seq`,
      [membership.id],
    );
    expect(rows).toContainEqual({ kind: 'ADMINISTRATION_FEE', amount: 4900 });
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(before?.[0]?.amount);
  });

  it('leaves an ended membership with the old branch’s history', async () => {
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const ended = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: today().subtract({ days: 100 }).toString(),
        endDate: today().subtract({ days: 1 }).toString(),
      }),
    );
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    expect(await stored(ended.id)).toEqual({ branch_id: wellington, account: null });
  });

  it('asks the door controller to drop the old home level and hold the new one', async () => {
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington, card: 'MOVE3' }));
    const owner = server.db.pools.owner;
    await owner.query(
      `insert into access_sync_items (application_id, person_id, kind, name, operation, status)
       values ($1, $2, 'LEVEL', 'Wellington Lambton Quay doors', 'ADD', 'SUCCEEDED')`,
      [org.applicationId, person.id],
    );
    expect(await transfer(person.id, auckland)).toMatchObject({ status: 'OK' });
    const { rows } = await owner.query(
      'select name, operation, status from access_sync_items where person_id = $1 order by name',
      [person.id],
    );
    expect(rows).toEqual([
      { name: 'Auckland CBD doors', operation: 'ADD', status: 'PENDING' },
      { name: 'Wellington Lambton Quay doors', operation: 'REMOVE', status: 'PENDING_REMOVAL' },
    ]);
  });
});
