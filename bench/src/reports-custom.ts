/**
 * A custom report over arrivals at the large organisation (generate.ts: a million persons, 200
 * branches; bench-arrivals.ts: `--arrivals N`, default 10,000,000 over three years), as the web
 * runs one: POST /reporting/v1/report-executions, then GET the result set's grid JSON (its rows
 * produced by the one statement the template makes), timed together over HTTP as the admin on
 * ALL_BRANCHES. Cases: the organisation's visits per branch over one month and over twelve months
 * (GROUP BY with SUM), and one branch's arrivals of a month row by row (the grid's first 10,000).
 * 2 warm-up runs, then `--iterations N` (default 10) of each. Target: p95 ≤ 2 s per case. Records
 * suite `reports-custom`.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { startBenchApis } from './bench-api.ts';
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

const ITERATIONS = intFlag('iterations', 10);
const ARRIVALS = intFlag('arrivals', 10_000_000);
const WARM_UP = 2;
const P95_TARGET_MS = 2_000;

const columns = (...names: string[]) =>
  names.map((fieldName) => ({ fieldName, filtered: fieldName === 'arrivalDate' }));

interface Case {
  name: string;
  template: Record<string, unknown>;
  branchIds: string[];
  from: string;
  to: string;
}

const ALL_BRANCHES = Array.from({ length: 200 }, (_, index) => BENCH.branchId(index + 1));
const PER_BRANCH = {
  dataFields: columns('branch', 'arrivalDate', 'visits'),
  groupBy: ['branch'],
  aggregations: [{ type: 'SUM', fieldName: 'visits' }],
  orderBy: [{ fieldName: 'SUM_visits', order: 'DESC' }],
};
const CASES: Case[] = [
  {
    name: 'visits per branch, 200 branches, 1 month',
    template: PER_BRANCH,
    branchIds: ALL_BRANCHES,
    from: '2026-10-01',
    to: '2026-10-31',
  },
  {
    name: 'visits per branch, 200 branches, 12 months',
    template: PER_BRANCH,
    branchIds: ALL_BRANCHES,
    from: '2025-11-01',
    to: '2026-10-31',
  },
  {
    name: 'arrivals of branch 1, 1 month, row by row',
    template: {
      dataFields: columns('firstName', 'lastName', 'arrivalDate', 'arrivedAt', 'granted', 'denialReason'),
      orderBy: [{ fieldName: 'arrivedAt', order: 'ASC' }],
    },
    branchIds: [BENCH.branchId(1)],
    from: '2026-10-01',
    to: '2026-10-31',
  },
];

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const persons = await generatedPersons(pools.owner);
  const held = await ensureArrivals(pools.owner, ARRIVALS, persons);
  const results = benchResults('reports-custom', { iterations: ITERATIONS, persons, arrivals: held });
  const version = await pools.owner.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const apis = await startBenchApis(pools, { filesDir });
  const origin = new URL(apis.endpoint).origin;
  const token = await apis.tokens.issue(
    { applicationId: BENCH.applicationId, userId: BENCH.adminUserId },
    { expiresInSeconds: 3600 },
  );
  const headers = {
    authorization: `Bearer ${token}`,
    'x-application-id': BENCH.applicationId,
    'content-type': 'application/json',
  };
  const request = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers:
        body === undefined
          ? { authorization: headers.authorization, 'x-application-id': BENCH.applicationId }
          : headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  };
  const rows: string[][] = [];
  for (const benchCase of CASES) {
    const created = await request('POST', '/reporting/v1/report-templates', {
      reportTemplate: {
        name: `Bench ${benchCase.name} ${Date.now()}`.slice(0, 80),
        description: benchCase.name,
        dataset: { id: 'arrivals' },
        groupBy: [],
        aggregations: [],
        ...benchCase.template,
      },
    });
    const templateId = String(created?.id);
    let returned = 0;
    let totalRows = 0;
    const run = async () => {
      const started = performance.now();
      const executed = await request('POST', '/reporting/v1/report-executions', {
        reportTemplateId: templateId,
        scope: { branchIds: benchCase.branchIds },
        filters: [
          {
            fieldName: 'arrivalDate',
            operator: { type: 'RANGE' },
            values: { minimum: benchCase.from, maximum: benchCase.to },
          },
        ],
      });
      const { resultSetUrl } = (executed?.executeReport ?? {}) as { resultSetUrl: string };
      const grid = await request('GET', resultSetUrl);
      returned = ((grid?.rows ?? []) as unknown[]).length;
      totalRows = Number(grid?.totalRows);
      return performance.now() - started;
    };
    for (let i = 0; i < WARM_UP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) times.push(await run());
    await request('DELETE', `/reporting/v1/report-templates/${templateId}`);
    const timed = results.record({
      name: benchCase.name,
      unit: 'ms',
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      samples: times.length,
      target: { p95: P95_TARGET_MS },
      details: { rowsReturned: returned, totalRows },
    });
    rows.push([
      timed.name,
      timed.p50?.toFixed(0) ?? '',
      timed.p95?.toFixed(0) ?? '',
      `${returned.toLocaleString('en-NZ')} of ${totalRows.toLocaleString('en-NZ')}`,
      timed.met ? 'met' : 'not met',
    ]);
  }
  logTable(['Custom report over arrivals', 'p50 ms', 'p95 ms', 'rows', `p95 ≤ ${P95_TARGET_MS} ms`], rows);
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await database.stop();
}
