/**
 * An export of a million rows, streamed: the contact tracing report of the large organisation
 * (large-organisation.ts) over all 200 branches from 2026-08-01 to 2026-11-28 (about 1.05 million
 * granted arrivals), downloaded as CSV and as xlsx over HTTP from the api running in this process,
 * read and counted as it arrives (never held). The process's RSS is sampled every 50 ms; the figure
 * is its peak growth over the RSS just before the download (target: < 200 MB), with the time and
 * size of each file. Records suite `reports-export`. With the bench cluster already running
 * elsewhere, set DATABASE_URL to it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { BENCH_API_KEY, startBenchApis } from './bench-api.ts';
import { ensureArrivals } from './bench-arrivals.ts';
import { BENCH, generatedPersons, intFlag, log, logTable, openBenchDatabase } from './bench-database.ts';
import { ensureLargeOrganisation, LARGE_ORGANISATION_TODAY } from './large-organisation.ts';
import { benchResults } from './results.ts';

const ARRIVALS = intFlag('arrivals', 10_000_000);
const RSS_TARGET_MB = 200;
const MB = 1024 * 1024;
const ALL_BRANCHES = Array.from({ length: 200 }, (_, index) => BENCH.branchId(index + 1));
/** `--formats xlsx` measures one format alone (each after the other shares the heap the first grew). */
const formatsAt = process.argv.indexOf('--formats');
const FORMATS = (['csv', 'xlsx'] as const).filter(
  (format) => formatsAt < 0 || (process.argv[formatsAt + 1] ?? '').split(',').includes(format),
);

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
  const results = benchResults('reports-export', { persons, arrivals: held });
  const apis = await startBenchApis(pools, { filesDir });
  const origin = new URL(apis.endpoint).origin;
  const token = await apis.tokens.issue(
    { applicationId: BENCH.applicationId, userId: BENCH.adminUserId },
    { expiresInSeconds: 3600 },
  );
  const answer = await fetch(apis.endpoint, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-api-key': BENCH_API_KEY,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      query: `query($branches: [ID!]!) { contactTracingReport(startDate: "2026-08-01", endDate: "${LARGE_ORGANISATION_TODAY}",
        branches: $branches, localCreationDate: "${LARGE_ORGANISATION_TODAY}T09:00:00") { reportUrl } }`,
      variables: { branches: ALL_BRANCHES },
    }),
  });
  const body = (await answer.json()) as {
    data?: { contactTracingReport?: { reportUrl: string } };
    errors?: unknown;
  };
  const reportUrl = body.data?.contactTracingReport?.reportUrl;
  if (!reportUrl)
    throw new Error(`contactTracingReport: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  const rows: string[][] = [];
  for (const format of FORMATS) {
    globalThis.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const response = await fetch(`${origin}${new URL(reportUrl).pathname}/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}`, 'x-application-id': BENCH.applicationId },
    });
    if (!response.ok || !response.body)
      throw new Error(`${format}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - baseline) / MB;
    const timed = results.record({
      name: `export ${format}`,
      unit: 'MB',
      value: growthMb,
      target: { maxValue: RSS_TARGET_MB },
      details: {
        seconds,
        bytes,
        dataRows: format === 'csv' ? lines - 1 : 'as the csv',
        baselineRssMb: baseline / MB,
      },
    });
    rows.push([
      format,
      format === 'csv' ? (lines - 1).toLocaleString('en-NZ') : '(same rows)',
      (bytes / MB).toFixed(0),
      seconds.toFixed(1),
      growthMb.toFixed(0),
      timed.met ? 'met' : 'not met',
    ]);
    log(`  ${rows.at(-1)?.join('  ')}`);
  }
  logTable(['Export', 'data rows', 'MB', 's', 'RSS growth MB', `growth < ${RSS_TARGET_MB} MB`], rows);
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await database.stop();
}
