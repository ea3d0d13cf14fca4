/**
 * The nine standard reports over the large organisation (large-organisation.ts: 200 branches, a
 * million persons, ten million arrivals, memberships and 24 months of money taken), as the web runs
 * one: the report-address query over GraphQL, then GET the result set's grid JSON (every row read
 * through the cursor for the count and sums, the first 10,000 kept), timed together over HTTP as
 * the admin. Each report covers 12 months of one branch (branch 2: a home branch like most; branch
 * 1 is the front desk's busy one, every tenth arrival) ending on the data set's last day. 2 warm-up
 * runs, then `--iterations N` (default 10). Target: p95 ≤ 1.5 s each. Records suite
 * `reports-standard`. With the bench cluster already running elsewhere, set DATABASE_URL to it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { askReportUrl, startBenchApis } from './bench-api.ts';
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
import { ensureLargeOrganisation, LARGE_ORGANISATION_TODAY } from './large-organisation.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 10);
const ARRIVALS = intFlag('arrivals', 10_000_000);
const WARM_UP = 2;
const P95_TARGET_MS = 1_500;
const FROM = '2025-11-29';
const TO = LARGE_ORGANISATION_TODAY;
const GOLD = 'b0000000-0062-4000-8000-000000000001';

const ALL_REPORTS: readonly [string, string][] = [
  ['memberSignUpReport', ''],
  ['membershipCancellationReport', ''],
  ['memberSuspensionEndingReport', ''],
  ['highUsageReport', ', minVisit: 3'],
  ['memberVisitReport', `, membershipPlans: ["${GOLD}"]`],
  ['contactTracingReport', ''],
  ['inBranchPaymentReport', ', country: "NZ"'],
  ['nonAttendanceReport', ''],
  ['membershipReport', ''],
];

/** `--only a,b` runs just those reports (by field name); every report by default. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;
const REPORTS = ALL_REPORTS.filter(([field]) => only === null || only.has(field));

// The reports' "today" is the billing clock: stand on the data set's last day.
process.env.BILLING_CLOCK_DATE = LARGE_ORGANISATION_TODAY;

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const persons = await generatedPersons(pools.owner);
  if (persons === 0)
    throw new Error('No generated organisation: run `npm run generate -w @clubline/bench` first');
  const held = await ensureArrivals(pools.owner, ARRIVALS, persons);
  await ensureLargeOrganisation(pools.owner, persons);
  const results = benchResults('reports-standard', { iterations: ITERATIONS, persons, arrivals: held });
  const version = await pools.owner.query<{ version: string }>('show server_version');
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const apis = await startBenchApis(pools, { filesDir });
  const origin = new URL(apis.endpoint).origin;
  const token = await apis.tokens.issue(
    { applicationId: BENCH.applicationId, userId: BENCH.adminUserId },
    { expiresInSeconds: 3600 },
  );
  const rows: string[][] = [];
  for (const [field, extra] of REPORTS) {
    let returned = 0;
    let totalRows = 0;
    const run = async () => {
      const started = performance.now();
      const url = await askReportUrl(
        apis.endpoint,
        token,
        field,
        `query { ${field}(startDate: "${FROM}", endDate: "${TO}", branches: ["${BENCH.branchId(2)}"],
          localCreationDate: "${TO}T09:00:00", contentType: "json"${extra}) { reportUrl } }`,
      );
      const grid = await fetch(`${origin}${new URL(url).pathname}`, {
        headers: { authorization: `Bearer ${token}`, 'x-application-id': BENCH.applicationId },
      });
      if (!grid.ok)
        throw new Error(`${field}: result set ${grid.status} ${(await grid.text()).slice(0, 300)}`);
      const json = (await grid.json()) as { rows: unknown[]; totalRows: number };
      returned = json.rows.length;
      totalRows = json.totalRows;
      return performance.now() - started;
    };
    for (let i = 0; i < WARM_UP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) times.push(await run());
    const timed = results.record({
      name: field,
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
    log(`  ${rows.at(-1)?.join('  ')}`);
  }
  logTable(
    ['Standard report, 1 branch, 12 months', 'p50 ms', 'p95 ms', 'rows', `p95 ≤ ${P95_TARGET_MS} ms`],
    rows,
  );
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await database.stop();
}
