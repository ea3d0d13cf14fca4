/**
 * Latency of member search and getPerson over the generated organisation (run generate.ts first):
 * each query goes through the real api in this process, over HTTP with a signed access token and
 * the web's x-api-key, exactly as the SPA calls it; next to it, the same SQL statements the request
 * ran (captured from a second api instance, which runs first) are replayed directly in one tenant
 * transaction as the api role. Prints p50/p95 of both and their ratio, and the indexes each search
 * statement uses, and records them in bench/results/latest.json (suite "search-latency", target
 * p95 ≤ 30 ms through GraphQL). Every search shape the web's member list sends is
 * measured with the web's variables (memberSearchVariables: roles Member and Prospect, the default
 * sort, 50 a page). `--iterations N` (default 200); `--plans` also prints EXPLAIN (ANALYZE,
 * BUFFERS) of each shape's page statement for its first input.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import type { Viewer } from '../../apps/server/src/platform/graphql/context.ts';
import {
  type CapturedQuery,
  dataQueries,
  explain,
  inTenantTransaction,
} from '../../apps/server/src/testing/query-plans.ts';
import { BENCH_API_KEY, startBenchApis } from './bench-api.ts';
import {
  BENCH,
  generatedPersons,
  intFlag,
  log,
  logTable,
  openBenchDatabase,
  percentile,
} from './bench-database.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 200);
const PRINT_PLANS = process.argv.includes('--plans');
/** Target: every search shape answers within 30 ms at the 95th percentile, through GraphQL. */
const SEARCH_P95_TARGET_MS = 30;
/** The branch set of the "branch group" shape: ten of the 200 branches. */
const BRANCH_SET = Array.from({ length: 10 }, (_, i) => BENCH.branchId(i + 1));
const WARM_UP = 20;

const PERSON_FIELDS = `id firstName lastName email homeBranch { id name timeZone { id } }
  roles { roleType status branchId lastVisitTimestamp } tags`;
// The member list's variables (apps/web member-search.ts memberSearchVariables).
const SEARCH = `query Search($term: String, $limit: Int, $offset: Int, $branches: [ID!], $reciprocal: Boolean,
  $roleTypes: [PersonRoleType!], $sort: PersonSearchSort) {
  searchPersons(term: $term, limit: $limit, offset: $offset, branches: $branches, reciprocal: $reciprocal,
    roleTypes: $roleTypes, sort: $sort) { persons { ${PERSON_FIELDS} } pageInfo { total totalIsCapped } }
}`;
/** What the member list sends for one page: roles Member and Prospect, 50 a page, the default sort. */
const listPage = (
  term: string | null,
  options: { branches?: readonly string[]; reciprocal?: boolean; page?: number } = {},
) => ({
  term,
  branches: options.branches ? [...options.branches] : ['ALL_BRANCHES'],
  reciprocal: options.reciprocal ?? false,
  roleTypes: ['Member', 'Prospect'],
  sort: term ? 'FIRST_NAME_ASC' : 'PROSPECT_JOINED_AT_DESC',
  limit: 50,
  offset: ((options.page ?? 1) - 1) * 50,
});
const GET_PERSON = `query Get($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS}
  mobilePhone { countryCode number } address { address1 city } emergencyContact { name } } }`;

interface Case {
  name: string;
  viewer: Viewer;
  query: string;
  variables: (i: number) => Record<string, unknown>;
}

interface Timings {
  graphql: number[];
  sql: number[];
  rows: number;
  plan: string;
  capped: number;
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const personCount = await generatedPersons(pools.owner);

  const apis = await startBenchApis(pools, { filesDir, logLevel: process.env.BENCH_LOG_LEVEL });
  const { endpoint, captureApi, tokens } = apis;

