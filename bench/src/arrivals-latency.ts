/**
 * The arrivals page at ten million arrivals: p50/p95 of getArrivals through GraphQL over HTTP, as
 * the page asks for it (a branch day, 50 a page, newest first, with every field the list shows),
 * beside the same statements replayed directly as the api role under row-level security (the
 * graphqlTwins method of bench-api.ts). The organisation is the generated one (generate.ts: a
 * million persons, 200 branches); its arrivals are made here by SQL (bench-arrivals.ts,
 * `--arrivals N`, default 10,000,000), branch 1 the busy one (about 900 a day). Reads, as the front
 * desk of branch 1: a recent day's first page, its fifth page (the cursor of the fourth), only the
 * denied, only one reason, and a day two years back. 20 warm-up runs, then `--iterations N`
 * (default 200) of each. Target: p95 ≤ 30 ms through GraphQL. Records suite `arrivals-latency`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { ensureArrivals } from './bench-arrivals.ts';
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
const ARRIVALS = intFlag('arrivals', 10_000_000);
const WARM_UP = 20;
const P95_TARGET_MS = 30;

/** What the arrivals page asks (apps/web features/arrivals): a day's page with every column. */
const QUERY = `query Arrivals($branchId: ID!, $day: String, $result: ArrivalResult, $reason: String, $after: String, $limit: Int) {
  getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {
    day nextCursor
    arrivals { id personId firstName lastName hasImage homeBranchId branchId personRole lastVisit time
      arrivalDepartureDuration tags granted membershipId vaccinationCertSightedOn }
  }
}`;

interface ArrivalsData {
  getArrivals?: { nextCursor: string | null; arrivals: unknown[] };
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const persons = await generatedPersons(pools.owner);
  const held = await ensureArrivals(pools.owner, ARRIVALS, persons);
  const results = benchResults('arrivals-latency', { iterations: ITERATIONS, persons, arrivals: held });
  const version = await pools.owner.query<{ version: string }>('show server_version');
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
  const { post, captured, replay, explain } = graphqlTwins<ArrivalsData>(apis, pools.app, {
    applicationId: BENCH.applicationId,
    headers,
    query: QUERY,
  });
  const branchId = BENCH.branchId(1);
  const day = '2026-11-26';
  // The fifth page: follow the cursor four times.
  let after: string | null = null;
  for (let page = 0; page < 4; page++) {
    const body: { data?: ArrivalsData } = await post({ branchId, day, limit: 50, after });
    after = body.data?.getArrivals?.nextCursor ?? null;
  }
  const cases: { name: string; variables: Record<string, unknown> }[] = [
    { name: 'a day, first page (50)', variables: { branchId, day, limit: 50 } },
    { name: 'a day, fifth page', variables: { branchId, day, limit: 50, after } },
    { name: 'a day, denied only', variables: { branchId, day, result: 'DENIED', limit: 50 } },
    {
      name: 'a day, one reason',
      variables: { branchId, day, result: 'DENIED', reason: 'MEMBERSHIP_SUSPENDED', limit: 50 },
    },
    { name: 'a day two years back', variables: { branchId, day: '2024-11-26', limit: 50 } },
  ];
  log(
    `arrivals latency: ${held.toLocaleString('en-NZ')} arrivals, ${persons.toLocaleString('en-NZ')} persons; ${ITERATIONS} runs a case after ${WARM_UP} warm-up runs`,
  );
  const table: string[][] = [];
  const ms = (value: number | undefined) => `${value?.toFixed(1)} ms`;
  for (const { name, variables } of cases) {
    const statements = await captured(variables);
    const graphql: number[] = [];
    const direct: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const body = await post(variables);
      const elapsed = performance.now() - started;
      const sqlMs = await replay(statements);
      if (i < WARM_UP) continue;
      graphql.push(elapsed);
      direct.push(sqlMs);
      rows = body.data?.getArrivals?.arrivals.length ?? 0;
    }
    const result = results.record({
      name: `getArrivals: ${name}`,
      unit: 'ms',
      p50: percentile(graphql, 0.5),
      p95: percentile(graphql, 0.95),
      direct_p50: percentile(direct, 0.5),
      direct_p95: percentile(direct, 0.95),
      samples: graphql.length,
      target: { p95: P95_TARGET_MS },
      details: { statementsPerRequest: statements.length, rows },
    });
    table.push([
      name,
      ms(result.p50),
      ms(result.p95),
      ms(result.direct_p50),
      ms(result.direct_p95),
      String(statements.length),
      String(rows),
      result.met ? 'yes' : 'no',
    ]);
  }
  logTable(
    [
      'read',
      'GraphQL p50',
      'GraphQL p95',
      'SQL p50',
      'SQL p95',
      'statements',
      'rows',
      `p95 ≤ ${P95_TARGET_MS} ms`,
    ],
    table,
  );
  // The page statement's plan as the api role runs it, for bench/README.md.
  const page = (await captured(cases[0]?.variables ?? {})).find((statement) =>
    statement.sql.includes('"arrivals"'),
  );
  if (page) log(await explain(page));
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
