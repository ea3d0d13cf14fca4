/**
 * 200 simultaneous bookings of one session through the API (bench/README.md "Session booking
 * race"; issue: "200 simultaneous bookings of the last place give exactly one booking").
 *
 * A fresh PostgreSQL of its own (a temporary embedded cluster, or a database beside DATABASE_URL's),
 * migrated, with one organisation made by the test scenario (Wellington's front desk books), a class
 * and two sessions at Wellington. The real api (production mode, over HTTP with a signed token and
 * the web's x-api-key) and the real worker run in this process, as `npm start` runs them.
 *
 * - Last place: a session of capacity 30 with 29 booked; `--members N` (default 200) front desks ask
 *   at once to book N different members (addMemberToSessionAsync), each ticket watched until it
 *   ends. Exactly one must end OK, the others SESSION_FULL_ERROR, and booked_count must equal the
 *   live bookings (30).
 * - No limit: the same N bookings of a session without a limit: every one OK, the count N. Every
 *   booking of one session queues on its row, so this is the rate one session takes bookings at.
 *
 * Figures: the mutation's answer (request → ticket) and ticket → answer, p50 and p95, and the wall
 * time until every ticket ended.
 *
 *   npm run session-booking-race -w @clubline/bench -- [--members 200]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createApi } from '../../apps/server/src/api.ts';
import { makeClass } from '../../apps/server/src/features/classes/classes.testing.ts';
import { makeBookableSession } from '../../apps/server/src/features/sessions/bookings/bookings.testing.ts';
import { takePlace } from '../../apps/server/src/features/sessions/bookings/places.ts';
import { modules } from '../../apps/server/src/features.ts';
import {
  accessTokenIssuer,
  accessTokenVerifier,
  loadSigningKeys,
} from '../../apps/server/src/platform/auth/access-tokens.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { fileUrlSigner } from '../../apps/server/src/platform/files/file-urls.ts';
import { localFileStorage } from '../../apps/server/src/platform/files/local-file-storage.ts';
import type { Dependencies } from '../../apps/server/src/platform/graphql/context.ts';
import {
  createBoss,
  ensureQueues,
  installTenantEnqueue,
  tenantJobQueue,
  tenantQueuesOf,
  workerDatabaseConnections,
} from '../../apps/server/src/platform/jobs/job-queue.ts';
import { sandboxEmailProvider } from '../../apps/server/src/platform/messaging/sandbox-email.ts';
import { sandboxSmsProvider } from '../../apps/server/src/platform/messaging/sandbox-sms.ts';
import { makePersons, organisationScenario } from '../../apps/server/src/testing/builders.ts';
import { startWorker } from '../../apps/server/src/worker.ts';
import { TicketWatcher } from './async-tickets.ts';
import { BENCH_APP_ROLE, intFlag, log, logTable, openScratchDatabase, percentile } from './bench-database.ts';
import { benchResults } from './results.ts';

const MEMBERS = intFlag('members', 200);
const LAST_PLACE_CAPACITY = 30;
const PUBLIC_URL = 'http://bench.clubline.test';
const ISSUER = `${PUBLIC_URL}/oidc`;
const API_KEY = 'clubline-web-bench';
const DATABASE = 'clubline_booking_race';

const ADD = `mutation Add($id: ID!, $personId: ID!) {
  addMemberToSessionAsync(id: $id, personId: $personId) { ticketId }
}`;

const ms = (value: number) => `${value.toFixed(1)} ms`;

const stack: (() => Promise<unknown>)[] = [];
try {
  const database = await openScratchDatabase(DATABASE);
  stack.push(() => database.stop());
  const pools = createDatabasePools({
    ownerUrl: database.ownerUrl,
    appUrl: database.appUrl,
    max: 20 + workerDatabaseConnections(modules.jobs) + 1,
  });
  stack.push(() => pools.close());
  const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-booking-race-files-'));
  stack.push(() => rm(filesDir, { recursive: true, force: true }));

  // The organisation, a class at Wellington, the two sessions and the members who book.
  const org = await organisationScenario(pools.appDb);
  const branchId = org.branches.wellington.id;
  const { lastPlace, noLimit, members } = await org.build(async (tx) => {
    const spin = await makeClass(tx, { name: 'Spin', branchIds: [branchId] });
    const lastPlace = await makeBookableSession(tx, {
      branchId,
      classId: spin.id,
      capacity: LAST_PLACE_CAPACITY,
    });
    const noLimit = await makeBookableSession(tx, { branchId, classId: spin.id, capacity: null });
    const early = await makePersons(tx, LAST_PLACE_CAPACITY - 1, { homeBranchId: branchId });
    for (const person of early) {
      await takePlace(tx, {
        applicationId: org.applicationId,
        sessionId: lastPlace.id,
        personId: person.id,
        membershipId: null,
        source: 'STAFF',
        bookedByUserId: null,
      });
    }
    const members = await makePersons(tx, MEMBERS, { homeBranchId: branchId });
    return { lastPlace, noLimit, members };
  });

  // The worker and the api, as runtime.ts starts them.
  const boss = createBoss(database.ownerUrl, 'worker');
  boss.on('error', (error: unknown) => log(`job queue error: ${String(error)}`));
  await boss.start();
  stack.push(() => boss.stop({ graceful: true, timeout: 10_000 }));
  await ensureQueues(boss, modules.queues);
  await installTenantEnqueue(boss, BENCH_APP_ROLE.user, tenantQueuesOf(modules.jobs));
  const logger = pino({ level: 'silent' });
  const storage = localFileStorage(filesDir);
  const stopWorker = await startWorker(modules, {
    boss,
    db: pools.appDb,
    logger,
    publicUrl: PUBLIC_URL,
    sms: sandboxSmsProvider({ ownerPool: pools.owner, boss, deliveryDelayMs: 200 }),
    email: sandboxEmailProvider(pools.owner),
    ownerPool: pools.owner,
    storage,
  });
  stack.push(stopWorker);
  const keys = await loadSigningKeys(pools.owner);
  const deps: Dependencies = {
    db: pools.appDb,
    jobs: tenantJobQueue,
    publicUrl: PUBLIC_URL,
    files: { storage, urls: fileUrlSigner({ key: randomBytes(32), publicUrl: PUBLIC_URL }) },
  };
  const api = await createApi({
    deps,
    statusPool: pools.app,
    verifier: accessTokenVerifier(keys, ISSUER),
    identity: { issuer: ISSUER, keys, ownerPool: pools.owner, trustProxy: false },
    webApiKey: API_KEY,
    logger,
    production: true,
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  stack.push(() => api.close());
  const address = api.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const token = await accessTokenIssuer(keys, ISSUER).issue(org.frontDesk, { expiresInSeconds: 3600 });
  const watcher = new TicketWatcher(pools.owner);
  stack.push(() => watcher.stop());

  interface Booking {
    ticketId: string;
    requestMs: number;
    answerMs: number;
    status: 'OK' | 'ERROR';
  }

  /** One desk books one member: the mutation, then its ticket watched until it ends. */
  async function book(sessionId: string, personId: string): Promise<Booking> {
    const requested = performance.now();
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ADD, variables: { id: sessionId, personId } }),
    });
    const body = (await response.json()) as { data?: { addMemberToSessionAsync: { ticketId: string } } };
    const ticketId = body.data?.addMemberToSessionAsync.ticketId;
    if (!ticketId) throw new Error(`addMemberToSessionAsync failed: ${JSON.stringify(body)}`);
    const ticketAt = performance.now();
    const settled = await watcher.settled(ticketId);
    return {
      ticketId,
      requestMs: ticketAt - requested,
      answerMs: settled.seenAt - ticketAt,
      status: settled.status,
    };
  }

  async function race(sessionId: string) {
    const started = performance.now();
    const bookings = await Promise.all(members.map((member) => book(sessionId, member.id)));
    const wall = performance.now() - started;
    const codes = await pools.owner.query<{ error_code: string | null; count: number }>(
      'select error_code, count(*)::int as count from async_operations where id = any($1) group by error_code',
      [bookings.map((one) => one.ticketId)],
    );
    const stored = await pools.owner.query<{ booked_count: number; live: number }>(
      `select s.booked_count, (select count(*)::int from session_bookings b
                               where b.session_id = s.id and b.cancelled_at is null) as live
       from sessions s where s.id = $1`,
      [sessionId],
    );
    return { bookings, wall, codes: codes.rows, stored: stored.rows[0] };
  }

  const results = benchResults('session-booking-race', { members: MEMBERS });
  const postgres = await pools.owner.query<{ version: string }>('select version()');
  results.postgres(postgres.rows[0]?.version ?? 'unknown');
  const rows: string[][] = [];
  for (const [name, session, expectedOk] of [
    ['last place', lastPlace.id, 1],
    ['no limit', noLimit.id, MEMBERS],
  ] as const) {
    const run = await race(session);
    const ok = run.bookings.filter((one) => one.status === 'OK').length;
    const full = run.codes.find((row) => row.error_code === 'SESSION_FULL_ERROR')?.count ?? 0;
    const consistent = run.stored !== undefined && run.stored.booked_count === run.stored.live;
    if (ok !== expectedOk || ok + full !== MEMBERS || !consistent) {
      throw new Error(
        `${name}: ${ok} OK (expected ${expectedOk}), ${full} full, stored ${JSON.stringify(run.stored)}`,
      );
    }
    const answers = run.bookings.map((one) => one.answerMs);
    const requests = run.bookings.map((one) => one.requestMs);
    results.record({
      name: `ticket → answer, ${MEMBERS} simultaneous bookings, ${name}`,
      unit: 'ms',
      p50: percentile(answers, 0.5),
      p95: percentile(answers, 0.95),
      samples: answers.length,
      details: {
        ok,
        session_full: full,
        booked_count: run.stored?.booked_count ?? -1,
        live_bookings: run.stored?.live ?? -1,
        request_p50_ms: Number(percentile(requests, 0.5).toFixed(1)),
        request_p95_ms: Number(percentile(requests, 0.95).toFixed(1)),
        all_answered_ms: Number(run.wall.toFixed(1)),
      },
    });
    rows.push([
      name,
      `${ok} / ${full}`,
      `${run.stored?.booked_count} = ${run.stored?.live}`,
      ms(percentile(requests, 0.5)),
      ms(percentile(requests, 0.95)),
      ms(percentile(answers, 0.5)),
      ms(percentile(answers, 0.95)),
      ms(run.wall),
    ]);
  }
  logTable(
    [
      'session',
      'OK / full',
      'booked_count = live',
      'request p50',
      'request p95',
      'ticket → answer p50',
      'ticket → answer p95',
      'all answered',
    ],
    rows,
  );
  await results.write();
} finally {
  for (const close of stack.reverse()) await close().catch(() => {});
}
