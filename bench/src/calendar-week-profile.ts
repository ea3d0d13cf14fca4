/**
 * Where the calendar week's slowest requests go (bench/README.md "Calendar week"): the calendar's
 * request (getBranchSessions, the calendar's fields) timed `--iterations` times like calendar-week.ts,
 * each cut into phases from the statements the api sends (pg's client timed around each query) and
 * the garbage collections that overlap it (perf_hooks' gc entries), then the median of each phase
 * over all requests against its mean over the slowest twentieth. The api runs in this process, as
 * startBenchApis composes it, so the client's own work (reading and parsing the answer) is a phase
 * too. Add node's `--cpu-prof` for a profile of the whole run.
 *
 *   node bench/src/calendar-week-profile.ts [--sessions 1000] [--bookings 20] [--iterations 200]
 */
import './calendar-production-env.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { BENCH_API_KEY, startBenchApis } from './bench-api.ts';
import { intFlag, log, logTable, openScratchDatabase, percentile } from './bench-database.ts';
import { buildCalendarWeek, CALENDAR_FIELDS, WEEK, weekQuery } from './calendar-week-data.ts';

const SESSIONS = intFlag('sessions', 1000);
const BOOKINGS = intFlag('bookings', 20);
const ITERATIONS = intFlag('iterations', 200);
const WARM_UP = 20;

/** One statement the api sent: when it was handed to pg's client and when its answer was back. */
interface Sent {
  text: string;
  called: number;
  answered: number;
}
const sent: Sent[] = [];
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
const textOf = (config: unknown) =>
  typeof config === 'string'
    ? config
    : typeof config === 'object' && config !== null && 'text' in config
      ? String(config.text)
      : '';
(pg.Client.prototype as unknown as { query: Query }).query = function timedQuery(...args) {
  const entry: Sent = { text: textOf(args[0]), called: performance.now(), answered: Number.NaN };
  sent.push(entry);
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      entry.answered = performance.now();
      return (last as (...results: unknown[]) => unknown)(...results);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (result instanceof Promise)
    result.then(
      () => {
        entry.answered = performance.now();
      },
      () => {},
    );
  return result;
};

/** Garbage collections with their start and length (ms), as perf_hooks reports them. */
const collections: { start: number; duration: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // Node's gc entries carry their kind (1 scavenge, 4 mark-sweep) in `detail`.
    const detail = 'detail' in entry ? (entry.detail as { kind?: number } | undefined) : undefined;
    collections.push({ start: entry.startTime, duration: entry.duration, kind: detail?.kind ?? 0 });
  }
}).observe({ entryTypes: ['gc'] });

const PHASES = [
  'before BEGIN (HTTP, api key, token check, pool)',
  'BEGIN',
  'set_config (with BEGIN when sent together)',
  'access read',
  'parse, validate, plugins',
  'branch read',
  'between reads',
  "week's sessions read",
  'execute, serialise, send, headers back',
  'client reads and parses the body',
  'garbage collection inside the request',
  'of which major (mark-sweep)',
  'whole request',
] as const;

const stack: (() => Promise<unknown>)[] = [];
try {
  const database = await openScratchDatabase('clubline_calendar_week_profile');
  stack.push(() => database.stop());
  const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
  stack.push(() => pools.close());
  const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-calendar-week-files-'));
  stack.push(() => rm(filesDir, { recursive: true, force: true }));
  const { org, branchId } = await buildCalendarWeek(pools, { sessions: SESSIONS, bookings: BOOKINGS });
  const apis = await startBenchApis(pools, { filesDir });
  stack.push(() => apis.close());
  const token = await apis.tokens.issue(org.frontDesk, { expiresInSeconds: 3600 });
  const body = JSON.stringify({ query: weekQuery(CALENDAR_FIELDS), variables: { branchId, ...WEEK } });
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${token}`,
  };
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const requests: number[][] = [];
  let cpu = process.cpuUsage();
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    sent.length = 0;
    collections.length = 0;
    // Let the previous request's COMMIT and any timer land outside this one.
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (i === WARM_UP) {
      delay.enable();
      cpu = process.cpuUsage();
    }
    const begun = performance.now();
    const response = await fetch(apis.endpoint, { method: 'POST', headers, body });
    const headersBack = performance.now();
    const answer = (await response.json()) as { data?: { getBranchSessions: unknown[] } };
    const ended = performance.now();
    if (answer.data?.getBranchSessions.length !== SESSIONS) throw new Error('the week did not answer');
    if (i < WARM_UP) continue;
    // BEGIN and set_config are one statement since tenant transactions start in one round trip.
    const together = sent[0]?.text.includes('set_config') ?? false;
    const [begin, setConfig, access, branch, week] = together ? [sent[0], ...sent] : sent;
    if (!begin || !setConfig || !access || !branch || !week)
      throw new Error('fewer statements than expected');
    const gc = collections.filter((entry) => entry.start < ended && entry.start + entry.duration > begun);
    const sum = (list: typeof gc) => list.reduce((total, entry) => total + entry.duration, 0);
    requests.push([
      begin.called - begun,
      together ? 0 : begin.answered - begin.called,
      setConfig.answered - setConfig.called,
      access.answered - access.called,
      branch.called - access.answered,
      branch.answered - branch.called,
      week.called - branch.answered,
      week.answered - week.called,
      headersBack - week.answered,
      ended - headersBack,
      sum(gc),
      sum(gc.filter((entry) => entry.kind === 4)),
      ended - begun,
    ]);
  }
  delay.disable();
  // This process's CPU (api and client) per request: less moved by other processes than wall time.
  const used = process.cpuUsage(cpu);
  log(`CPU of this process per request: ${((used.user + used.system) / 1000 / ITERATIONS).toFixed(2)} ms`);
  const whole = PHASES.length - 1;
  const slowest = [...requests]
    .sort((a, b) => (b[whole] ?? 0) - (a[whole] ?? 0))
    .slice(0, Math.ceil(requests.length / 20));
  const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
  logTable(
    ['phase', 'p50 of all', 'mean of all', 'mean of slowest 5%', 'slowest 5% minus all'],
    PHASES.map((phase, column) => {
      const all = requests.map((request) => request[column] ?? 0);
      const slow = slowest.map((request) => request[column] ?? 0);
      return [
        phase,
        `${percentile(all, 0.5).toFixed(2)} ms`,
        `${mean(all).toFixed(2)} ms`,
        `${mean(slow).toFixed(2)} ms`,
        `${(mean(slow) - mean(all)).toFixed(2)} ms`,
      ];
    }),
  );
  log(
    `event loop delay while timing: p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  log(
    `requests with a major collection inside: ${requests.filter((request) => (request[11] ?? 0) > 0).length} of ${requests.length}; among the slowest 5%: ${slowest.filter((request) => (request[11] ?? 0) > 0).length} of ${slowest.length}`,
  );
} finally {
  for (const stop of stack.reverse())
    await stop().catch((error: unknown) => log(`cleanup: ${String(error)}`));
}
