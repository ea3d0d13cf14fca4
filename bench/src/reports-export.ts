/**
 * An export of a million rows, streamed: the contact tracing report of the large organisation
 * (large-organisation.ts) over all 200 branches from 2026-08-01 to 2026-11-28 (about 1.05 million
 * granted arrivals), downloaded as CSV and as xlsx over HTTP from the api running in a process of
 * its own (bench-api-process.ts), read and counted here as it arrives (never held). The figure is
 * the server's memory, as the target names it: the api process's peak RSS during the download
 * (the kernel's VmHWM, started afresh at the baseline, and VmRSS sampled every 50 ms) over its RSS
 * just before it, after a warm-up export of one branch-day and a full collection (target:
 * < 200 MB), with the time and size of each file. Records suite `reports-export`. With the bench
 * cluster already running elsewhere, set DATABASE_URL to it. `--api-flags "--max-old-space-size=160
 * --trace-gc"` adds node flags to the api process.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { askReportUrl } from './bench-api.ts';
import { startBenchApiProcess } from './bench-api-process.ts';
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
const apiFlagsAt = process.argv.indexOf('--api-flags');
const API_FLAGS = apiFlagsAt < 0 ? [] : (process.argv[apiFlagsAt + 1] ?? '').split(' ').filter(Boolean);

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
  const api = await startBenchApiProcess(database, pools, { filesDir, execArgv: API_FLAGS });
  const origin = new URL(api.endpoint).origin;
  const token = await api.tokens.issue(
    { applicationId: BENCH.applicationId, userId: BENCH.adminUserId },
    { expiresInSeconds: 3600 },
  );
  const reportUrlOf = (branches: readonly string[], startDate: string): Promise<string> =>
    askReportUrl(
      api.endpoint,
      token,
      'contactTracingReport',
      `query($branches: [ID!]!) { contactTracingReport(startDate: "${startDate}", endDate: "${LARGE_ORGANISATION_TODAY}",
        branches: $branches, localCreationDate: "${LARGE_ORGANISATION_TODAY}T09:00:00") { reportUrl } }`,
      { branches },
    );
  /** Downloads an export, counting its bytes and lines as they arrive (never held). */
  const download = async (reportUrl: string, format: 'csv' | 'xlsx') => {
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
    return { bytes, lines };
  };
  // The warm-up: one branch's last day in each format, so the baseline holds the api's code paths
  // (its modules loaded, its functions compiled) and the figure is what the rows cost.
  const warmUpUrl = await reportUrlOf([BENCH.branchId(1)], LARGE_ORGANISATION_TODAY);
  for (const format of FORMATS) await download(warmUpUrl, format);
  const reportUrl = await reportUrlOf(ALL_BRANCHES, '2026-08-01');
  const rows: string[][] = [];
  for (const format of FORMATS) {
    await api.memory({ collect: true });
    const baseline = (await api.rss()).rss;
    const kernelPeak = await api.resetPeak();
    let peak = baseline;
    const sampler = setInterval(() => {
      void api.rss().then((now) => {
        peak = Math.max(peak, now.rss);
      });
    }, 50);
    const started = performance.now();
    const { bytes, lines } = await download(reportUrl, format);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = await api.rss();
    peak = Math.max(peak, after.rss, kernelPeak ? after.peak : 0);
    const heap = await api.memory();
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
        peakFrom: kernelPeak ? 'VmHWM and VmRSS samples' : 'VmRSS samples',
        apiHeapUsedMbAfter: heap.heapUsed / MB,
        apiHeapTotalMbAfter: heap.heapTotal / MB,
        apiExternalMbAfter: heap.external / MB,
        apiFlags: API_FLAGS.join(' '),
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
  await api.close();
} finally {
  await pools.close();
  await database.stop();
}
