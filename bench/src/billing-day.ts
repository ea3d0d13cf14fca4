/**
 * One billing day at scale: `--memberships N` (default 100,000) paysmart memberships
 * with an active DDR, all due on the same day, billed by the real run (`runBillingDay`, as the
 * `billing-run` job and `npm run billing:run` call it): each membership's schedule from
 * `membershipSchedule`, its due charges and one DEBIT_SUBMITTED written in batches of one tenant
 * transaction, and every debit submitted to the paysmart sandbox with its idempotency key.
 * Target: ≤ 60 s for 100,000 debits. The same day is then run again (it must write nothing) and
 * two days later the settlements are recorded, both timed too.
 *
 * The organisation "Bench Billing" (its own fixed id, beside the search bench's) is rebuilt at
 * every run: one NZ branch and billing account, a weekly $25 plan, N members who started on one of
 * the 52 paysmart billing dates of the two years before Wed 2026-01-14 (so each schedule lists up to
 * two years of weekly charges and the day's charge is one of them; those starting that day also pay
 * the administration fee).
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { runBillingDay } from '../../apps/server/src/features/billing/billing-run.ts';
import { sandboxBillingProviders } from '../../apps/server/src/features/billing/providers/sandbox-billing.repository.ts';
import { insertBranchBillingAccounts } from '../../apps/server/src/features/billing-accounts/billing-accounts.repository.ts';
import { insertBranch } from '../../apps/server/src/features/branches/branches.repository.ts';
import { insertApplication } from '../../apps/server/src/features/organisation/organisation.repository.ts';
import { insertOption, insertPlan } from '../../apps/server/src/features/plans/plans.repository.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { intFlag, log, logTable, openBenchDatabase } from './bench-database.ts';
import { clearOrganisation, insertBillingMembers, membershipIdSql } from './billing-members.ts';
import { benchResults } from './results.ts';

const MEMBERSHIPS = intFlag('memberships', 100_000);
const BATCH = intFlag('batch', 2000);
const TARGET_SECONDS = 60;
const DAY = '2026-01-14';
const SETTLEMENT_DAY = '2026-01-16';

const ORG = {
  applicationId: 'b0000000-0001-4000-8000-000000000014',
  branchId: 'b0000000-0002-4000-8000-000000014001',
  accountId: 'b0000000-0006-4000-8000-000000014001',
  planId: 'b0000000-0007-4000-8000-000000014001',
  optionId: 'b0000000-0008-4000-8000-000000014001',
};

const seconds = (since: number) => (performance.now() - since) / 1000;

async function rebuild(
  owner: pg.Pool,
  appDb: ReturnType<typeof createDatabasePools>['appDb'],
): Promise<void> {
  const id = ORG.applicationId;
  // The owner clears the last run (the api role may not delete ledger rows).
  await clearOrganisation(owner, id);
  await withTenant(appDb, id, async (tx) => {
    await insertApplication(tx, {
      id,
      domain: 'bench-billing',
      name: 'Bench Billing',
      billingProvider: 'PAYSMART',
      defaultCountry: 'NZ',
    });
    await insertBranch(tx, {
      id: ORG.branchId,
      applicationId: id,
      name: 'Bench Billing Branch',
      country: 'NZ',
      timeZone: 'Pacific/Auckland',
    });
    await insertBranchBillingAccounts(tx, [
      {
        id: ORG.accountId,
        applicationId: id,
        branchId: ORG.branchId,
        businessAccountId: 'BENCH-1',
        name: 'Bench account',
        establishmentFee: 4900,
        defaultCharge: 1000,
        isDefault: true,
      },
    ]);
    await insertPlan(tx, {
      id: ORG.planId,
      applicationId: id,
      name: 'Bench plan',
      description: 'Weekly',
      country: 'NZ',
      accessType: 'All hours',
      type: 'ONGOING',
    });
    await insertOption(tx, {
      id: ORG.optionId,
      applicationId: id,
      membershipPlanId: ORG.planId,
      name: 'Weekly',
      status: 'PUBLISHED',
      paymentAmount: 2500,
      paymentFrequency: 'WEEKLY',
      ongoing: true,
    });
  });
  // Persons, memberships, billing accounts and the sandbox's customers, made by PostgreSQL.
  const started = performance.now();
  await insertBillingMembers(owner, {
    applicationId: id,
    key: 'bench-billing',
    count: MEMBERSHIPS,
    branchIds: [ORG.branchId],
    accountIds: [ORG.accountId],
    planId: ORG.planId,
    optionId: ORG.optionId,
    provider: 'PAYSMART',
    startDate: `date '${DAY}' - 14 * (g % 52)`,
    firstPaymentOnStart: false,
    nextDebitDate: `date '${DAY}'`,
    customerPrefix: 'PS-BENCH-',
    memberRoles: false,
  });
  await owner.query(
    `insert into sandbox_billing_customers (reference, provider, application_id, external_id, name, ddr_status,
       payment_method_token, payment_method_summary, behaviour, decline_reason)
     select 'PS-BENCH-' || g, 'PAYSMART', $1, ${membershipIdSql('bench-billing')}, 'Member ' || g,
       'ACTIVE', 'tok_PS-BENCH-' || g, 'Bank account ending 000',
       case when g % 20 = 0 then 'DECLINE_ONCE' else 'OK' end,
       case when g % 20 = 0 then 'INSUFFICIENT_FUNDS' end
     from generate_series(1, $2) g`,
    [id, MEMBERSHIPS],
  );
  await owner.query(
    'analyze persons, memberships, membership_billing_accounts, ledger_entries, sandbox_billing_customers, sandbox_billing_debits',
  );
  log(`built ${MEMBERSHIPS.toLocaleString('en')} memberships in ${seconds(started).toFixed(1)} s`);
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 4 });
const results = benchResults('billing-day', { memberships: MEMBERSHIPS, batch: BATCH });
try {
  const version = await pools.owner.query<{ server_version: string }>('show server_version');
  results.postgres(version.rows[0]?.server_version ?? 'unknown');
  await rebuild(pools.owner, pools.appDb);
  const providers = sandboxBillingProviders(pools.owner, { settlementDays: 2 });

  let started = performance.now();
  const day = await runBillingDay(pools.appDb, providers, ORG.applicationId, DAY, { batchSize: BATCH });
  const daySeconds = seconds(started);
  started = performance.now();
  const again = await runBillingDay(pools.appDb, providers, ORG.applicationId, DAY, { batchSize: BATCH });
  const againSeconds = seconds(started);
  started = performance.now();
  const settle = await runBillingDay(pools.appDb, providers, ORG.applicationId, SETTLEMENT_DAY, {
    batchSize: BATCH,
  });
  const settleSeconds = seconds(started);
  const taken = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from sandbox_billing_debits where application_id = $1',
    [ORG.applicationId],
  );
  if (
    day.debitsSubmitted !== MEMBERSHIPS ||
    again.debitsSubmitted !== 0 ||
    taken.rows[0]?.count !== MEMBERSHIPS
  )
    throw new Error(
      `expected ${MEMBERSHIPS} debits once: day ${day.debitsSubmitted}, again ${again.debitsSubmitted}, provider ${taken.rows[0]?.count}`,
    );
  const steps = (ms: readonly number[]) => ms.map((m) => (m / 1000).toFixed(1)).join(' / ');
  log(
    `steps (debits / submission / mirror / settlements / arrears), s: day ${steps(day.stepMs)}; again ${steps(again.stepMs)}; settlements ${steps(settle.stepMs)}`,
  );
  logTable(
    ['step', 'seconds', 'charges', 'debits', 'amount', 'settled', 'dishonoured'],
    [
      [
        'billing day',
        daySeconds.toFixed(1),
        String(day.charges),
        String(day.debitsSubmitted),
        `$${(day.amountSubmitted / 100).toFixed(2)}`,
        '',
        '',
      ],
      [
        'same day again',
        againSeconds.toFixed(1),
        String(again.charges),
        String(again.debitsSubmitted),
        '',
        '',
        '',
      ],
      [
        'settlements (+2 days)',
        settleSeconds.toFixed(1),
        '',
        '',
        '',
        String(settle.settled),
        String(settle.dishonoured),
      ],
    ],
  );
  results.record({
    name: 'billing day: debits submitted',
    unit: 's',
    value: Number(daySeconds.toFixed(2)),
    target: { maxValue: TARGET_SECONDS },
    details: {
      debits: day.debitsSubmitted,
      charges: day.charges,
      perSecond: Math.round(day.debitsSubmitted / daySeconds),
    },
  });
  results.record({
    name: 'billing day: repeated (writes nothing)',
    unit: 's',
    value: Number(againSeconds.toFixed(2)),
  });
  results.record({
    name: 'billing day: settlements recorded',
    unit: 's',
    value: Number(settleSeconds.toFixed(2)),
    details: { settled: settle.settled, dishonoured: settle.dishonoured },
  });
  await results.write();
} finally {
  await pools.close();
  await database.stop();
}
