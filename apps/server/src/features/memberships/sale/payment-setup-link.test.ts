import { todayIn } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../../testing/test-server.ts';
import { runBillingDay } from '../../billing/billing-run.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import {
  emailPaymentSetupLink,
  ledgerOfMembership,
  paymentSetupUrl,
  renewPaymentSetupToken,
} from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';

/**
 * The payment setup link reaches the member (emailed at the sale, on this server's own address
 * outside production) and a rejected direct debit request is not a dead end: its reason is shown,
 * staff send a new link, and nothing is debited until payment is set up (docs/billing.md).
 */
let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let plan: string;
let weekly: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true });
    // A member domain that does not reach this server: the link must not use it outside production.
    await tx.execute(
      sql`update branches set member_domain_name = 'wellington.example.com' where id = ${wellington}`,
    );
    plan = (await makeMembershipPlan(tx, { name: 'Anytime' })).id;
    weekly = (
      await makePaymentOption(tx, {
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        membershipPlanId: plan,
        paymentAmount: 2100,
      })
    ).id;
  });
});
afterAll(() => server.close());

const ATTACH = `mutation Attach($branchId: ID!, $input: MembershipInput!) {
  attachMembership(branchId: $branchId, membershipInput: $input) { ticketId }
}`;
const STATUS = `query S($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $ticketId) { status message membership { id } }
}`;
const ONE = `query One($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) {
  ddrStatus accountBillingStatus accountBillingStatusReason signupLink signupLinkEmailedTo
  nextPayments(count: 2) { date amount }
} }`;
const SEND = `mutation Send($id: ID!) { sendPaymentSetupLink(membershipId: $id) { signupLink emailedTo } }`;

interface MembershipLinks {
  ddrStatus: string;
  accountBillingStatus: string;
  accountBillingStatusReason: string | null;
  signupLink: string | null;
  signupLinkEmailedTo: string | null;
  nextPayments: { date: string; amount: number }[];
}

/** A sale through the API, its ticket applied as the worker does. */
async function sell(email: string | null) {
  const person = await org.build((tx) =>
    makePerson(tx, { homeBranchId: wellington, firstName: 'Ana', email: email ?? null }),
  );
  const started = await server.graphql<{ attachMembership: { ticketId: string } }>(org.superAdmin, ATTACH, {
    branchId: wellington,
    input: {
      personId: person.id,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      startDate: today().toString(),
    },
  });
  const ticketId = started.data?.attachMembership.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(started.errors));
  const job = { applicationId: org.applicationId, ticketId };
  expect(
    await processAsyncOperation(server.deps.db, modules.asyncOperations, job, { finalAttempt: false }),
  ).toBe('applied');
  // A job delivered twice changes nothing twice (and emails nothing twice).
  await processAsyncOperation(server.deps.db, modules.asyncOperations, job, { finalAttempt: false });
  const status = await server.graphql<{ getAsyncOperationStatus: { membership: { id: string } } }>(
    org.superAdmin,
    STATUS,
    { ticketId },
  );
  const membershipId = status.data?.getAsyncOperationStatus.membership.id;
  if (!membershipId) throw new Error(JSON.stringify(status));
  return { personId: person.id, membershipId };
}

