import { billingDatesFrom, nextBillingDate, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { ledgerOfMembership } from '../../billing/public.ts';
import { assessOverdueBlocking } from '../blocking/membership-blocking.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships.testing.ts';

/**
 * Under debitsuccess at the desk (docs/memberships.md "Ending", "Paying overdue"): a sale whose
 * direct debit request is still pending can be ended (the request is withdrawn, so the provider
 * never gets it), and a membership overdue control blocked can have its overdue amount taken.
 */
let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;

const today = () => todayIn('Pacific/Auckland');
const CANCELLATION_FEE = 7500;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  ({ account, plan, weekly } = await org.build((tx) =>
    makeWeeklyCatalogue(tx, wellington, {
      account: { cancellationFee: CANCELLATION_FEE },
      option: { term: 12, termType: 'PERIODS' },
    }),
  ));
});
afterAll(() => server.close());

const CANCEL = `mutation Cancel($input: CancelMembershipInput!) {
  cancelMembership(cancelMembershipInput: $input) { ticketId }
}`;
const PAY = `mutation P($b: ID!, $plan: ID!, $p: ID!, $r: String!, $c: Int!) {
  payOverdueInBranch(branchId: $b, membershipPlanId: $plan, paymentType: "Cash", personId: $p,
    paymentInCents: $c, customerReference: $r) { ticketId }
}`;
const ONE = `query One($p: ID!, $id: ID!) {
  getMembership(personId: $p, membershipId: $id) {
    status endDate ddrStatus accountBillingStatus signupLink overdueAmount nextPayments(count: 3) { date }
  }
}`;

interface One {
  getMembership: {
    status: string;
    endDate: string | null;
    ddrStatus: string | null;
    accountBillingStatus: string | null;
    signupLink: string | null;
    overdueAmount: number;
    nextPayments: { date: string }[];
  };
}

async function apply(ticketId: string | undefined, errors: unknown) {
  if (!ticketId) throw new Error(JSON.stringify(errors));
  return processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );
}

describe('End while the direct debit request is pending (a mistaken sale)', () => {
  it('is offered, ends the membership, withdraws the request and charges no cancellation fee', async () => {
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const token = `pending-${person.id}`;
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: today().toString(),
        // The sale chose a first payment date weeks ahead: the first debit would cover the days to it.
        firstPaymentDate: billingDatesFrom('DEBITSUCCESS', today(), 3)[2]?.toString() ?? null,
        account: {
          branchBillingAccountId: account,
          provider: 'DEBITSUCCESS',
          customerReference: null,
          ddrStatus: 'DDR_PENDING',
          accountBillingStatus: 'DDR_PENDING',
          signupToken: token,
          signupTokenExpiresAt: new Date(Date.now() + 86_400_000),
        },
      }),
    );
    const before = await server.graphql<One>(org.frontDesk, ONE, { p: person.id, id: membership.id });
    expect(before.data?.getMembership.signupLink).toContain(token);

    // Nothing was collected: the first billing date from today may end it (the dates the page offers).
    const [endDate = ''] = billingDatesFrom('DEBITSUCCESS', today(), 1).map(String);
    const started = await server.graphql<{ cancelMembership: { ticketId: string } }>(org.frontDesk, CANCEL, {
      input: {
        membershipId: membership.id,
        branchId: wellington,
        personId: person.id,
        cancellationDate: endDate,
        cancellationReason: 'OTHER',
      },
    });
    expect(started.errors).toBeUndefined();
    expect(await apply(started.data?.cancelMembership.ticketId, started.errors)).toBe('applied');

    const after = await server.graphql<One>(org.frontDesk, ONE, { p: person.id, id: membership.id });
    expect(after.data?.getMembership).toMatchObject({
      endDate: [endDate, today().toString()].sort().at(-1),
      ddrStatus: 'DDR_DELETED',
      accountBillingStatus: 'CANCELLED',
      signupLink: null,
      // Nothing will be taken: the request is gone, so no next payment is listed.
      nextPayments: [],
    });
    // The member's link is dead: the provider never gets a request for a sale that was called off.
    for (const method of ['GET', 'POST'] as const) {
      const response = await server.app.inject({
        method,
        url: `/api/payment-setup/${encodeURIComponent(token)}`,
        ...(method === 'POST'
          ? {
              payload: {
                method: 'BANK_ACCOUNT',
                country: 'NZ',
                accountName: 'Ana Member',
                accountNumber: '12-3140-0171323-000',
              },
            }
          : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) =>
      ledgerOfMembership(tx, membership.id),
    );
    expect(ledger.filter((row) => row.kind === 'CANCELLATION_FEE')).toEqual([]);
  });
});

describe('Pay overdue on a membership overdue control blocked', () => {
  it('takes the overdue amount at the desk and the membership is unblocked', async () => {
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const reference = `DS-${person.id.slice(0, 8)}`;
    const due = today().subtract({ days: 7 }).toString();
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        startDate: nextBillingDate('DEBITSUCCESS', today().subtract({ days: 40 })).toString(),
        account: { branchBillingAccountId: account, provider: 'DEBITSUCCESS', customerReference: reference },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:5', kind: 'RECURRING', amount: 2500, date: due },
          { type: 'DEBIT_SUBMITTED', reference: 'DS-D-1', amount: 2500, date: due },
          { type: 'DEBIT_DISHONOURED', reference: 'DS-D-1', reason: 'INSUFFICIENT_FUNDS', date: due },
        ],
      }),
    );
    const settings = { enabled: true, maximumOverdueAmount: 0, gracePeriodInDays: 0 };
    const assess = () =>
      withTenant(server.deps.db, org.applicationId, (tx) =>
        assessOverdueBlocking(tx, org.applicationId, settings, Temporal.PlainDate.from(today())),
      );
    await assess();
    const blocked = await server.graphql<One>(org.frontDesk, ONE, { p: person.id, id: membership.id });
    expect(blocked.data?.getMembership.status).toBe('BLOCKED');
    const amount = blocked.data?.getMembership.overdueAmount ?? 0;
    expect(amount).toBeGreaterThan(0);

    const started = await server.graphql<{ payOverdueInBranch: { ticketId: string } }>(org.frontDesk, PAY, {
      b: wellington,
      plan,
      p: person.id,
      r: reference,
      c: amount,
    });
    expect(started.errors).toBeUndefined();
    expect(await apply(started.data?.payOverdueInBranch.ticketId, started.errors)).toBe('applied');
    // The payment enqueues an assessment so the block lifts within seconds, not at the daily run.
    const jobs = await server.db.pools.owner.query(
      `select 1 from pgboss.job where name = 'overdue-assessment' and data->>'applicationId' = $1`,
      [org.applicationId],
    );
    expect(jobs.rowCount).toBeGreaterThan(0);
    await assess();
    const after = await server.graphql<One>(org.frontDesk, ONE, { p: person.id, id: membership.id });
    expect(after.data?.getMembership).toMatchObject({ status: 'ACTIVE', overdueAmount: 0 });
  });
});
