/**
 * Overdue control's daily job at scale: the real `overdue-assessment` handler, in
 * process, over "Bench Overdue" (overdue-organisation.ts: `--memberships N`, default 100,000, across
 * `--branches N`, default 200, with a year of fortnightly ledger; made once a day and reused).
 * Overdue control's state is put back as made before each run (no blocks but the paid-since 1%,
 * which are still BLOCKED), then:
 *
 * 1. one whole assessment (blocks the overdue, unblocks the paid), timed;
 * 2. the same again: must block and unblock nothing and write nothing (checked), timed;
 * 3. once more on a logging database, to capture the statements it runs; each is then replayed
 *    directly as the api role under RLS (fetching its rows) and EXPLAIN ANALYZEd (time, indexes,
 *    sequential scans).
 *
 * A run that fails (the error, the time to it) is recorded as such. Records suite
 * `overdue-assessment`. Expect seconds per run, and the process's peak memory beside them.
 */
import { performance } from 'node:perf_hooks';
import { overdueAssessmentJob } from '../../apps/server/src/features/memberships/overdue-control.jobs.ts';
import { createDatabasePools, type Database } from '../../apps/server/src/platform/db/client.ts';
import type { JobRun, WorkerEnvironment } from '../../apps/server/src/platform/jobs/job-definition.ts';
import {
  type CapturedQuery,
  capturingDatabase,
  dataQueries,
  explain,
  inTenantTransaction,
} from '../../apps/server/src/testing/query-plans.ts';
import { intFlag, log, logTable, openBenchDatabase } from './bench-database.ts';
import { ensureOverdueOrganisation, OVERDUE, resetBlocking } from './overdue-organisation.ts';
import { benchResults } from './results.ts';

const MEMBERSHIPS = intFlag('memberships', 100_000);
const BRANCHES = intFlag('branches', 200);

interface Outcome {
  seconds: number;
  blocked: number;
  unblocked: number;
  error?: string;
}

/** The worker's run of the job; the handler reads only `env.db` (the api role's database). */
const jobRun = (db: Database): JobRun => ({ env: { db } as WorkerEnvironment, finalAttempt: true });

