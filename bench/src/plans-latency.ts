/**
 * The plan screens at a realistic catalogue: the plan list (getMembershipPlans as the
 * list page asks for it) for the organisation's admin and for a front desk of one branch, and one
 * plan with its payment options (the plan page) over the bench organisation's 200 branches. The
 * catalogue is made here when the bench organisation has none: 60 plans of 8 options, most sold at
 * a region of 20 branches and one option in 8 at every branch (about 20,000 selling branches and as
 * many branch settings), each branch with a default billing account. Beside each GraphQL time, the
 * statements the request ran are replayed in one tenant transaction as the api role (as
 * lookup-latency.ts does). Prints a table; records nothing. `--iterations N` (default 100).
 * Run `npm run generate -w @clubline/bench` first (the organisation and its branches).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { insertBranchBillingAccounts } from '../../apps/server/src/features/billing-accounts/billing-accounts.repository.ts';
import {
  insertCatalogue,
  type MembershipPlanInsert,
  type PaymentOptionInsert,
} from '../../apps/server/src/features/plans/plans.repository.ts';
import { createDatabasePools, type DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import type { Viewer } from '../../apps/server/src/platform/graphql/context.ts';
import { type CapturedQuery, dataQueries } from '../../apps/server/src/testing/query-plans.ts';
import { BENCH_API_KEY, startBenchApis } from './bench-api.ts';
import { BENCH, intFlag, log, openBenchDatabase, percentile } from './bench-database.ts';

const ITERATIONS = intFlag('iterations', 100);
const WARM_UP = 10;
const BRANCHES = 200;
const PLANS = 60;
const OPTIONS_PER_PLAN = 8;
const REGION = 20;

/** Fixed ids of the catalogue (kinds 0x30–0x32, as the demo seed numbers plans and options). */
const id = (kind: number, n: number) =>
  `b0000000-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;
const planId = (n: number) => id(0x30, n);
const optionId = (n: number) => id(0x31, n);
const accountId = (n: number) => id(0x32, n);

// What the list page (apps/web PlanListPage.tsx) and the plan page select.
const LIST = `query MembershipPlans($branches: [ID!]!) {
  getMembershipPlans(branches: $branches) { id name description type country numberOfVisits }
}`;
const PLAN = `query Plan($id: ID!) {
  getMembershipPlan(id: $id) {
    id name description country type numberOfVisits accessType canEdit
    branches { id name country }
    paymentOptions {
      id name status paymentAmount paymentFrequency joinFee accessCardFee term termType ongoing
      validityPeriod visitPassTermType freePromotion isExternalPayer canManage
      sellingBranches { id name country }
      branchSettings { branch { id } branchBillingAccountId waiveAdminFee }
    }
  }
}`;

async function ensureCatalogue(pools: DatabasePools): Promise<void> {
  const existing = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from payment_options where id::text like $1',
    ['b0000000-0031-%'],
  );
  if (existing.rows[0]?.count === PLANS * OPTIONS_PER_PLAN) return;
  log('making the bench catalogue …');
  const applicationId = BENCH.applicationId;
  // An earlier, different catalogue goes first (its options and the rest cascade). RLS binds the
  // owner too, so the delete runs inside the bench organisation.
  const client = await pools.owner.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('app.application_id', $1, true)", [applicationId]);
    await client.query("delete from membership_plans where id::text like 'b0000000-0030-%'");
    await client.query('commit');
  } finally {
    client.release();
  }
  await withTenant(pools.appDb, applicationId, async (tx) => {
    const accounts = await pools.owner.query<{ count: number }>(
      'select count(*)::int as count from branch_billing_accounts where id::text like $1',
      ['b0000000-0032-%'],
    );
    if (accounts.rows[0]?.count !== BRANCHES) {
      await insertBranchBillingAccounts(
        tx,
        Array.from({ length: BRANCHES }, (_, k) => ({
          id: accountId(k + 1),
          applicationId,
          branchId: BENCH.branchId(k + 1),
          businessAccountId: `BENCH-${k + 1}`,
          name: 'Main account',
          isDefault: true,
        })),
      );
    }
    const plans: MembershipPlanInsert[] = [];
    const options: PaymentOptionInsert[] = [];
    const selling: { applicationId: string; paymentOptionId: string; branchId: string }[] = [];
    const allSettings: ((typeof selling)[number] & {
      branchBillingAccountId: string;
      waiveAdminFee: boolean;
    })[] = [];
    for (let p = 1; p <= PLANS; p++) {
      const type = p % 5 === 0 ? 'VISITOR_PASS' : p % 7 === 0 ? 'EXTERNAL_PAYER' : 'ONGOING';
      plans.push({
        id: planId(p),
        applicationId,
        name: `Bench plan ${String(p).padStart(2, '0')}`,
        description: 'A plan of the bench catalogue',
        country: 'NZ',
        accessType: 'All hours',
        type,
        numberOfVisits: type === 'VISITOR_PASS' ? 10 : null,
      });
      for (let o = 1; o <= OPTIONS_PER_PLAN; o++) {
        const n = (p - 1) * OPTIONS_PER_PLAN + o;
        options.push({
          id: optionId(n),
          applicationId,
          membershipPlanId: planId(p),
          name: `Option ${o}`,
          status: o % 4 === 0 ? 'ARCHIVED' : o % 3 === 0 ? 'DRAFT' : 'PUBLISHED',
          paymentAmount: type === 'EXTERNAL_PAYER' ? null : 1500 + 100 * o,
          paymentFrequency: type === 'VISITOR_PASS' ? 'ONE_OFF' : 'WEEKLY',
          ongoing: type !== 'VISITOR_PASS',
          validityPeriod: type === 'VISITOR_PASS' ? 3 : null,
          visitPassTermType: type === 'VISITOR_PASS' ? 'MONTHS' : null,
        });
        const region = (p + o) % (BRANCHES / REGION);
        const branches =
          o === 1
            ? Array.from({ length: BRANCHES }, (_, k) => k + 1)
            : Array.from({ length: REGION }, (_, k) => region * REGION + k + 1);
        for (const b of branches) {
          selling.push({ applicationId, paymentOptionId: optionId(n), branchId: BENCH.branchId(b) });
          allSettings.push({
            applicationId,
            paymentOptionId: optionId(n),
            branchId: BENCH.branchId(b),
            branchBillingAccountId: accountId(b),
            waiveAdminFee: false,
          });
        }
      }
    }
    await insertCatalogue(tx, { plans, options, selling: [], settings: [] });
    for (let start = 0; start < selling.length; start += 5000) {
      await insertCatalogue(tx, {
        plans: [],
        options: [],
        selling: selling.slice(start, start + 5000),
        settings: allSettings.slice(start, start + 5000),
      });
    }
  });
  await pools.owner.query(
    'analyze membership_plans, payment_options, payment_option_selling_branches, payment_option_branch_settings',
  );
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const branches = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from branches where application_id = $1',
    [BENCH.applicationId],
  );
  if ((branches.rows[0]?.count ?? 0) < BRANCHES) {
    throw new Error('No bench organisation: run `npm run generate -w @clubline/bench` first');
  }
  await ensureCatalogue(pools);
  const apis = await startBenchApis(pools, { filesDir });
  const headersOf = async (viewer: Viewer) => ({
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${await apis.tokens.issue(viewer, { expiresInSeconds: 3600 })}`,
  });
  const admin = await headersOf({ applicationId: BENCH.applicationId, userId: BENCH.adminUserId });
  const desk = await headersOf({ applicationId: BENCH.applicationId, userId: BENCH.deskUserId });
  const cases = [
    {
      name: 'plan list, admin (60 plans)',
      headers: admin,
      query: LIST,
      variables: { branches: ['ALL_BRANCHES'] },
    },
    {
      name: 'plan list, front desk of 1 branch',
      headers: desk,
      query: LIST,
      variables: { branches: ['ALL_BRANCHES'] },
    },
    {
      name: 'plan page, admin (8 options, 200 branches)',
      headers: admin,
      query: PLAN,
      variables: { id: planId(1) },
    },
  ];

  const post = async (headers: Record<string, string>, query: string, variables: Record<string, unknown>) => {
    const response = await fetch(apis.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body;
  };
  const captured = async (
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown>,
  ) => {
    apis.queries.length = 0;
    const response = await apis.captureApi.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify({ query, variables }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    await new Promise((resolve) => setImmediate(resolve));
    return dataQueries(apis.queries);
  };
  const replay = async (statements: readonly CapturedQuery[]) => {
    const client = await pools.app.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('app.application_id', $1, true)", [BENCH.applicationId]);
      const started = performance.now();
      for (const statement of statements) await client.query(statement.sql, statement.params);
      return performance.now() - started;
    } finally {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  };

  log(`plans latency: ${ITERATIONS} runs per query after ${WARM_UP} warm-up runs`);
  log('| query | GraphQL p50 | GraphQL p95 | SQL p50 | SQL p95 | statements | response |');
  log('|---|---|---|---|---|---|---|');
  for (const test of cases) {
    const graphql: number[] = [];
    const direct: number[] = [];
    let statementCount = 0;
    let size = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const statements = await captured(test.headers, test.query, test.variables);
      const started = performance.now();
      const body = await post(test.headers, test.query, test.variables);
      const elapsed = performance.now() - started;
      const sqlMs = await replay(statements);
      if (i < WARM_UP) continue;
      graphql.push(elapsed);
      direct.push(sqlMs);
      statementCount = statements.length;
      size = JSON.stringify(body).length;
    }
    const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;
    log(
      `| ${test.name} | ${ms(graphql, 0.5)} | ${ms(graphql, 0.95)} | ${ms(direct, 0.5)} | ${ms(direct, 0.95)} | ${statementCount} | ${(size / 1024).toFixed(0)} KiB |`,
    );
  }
  await apis.close();
} finally {
  await pools.close();
  await database.stop();
  await rm(filesDir, { recursive: true, force: true });
}
