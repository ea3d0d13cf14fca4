import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import {
  accessTokenIssuer,
  accessTokenVerifier,
  loadSigningKeys,
} from '../../platform/auth/access-tokens.ts';
import { fileUrlSigner } from '../../platform/files/file-urls.ts';
import { localFileStorage } from '../../platform/files/local-file-storage.ts';
import type { Dependencies, Viewer } from '../../platform/graphql/context.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { createMetrics, type Metrics } from '../../platform/metrics/metrics.ts';
import {
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../testing/builders.ts';
import { type CapturedQuery, capturingDatabase } from '../../testing/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { makeClass } from '../classes/classes.testing.ts';
import { sessionBookings, sessions } from './sessions.table.ts';
import { makeSessionSeries } from './sessions.testing.ts';

/*
 * The range reads answered as PostgreSQL's JSON text (docs/classes.md "Answered as JSON"): the same
 * bytes as the executor's answer for every selection it takes, the executor for everything else,
 * and the same errors. The executor's answer of a query is asked with `@include(if: true)` on its
 * root field: the same answer, but a directive is never answered as JSON.
 */

let db: TestDatabase;
let api: FastifyInstance;
let metrics: Metrics;
let statements: CapturedQuery[];
let issue: (viewer: Viewer) => Promise<string>;
let org: OrganisationScenario;
let other: SecondTenant;
/** A staff user with a role at Wellington that holds no operation: sees sessions, manages none. */
let looker: StaffUser;
let yogaId: string;
/** A session of the week with an ATTENDED member. */
let attendedId: string;

const API_KEY = 'clubline-web-sessions-json';
const ISSUER = 'http://clubline.test/oidc';
const ZONE = 'Pacific/Auckland';
const today = Temporal.Now.plainDateISO(ZONE);
const day = (offset: number) => today.add({ days: offset }).toString();
/** The week around today: past, today and future sessions. */
const WEEK = { startDate: day(-7), endDate: day(7) };

beforeAll(async () => {
  db = await createTestDatabase();
  org = await organisationScenario(db);
  other = await secondTenant(db);
  const wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    const yoga = await makeClass(tx, {
      name: 'Wellington Yoga',
      branchIds: [wellington],
      color: '#087F5B',
      allowOnlineBooking: true,
    });
    yogaId = yoga.id;
    const spin = await makeClass(tx, {
      name: 'Spin "fast" \\ ✓',
      branchIds: [wellington, org.branches.auckland.id],
      color: '#C2255C',
      allowOnlineBooking: false,
    });
    const tricky = await makePerson(tx, {
      homeBranchId: wellington,
      firstName: 'Zoë "Z"',
      lastName: "O'Brien \\ 日本",
    });
    // Weekly, capacity 2: a week ago (past), today and in a week.
    const weekly = await makeSessionSeries(tx, {
      branchId: wellington,
      classId: yoga.id,
      frequency: 'WEEKLY',
      startDate: day(-14),
      endDate: day(14),
      capacity: 2,
    });
    // By name, yesterday (past), no limit (0), a staff member whose name needs escaping.
    const named = await makeSessionSeries(tx, {
      branchId: wellington,
      name: 'Open "gym" \\ café\ttab',
      startDate: day(-1),
      startTime: '09:00',
      endTime: '10:00',
      capacity: 0,
      staffMemberId: tricky.id,
    });
    // By name, tomorrow, no capacity, no staff.
    await makeSessionSeries(tx, { branchId: wellington, name: 'Stretch', startDate: day(1) });
    // A class without online booking, tomorrow evening, full with a waitlist, front desk teaching.
    const full = await makeSessionSeries(tx, {
      branchId: wellington,
      classId: spin.id,
      startDate: day(1),
      startTime: '18:00',
      endTime: '19:30',
      capacity: 3,
      staffMemberId: org.frontDesk.personId,
    });
    // Last in the day: it ends at midnight (24:00).
    await makeSessionSeries(tx, {
      branchId: wellington,
      classId: spin.id,
      startDate: day(4),
      startTime: '23:30',
      endTime: '24:00',
      capacity: 5,
    });
    // Removed: never answered.
    const removed = await makeSessionSeries(tx, { branchId: wellington, name: 'Gone', startDate: day(3) });
    // Another branch's session on the same days: never answered at Wellington.
    await makeSessionSeries(tx, { branchId: org.branches.auckland.id, classId: spin.id, startDate: day(1) });
    const fullId = full.sessions[0]?.id ?? '';
    await tx.execute(sql`update ${sessions} set booked_count = 3, waitlist_count = 2 where id = ${fullId}`);
    const todayYoga = weekly.sessions.find((row) => row.date === day(0))?.id ?? '';
    await tx.execute(sql`update ${sessions} set booked_count = 1 where id = ${todayYoga}`);
    await tx.execute(sql`update ${sessions} set booked_count = 4 where id = ${named.sessions[0]?.id}`);
    await tx.execute(sql`update ${sessions} set cancelled_at = now() where id = ${removed.sessions[0]?.id}`);
    attendedId = todayYoga;
    await tx.insert(sessionBookings).values({
      applicationId: org.applicationId,
      sessionId: todayYoga,
      personId: org.noRole.personId,
      status: 'ATTENDED',
      checkedInAt: new Date(),
    });
    const nothing = await makeRole(tx, { name: 'Looks only', operations: [] });
    looker = await makeStaffUser(tx, {
      homeBranchId: wellington,
      roles: [{ roleId: nothing.id, scope: { branchId: wellington } }],
    });
  });

  const capture = capturingDatabase(db.pools.app);
  statements = capture.queries;
  const keys = await loadSigningKeys(db.pools.owner);
  const deps: Dependencies = {
    db: capture.db,
    jobs: tenantJobQueue,
    publicUrl: 'http://clubline.test',
    files: {
      storage: localFileStorage(path.join(tmpdir(), 'clubline-sessions-json-no-files')),
      urls: fileUrlSigner({ key: randomBytes(32), publicUrl: 'http://clubline.test' }),
    },
  };
  metrics = createMetrics();
  api = await createApi({
    deps,
    statusPool: db.pools.app,
    verifier: accessTokenVerifier(keys, ISSUER),
    identity: { issuer: ISSUER, keys, ownerPool: db.pools.owner, trustProxy: false },
    webApiKey: API_KEY,
    logger: pino({ level: 'silent' }),
    production: true,
    metrics,
  });
  const tokens = accessTokenIssuer(keys, ISSUER);
  issue = (viewer) => tokens.issue(viewer);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

interface Answer {
  status: number;
  /** The response body as sent. */
  body: string;
  /** Whether PostgreSQL built the answer (the JSON statement ran), or the rows were read. */
  read: 'json' | 'rows' | 'neither';
}

async function ask(viewer: Viewer, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const token = await issue(viewer);
  // The answer does not wait for its COMMIT: let an earlier request's statements land first.
  await settle();
  statements.length = 0;
  const response = await api.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  await settle();
  const json = statements.some((statement) => / as json\b/.test(statement.sql));
  const rows = statements.some((statement) => statement.sql.includes('"startsAtMs"'));
  return {
    status: response.statusCode,
    body: response.body,
    read: json ? 'json' : rows ? 'rows' : 'neither',
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 100 && db.pools.app.totalCount !== db.pools.app.idleCount; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The same query with `@include(if: true)` on its root field: the executor's answer of it. */
function executorOf(query: string): string {
  const forced = query.replace(
    /((?:\w+\s*:\s*)?(?:getBranchSessions|getSessionsForDateRange)\s*\([^)]*\))/,
    '$1 @include(if: true)',
  );
  expect(forced).not.toBe(query);
  return forced;
}

const RANGE_ARGS = '$branchId: ID!, $startDate: String!, $endDate: String!';
const RANGE = 'branchId: $branchId, startDate: $startDate, endDate: $endDate';
const rangeQuery = (selection: string, field = 'getBranchSessions') =>
  `query Range(${RANGE_ARGS}) { ${field}(${RANGE}) { ${selection} } }`;
const EVERY_ELIGIBLE = `id name date startTime endTime startsAt endsAt timeZone capacity branchId
  allowOnlineBooking isRecurring color membersCount waitlistQueueLength spotsLeft isFull isPast hasStarted
  canManage __typename staffMember { id firstName lastName __typename }`;

/** The calendar's own query, as apps/web sends it (read from its source, not copied). */
function calendarQuery(): string {
  const source = readFileSync(
    path.join(import.meta.dirname, '../../../../web/src/features/calendar/sessions-api.ts'),
    'utf8',
  );
  const query = /CalendarSessionsQuery = graphql\(`([^`]*)`\)/.exec(source)?.[1];
  if (!query?.includes('getBranchSessions(')) throw new Error('CalendarSessionsQuery not found in the web');
  return query;
}
/** urql's document cache adds `__typename` at the end of every selection set below the root. */
const withTypename = (query: string) => query.replace(/\}(\s*\}\s*)$/, '__typename\n}$1');

const wellingtonWeek = () => ({ branchId: org.branches.wellington.id, ...WEEK });

describe('the range reads answered as JSON', () => {
  it('answers every plain selection with the executor’s bytes, built by PostgreSQL', async () => {
    const queries = [
      calendarQuery(),
      withTypename(calendarQuery()),
      rangeQuery(EVERY_ELIGIBLE),
      rangeQuery(EVERY_ELIGIBLE, 'getSessionsForDateRange'),
      rangeQuery(`key: id id title: name id when: startsAt __typename kind: __typename
        teacher: staffMember { who: id first: firstName } staffMember { lastName } staffMember { id }
        full: isFull left: spotsLeft past: isPast manage: canManage ${'long'.repeat(20)}: date`),
      `query Range(${RANGE_ARGS}) { week: getBranchSessions(${RANGE}) { ...Times ... on Session { color id } } }
        fragment Times on Session { startTime endTime ...Times2 } fragment Times2 on Session { date }`,
    ];
    for (const viewer of [org.frontDesk, looker, org.superAdmin]) {
      for (const query of queries) {
        const fast = await ask(viewer, query, wellingtonWeek());
        const executor = await ask(viewer, executorOf(query), wellingtonWeek());
        expect(fast.read, query).toBe('json');
        expect(executor.read, query).toBe('rows');
        expect(fast.status).toBe(200);
        // Byte for byte: the same keys in the same order with the same values, nothing else.
        expect(fast.body, query).toBe(executor.body);
        expect(Object.keys(JSON.parse(fast.body).data)).toEqual(Object.keys(JSON.parse(executor.body).data));
      }
    }
  });

  it('holds what the week holds: past and future, full, no limit, staff or none, recurring or not', async () => {
    const week = await ask(org.frontDesk, rangeQuery(EVERY_ELIGIBLE), wellingtonWeek());
    expect(week.read).toBe('json');
    const rows = (JSON.parse(week.body) as { data: { getBranchSessions: Record<string, unknown>[] } }).data
      .getBranchSessions;
    expect(rows.map((row) => [row.date, row.name])).toEqual([
      [day(-7), 'Wellington Yoga'],
      [day(-1), 'Open "gym" \\ café\ttab'],
      [day(0), 'Wellington Yoga'],
      [day(1), 'Stretch'],
      [day(1), 'Spin "fast" \\ ✓'],
      [day(4), 'Spin "fast" \\ ✓'],
      [day(7), 'Wellington Yoga'],
    ]);
    expect(rows[0]).toMatchObject({
      isPast: true,
      hasStarted: true,
      isRecurring: true,
      allowOnlineBooking: true,
      spotsLeft: 2,
    });
    expect(rows[1]).toMatchObject({
      isPast: true,
      isRecurring: false,
      capacity: 0,
      spotsLeft: null,
      isFull: false,
      membersCount: 4,
      color: '#1971C2',
      staffMember: { firstName: 'Zoë "Z"', lastName: "O'Brien \\ 日本", __typename: 'SessionStaffMember' },
    });
    expect(rows[3]).toMatchObject({ capacity: null, spotsLeft: null, isFull: false, staffMember: null });
    expect(rows[4]).toMatchObject({
      allowOnlineBooking: false,
      spotsLeft: 0,
      isFull: true,
      waitlistQueueLength: 2,
      staffMember: { id: org.frontDesk.personId },
    });
    expect(rows[5]).toMatchObject({ endTime: '24:00', isPast: false, canManage: true });
    expect(rows[6]).toMatchObject({ isPast: false, hasStarted: false, spotsLeft: 2, __typename: 'Session' });
    // A role at the branch without manage-sessions: seen, not managed.
    const looked = await ask(looker, rangeQuery('canManage'), wellingtonWeek());
    expect(looked.read).toBe('json');
    expect(JSON.parse(looked.body).data.getBranchSessions).toEqual(rows.map(() => ({ canManage: false })));
  });

  it('answers an empty range as an empty list', async () => {
    const query = rangeQuery('id name');
    const variables = { branchId: org.branches.wellington.id, startDate: day(30), endDate: day(31) };
    const fast = await ask(org.frontDesk, query, variables);
    expect(fast).toMatchObject({ read: 'json', body: '{"data":{"getBranchSessions":[]}}' });
    expect(fast.body).toBe((await ask(org.frontDesk, executorOf(query), variables)).body);
  });

  it('leaves fragments with directives, @skip, classAssociated and hasAttended to the executor, answered as ever', async () => {
    const cases: [string, (rows: Record<string, unknown>[]) => void][] = [
      [
        `${rangeQuery('id ...Named @include(if: true)')} fragment Named on Session { name }`,
        (rows) => expect(rows[0]).toEqual({ id: expect.any(String), name: 'Wellington Yoga' }),
      ],
      [rangeQuery('id name @skip(if: true)'), (rows) => expect(rows[0]).toEqual({ id: expect.any(String) })],
      [
        rangeQuery('name classAssociated { id }'),
        (rows) => {
          expect(rows[0]).toEqual({ name: 'Wellington Yoga', classAssociated: { id: yogaId } });
          expect(rows[1]).toEqual({ name: 'Open "gym" \\ café\ttab', classAssociated: null });
        },
      ],
      [
        rangeQuery('id hasAttended'),
        (rows) => expect(rows.filter((row) => row.hasAttended).map((row) => row.id)).toEqual([attendedId]),
      ],
    ];
    for (const [query, check] of cases) {
      const answer = await ask(org.frontDesk, query, wellingtonWeek());
      expect(answer.read, query).toBe('rows');
      const body = JSON.parse(answer.body) as { data: { getBranchSessions: Record<string, unknown>[] } };
      expect(body.data.getBranchSessions, query).toHaveLength(7);
      check(body.data.getBranchSessions);
    }
  });

  it('refuses exactly as the executor does: bad dates, too long, unknown or unseen branch, another organisation', async () => {
    const wellington = org.branches.wellington.id;
    const cases: [Viewer, Record<string, unknown>, string][] = [
      [
        org.frontDesk,
        { branchId: wellington, startDate: '2030-02-30', endDate: '2030-03-01' },
        'VALIDATION_FAILED',
      ],
      [
        org.frontDesk,
        { branchId: wellington, startDate: '2030-03-10', endDate: '2030-03-01' },
        'VALIDATION_FAILED',
      ],
      [
        org.frontDesk,
        { branchId: wellington, startDate: '2030-03-01', endDate: '2030-05-02' },
        'VALIDATION_FAILED',
      ],
      [
        org.frontDesk,
        { branchId: wellington, startDate: 'x'.repeat(21), endDate: '2030-03-01' },
        'VALIDATION_FAILED',
      ],
      [org.frontDesk, { branchId: randomUUID(), ...WEEK }, 'BRANCH_NOT_FOUND'],
      [org.frontDesk, { branchId: 'not-a-branch', ...WEEK }, 'BRANCH_NOT_FOUND'],
      [org.branchManager, { branchId: wellington, ...WEEK }, 'BRANCH_NOT_FOUND'],
      [other.superAdmin, { branchId: wellington, ...WEEK }, 'BRANCH_NOT_FOUND'],
    ];
    const query = rangeQuery('id name');
    for (const [viewer, variables, code] of cases) {
      const fast = await ask(viewer, query, variables);
      const executor = await ask(viewer, executorOf(query), variables);
      const label = JSON.stringify(variables);
      expect(fast.read, label).not.toBe('json');
      expect(fast.body, label).toBe(executor.body);
      expect(fast.status, label).toBe(executor.status);
      expect(JSON.parse(fast.body).errors?.[0]?.extensions?.code, label).toBe(code);
    }
  });

  it('is recorded in the operation metrics as any read', async () => {
    const count = async () => {
      const histogram = await metrics.operationSeconds.get();
      return (
        histogram.values.find(
          (value) =>
            value.metricName === 'clubline_graphql_operation_duration_seconds_count' &&
            value.labels.operation === 'getBranchSessions' &&
            value.labels.outcome === 'ok',
        )?.value ?? 0
      );
    };
    const before = await count();
    expect((await ask(org.frontDesk, calendarQuery(), wellingtonWeek())).read).toBe('json');
    expect(await count()).toBe(before + 1);
  });
});