  const admin: Viewer = { applicationId: BENCH.applicationId, userId: BENCH.adminUserId };
  const desk: Viewer = { applicationId: BENCH.applicationId, userId: BENCH.deskUserId };
  const tokenOf = new Map([
    [admin, await tokens.issue(admin, { expiresInSeconds: 3600 })],
    [desk, await tokens.issue(desk, { expiresInSeconds: 3600 })],
  ]);

  // Inputs: members picked at random (repeatably), their emails, cards and 3-letter name prefixes.
  const sample = await pools.owner.query<{
    id: string;
    email: string;
    card: string;
    first_name: string;
    last_name: string;
  }>(
    `select p.id, p.email, c.card_number as card, p.first_name, p.last_name from persons p
     join access_cards c on c.person_id = p.id
     where p.application_id = $1 and p.id::text like 'b0000000-0004-%'
     order by md5(p.id::text) limit $2`,
    [BENCH.applicationId, ITERATIONS + WARM_UP],
  );
  const at = <T>(items: readonly T[], i: number): T => {
    const item = items[i % items.length];
    if (item === undefined) throw new Error('empty sample');
    return item;
  };
  const people = sample.rows;
  const prefixes = people.map((person) => person.last_name.slice(0, 3));
  const firstPrefixes = people.map((person) => person.first_name.slice(0, 3));
  const fullNames = people.map((person) => `${person.first_name} ${person.last_name.slice(0, 3)}`);
  const desk1 = [BENCH.branchId(1)];

  const search = (name: string, viewer: Viewer, variables: (i: number) => Record<string, unknown>): Case => ({
    name: `searchPersons ${name}`,
    viewer,
    query: SEARCH,
    variables,
  });
  const cases: Case[] = [
    search('last-name prefix (org, 200 branches)', admin, (i) => listPage(at(prefixes, i))),
    search('first-name prefix (org)', admin, (i) => listPage(at(firstPrefixes, i))),
    search('"first last-prefix" (org)', admin, (i) => listPage(at(fullNames, i))),
    search('name prefix, page 3 (org)', admin, (i) => listPage(at(prefixes, i), { page: 3 })),
    search('name prefix (branch set of 10)', admin, (i) =>
      listPage(at(prefixes, i), { branches: BRANCH_SET }),
    ),
    search('name prefix (front desk, 1 branch)', desk, (i) => listPage(at(prefixes, i), { branches: desk1 })),
    search('no term, newest first (org)', admin, () => listPage(null)),
    search('no term, newest first (front desk)', desk, () => listPage(null, { branches: desk1 })),
    search('reciprocal, no term (front desk)', desk, () =>
      listPage(null, { branches: desk1, reciprocal: true }),
    ),
    search('reciprocal, name prefix (front desk)', desk, (i) =>
      listPage(at(prefixes, i), { branches: desk1, reciprocal: true }),
    ),
    search('email', admin, (i) => listPage(at(people, i).email)),
    search('#card', admin, (i) => listPage(`#${at(people, i).card}`)),
    {
      name: 'getPerson',
      viewer: admin,
      query: GET_PERSON,
      variables: (i) => ({ id: at(people, i).id }),
    },
  ];

