/**
 * Door decisions under load, and how soon the desk sees them. Two figures, one run:
 *
 * 1. **Door decision p95 at 200 swipes a second.** Doors of "Bench Overdue" (overdue-organisation.ts:
 *    `--memberships N` members, default 10,000, across `--branches` 20, each with a billing
 *    membership and a year of fortnightly ledger; one in twenty with a dishonour, one in forty in
 *    arrears, some blocked) swipe their members' cards at `--rate` (default 200) a second for
 *    `--seconds` (default 30) after 5 s of warm-up, open loop: each swipe is sent at its planned
 *    time whether or not the ones before were answered, so a slow server shows as latency, not as a
 *    lower rate. Each is POST {access-control}/doors/swipes with `authorization: Door <key>`, through
 *    the real api in this process over HTTP (the production composition, createApi), from doors in
 *    a worker thread (door-swipes.worker.ts, off the api's event loop): the door's key
 *    lookup, the facts under lock, decideEntry, the arrival stored and notified. Latency is from the
 *    planned send time to the answer. Target: p95 ≤ 30 ms.
 * 2. **Swipe → websocket message p95.** While (1) runs, a desk subscribes to branch 1's live channel
 *    (getRestApiUrl('arrival'), as the web does, with an admin's access token) and every swipe at
 *    branch 1 is timed from its send to its `new_arrival` message (the NOTIFY on commit, the api's
 *    LISTEN connection, the fan-out). Target: p95 ≤ 50 ms.
 *
 * Each member g gets card `BD` + g in hex (made here once); each branch n a door with a fixed key.
 * Swipe ids are unique per run (a retried id would return the stored decision). Records suite
 * `door-latency`.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createDatabasePools, type DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { startBenchApis } from './bench-api.ts';
import { intFlag, log, logTable, openBenchDatabase, percentile } from './bench-database.ts';
import { personIdSql } from './billing-members.ts';
import type { SentSwipe, SwipeLoad } from './door-swipes.worker.ts';
import { ensureOverdueOrganisation, OVERDUE } from './overdue-organisation.ts';
import { benchResults } from './results.ts';

const RATE = intFlag('rate', 200);
const SECONDS = intFlag('seconds', 30);
const MEMBERSHIPS = intFlag('memberships', 10_000);
const BRANCHES = intFlag('branches', 20);
const WARM_UP_SECONDS = 5;
const DOOR_P95_TARGET_MS = 30;
const LIVE_P95_TARGET_MS = 50;

/** Branch n's door and its key (a fixed 256-bit-long key: the bench's doors are its own). */
const doorOf = (n: number) => ({
  id: `b0000000-0009-4000-8000-015${n.toString(16).padStart(9, '0')}`,
  key: `door_bench-door-${String(n).padStart(32, '0')}`,
});

