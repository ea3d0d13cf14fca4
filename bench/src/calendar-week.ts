/**
 * The calendar's week (bench/README.md "Calendar week"): getBranchSessions for one week of a
 * branch holding 1,000 sessions that week, each with 20 bookings, through the real api over HTTP
 * (production composition, a signed token of the branch's front desk and the web's x-api-key), as
 * the calendar asks it; beside it, the statements the request ran (captured by a second api on a
 * logging drizzle) replayed directly as the api role in one tenant transaction. Targets: p95 ≤ 20
 * ms through GraphQL, and ≤ 1.5× the same SQL at p50 and p95.
 *
 * A fresh PostgreSQL of its own (a temporary embedded cluster, or a database beside DATABASE_URL's),
 * migrated, with one organisation made by the test scenario. Records suite "calendar-week" in
 * bench/results/latest.json.
 *
 *   npm run calendar-week -w @clubline/bench -- [--sessions 1000] [--bookings 20] [--iterations 200]
 */
// First: the environment the api's libraries read when they load.
import './calendar-production-env.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeClass } from '../../apps/server/src/features/classes/classes.testing.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { makePersons, organisationScenario } from '../../apps/server/src/testing/builders.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { intFlag, log, logTable, openScratchDatabase, percentile } from './bench-database.ts';
import { benchResults } from './results.ts';

const SESSIONS = intFlag('sessions', 1000);
const BOOKINGS = intFlag('bookings', 20);
const ITERATIONS = intFlag('iterations', 200);
/** `--plans`: print EXPLAIN (ANALYZE, BUFFERS) of each statement the request ran, as the api role. */
const PLANS = process.argv.includes('--plans');
const WARM_UP = 20;
const P95_TARGET_MS = 20;
const RATIO_TARGET = 1.5;
const DATABASE = 'clubline_calendar_week';
/** A Monday-to-Sunday week (the calendar's week view), far from the billing clock's today. */
const WEEK = { startDate: '2030-03-04', endDate: '2030-03-10' };

// What the calendar's week view asks (apps/web calendar/sessions-api.ts CalendarSessionsQuery), and
// every field of the Session type beside it (the drawer asks those of one session, not of a week).
const CALENDAR_FIELDS = 'id name date startTime endTime color capacity membersCount isFull';
const EVERY_FIELD = `id name date startTime endTime startsAt endsAt timeZone capacity branchId allowOnlineBooking
  isRecurring color classAssociated { id name color } staffMember { id firstName lastName }
  membersCount waitlistQueueLength spotsLeft isFull isPast hasAttended canManage`;
const weekQuery = (fields: string) => `query Week($branchId: ID!, $startDate: String!, $endDate: String!) {
  getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) { ${fields} }
}`;
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

  // The organisation, ten classes at Wellington and the members who book.
  const org = await organisationScenario(pools.appDb);
  const branchId = org.branches.wellington.id;
  const { classIds, personIds } = await org.build(async (tx) => {
    const classIds: string[] = [];
    for (let n = 0; n < 10; n++)
      classIds.push((await makeClass(tx, { name: `Class ${n}`, branchIds: [branchId] })).id);
    const persons = await makePersons(tx, BOOKINGS, { homeBranchId: branchId });
    return { classIds, personIds: persons.map((person) => person.id) };
  });

  // The week's sessions, each its own ONCE series, spread over the seven days on the half hours
  // from 05:00, an hour long, capacity 30, a tenth taught by the front desk; every member booked
  // into every session, the first checked in at a tenth of them. Written by PostgreSQL itself.
  const owner = pools.owner;
  const started = performance.now();
  await owner.query(
    `insert into session_series (id, application_id, branch_id, class_id, staff_member_id, capacity, frequency,
       start_date, end_date, start_time, end_time, time_zone, materialised_until)
     select md5('series' || i)::uuid, $1, $2, ($3::uuid[])[1 + i % 10], case when i % 10 = 0 then $4::uuid end, 30,
       'ONCE', d, d, to_char(t, 'HH24:MI'), to_char(t + interval '1 hour', 'HH24:MI'), 'Pacific/Auckland', d
     from generate_series(0, $5 - 1) i,
       lateral (select ($6::date + (i % 7))::date as d, time '05:00' + ((i / 7) % 36) * interval '30 minutes' as t) x`,
    [org.applicationId, branchId, classIds, org.frontDesk.personId, SESSIONS, WEEK.startDate],
  );
  await owner.query(
    `insert into sessions (id, application_id, series_id, branch_id, class_id, staff_member_id, capacity, date,
       start_time, end_time, time_zone, starts_at, ends_at, booked_count)
     select md5('session' || s.id)::uuid, s.application_id, s.id, s.branch_id, s.class_id, s.staff_member_id,
       s.capacity, s.start_date, s.start_time, s.end_time, s.time_zone,
       (s.start_date + s.start_time::time) at time zone s.time_zone,
       (s.start_date + s.end_time::time) at time zone s.time_zone, $2
     from session_series s where s.application_id = $1`,
    [org.applicationId, personIds.length],
  );
  await owner.query(
    `insert into session_bookings (application_id, session_id, person_id, status, checked_in_at)
     select s.application_id, s.id, p.id,
       case when p.n = 1 and abs(hashtext(s.id::text)) % 10 = 0 then 'ATTENDED' else 'BOOKED' end,
       case when p.n = 1 and abs(hashtext(s.id::text)) % 10 = 0 then now() end
     from sessions s cross join unnest($2::uuid[]) with ordinality as p(id, n)
     where s.application_id = $1`,
    [org.applicationId, personIds],
  );
  await owner.query('vacuum (analyze)');
  const version = await owner.query<{ version: string }>('show server_version');
  log(
    `calendar week: ${SESSIONS} sessions, ${BOOKINGS} bookings each, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const results = benchResults('calendar-week', {
    sessions: SESSIONS,
    bookingsPerSession: BOOKINGS,
    iterations: ITERATIONS,
    warmUp: WARM_UP,
  });
  results.postgres(version.rows[0]?.version ?? 'unknown');

  const apis = await startBenchApis(pools, { filesDir });
  stack.push(() => apis.close());
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
