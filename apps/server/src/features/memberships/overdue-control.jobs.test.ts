import { todayIn } from '@clubline/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { makePerson, secondTenant } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { billingClock } from '../billing/public.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { makeMembership } from './memberships.testing.ts';
import { overdueAssessmentJob } from './overdue-control.jobs.ts';

/**
 * The overdue assessment stands on the billing clock's today (BILLING_CLOCK_DATE when set), the day
 * the billing runs, staff's views and the actions stand on (docs/overdue-control.md).
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterEach(() => billingClock.set(null));
afterAll(() => server.close());

const UPDATE_OVERDUE = `mutation O($i: OverdueAssessmentSettingsInput!) { updateOverdueAssessmentSettings(input: $i) {
  enabled } }`;

describe('overdue-assessment job', () => {
  it("judges the arrears on the billing clock's today, not the machine's", async () => {
    const tenant = await secondTenant(server, { billingProvider: 'DEBITSUCCESS' });
    const adelaide = tenant.branches.adelaide.id;
    const realToday = todayIn(tenant.branches.adelaide.timeZone);
    // A demo standing 20 days ahead: the debit of the clock's day-10 bounced and is unpaid.
    const clockToday = realToday.add({ days: 20 });
    const due = realToday.add({ days: 10 }).toString();
    const membership = await tenant.build(async (tx) => {
      const account = await makeBranchBillingAccount(tx, { branchId: adelaide, isDefault: true });
      const plan = await makeMembershipPlan(tx, { country: 'AU' });
      const option = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
      });
      const person = await makePerson(tx, { homeBranchId: adelaide });
      return makeMembership(tx, {
        personId: person.id,
        branchId: adelaide,
        membershipPlanId: plan.id,
        paymentOptionId: option.id,
        startDate: realToday.subtract({ days: 20 }).toString(),
        account: {
          branchBillingAccountId: account.id,
          provider: 'DEBITSUCCESS',
          customerReference: 'DS-CLOCK',
        },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:1', kind: 'RECURRING', amount: 2500, date: due },
          { type: 'DEBIT_SUBMITTED', reference: 'DS-CLOCK-1', amount: 2500, date: due },
          { type: 'DEBIT_DISHONOURED', reference: 'DS-CLOCK-1', reason: 'INSUFFICIENT_FUNDS', date: due },
        ],
      });
    });
    const saved = await server.graphql(tenant.superAdmin, UPDATE_OVERDUE, {
      i: { enabled: true, maximumOverdueAmount: 0, gracePeriodInDays: 2 },
    });
    expect(saved.errors).toBeUndefined();

    billingClock.set(clockToday.toString());
    const env = { db: server.deps.db, ownerPool: server.db.pools.owner } as unknown as WorkerEnvironment;
    const outcome = await overdueAssessmentJob.handle(
      { applicationId: tenant.applicationId },
      { env, finalAttempt: false },
    );
    expect(outcome).toBe('1 blocked, 0 unblocked');
    const status = await server.db.pools.owner.query<{ status: string }>(
      'select status from memberships where id = $1',
      [membership.id],
    );
    expect(status.rows[0]?.status).toBe('BLOCKED');
  });
});
