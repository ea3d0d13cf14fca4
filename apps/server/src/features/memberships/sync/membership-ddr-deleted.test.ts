import { todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationKey } from '../../../platform/async-operations/async-operation.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import type { BillingProviders } from '../../billing/providers/billing-provider.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import { deleteSandboxDirectDebitRequest, importSandboxCustomers } from '../../billing/public.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships.testing.ts';
import { expireDeletedDirectDebits } from './membership-ddr-deleted.ts';
import { syncAccountOperation } from './membership-sync.ts';

/**
 * Spec 2 §4: a debitsuccess membership whose direct debit request was submitted is not ended here;
 * the member has the billing company remove the request, and the membership then expires by itself
 * within 24 hours (docs/memberships.md "A direct debit request deleted at the billing company").
 */
let server: TestServer;
let org: OrganisationScenario;
let providers: BillingProviders;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;
const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  ({ account, plan, weekly } = await org.build((tx) => makeWeeklyCatalogue(tx, wellington)));
});
afterAll(() => server.close());

const ONE = `query One($p: ID!, $id: ID!) {
  getMembership(personId: $p, membershipId: $id) { status endDate ddrStatus cancellationReason isHistory }
}`;

async function debitsuccessMember() {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const reference = `DS-${person.id.slice(0, 8)}`;
  const membership = await org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      startDate: today().subtract({ days: 30 }).toString(),
      account: { branchBillingAccountId: account, provider: 'DEBITSUCCESS', customerReference: reference },
    }),
  );
  await importSandboxCustomers(server.db.pools.owner, 'DEBITSUCCESS', org.applicationId, [
    {
      reference,
      externalId: membership.id,
      name: 'Ana Member',
      paymentMethodToken: 'tok_test',
      paymentMethodSummary: 'Bank account ending 000',
      schedule: [],
    },
  ]);
  const read = async () =>
    (
      await server.graphql<{
        getMembership: {
          status: string;
          endDate: string | null;
          ddrStatus: string;
          cancellationReason: string | null;
          isHistory: boolean;
        };
      }>(org.frontDesk, ONE, { p: person.id, id: membership.id })
    ).data?.getMembership;
  return { reference, read };
}

describe('a direct debit request deleted at the billing company', () => {
  it('expires the membership at the next check (hourly), and only that one; a second check changes nothing', async () => {
    const deleted = await debitsuccessMember();
    const kept = await debitsuccessMember();
    expect(await deleted.read()).toMatchObject({ status: 'ACTIVE', ddrStatus: 'DDR_ACTIVE', endDate: null });

    await deleteSandboxDirectDebitRequest(
      server.db.pools.owner,
      'DEBITSUCCESS',
      org.applicationId,
      deleted.reference,
    );
    expect(await expireDeletedDirectDebits(server.deps.db, providers, org.applicationId)).toBe(1);
    expect(await deleted.read()).toMatchObject({
      status: 'EXPIRED',
      isHistory: true,
      ddrStatus: 'DDR_DELETED',
      endDate: today().toString(),
      cancellationReason: null,
    });
    expect(await kept.read()).toMatchObject({ status: 'ACTIVE', ddrStatus: 'DDR_ACTIVE', endDate: null });
    expect(await expireDeletedDirectDebits(server.deps.db, providers, org.applicationId)).toBe(0);
  });

  it('the billing company no longer takes its debits', async () => {
    const member = await debitsuccessMember();
    const view = async () =>
      providers.DEBITSUCCESS.accountView(org.applicationId, member.reference, today().toString());
    expect((await view())?.ddrStatus).toBe('ACTIVE');
    await deleteSandboxDirectDebitRequest(
      server.db.pools.owner,
      'DEBITSUCCESS',
      org.applicationId,
      member.reference,
    );
    expect((await view())?.ddrStatus).toBe('DELETED');
    expect(await expireDeletedDirectDebits(server.deps.db, providers, org.applicationId)).toBe(1);
  });

  it('Synchronise sees the deletion too and expires the membership', async () => {
    const member = await debitsuccessMember();
    await deleteSandboxDirectDebitRequest(
      server.db.pools.owner,
      'DEBITSUCCESS',
      org.applicationId,
      member.reference,
    );
    const started = await server.graphql<{ syncAccountStatus: { ticketId: string } }>(
      org.frontDesk,
      `mutation S($b: ID!, $r: String!) { syncAccountStatus(branchId: $b, customerReference: $r) { ticketId } }`,
      { b: wellington, r: member.reference },
    );
    const ticketId = started.data?.syncAccountStatus.ticketId;
    if (!ticketId) throw new Error(JSON.stringify(started.errors));
    const operation = syncAccountOperation(providers);
    await processAsyncOperation(
      server.deps.db,
      new Map([[operationKey(operation.domain, operation.name), operation]]),
      { applicationId: org.applicationId, ticketId },
      { finalAttempt: false },
    );
    expect(await member.read()).toMatchObject({
      status: 'EXPIRED',
      ddrStatus: 'DDR_DELETED',
      endDate: today().toString(),
    });
    // The hourly check has nothing left to do for it.
    expect(await expireDeletedDirectDebits(server.deps.db, providers, org.applicationId)).toBe(0);
  });
});
