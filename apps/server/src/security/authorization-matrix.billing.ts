import { billingLinks } from '../features/billing/public.ts';
import { makeMembership } from '../features/memberships/memberships.testing.ts';
import { TEST_PUBLIC_URL } from '../testing/test-server.ts';
import { bearerOf, type MatrixRow, route } from './authorization-matrix.run.ts';
import { ACTORS, type Actor, everyone, signedIn } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The billing feature's routes. The payment setup page is public: its signup token is
 * the only credential, so a token nobody was given answers 404 to everyone, staff token or not
 * (payment-setup.test.ts covers a real token). The sandbox's payment history is opened by a signed
 * billing link (getBillingLinks issues it): the address is the capability, like /files.
 */
const UNKNOWN_TOKEN = 'matrix-token-nobody-was-given-000000000000';

const setupRow = (method: 'GET' | 'POST', path: string, url: (branchId: string, actor: Actor) => string) =>
  route(`${method} ${path}`, {
    subject: 'a payment setup link nobody was given (public: the signup token is the credential)',
    // Each actor its own link and address: the POSTs are rate-limited per link and per address.
    request: async (world, actor) => ({
      method,
      url: url(world.org.branches.wellington.id, actor),
      remoteAddress: `10.9.${method === 'GET' ? 1 : 2}.${ACTORS.indexOf(actor) + 1}`,
      headers: await bearerOf(world, actor),
      ...(method === 'POST' ? { payload: { method: 'CARD' } } : {}),
    }),
    expect: everyone('HTTP 404'),
  });

const sandboxCustomers = new WeakMap<World, Promise<string>>();

/** A paysmart membership of the Wellington member billed under a customer reference, made once per world. */
function sandboxCustomerOf(world: World): Promise<string> {
  let known = sandboxCustomers.get(world);
  if (!known) {
    known = world.org.build(async (tx) => {
      const reference = 'PS-MATRIX-DDR';
      await makeMembership(tx, {
        personId: world.member.id,
        branchId: world.org.branches.wellington.id,
        membershipPlanId: world.plan.id,
        paymentOptionId: world.plan.optionId,
        startDate: '2026-01-07',
        account: { branchBillingAccountId: world.billingAccount.id, customerReference: reference },
      });
      return reference;
    });
    sandboxCustomers.set(world, known);
  }
  return known;
}

export const BILLING_REST_ROWS: MatrixRow[] = [
  setupRow(
    'GET',
    '/api/payment-setup/:token',
    (_branchId, actor) => `/api/payment-setup/${UNKNOWN_TOKEN}${actor}`,
  ),
  setupRow(
    'POST',
    '/api/payment-setup/:token',
    (_branchId, actor) => `/api/payment-setup/${UNKNOWN_TOKEN}${actor}`,
  ),
  setupRow(
    'GET',
    '/:branchId/payment-setup/:token',
    (branchId, actor) => `/${branchId}/payment-setup/${UNKNOWN_TOKEN}${actor}`,
  ),
  setupRow(
    'POST',
    '/:branchId/payment-setup/:token',
    (branchId, actor) => `/${branchId}/payment-setup/${UNKNOWN_TOKEN}${actor}`,
  ),
  route('GET /sandbox/billing/:provider/customers/:customerReference/payments', {
    subject: "a customer's payment history in the billing sandbox (development build; a signed billing link)",
    app: 'development',
    request: async (world, actor) => {
      const link = billingLinks({
        publicUrl: TEST_PUBLIC_URL,
        applicationId: world.org.applicationId,
        provider: 'PAYSMART',
        customerReference: 'PS-MATRIX',
      }).paymentHistory;
      const address = new URL(link ?? TEST_PUBLIC_URL);
      return {
        method: 'GET',
        url: `${address.pathname}${address.search}`,
        headers: await bearerOf(world, actor),
      };
    },
    expect: everyone('HTTP 200'),
  }),
  route('DELETE /sandbox/billing/:provider/customers/:customerReference/direct-debit-request', {
    subject:
      "the billing sandbox's back office deletes a Wellington membership's direct debit request (development build; manage-membership on its branch)",
    app: 'development',
    request: async (world, actor) => ({
      method: 'DELETE',
      url: `/sandbox/billing/paysmart/customers/${await sandboxCustomerOf(world)}/direct-debit-request`,
      headers: await bearerOf(world, actor),
    }),
    expect: {
      anonymous: 'HTTP 401',
      noRole: 'HTTP 403',
      frontDesk: 'HTTP 200',
      branchManager: 'HTTP 403',
      reliefDesk: 'HTTP 200',
      areaManager: 'HTTP 403',
      superAdmin: 'HTTP 200',
      // Another organisation bills no such customer.
      otherAdmin: 'HTTP 404',
    },
  }),
  route('OPTIONS /billing-provider/nextbillingdate/:fromDate', {
    subject: 'the CORS preflight of the next billing date (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url: '/billing-provider/nextbillingdate/2026-01-01' }),
    expect: everyone('HTTP 204'),
  }),
  route('GET /billing-provider/nextbillingdate/:fromDate', {
    subject: "the organisation's billing provider's next billing date (any staff member with a role)",
    request: async (world, actor) => ({
      method: 'GET',
      url: '/billing-provider/nextbillingdate/2026-01-01',
      headers: await bearerOf(world, actor),
    }),
    expect: { ...signedIn('HTTP 200', 'HTTP 401'), noRole: 'HTTP 403' },
  }),
];
