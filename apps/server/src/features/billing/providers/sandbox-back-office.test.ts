import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../api.ts';
import { accessTokenVerifier, loadSigningKeys } from '../../../platform/auth/access-tokens.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import {
  createTestServer,
  TEST_API_KEY,
  TEST_ISSUER,
  type TestServer,
} from '../../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembership } from '../../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { importSandboxCustomers, sandboxBillingProviders } from './sandbox-billing.repository.ts';

/**
 * The billing sandbox's back office (docs/billing.md "Sandbox"): a tester deletes a customer's
 * direct debit request over DELETE /sandbox/billing/{provider}/customers/{reference}/direct-debit-request,
 * in the development build only, as staff who may manage the membership.
 */
let server: TestServer;
let development: FastifyInstance;
let org: OrganisationScenario;
const REFERENCE = 'PS-BACKOFFICE-1';
const path = (reference: string, provider = 'paysmart') =>
  `/sandbox/billing/${provider}/customers/${reference}/direct-debit-request`;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  const keys = await loadSigningKeys(server.db.pools.owner);
  development = await createApi({
    deps: server.deps,
    statusPool: server.db.pools.app,
    verifier: accessTokenVerifier(keys, TEST_ISSUER),
    identity: { issuer: TEST_ISSUER, keys, ownerPool: server.db.pools.owner, trustProxy: false },
    webApiKey: TEST_API_KEY,
    logger: pino({ level: 'silent' }),
    production: false,
  });
  const wellington = org.branches.wellington.id;
  const membership = await org.build(async (tx) => {
    const account = await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true });
    const plan = await makeMembershipPlan(tx);
    const option = await makePaymentOption(tx, {
      membershipPlanId: plan.id,
      sellingBranchIds: [wellington],
      status: 'PUBLISHED',
    });
    const person = await makePerson(tx, { homeBranchId: wellington });
    return makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan.id,
      paymentOptionId: option.id,
      status: 'ACTIVE',
      startDate: '2026-01-07',
      account: { branchBillingAccountId: account.id, provider: 'PAYSMART', customerReference: REFERENCE },
    });
  });
  await importSandboxCustomers(server.db.pools.owner, 'PAYSMART', org.applicationId, [
    {
      reference: REFERENCE,
      externalId: membership.id,
      name: 'Back Office',
      paymentMethodToken: 'tok-backoffice',
      paymentMethodSummary: 'Bank account ending 00',
      schedule: null,
    },
  ]);
});
afterAll(async () => {
  await development?.close();
  await server?.close();
});

const bearer = async (viewer: OrganisationScenario['frontDesk']) => ({
  authorization: `Bearer ${await server.tokens.issue(viewer)}`,
});
const deleted = () =>
  sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 }).PAYSMART.deletedDirectDebitRequests(
    org.applicationId,
    [REFERENCE],
  );

describe('the billing sandbox back office: deleting a direct debit request', () => {
  it('is not served in production', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: path(REFERENCE),
      headers: await bearer(org.superAdmin),
    });
    expect(response.statusCode).toBe(404);
    expect(await deleted()).toEqual([]);
  });

  it('needs a signed-in user, manage-membership on the membership’s branch, and a reference the organisation bills', async () => {
    expect((await development.inject({ method: 'DELETE', url: path(REFERENCE) })).statusCode).toBe(401);
    for (const viewer of [org.noRole, org.branchManager, org.areaManager]) {
      const refused = await development.inject({
        method: 'DELETE',
        url: path(REFERENCE),
        headers: await bearer(viewer),
      });
      expect(refused.statusCode, viewer.username).toBe(403);
    }
    for (const url of [path('PS-NOBODY'), path(REFERENCE, 'debitsuccess'), path(REFERENCE, 'other')]) {
      const unknown = await development.inject({
        method: 'DELETE',
        url,
        headers: await bearer(org.frontDesk),
      });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().errors[0].extensions.code).toBe('MEMBERSHIP_NOT_FOUND');
    }
    expect(await deleted()).toEqual([]);
  });

  it("deletes the customer's request for Wellington's front desk: the provider reports it DELETED", async () => {
    const response = await development.inject({
      method: 'DELETE',
      url: path(REFERENCE),
      headers: await bearer(org.frontDesk),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'PAYSMART', customerReference: REFERENCE, deleted: true });
    expect(await deleted()).toEqual([REFERENCE]);
  });
});