/** Cards for every member and a door per branch, once (fixed ids and numbers: a second run adds nothing). */
async function ensureDoorsAndCards(pools: DatabasePools): Promise<void> {
  await pools.owner.query(
    `insert into access_cards (application_id, person_id, card_number)
     select $1, ${personIdSql(OVERDUE.key)}, 'BD' || upper(lpad(to_hex(g), 8, '0'))
     from generate_series(1, $2::int) g
     on conflict do nothing`,
    [OVERDUE.applicationId, MEMBERSHIPS],
  );
  for (let n = 1; n <= BRANCHES; n++) {
    const door = doorOf(n);
    await pools.owner.query(
      `insert into doors (id, application_id, branch_id, name, key_prefix, key_hash)
       values ($1, $2, $3, 'Bench door', $4, $5) on conflict do nothing`,
      [
        door.id,
        OVERDUE.applicationId,
        OVERDUE.branchId(n),
        door.key.slice(0, 12),
        createHash('sha256').update(door.key, 'utf8').digest('hex'),
      ],
    );
  }
  await pools.owner.query('analyze access_cards, doors');
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 20 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  await ensureOverdueOrganisation(pools, { memberships: MEMBERSHIPS, branches: BRANCHES });
  await ensureDoorsAndCards(pools);
  const results = benchResults('door-latency', {
    rate: RATE,
    seconds: SECONDS,
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
  });
  const version = await pools.owner.query<{ version: string }>('show server_version');
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const apis = await startBenchApis(pools, { filesDir });
  const origin = new URL(apis.endpoint).origin;

  const accessToken = await apis.tokens.issue(
    { applicationId: OVERDUE.applicationId, userId: OVERDUE.adminUserId },
    { expiresInSeconds: 3600 },
  );
  log(
    `door latency: ${RATE} swipes/s for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, ${MEMBERSHIPS.toLocaleString('en')} members across ${BRANCHES} branches`,
  );
  const load: SwipeLoad = {
    origin,
    rate: RATE,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
    accessToken,
    branch1Id: OVERDUE.branchId(1),
    doorKeys: Array.from({ length: BRANCHES }, (_, index) => doorOf(index + 1).key),
  };
  // How busy the api's event loop was over the run: near 1, swipes queue in the process.
  const loopBefore = performance.eventLoopUtilization();
  // The api thread's own CPU time: what a swipe costs it, however loaded the machine is.
  const cpuBefore = process.threadCpuUsage();
  const sent = await new Promise<SentSwipe[]>((resolve, reject) => {
    const worker = new Worker(new URL('./door-swipes.worker.ts', import.meta.url), { workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const loopBusy = performance.eventLoopUtilization(loopBefore).utilization;
  const cpu = process.threadCpuUsage(cpuBefore);
  const warmUp = WARM_UP_SECONDS * RATE;
  const measured = sent.slice(warmUp);
  const failures = measured.filter((entry) => entry.failed);
  if (failures.length > 0) log(`${failures.length} swipes failed, e.g. ${failures[0]?.failed}`);
  const latencies = measured.flatMap((entry) =>
    entry.failed || entry.latency === undefined ? [] : [entry.latency],
  );
  const achieved = (measured.length / ((measured.at(-1)?.at ?? 0) - (measured[0]?.at ?? 0))) * 1000;
  const granted = measured.filter((entry) => entry.granted).length;
  const door = results.record({
    name: `door decision at ${RATE} swipes/s`,
    unit: 'ms',
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    samples: latencies.length,
    target: { p95: DOOR_P95_TARGET_MS },
    details: {
      failed: failures.length,
      granted,
      denied: latencies.length - granted,
      sentPerSecond: Math.round(achieved),
      apiEventLoopUtilisation: Number(loopBusy.toFixed(2)),
      apiCpuMsPerSwipe: Number(((cpu.user + cpu.system) / 1000 / sent.length).toFixed(2)),
    },
  });
  const live = measured.flatMap((entry) =>
    entry.branch === 1 && entry.messageAt !== undefined ? [entry.messageAt - entry.at] : [],
  );
  const expected = measured.filter((entry) => entry.branch === 1 && entry.arrivalId).length;
  const channel = results.record({
    name: 'swipe → websocket message',
    unit: 'ms',
    p50: percentile(live, 0.5),
    p95: percentile(live, 0.95),
    samples: live.length,
    target: { p95: LIVE_P95_TARGET_MS },
    details: { expected, missing: expected - live.length },
  });
  const ms = (value: number | undefined) => `${value?.toFixed(1)} ms`;
  logTable(
    ['figure', 'p50', 'p95', 'samples', 'target p95', 'met'],
    [
      [
        door.name,
        ms(door.p50),
        ms(door.p95),
        String(door.samples),
        `${DOOR_P95_TARGET_MS} ms`,
        door.met ? 'yes' : 'no',
      ],
      [
        channel.name,
        ms(channel.p50),
        ms(channel.p95),
        `${channel.samples} of ${expected}`,
        `${LIVE_P95_TARGET_MS} ms`,
        channel.met ? 'yes' : 'no',
      ],
    ],
  );
  log(
    `sent ${Math.round(achieved)} swipes/s; ${granted} granted, ${latencies.length - granted} denied; the api's event loop busy ${(loopBusy * 100).toFixed(0)}% of the run, its thread's CPU ${((cpu.user + cpu.system) / 1000 / sent.length).toFixed(2)} ms a swipe`,
  );
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
