import { nextBillingDate, todayIn, unblockMessages } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationKey } from '../../../platform/async-operations/async-operation.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import { importSandboxCustomers, ledgerOfMembership } from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { findBillingAccounts } from '../memberships.repository.ts';
import { makeMembership } from '../memberships.testing.ts';
import { syncAccountOperation } from './membership-sync.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;

const today = () => todayIn('Pacific/Auckland');
const day = (offset: number) => today().add({ days: offset }).toString();

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (
      await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true, defaultCharge: 900 })
    ).id;
    plan = (await makeMembershipPlan(tx)).id;
    weekly = (
      await makePaymentOption(tx, {
        membershipPlanId: plan,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        paymentAmount: 2000,
      })
    ).id;
  });
});
afterAll(() => server.close());

/** A Wellington member's debitsuccess billing membership with `reference`, as given. */
async function debitsuccessMembership(extra: { status?: string; customerReference?: string | null } = {}) {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const reference =
    extra.customerReference === undefined ? `DS-${person.id.slice(0, 8)}` : extra.customerReference;
  const membership = await org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      status: extra.status ?? 'ACTIVE',
      startDate: nextBillingDate('DEBITSUCCESS', today().subtract({ days: 40 })).toString(),
      account: { branchBillingAccountId: account, provider: 'DEBITSUCCESS', customerReference: reference },
    }),
  );
  return { person, membership, reference: reference ?? '' };
}

const SYNC = `mutation S($b: ID!, $r: String!) { syncAccountStatus(branchId: $b, customerReference: $r) { ticketId operationDomain } }`;
const STATUS = `query Status($t: ID!) {
  getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $t) { status message membership { id accountBillingStatus } }
}`;

function applySync(ticketId: string) {
  const operation = syncAccountOperation(
    sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 }),
  );
  return processAsyncOperation(
    server.deps.db,
    new Map([[operationKey(operation.domain, operation.name), operation]]),
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );
}

async function sync(reference: string) {
  const started = await server.graphql<{ syncAccountStatus: { ticketId: string; operationDomain: string } }>(
    org.frontDesk,
    SYNC,
    { b: wellington, r: reference },
  );
  return started;
}