async function assess(db: Database): Promise<Outcome> {
  const started = performance.now();
  try {
    const summary = String(
      await overdueAssessmentJob.handle({ applicationId: OVERDUE.applicationId }, jobRun(db)),
    );
    const counts = /^(\d+) blocked, (\d+) unblocked$/.exec(summary);
    if (!counts) throw new Error(`unexpected job result: ${summary}`);
    return {
      seconds: (performance.now() - started) / 1000,
      blocked: Number(counts[1]),
      unblocked: Number(counts[2]),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { seconds: (performance.now() - started) / 1000, blocked: 0, unblocked: 0, error: message };
  }
}

/** The statement's place in the run and what it reads (its first table), for the table. */
const statementName = (query: CapturedQuery, index: number) => {
  const table = /\bfrom\s+"?([a-z_]+)"?/i.exec(query.sql)?.[1] ?? 'statement';
  return `${index + 1}. ${table} (${query.params.length} parameters)`;
};

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Sort Space Type'?: string;
  'Sort Space Used'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

/** "Sort (external merge, Disk 123 kB; 4.5 ms) > Index Scan …": what each node did, outermost first. */
function planShape(node: PlanNode): string {
  const sort = node['Sort Method']
    ? `${node['Sort Method']}, ${node['Sort Space Type']} ${node['Sort Space Used']} kB; `
    : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const own = `${node['Node Type']}${index} (${sort}${node['Actual Total Time']?.toFixed(1)} ms)`;
  const children = (node.Plans ?? []).map(planShape);
  return children.length > 0 ? `${own} > [${children.join('; ')}]` : own;
}

interface DirectFigure {
  name: string;
  /** The plan's nodes, outermost first, with how each sort was done. */
  shape: string;
  rows: number;
  fetchMs: number;
  executionMs: number;
  indexes: string[];
  seqScans: string[];
  error?: string;
}

async function direct(
  pools: ReturnType<typeof createDatabasePools>,
  query: CapturedQuery,
  index: number,
): Promise<DirectFigure> {
  const name = statementName(query, index);
  try {
    const fetched = await inTenantTransaction(pools.app, OVERDUE.applicationId, async (client) => {
      const started = performance.now();
      const result = await client.query(query.sql, query.params);
      return { ms: performance.now() - started, rows: result.rowCount ?? 0 };
    });
    const plan = await explain(pools.app, OVERDUE.applicationId, query, { analyze: true });
    const root = (plan.plan as { 'Execution Time'?: number; Plan: PlanNode }[])[0];
    return {
      name,
      shape: root ? planShape(root.Plan) : '',
      rows: fetched.rows,
      fetchMs: fetched.ms,
      executionMs: root?.['Execution Time'] ?? Number.NaN,
      indexes: plan.indexes,
      seqScans: plan.seqScans,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      name,
      shape: '',
      rows: 0,
      fetchMs: 0,
      executionMs: 0,
      indexes: [],
      seqScans: [],
      error: message,
    };
  }
}

/** Rows overdue control changed since `since` (the second run must change none). */
async function writtenSince(pools: ReturnType<typeof createDatabasePools>, since: Date): Promise<number> {
  const result = await pools.owner.query<{ count: number }>(
    `select (select count(*) from memberships where application_id = $1 and updated_at >= $2)
          + (select count(*) from persons where application_id = $1 and updated_at >= $2)
          + (select count(*) from membership_blocks where application_id = $1
               and (blocked_at >= $2 or unblocked_at >= $2)) as count`,
    [OVERDUE.applicationId, since],
  );
  return Number(result.rows[0]?.count ?? 0);
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 4 });
const results = benchResults('overdue-assessment', { memberships: MEMBERSHIPS, branches: BRANCHES });
try {
  const version = await pools.owner.query<{ version: string }>('select version()');
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const organisation = await ensureOverdueOrganisation(pools, {
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
  });
  results.parameter('ledgerRows', organisation.ledgerRows);
  results.parameter('today', organisation.today);
  if (organisation.generatedSeconds > 0)
    results.parameter('generatedSeconds', Math.round(organisation.generatedSeconds));
  await resetBlocking(pools, MEMBERSHIPS);
  log(
    `overdue assessment of ${MEMBERSHIPS.toLocaleString('en')} memberships (${organisation.ledgerRows.toLocaleString('en')} ledger rows), today ${organisation.today}`,
  );

  const first = await assess(pools.appDb);
  const afterFirst = process.memoryUsage();
  const secondStarted = new Date();
  const second = await assess(pools.appDb);
  const secondWrites = await writtenSince(pools, secondStarted);
  const capture = capturingDatabase(pools.app);
  const captured = await assess(capture.db);
  const statements = dataQueries(capture.queries);
  const figures: DirectFigure[] = [];
  for (const [index, statement] of statements.entries()) figures.push(await direct(pools, statement, index));
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);

  const runRow = (name: string, run: Outcome, writes = '') => [
    name,
    `${run.seconds.toFixed(1)} s`,
    run.error ? 'failed' : String(run.blocked),
    run.error ? '' : String(run.unblocked),
    writes,
  ];
  logTable(
    ['run', 'wall time', 'blocked', 'unblocked', 'rows written'],
    [
      runRow('first (blocks and unblocks)', first),
      runRow('second (nothing to change)', second, String(secondWrites)),
      runRow('third (statements captured)', captured),
    ],
  );
  for (const [name, run] of [
    ['first', first],
    ['second', second],
    ['captured', captured],
  ] as const) {
    if (run.error) log(`${name} run failed after ${run.seconds.toFixed(1)} s: ${run.error.slice(0, 300)}`);
  }
  logTable(
    ['statement', 'rows', 'fetched directly', 'EXPLAIN ANALYZE', 'indexes', 'sequential scans'],
    figures.map((figure) =>
      figure.error
        ? [figure.name, 'failed', figure.error.slice(0, 80), '', '', '']
        : [
            figure.name,
            figure.rows.toLocaleString('en'),
            `${figure.fetchMs.toFixed(1)} ms`,
            `${figure.executionMs.toFixed(1)} ms`,
            figure.indexes.join(', ') || '—',
            figure.seqScans.join(', ') || '—',
          ],
    ),
  );
  for (const figure of figures) if (figure.shape) log(`plan of ${figure.name}: ${figure.shape}`);
  log(
    `memory: heap ${mb(afterFirst.heapUsed)} MB after the first run, peak resident ${peakRssMb} MB (the process)`,
  );

  const record = (name: string, run: Outcome, details: Record<string, string | number | boolean>) =>
    results.record({
      name,
      unit: 's',
      value: Number(run.seconds.toFixed(2)),
      details: {
        blocked: run.blocked,
        unblocked: run.unblocked,
        ...(run.error ? { error: run.error.slice(0, 300) } : {}),
        ...details,
      },
    });
  record('overdue assessment: first run', first, { peakRssMb });
  record('overdue assessment: second run (writes nothing)', second, { rowsWritten: secondWrites });
  for (const figure of figures) {
    results.record({
      name: `direct: ${figure.name}`,
      unit: 'ms',
      value: Number(figure.executionMs.toFixed(2)),
      details: {
        rows: figure.rows,
        fetchedMs: Number(figure.fetchMs.toFixed(1)),
        indexes: figure.indexes.join(', '),
        seqScans: figure.seqScans.join(', '),
        plan: figure.shape,
        ...(figure.error ? { error: figure.error.slice(0, 300) } : {}),
      },
    });
  }
  log(`results: ${await results.write()}`);
  const wrong =
    !first.error && !second.error && (second.blocked !== 0 || second.unblocked !== 0 || secondWrites !== 0);
  if (wrong) throw new Error('the second assessment changed something: the job is not idempotent');
} finally {
  await pools.close();
  await database.stop();
}
