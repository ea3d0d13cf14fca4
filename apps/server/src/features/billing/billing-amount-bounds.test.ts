import { todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembership } from '../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';

/**
 * Amounts stored before sales had bounds (a join fee of 2,147,483,647 cents, the most a stored
 * amount can be) must not make a member's memberships unreadable: every sum over them is exact.
 */
let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const LARGEST = 2_147_483_647;
const MEMBERSHIPS = `query M($personId: ID!) { getMemberships(personId: $personId) {
  id overdueAmount totalPayment joinFee nextPayments(count: 3) { date amount charges { kind amount } } } }`;

describe('memberships with amounts at the stored maximum', () => {
  it('are read without an internal error, their sums exact', async () => {
    const branchId = org.branches.wellington.id;
    const { personId, pending, owing } = await org.build(async (tx) => {
      const account = await makeBranchBillingAccount(tx, { branchId, isDefault: true });
      const plan = await makeMembershipPlan(tx, { name: 'Anytime' });
      const option = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [branchId],
        status: 'PUBLISHED',
        paymentAmount: 2500,
      });
      const person = await makePerson(tx, { homeBranchId: branchId });
      const base = { personId: person.id, branchId, membershipPlanId: plan.id, paymentOptionId: option.id };
      const pending = await makeMembership(tx, {
        ...base,
        // Sold today: its first debit (the fee, a partial, a week, the administration fee) is next.
        startDate: todayIn('Pacific/Auckland').toString(),
        joinFee: LARGEST,
        account: { branchBillingAccountId: account.id, ddrStatus: 'DDR_PENDING' },
      });
      const owing = await makeMembership(tx, {
        ...base,
        account: { branchBillingAccountId: account.id },
        ledger: [
          { type: 'CHARGE', chargeKey: 'JOIN_FEE:0', kind: 'JOIN_FEE', amount: LARGEST, date: '2026-01-14' },
          {
            type: 'CHARGE',
            chargeKey: 'RECURRING:0',
            kind: 'RECURRING',
            amount: LARGEST,
            date: '2026-01-14',
          },
          { type: 'PAYMENT', amount: LARGEST, date: '2026-01-14', reference: 'desk-1', paymentType: 'CASH' },
          { type: 'PAYMENT', amount: LARGEST, date: '2026-01-15', reference: 'desk-2', paymentType: 'CASH' },
          {
            type: 'CHARGE',
            chargeKey: 'RECURRING:1',
            kind: 'RECURRING',
            amount: LARGEST,
            date: '2026-01-21',
          },
          {
            type: 'CHARGE',
            chargeKey: 'RECURRING:2',
            kind: 'RECURRING',
            amount: LARGEST,
            date: '2026-01-28',
          },
        ],
      });
      return { personId: person.id, pending: pending.id, owing: owing.id };
    });
    const response = await server.graphql(org.frontDesk, MEMBERSHIPS, { personId });
    expect(response.errors).toBeUndefined();
    const memberships = (response.data as { getMemberships: Record<string, unknown>[] }).getMemberships;
    const byId = new Map(memberships.map((m) => [m.id, m]));
    expect(byId.get(owing)).toMatchObject({ overdueAmount: 2 * LARGEST, totalPayment: 2 * LARGEST });
    const debits = (byId.get(pending)?.nextPayments ?? []) as {
      amount: number;
      charges: { amount: number }[];
    }[];
    const [first] = debits;
    expect(first?.amount).toBeGreaterThan(LARGEST);
    expect(first?.amount).toBe(first?.charges.reduce((sum, charge) => sum + charge.amount, 0));
  });
});