  const post = async (viewer: Viewer, query: string, variables: Record<string, unknown>) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': BENCH_API_KEY,
        authorization: `Bearer ${tokenOf.get(viewer) ?? ''}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

  const capturedStatements = async (viewer: Viewer, query: string, variables: Record<string, unknown>) => {
    apis.queries.length = 0;
    const response = await captureApi.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-api-key': BENCH_API_KEY,
        authorization: `Bearer ${tokenOf.get(viewer) ?? ''}`,
      },
      payload: JSON.stringify({ query, variables }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return dataQueries(apis.queries);
  };

  /** EXPLAIN (ANALYZE, BUFFERS) of a page statement as the api role (RLS applies), printed as text. */
  const printPlan = (name: string, statement: CapturedQuery) =>
    inTenantTransaction(pools.app, BENCH.applicationId, async (client) => {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params,
      );
      log(`\n-- ${name}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    });

  const replay = (statements: readonly CapturedQuery[]) =>
    inTenantTransaction(pools.app, BENCH.applicationId, async (client) => {
      const started = performance.now();
      for (const statement of statements) await client.query(statement.sql, statement.params);
      return performance.now() - started;
    });

  log(
    `bench: ${personCount.toLocaleString('en-NZ')} persons; ${ITERATIONS} runs per query after ${WARM_UP} warm-up runs`,
  );
  const results = new Map<string, Timings>();
  for (const benchCase of cases) {
    const timings: Timings = { graphql: [], sql: [], rows: 0, plan: '', capped: 0 };
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const variables = benchCase.variables(i);
      // The capture run goes first, so the timed GraphQL call and the timed replay that follow find
      // the same warm cache.
      const statements = await capturedStatements(benchCase.viewer, benchCase.query, variables);
      const started = performance.now();
      const data = await post(benchCase.viewer, benchCase.query, variables);
      const graphqlMs = performance.now() - started;
      const sqlMs = await replay(statements);
      if (i < WARM_UP) continue;
      timings.graphql.push(graphqlMs);
      timings.sql.push(sqlMs);
      const page = data?.searchPersons as
        | { persons: unknown[]; pageInfo: { totalIsCapped: boolean } }
        | undefined;
      timings.rows += page ? page.persons.length : 1;
      if (page?.pageInfo.totalIsCapped) timings.capped += 1;
      if (i === WARM_UP) {
        // The statement that reads persons: what the planner does with it at this size.
        const reads = statements.filter((s) => /from "persons"/.test(s.sql));
        const main = reads.find((s) => /limit/.test(s.sql)) ?? reads[0];
        if (main) {
          const plan = await explain(pools.app, BENCH.applicationId, main);
          timings.plan =
            plan.indexes.join(', ') + (plan.seqScans.length ? `; seq scan: ${plan.seqScans.join(', ')}` : '');
          if (PRINT_PLANS) await printPlan(benchCase.name, main);
        }
      }
    }
    results.set(benchCase.name, timings);
    log(`  ${benchCase.name}: done`);
  }

  const recorded = benchResults('search-latency', { persons: personCount, iterations: ITERATIONS });
  recorded.postgres(
    (await pools.owner.query<{ version: string }>('select version()')).rows[0]?.version ?? 'unknown',
  );
  const header = [
    'query',
    'GraphQL p50',
    'GraphQL p95',
    'SQL p50',
    'SQL p95',
    'ratio p50',
    'ratio p95',
    'rows/run',
    'capped',
  ];
  const rows = [...results].map(([name, t]) => {
    const result = recorded.record({
      name,
      unit: 'ms',
      p50: percentile(t.graphql, 0.5),
      p95: percentile(t.graphql, 0.95),
      direct_p50: percentile(t.sql, 0.5),
      direct_p95: percentile(t.sql, 0.95),
      samples: t.graphql.length,
      target: name.startsWith('searchPersons') ? { p95: SEARCH_P95_TARGET_MS } : {},
      details: { rowsPerRun: t.rows / t.graphql.length, totalCapped: t.capped, indexes: t.plan },
    });
    const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(1)} ms`;
    return [
      name,
      ms(result.p50),
      ms(result.p95),
      ms(result.direct_p50),
      ms(result.direct_p95),
      `${(result.ratio_p50 ?? Number.NaN).toFixed(1)}×`,
      `${(result.ratio_p95 ?? Number.NaN).toFixed(1)}×`,
      (t.rows / t.graphql.length).toFixed(1),
      `${t.capped}/${t.graphql.length}`,
    ];
  });
  logTable(header, rows);
  for (const [name, t] of results) log(`  ${name}: ${t.plan || 'no persons statement'}`);
  log(`\nwrote ${await recorded.write()}`);
  await apis.close();
} catch (error) {
  // Said before the clean-up below closes the connections (which can fail louder than the cause).
  process.stderr.write(`search-latency failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
