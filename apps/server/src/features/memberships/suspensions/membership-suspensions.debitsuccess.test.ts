import { ledgerSummary, nextBillingDate, todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/billing-clock.ts';
import { runBillingDay } from '../../billing/billing-run.ts';
import type { BillingProviders } from '../../billing/providers/billing-provider.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import type { SandboxScheduledDebit } from '../../billing/providers/sandbox-billing.table.ts';
import {
  importSandboxCustomers,
  ledgerOfMembership,
  tellProviderSchedule,
  toLedgerEntry,
} from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { insertSuspension } from './membership-suspensions.repository.ts';

/**
 * Debitsuccess owns a billing membership's schedule (it was given it at DDR time): a suspension
 * must reach it, or it keeps debiting on the old schedule and the mirror records debits on
 * suspended days (docs/billing.md "Suspensions").
 */
let server: TestServer;
let org: OrganisationScenario;
let providers: BillingProviders;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;

const SUSPENSION_FEE = 500;
const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (
      await makeBranchBillingAccount(tx, {
        branchId: wellington,
        isDefault: true,
        suspensionFee: SUSPENSION_FEE,
        establishmentFee: 0,
      })
    ).id;
    plan = (await makeMembershipPlan(tx)).id;
    weekly = (
      await makePaymentOption(tx, {
        membershipPlanId: plan,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        paymentAmount: 2500,
        paymentFrequency: 'WEEKLY',
      })
    ).id;
  });
});
afterAll(() => {
  billingClock.set(null);
  return server.close();
});

/**
 * A debitsuccess billing membership that started 3 weeks ago, with the customer at the provider
 * holding its schedule from the start (as the payment setup page gives it), caught up by a run.
 */
async function debitsuccessMembership() {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const reference = `DS-${person.id.slice(0, 8)}`;
  const start = nextBillingDate('DEBITSUCCESS', today().subtract({ days: 21 }));
  const membership = await org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      status: 'ACTIVE',
      startDate: start.toString(),
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
  // The schedule as at DDR time: from the start on.
  billingClock.set(start.toString());
  await tellProviderSchedule(server.deps.db, providers, org.applicationId, membership.id);
  billingClock.set(null);
  await runBillingDay(server.deps.db, providers, org.applicationId, today().toString());
  return { person, membership, reference };
}

async function providerSchedule(reference: string): Promise<SandboxScheduledDebit[]> {
  const result = await server.db.pools.owner.query<{ schedule: SandboxScheduledDebit[] | null }>(
    'select schedule from sandbox_billing_customers where reference = $1',
    [reference],
  );
  return result.rows[0]?.schedule ?? [];
}

const SUSPEND = `mutation S($b: ID!, $input: SuspensionInput!) {
  addMembershipSuspension(branchId: $b, suspensionInput: $input) { ticketId operationDomain }
}`;
const UPDATE = `mutation U($b: ID!, $input: UpdateMembershipSuspensionInput!) {
  updateMembershipSuspensionEndDate(branchId: $b, updateMembershipSuspensionInput: $input) { ticketId }
}`;
const DELETE = `mutation D($input: DeleteMembershipSuspensionInput!) {
  deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) { ticketId }
}`;

