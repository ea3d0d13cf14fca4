/**
 * The calendar's week (bench/README.md "Calendar week"): getBranchSessions for one week of a
 * branch holding 1,000 sessions that week, each with 20 bookings, through the real api over HTTP
 * (production composition in a process of its own, as production runs it: bench-api-process.ts; a
 * signed token of the branch's front desk and the web's x-api-key), as the calendar asks it; beside it, the statements the request ran (captured by a second api on a
 * logging drizzle) replayed directly as the api role in one tenant transaction. Targets: p95 ≤ 20
 * ms through GraphQL, and ≤ 1.5× the same SQL at p50 and p95.
 *
 * A fresh PostgreSQL of its own (a temporary embedded cluster, or a database beside DATABASE_URL's),
 * migrated, with one organisation made by the test scenario. Records suite "calendar-week" in
 * bench/results/latest.json.
 *
 *   npm run calendar-week -w @clubline/bench -- [--sessions 1000] [--bookings 20] [--iterations 200]
 *     [--plans] [--in-process] [--api-cpu-prof <dir>]
 */
// First: the environment the api's libraries read when they load.
import './calendar-production-env.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { startBenchApiProcess } from './bench-api-process.ts';
import { intFlag, log, logTable, openScratchDatabase, percentile } from './bench-database.ts';
import { buildCalendarWeek, CALENDAR_FIELDS, EVERY_FIELD, WEEK, weekQuery } from './calendar-week-data.ts';
import { benchResults } from './results.ts';

const SESSIONS = intFlag('sessions', 1000);
const BOOKINGS = intFlag('bookings', 20);
const ITERATIONS = intFlag('iterations', 200);
/** `--plans`: print EXPLAIN (ANALYZE, BUFFERS) of each statement the request ran, as the api role. */
const PLANS = process.argv.includes('--plans');
/**
 * `--in-process`: time the api in this process, beside its HTTP client, as before (bench/README.md
 * "Calendar week": why its own process is the faithful measure).
 */
const IN_PROCESS = process.argv.includes('--in-process');
/** `--api-cpu-prof <dir>`: a V8 CPU profile of the api's own process, written to dir when it stops. */
const apiProfileAt = process.argv.indexOf('--api-cpu-prof');
const API_PROFILE_DIR = apiProfileAt >= 0 ? process.argv[apiProfileAt + 1] : undefined;
const WARM_UP = 20;
const P95_TARGET_MS = 20;
const RATIO_TARGET = 1.5;
const DATABASE = 'clubline_calendar_week';
const CASES = [
  { name: "getBranchSessions (week, the calendar's fields)", fields: CALENDAR_FIELDS, target: true },
  { name: 'getBranchSessions (week, every field)', fields: EVERY_FIELD, target: false },
];

const stack: (() => Promise<unknown>)[] = [];
try {
  const database = await openScratchDatabase(DATABASE);
  stack.push(() => database.stop());
  const pools = createDatabasePools({
    ownerUrl: database.ownerUrl,
    appUrl: database.appUrl,
    max: 10,
  });
  stack.push(() => pools.close());
  const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-calendar-week-files-'));
  stack.push(() => rm(filesDir, { recursive: true, force: true }));

  const started = performance.now();
  const { org, branchId } = await buildCalendarWeek(pools, { sessions: SESSIONS, bookings: BOOKINGS });
  const owner = pools.owner;
  const version = await owner.query<{ version: string }>('show server_version');
  log(
    `calendar week: ${SESSIONS} sessions, ${BOOKINGS} bookings each, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const results = benchResults('calendar-week', {
    api: IN_PROCESS ? 'in the bench process' : 'own process',
    sessions: SESSIONS,
    bookingsPerSession: BOOKINGS,
    iterations: ITERATIONS,
    warmUp: WARM_UP,
  });
  results.postgres(version.rows[0]?.version ?? 'unknown');

  // The capture api runs here (it only records what a request runs, untimed); the timed api runs
  // in a process of its own, as in production, unless --in-process (the composition before).
  const local = await startBenchApis(pools, { filesDir });
  stack.push(() => local.close());
  let apis = local;
  if (!IN_PROCESS) {
    const server = await startBenchApiProcess(database, pools, {
      filesDir,
      execArgv: API_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${API_PROFILE_DIR}`] : [],
    });
    stack.push(() => server.close());
    apis = { ...local, endpoint: server.endpoint };
  }
  const token = await apis.tokens.issue(org.frontDesk, { expiresInSeconds: 3600 });
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${token}`,
  };
  const variables = { branchId, ...WEEK };
  const rows: string[][] = [];
  let planned: Awaited<ReturnType<ReturnType<typeof graphqlTwins>['captured']>> = [];
  for (const { name, fields, target } of CASES) {
    const week = graphqlTwins<{ getBranchSessions: unknown[] }>(apis, pools.app, {
      applicationId: org.applicationId,
      headers,
      query: weekQuery(fields),
    });
    const statements = await week.captured(variables);
    if (target) planned = statements;
    const graphql: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const begun = performance.now();
      const answer = await week.post(variables);
      const graphqlMs = performance.now() - begun;
      const count = answer.data?.getBranchSessions.length ?? 0;
      if (count !== SESSIONS) throw new Error(`the week answered ${count} sessions, not ${SESSIONS}`);
      const sqlMs = await week.replay(statements);
      if (i < WARM_UP) continue;
      graphql.push(graphqlMs);
      direct.push(sqlMs);
    }
    const timed = results.record({
      name,
      unit: 'ms',
      p50: percentile(graphql, 0.5),
      p95: percentile(graphql, 0.95),
      direct_p50: percentile(direct, 0.5),
      direct_p95: percentile(direct, 0.95),
      samples: graphql.length,
      ...(target ? { target: { p95: P95_TARGET_MS, ratio: RATIO_TARGET } } : {}),
      details: { statementsPerRequest: statements.length },
    });
    rows.push([
      timed.name,
      `${timed.p50?.toFixed(1)} ms`,
      `${timed.p95?.toFixed(1)} ms`,
      `${timed.direct_p50?.toFixed(1)} ms`,
      `${timed.direct_p95?.toFixed(1)} ms`,
      `${timed.ratio_p50?.toFixed(2)}×`,
      `${timed.ratio_p95?.toFixed(2)}×`,
      String(statements.length),
      String(timed.met ?? '-'),
    ]);
  }
  logTable(
    [
      'query',
      'GraphQL p50',
      'GraphQL p95',
      'SQL p50',
      'SQL p95',
      'ratio p50',
      'ratio p95',
      'statements',
      'met',
    ],
    rows,
  );
  const statements = planned;
  for (const statement of statements) log(`  ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  if (PLANS) {
    const client = await pools.app.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('app.application_id', $1, true)", [org.applicationId]);
      for (const statement of statements) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params as unknown[],
        );
        log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
  log(`results: ${await results.write()}`);
} finally {
  for (const stop of stack.reverse())
    await stop().catch((error: unknown) => log(`cleanup: ${String(error)}`));
}
