/**
 * The first-payment preview: p95 of getFirstPaymentDetails through GraphQL, as the Add
 * membership modal asks for it, beside the same statements replayed directly (as lookup-latency.ts
 * does: a capture run, the timed HTTP call, then the replay in one tenant transaction as the api
 * role). The front desk of branch 1 previews a weekly option of the bench catalogue sold at every
 * branch (plans-latency.ts makes it; when it is missing, this script makes one plan with that
 * option and branch 1's default billing account). Start dates vary over four weeks, with and
 * without the join fee in the first debit. `--iterations N` (default 200). Records suite
 * `first-payment-latency` in bench/results. Run `npm run generate -w @clubline/bench` first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { insertBranchBillingAccounts } from '../../apps/server/src/features/billing-accounts/billing-accounts.repository.ts';
import { insertCatalogue } from '../../apps/server/src/features/plans/plans.repository.ts';
import { createDatabasePools, type DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { todayIn } from '../../packages/domain/src/dates/time-zone.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { BENCH, intFlag, log, logTable, openBenchDatabase, percentile } from './bench-database.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 200);
const WARM_UP = 20;
/** The request-path target (≤ 1.5× the SQL) is the bar. */
const RATIO_TARGET = 1.5;

/** plans-latency.ts's catalogue: plan 1's first option, weekly, published, sold at every branch. */
const CATALOGUE = {
  planId: 'b0000000-0030-4000-8000-000000000001',
  optionId: 'b0000000-0031-4000-8000-000000000001',
};
/** This script's own plan when the catalogue is not there (kinds 0x40–0x42). */
const OWN = {
  planId: 'b0000000-0040-4000-8000-000000000001',
  optionId: 'b0000000-0041-4000-8000-000000000001',
  accountId: 'b0000000-0042-4000-8000-000000000001',
};

const QUERY = `query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {
  getFirstPaymentDetails(branchId: $branchId, input: $input) {
    earliestPayment {
      paymentDate firstPaymentAmountPlusAllFees partialPaymentAmount partialPaymentStartDate partialPaymentEndDate
      firstRecurringPaymentAmount firstRecurringPaymentStartDate firstRecurringPaymentEndDate
    }
    recurringPayment { amount startDate endDate }
    paidInBranchAmount
    nextDebits { date amount charges { kind label amount periodStart periodEnd } }
  }
}`;

/** The option previewed: the catalogue's, or one made here for branch 1. */
async function ensureOption(pools: DatabasePools): Promise<{ planId: string; optionId: string }> {
  const found = await pools.owner.query<{ count: number }>(
    "select count(*)::int as count from payment_options where id = $1 and status = 'PUBLISHED'",
    [CATALOGUE.optionId],
  );
  if ((found.rows[0]?.count ?? 0) > 0) return CATALOGUE;
  const own = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from payment_options where id = $1',
    [OWN.optionId],
  );
  if ((own.rows[0]?.count ?? 0) > 0) return OWN;
  log('making a weekly option sold at branch 1 …');
  const applicationId = BENCH.applicationId;
  await withTenant(pools.appDb, applicationId, async (tx) => {
    const accounts = await pools.owner.query<{ count: number }>(
      'select count(*)::int as count from branch_billing_accounts where branch_id = $1 and is_default',
      [BENCH.branchId(1)],
    );
    if ((accounts.rows[0]?.count ?? 0) === 0) {
      await insertBranchBillingAccounts(tx, [
        {
          id: OWN.accountId,
          applicationId,
          branchId: BENCH.branchId(1),
          businessAccountId: 'BENCH-FIRST-PAYMENT',
          name: 'Main account',
          isDefault: true,
        },
      ]);
    }
    await insertCatalogue(tx, {
      plans: [
        {
          id: OWN.planId,
          applicationId,
          name: 'Bench first payment plan',
          description: 'The first-payment bench',
          country: 'NZ',
          accessType: 'All hours',
          type: 'ONGOING',
        },
      ],
      options: [
        {
          id: OWN.optionId,
          applicationId,
          membershipPlanId: OWN.planId,
          name: 'Weekly',
          status: 'PUBLISHED',
          paymentAmount: 2100,
          paymentFrequency: 'WEEKLY',
          joinFee: 5000,
          ongoing: true,
        },
      ],
      selling: [{ applicationId, paymentOptionId: OWN.optionId, branchId: BENCH.branchId(1) }],
      settings: [],
    });
  });
  return OWN;
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const branches = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from branches where application_id = $1',
    [BENCH.applicationId],
  );
  if ((branches.rows[0]?.count ?? 0) === 0) {
    throw new Error('No bench organisation: run `npm run generate -w @clubline/bench` first');
  }
  const option = await ensureOption(pools);
  const results = benchResults('first-payment-latency', { iterations: ITERATIONS });
  const version = await pools.owner.query<{ version: string }>('select version()');
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const apis = await startBenchApis(pools, { filesDir });
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${await apis.tokens.issue(
      { applicationId: BENCH.applicationId, userId: BENCH.deskUserId },
      { expiresInSeconds: 3600 },
    )}`,
  };
  const today = todayIn('Pacific/Auckland');
  const variables = (i: number) => ({
    branchId: BENCH.branchId(1),
    input: {
      version: '2.0.0',
      membershipPlanId: option.planId,
      paymentOptionId: option.optionId,
      membershipStartDate: today.add({ days: i % 28 }).toString(),
      includeJoinFee: i % 2 === 0,
    },
  });

  const { post, captured, replay } = graphqlTwins<Record<string, unknown>>(apis, pools.app, {
    applicationId: BENCH.applicationId,
    headers,
    query: QUERY,
  });

  log(`first payment latency: ${ITERATIONS} runs after ${WARM_UP} warm-up runs`);
  const graphql: number[] = [];
  const direct: number[] = [];
  let statementCount = 0;
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const vars = variables(i);
    const statements = await captured(vars);
    const started = performance.now();
    await post(vars);
    const elapsed = performance.now() - started;
    const sqlMs = await replay(statements);
    if (i < WARM_UP) continue;
    graphql.push(elapsed);
    direct.push(sqlMs);
    statementCount = statements.length;
  }
  const result = results.record({
    name: 'getFirstPaymentDetails (front desk, weekly option)',
    unit: 'ms',
    p50: percentile(graphql, 0.5),
    p95: percentile(graphql, 0.95),
    direct_p50: percentile(direct, 0.5),
    direct_p95: percentile(direct, 0.95),
    samples: graphql.length,
    target: { ratio: RATIO_TARGET },
    details: { statementsPerRequest: statementCount, option: option.optionId },
  });
  const ms = (value: number | undefined) => `${value?.toFixed(1)} ms`;
  logTable(
    ['query', 'GraphQL p50', 'GraphQL p95', 'SQL p50', 'SQL p95', 'ratio p95', 'statements'],
    [
      [
        result.name,
        ms(result.p50),
        ms(result.p95),
        ms(result.direct_p50),
        ms(result.direct_p95),
        `${result.ratio_p95?.toFixed(2)}×`,
        String(statementCount),
      ],
    ],
  );
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