/** Applies the ticket as the worker would, then the provider-schedule job it enqueued, twice each. */
async function run(document: string, variables: Record<string, unknown>, membershipId: string) {
  const response = await server.graphql<Record<string, { ticketId: string }>>(
    org.frontDesk,
    document,
    variables,
  );
  const started = Object.values(response.data ?? {})[0];
  if (!started) throw new Error(JSON.stringify(response.errors));
  for (let delivery = 0; delivery < 2; delivery++) {
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId: started.ticketId },
      { finalAttempt: false },
    );
  }
  const queued = await server.db.pools.owner.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name = 'billing-provider-schedule' and data->>'membershipId' = $1`,
    [membershipId],
  );
  for (let delivery = 0; delivery < 2; delivery++) {
    await tellProviderSchedule(server.deps.db, providers, org.applicationId, membershipId);
  }
  return queued.rows[0]?.n ?? 0;
}

const recurringIn = (lines: readonly SandboxScheduledDebit[], from: string, to: string) =>
  lines.filter(
    (line) => line.date >= from && line.date < to && line.charges.some((c) => c.kind === 'RECURRING'),
  );

describe('debitsuccess is told of suspensions (docs/billing.md "Suspensions")', () => {
  it('takes no recurring debit on a suspended day, only the weekly fee, and the ledger balances', async () => {
    const { person, membership, reference } = await debitsuccessMembership();
    const start = nextBillingDate('DEBITSUCCESS', today().add({ days: 1 }));
    const resume = start.add({ days: 28 });
    // Before: the provider would debit the weeks the suspension is about to cover.
    expect(recurringIn(await providerSchedule(reference), start.toString(), resume.toString())).not.toEqual(
      [],
    );

    const queued = await run(
      SUSPEND,
      {
        b: wellington,
        input: {
          membershipId: membership.id,
          personId: person.id,
          startDate: start.toString(),
          suspensionDuration: 2,
        },
      },
      membership.id,
    );
    // One job for one committed change, however often the ticket was delivered.
    expect(queued).toBe(1);
    const told = await providerSchedule(reference);
    expect(recurringIn(told, start.toString(), resume.toString())).toEqual([]);

    // Every billing day from tomorrow to a fortnight after the resume date, then the settlements.
    const last = resume.add({ days: 14 });
    for (let day = today().add({ days: 1 }); day.until(last).days >= 0; day = day.add({ days: 1 })) {
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    }
    await runBillingDay(server.deps.db, providers, org.applicationId, last.add({ days: 3 }).toString());

    const ledger = await withTenant(server.deps.db, org.applicationId, (tx) =>
      ledgerOfMembership(tx, membership.id),
    );
    const inSuspension = ledger.filter(
      (row) => row.type === 'CHARGE' && row.date >= start.toString() && row.date < resume.toString(),
    );
    expect(inSuspension.map((row) => row.kind)).toEqual([
      'SUSPENSION_FEE',
      'SUSPENSION_FEE',
      'SUSPENSION_FEE',
      'SUSPENSION_FEE',
    ]);
    const debitsIn = ledger.filter(
      (row) => row.type === 'DEBIT_SUBMITTED' && row.date >= start.toString() && row.date < resume.toString(),
    );
    expect(debitsIn.reduce((sum, row) => sum + (row.amount ?? 0), 0)).toBe(4 * SUSPENSION_FEE);
    // Billed again from the resume date.
    expect(
      ledger.some(
        (row) => row.kind === 'RECURRING' && row.date >= resume.toString() && row.date <= last.toString(),
      ),
    ).toBe(true);
    // Every debit carries exactly its charges, and all of them settled: nothing owed, nothing pending.
    const summary = ledgerSummary(ledger.map(toLedgerEntry), last.add({ days: 3 }));
    expect({ balance: summary.balance, pending: summary.pending, overdue: summary.overdueAmount }).toEqual({
      balance: 0,
      pending: 0,
      overdue: 0,
    });
  }, 120_000);

  it('gets the debits back when a future suspension is removed', async () => {
    const { person, membership, reference } = await debitsuccessMembership();
    // The next four months (the horizon given at DDR time reaches further than that).
    const horizon = today().add({ months: 4 }).toString();
    const ahead = (lines: SandboxScheduledDebit[]) =>
      lines.filter((line) => line.date >= today().toString() && line.date < horizon);
    const before = ahead(await providerSchedule(reference));
    const start = nextBillingDate('DEBITSUCCESS', today().add({ days: 8 }));
    await run(
      SUSPEND,
      {
        b: wellington,
        input: {
          membershipId: membership.id,
          personId: person.id,
          startDate: start.toString(),
          suspensionDuration: 1,
        },
      },
      membership.id,
    );
    expect(ahead(await providerSchedule(reference))).not.toEqual(before);
    await run(
      DELETE,
      { input: { membershipId: membership.id, personId: person.id, branchId: wellington } },
      membership.id,
    );
    const after = ahead(await providerSchedule(reference));
    expect(after).toEqual(before);
  }, 60_000);

  it('takes the debits again from today when a current suspension is ended now', async () => {
    const { person, membership, reference } = await debitsuccessMembership();
    const resume = today().add({ days: 25 }).toString();
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: today().subtract({ days: 3 }).toString(),
        endDate: resume,
        suspensionFee: SUSPENSION_FEE,
        frequency: 'PERIODS',
      }),
    );
    await tellProviderSchedule(server.deps.db, providers, org.applicationId, membership.id);
    expect(recurringIn(await providerSchedule(reference), today().toString(), resume)).toEqual([]);
    await run(
      UPDATE,
      {
        b: wellington,
        input: { membershipId: membership.id, personId: person.id, endDate: today().toString() },
      },
      membership.id,
    );
    expect(recurringIn(await providerSchedule(reference), today().toString(), resume)).not.toEqual([]);
  }, 60_000);
});