async function membership(personId: string, id: string): Promise<MembershipLinks> {
  const response = await server.graphql<{ getMembership: MembershipLinks }>(org.superAdmin, ONE, {
    personId,
    id,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMembership;
}

const outbox = (membershipId: string) =>
  withTenant(
    server.deps.db,
    org.applicationId,
    async (tx) =>
      (
        await tx.execute<{
          to_address: string;
          template: string;
          text_body: string | null;
          status: string;
        }>(sql`
        select to_address, template, text_body, status from outbound_emails
        where reference like ${`payment-setup-link:${membershipId}:%`} order by created_at`)
      ).rows,
  );

const tokenOf = (link: string | null) => String(link).split('/').at(-1) ?? '';

const nzAccount = (suffix: string) => ({
  method: 'BANK_ACCOUNT',
  country: 'NZ',
  accountName: 'Ana Member',
  accountNumber: `12-3140-0171323-${suffix}`,
});

describe('the payment setup link at the sale', () => {
  it("emails the link to the member once, on this server's own address outside production", async () => {
    const { personId, membershipId } = await sell('ana@example.com');
    const view = await membership(personId, membershipId);
    expect(view.signupLink).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/${wellington}/payment-setup/[A-Za-z0-9_-]{43}$`),
    );
    expect(view.signupLinkEmailedTo).toBe('ana@example.com');
    const sent = await outbox(membershipId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: 'ana@example.com', template: 'membership-signup-link' });
    expect(sent[0]?.text_body).toContain(String(view.signupLink));
  });

  it('queues nothing for a member without an email address, and says so (null)', async () => {
    const { personId, membershipId } = await sell(null);
    const view = await membership(personId, membershipId);
    expect(view.signupLink).not.toBeNull();
    expect(view.signupLinkEmailedTo).toBeNull();
    expect(await outbox(membershipId)).toEqual([]);
  });

  it('emails a link on a local development address (http://localhost:PORT) too', async () => {
    const { membershipId } = await sell('ana@example.com');
    const sent = await withTenant(server.deps.db, org.applicationId, async (tx) => {
      await renewPaymentSetupToken(tx, membershipId);
      return emailPaymentSetupLink(
        tx,
        { publicUrl: 'http://localhost:3000', production: false },
        { applicationId: org.applicationId, membershipId },
      );
    });
    expect(sent?.signupLink).toMatch(new RegExp(`^http://localhost:3000/${wellington}/payment-setup/`));
    expect(sent?.emailedTo).toBe('ana@example.com');
    expect((await outbox(membershipId)).at(-1)?.text_body).toContain(String(sent?.signupLink));
  });

  it("is on the branch's member domain in production only", () => {
    const branch = { id: 'b1', memberDomainName: 'club.example.com' };
    expect(paymentSetupUrl({ publicUrl: 'https://app.example.com/', production: true }, branch, 'tok')).toBe(
      'https://club.example.com/b1/payment-setup/tok',
    );
    expect(paymentSetupUrl({ publicUrl: 'http://localhost:3000', production: false }, branch, 'tok')).toBe(
      'http://localhost:3000/b1/payment-setup/tok',
    );
    expect(
      paymentSetupUrl(
        { publicUrl: 'https://app.example.com', production: true },
        { id: 'b1', memberDomainName: null },
        'tok',
      ),
    ).toBe('https://app.example.com/b1/payment-setup/tok');
  });
});

describe('a rejected direct debit request', () => {
  it('shows the reason, and a new link replaces the old one, is emailed and sets up payment', async () => {
    const { personId, membershipId } = await sell('ana@example.com');
    const first = tokenOf((await membership(personId, membershipId)).signupLink);
    const rejected = await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${first}`,
      payload: nzAccount('099'),
    });
    expect(rejected.json().ddrStatus).toBe('DDR_REJECTED');
    expect(await membership(personId, membershipId)).toMatchObject({
      accountBillingStatus: 'DDR_REJECTED',
      accountBillingStatusReason: 'The bank does not accept direct debits from this account',
      signupLink: null,
    });

    const sent = await server.graphql<{ sendPaymentSetupLink: { signupLink: string; emailedTo: string } }>(
      org.frontDesk,
      SEND,
      { id: membershipId },
    );
    expect(sent.errors).toBeUndefined();
    const link = sent.data?.sendPaymentSetupLink;
    expect(link?.emailedTo).toBe('ana@example.com');
    expect(link?.signupLink).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/${wellington}/payment-setup/`));
    const second = tokenOf(link?.signupLink ?? null);
    expect(second).not.toBe(first);
    expect(await membership(personId, membershipId)).toMatchObject({
      ddrStatus: 'DDR_PENDING',
      accountBillingStatus: 'DDR_PENDING',
      accountBillingStatusReason: null,
      signupLink: link?.signupLink,
      signupLinkEmailedTo: 'ana@example.com',
    });
    expect((await outbox(membershipId)).map((email) => email.to_address)).toEqual([
      'ana@example.com',
      'ana@example.com',
    ]);
    // The old link is dead; the new one takes another account, this time accepted.
    expect((await server.app.inject({ method: 'GET', url: `/api/payment-setup/${first}` })).statusCode).toBe(
      404,
    );
    const accepted = await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${second}`,
      payload: nzAccount('000'),
    });
    expect(accepted.json()).toMatchObject({
      ddrStatus: 'DDR_ACTIVE',
      paymentMethodSummary: 'Bank account ending 000',
    });
    expect(await membership(personId, membershipId)).toMatchObject({
      ddrStatus: 'DDR_ACTIVE',
      accountBillingStatus: 'ACTIVE',
    });
    // With the authority in place there is nothing to resend.
    const again = await server.graphql(org.frontDesk, SEND, { id: membershipId });
    expect(again.errors?.[0]?.extensions?.code).toBe('PAYMENT_SETUP_LINK_NOT_AVAILABLE');
  });

  it("refuses staff without manage-membership on the membership's branch, and an unknown membership", async () => {
    const { membershipId } = await sell('ana@example.com');
    const denied = await server.graphql(org.branchManager, SEND, { id: membershipId });
    expect(denied.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await server.graphql(org.superAdmin, SEND, { id });
      expect(unknown.errors?.[0]?.extensions?.code, id).toBe('MEMBERSHIP_NOT_FOUND');
    }
    expect(await outbox(membershipId)).toHaveLength(1);
  });

  it('lists the next payments but the billing runs take none of them until payment is set up', async () => {
    const { personId, membershipId } = await sell('ana@example.com');
    const token = tokenOf((await membership(personId, membershipId)).signupLink);
    await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${token}`,
      payload: nzAccount('099'),
    });
    const { nextPayments } = await membership(personId, membershipId);
    expect(nextPayments.length).toBeGreaterThan(0);
    const providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
    const start = Temporal.PlainDate.from(today());
    for (let days = 0; days <= 21; days += 1) {
      await runBillingDay(server.deps.db, providers, org.applicationId, start.add({ days }).toString());
    }
    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) =>
      ledgerOfMembership(tx, membershipId),
    );
    expect(ledger.filter((row) => row.type !== 'PAYMENT' && row.type !== 'CHARGE')).toEqual([]);
    expect(ledger.filter((row) => row.type === 'CHARGE' && row.kind === 'RECURRING')).toEqual([]);
  });
});
