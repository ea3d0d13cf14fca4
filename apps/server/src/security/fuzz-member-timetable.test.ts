import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarFeedUrl } from '../features/sessions/ical/calendar-feed.service.ts';
import { placeBooking, placeSession } from '../features/sessions/timetable/timetable-fixtures.repository.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';
import { databaseFingerprint, type Finding, LEAKS } from './fuzz-oracle.ts';

/*
 * The members' public pages (docs/classes.md "Member timetable", "Calendar feed") under generated
 * malformed input: any branch id, week, host name and feed token. Every answer is the page (200),
 * its not-found answer (404) or Fastify's 414 for an overlong path segment, of its own content type, never a 5xx or a leak, and nothing is
 * written. Deterministic: FUZZ_SEED=<n> replays a run. (These answers are HTML and iCalendar, not
 * JSON, so the REST oracle's JSON judge does not apply; its leak patterns do.)
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

let server: TestServer;
let org: OrganisationScenario;
let feedToken = '';

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const member = await org.build(async (tx) => {
    const wellington = org.branches.wellington.id;
    const person = await makePerson(tx, { homeBranchId: wellington });
    const session = await placeSession(tx, {
      branchId: wellington,
      timeZone: 'Pacific/Auckland',
      date: new Date().toISOString().slice(0, 10),
      startTime: '12:00',
      endTime: '13:00',
      name: 'Lunch run',
      capacity: 10,
      bookedCount: 1,
    });
    await placeBooking(tx, { sessionId: session.id, personId: person.id });
    return person;
  });
  feedToken =
    /\/ical\/(.+)\.ics$/.exec(calendarFeedUrl(TEST_PUBLIC_URL, org.applicationId, member.id, 1))?.[1] ?? '';
});
afterAll(() => server.close());

const hostile = fc.constantFrom(
  '',
  ' ',
  '%00',
  '..',
  '%2e%2e%2f',
  "'; drop table sessions; --",
  'é'.repeat(200),
  'A'.repeat(5000),
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(fc.string({ maxLength: 60 }), hostile);

const timetableRequest = fc.record({
  branch: fc.oneof(fc.constant('VALID'), fc.uuid(), text),
  week: fc.option(
    fc.oneof(
      fc
        .date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      text,
    ),
  ),
  host: fc.oneof(fc.constant('VALID'), fc.domain(), text),
});

const feedRequest = fc.record({
  token: fc.oneof(
    fc.constant('VALID'),
    fc.nat({ max: 90 }).map((at) => 'ALTERED'.concat(String(at))),
    fc.base64String({ maxLength: 120 }),
    text,
  ),
  suffix: fc.constantFrom('.ics', '', '.ICS', '.ics.ics', '%00.ics'),
});

function problemsOf(status: number, body: string, contentType: string, wanted: string): string[] {
  const problems: string[] = [];
  // 414: Fastify refuses a path segment over its parameter limit before any route runs.
  if (![200, 404, 414].includes(status)) problems.push(`HTTP ${status}`);
  if (status === 200 && !contentType.startsWith(wanted)) problems.push(`content type ${contentType}`);
  for (const [name, pattern] of LEAKS) if (pattern.test(body)) problems.push(name);
  if (body.includes('<script')) problems.push('a script in the page');
  return problems;
}

const alter = (token: string, at: number) => {
  const index = at % Math.max(1, token.length);
  return `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
};

it('answers every generated timetable and feed request with the page or its 404, and writes nothing', async () => {
  const findings: Finding[] = [];
  const before = await databaseFingerprint(server.db.pools.owner);
  for (const sample of fc.sample(timetableRequest, { seed: SEED, numRuns: RUNS })) {
    const branch = sample.branch === 'VALID' ? org.branches.wellington.id : encodeURIComponent(sample.branch);
    const host = sample.host === 'VALID' ? `${org.domain}.example.com` : sample.host;
    const query = sample.week === null ? '' : `?week=${encodeURIComponent(sample.week)}`;
    const url = `/${branch}/timetable${query}`;
    const response = await server.app.inject({ method: 'GET', url, headers: { host } });
    for (const problem of problemsOf(
      response.statusCode,
      response.body,
      String(response.headers['content-type']),
      'text/html',
    ))
      findings.push({
        problem,
        request: `${host} ${url}`.slice(0, 300),
        response: response.body.slice(0, 300),
      });
  }
  for (const sample of fc.sample(feedRequest, { seed: SEED, numRuns: RUNS })) {
    const token = sample.token.startsWith('ALTERED')
      ? alter(feedToken, Number(sample.token.slice(7)))
      : sample.token === 'VALID'
        ? feedToken
        : encodeURIComponent(sample.token);
    const url = `/ical/${token}${sample.suffix}`;
    const response = await server.app.inject({ method: 'GET', url });
    for (const problem of problemsOf(
      response.statusCode,
      response.body,
      String(response.headers['content-type']),
      'text/calendar',
    ))
      findings.push({ problem, request: url.slice(0, 300), response: response.body.slice(0, 300) });
    if (sample.token.startsWith('ALTERED') && response.statusCode !== 404)
      findings.push({
        problem: 'an altered token was accepted',
        request: url,
        response: String(response.statusCode),
      });
  }
  expect(findings).toEqual([]);
  expect(await databaseFingerprint(server.db.pools.owner)).toBe(before);
}, 180_000);