describe('Synchronise (spec 2 §4, §7 sync account)', () => {
  it('mirrors a debit the bank declined that we had not heard of, once however often it runs', async () => {
    const { membership, reference } = await debitsuccessMembership();
    // The provider holds the customer; its schedule took a debit 5 days ago and the bank declined it.
    await importSandboxCustomers(server.db.pools.owner, 'DEBITSUCCESS', org.applicationId, [
      {
        reference,
        externalId: membership.id,
        name: 'Ana Member',
        paymentMethodToken: 'tok_test',
        paymentMethodSummary: 'Bank account ending 097',
        behaviour: 'DECLINE_ALWAYS',
        declineReason: 'ACCOUNT_CLOSED',
        schedule: [
          { date: day(-5), amount: 2000, charges: [{ key: 'RECURRING:9', kind: 'RECURRING', amount: 2000 }] },
          {
            date: day(30),
            amount: 2000,
            charges: [{ key: 'RECURRING:14', kind: 'RECURRING', amount: 2000 }],
          },
        ],
      },
    ]);
    const started = await sync(reference);
    expect(started.errors).toBeUndefined();
    expect(started.data?.syncAccountStatus.operationDomain).toBe('MEMBERSHIP');
    const ticketId = started.data?.syncAccountStatus.ticketId ?? '';
    expect(await applySync(ticketId)).toBe('applied');
    expect(await applySync(ticketId)).toBe('already-done');

    const status = await server.graphql<{
      getAsyncOperationStatus: { status: string; membership: { id: string; accountBillingStatus: string } };
    }>(org.frontDesk, STATUS, { t: ticketId });
    expect(status.data?.getAsyncOperationStatus).toMatchObject({
      status: 'OK',
      membership: { id: membership.id, accountBillingStatus: 'PAYMENT_DECLINED' },
    });
    const shape = async () =>
      (
        await withTenant(server.deps.db, org.applicationId, (tx) => ledgerOfMembership(tx, membership.id))
      ).map((row) => [row.type, row.kind ?? row.reference, row.amount, row.date]);
    const key = `${membership.id}:${day(-5)}`;
    const expected = [
      ['CHARGE', 'RECURRING', 2000, day(-5)],
      ['DEBIT_SUBMITTED', key, 2000, day(-5)],
      ['DEBIT_DISHONOURED', key, null, day(-3)],
      ['CHARGE', 'REVERSAL_FEE', 900, day(-3)],
    ];
    expect(await shape()).toEqual(expected);

    // A second Synchronise writes nothing more (the debit 30 days ahead is not taken yet).
    const again = await sync(reference);
    expect(await applySync(again.data?.syncAccountStatus.ticketId ?? '')).toBe('applied');
    expect(await shape()).toEqual(expected);
  });

  it('takes the DDR state the provider holds', async () => {
    const { membership, reference } = await debitsuccessMembership();
    await importSandboxCustomers(server.db.pools.owner, 'DEBITSUCCESS', org.applicationId, [
      {
        reference,
        externalId: membership.id,
        name: 'Ben Member',
        paymentMethodToken: 'tok_test',
        paymentMethodSummary: 'Card ending 4242',
        schedule: [],
      },
    ]);
    await org.build((tx) =>
      tx.execute(
        // Ours lags: we still think the request is pending.
        `update membership_billing_accounts set ddr_status = 'DDR_PENDING' where membership_id = '${membership.id}'`,
      ),
    );
    const started = await sync(reference);
    expect(await applySync(started.data?.syncAccountStatus.ticketId ?? '')).toBe('applied');
    const accounts = await withTenant(server.deps.db, org.applicationId, (tx) =>
      findBillingAccounts(tx, [membership.id]),
    );
    expect(accounts.get(membership.id)?.ddrStatus).toBe('DDR_ACTIVE');
  });

  it('ends the ticket in error when the provider does not know the customer', async () => {
    const { reference } = await debitsuccessMembership();
    const started = await sync(reference);
    const ticketId = started.data?.syncAccountStatus.ticketId ?? '';
    expect(await applySync(ticketId)).toBe('failed');
    const status = await server.graphql<{ getAsyncOperationStatus: { status: string; message: string } }>(
      org.frontDesk,
      STATUS,
      { t: ticketId },
    );
    expect(status.data?.getAsyncOperationStatus).toMatchObject({
      status: 'ERROR',
      message: 'Synchronized failed, please try again later',
    });
  });

  it('is refused where the action is hidden: unknown reference, another branch, a non-billing membership', async () => {
    const unknown = await sync('DS-NOBODY');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('ACCOUNT_NOT_SYNCHRONISABLE');
    const { reference } = await debitsuccessMembership();
    const elsewhere = await server.graphql(org.superAdmin, SYNC, {
      b: org.branches.auckland.id,
      r: reference,
    });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('ACCOUNT_NOT_SYNCHRONISABLE');
    const denied = await server.graphql(org.branchManager, SYNC, { b: wellington, r: reference });
    expect(denied.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
  });
});

const UNBLOCK = `mutation U($p: ID!, $m: ID!, $d: String) {
  setAllowAccessByAdmin(personId: $p, membershipId: $m, allowAccessUntil: $d) { id status allowAccessUntil }
}`;

describe('Unblock (spec 2 §5 setAllowAccessByAdmin)', () => {
  const fieldError = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
    (errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined)?.allowAccessUntil;

  it('lets a blocked debitsuccess member in from today until the date', async () => {
    const { person, membership } = await debitsuccessMembership({ status: 'BLOCKED' });
    const until = day(10);
    const response = await server.graphql<{
      setAllowAccessByAdmin: { id: string; status: string; allowAccessUntil: string | null };
    }>(org.frontDesk, UNBLOCK, { p: person.id, m: membership.id, d: until });
    expect(response.errors).toBeUndefined();
    expect(response.data?.setAllowAccessByAdmin).toEqual({
      id: membership.id,
      status: 'BLOCKED',
      allowAccessUntil: until,
    });
  });

  it('answers each of the spec messages', async () => {
    const { person, membership } = await debitsuccessMembership({ status: 'BLOCKED' });
    const ask = async (d: string | null) =>
      fieldError(
        (await server.graphql(org.frontDesk, UNBLOCK, { p: person.id, m: membership.id, d })).errors,
      );
    expect(await ask(null)).toBe(unblockMessages.dateRequired);
    expect(await ask('')).toBe('Date is required');
    expect(await ask(day(-1))).toBe('Date cannot be earlier than todays date');
    expect(await ask(today().add({ months: 1, days: 1 }).toString())).toBe('Date must be within 1 month');
    expect(await ask(today().add({ months: 1 }).toString())).toBeUndefined();
  });

  it('is refused for a membership that is not blocked, or not under debitsuccess, or not the person’s', async () => {
    const active = await debitsuccessMembership();
    const notBlocked = await server.graphql(org.frontDesk, UNBLOCK, {
      p: active.person.id,
      m: active.membership.id,
      d: day(1),
    });
    expect(notBlocked.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_NOT_UNBLOCKABLE');
    const other = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const notTheirs = await server.graphql(org.frontDesk, UNBLOCK, {
      p: other.id,
      m: active.membership.id,
      d: day(1),
    });
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_NOT_FOUND');
    const blocked = await debitsuccessMembership({ status: 'BLOCKED' });
    const denied = await server.graphql(org.branchManager, UNBLOCK, {
      p: blocked.person.id,
      m: blocked.membership.id,
      d: day(1),
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('MEMBER_NOT_IN_BRANCH');
  });
});

describe('End follows the domain’s availability (spec 2 §4)', () => {
  const CANCEL = `mutation C($input: CancelMembershipInput!) { cancelMembership(cancelMembershipInput: $input) { ticketId } }`;
  const end = (personId: string, membershipId: string) =>
    server.graphql(org.frontDesk, CANCEL, {
      input: {
        membershipId,
        branchId: wellington,
        personId,
        cancellationDate: nextBillingDate('DEBITSUCCESS', today().add({ days: 20 })).toString(),
        cancellationReason: 'MOVING',
      },
    });

  it('sends an active debitsuccess request to the billing company and hides End otherwise', async () => {
    const active = await debitsuccessMembership();
    expect((await end(active.person.id, active.membership.id)).errors?.[0]?.extensions?.code).toBe(
      'END_VIA_PROVIDER',
    );
    const rejected = await debitsuccessMembership();
    await org.build((tx) =>
      tx.execute(
        `update membership_billing_accounts set ddr_status = 'DDR_REJECTED' where membership_id = '${rejected.membership.id}'`,
      ),
    );
    expect((await end(rejected.person.id, rejected.membership.id)).errors?.[0]?.extensions?.code).toBe(
      'MEMBERSHIP_NOT_ENDABLE',
    );
  });
});

describe('billing dates query (spec 2 §7)', () => {
  const DATES = 'query D($b: ID!, $s: String!) { getBillingDates(branchId: $b, startDate: $s, count: 3) }';

  it("answers the provider's billing dates from the start date, a fortnight apart", async () => {
    const response = await server.graphql<{ getBillingDates: string[] }>(org.frontDesk, DATES, {
      b: wellington,
      s: '2026-01-01',
    });
    const first = nextBillingDate('DEBITSUCCESS', Temporal.PlainDate.from('2026-01-01'));
    expect(response.data?.getBillingDates).toEqual([
      first.toString(),
      first.add({ days: 14 }).toString(),
      first.add({ days: 28 }).toString(),
    ]);
  });

  it('refuses a date it cannot read with a message, not an internal error', async () => {
    for (const s of ['2026-02-30', 'tomorrow', '']) {
      const response = await server.graphql(org.frontDesk, DATES, { b: wellington, s });
      expect(response.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(response.errors?.[0]?.extensions?.fieldErrors).toEqual({
        startDate: 'Enter a date as YYYY-MM-DD',
      });
    }
  });
});
