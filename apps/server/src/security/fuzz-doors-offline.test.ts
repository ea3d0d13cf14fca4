import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDoor } from '../features/doors/doors.service.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, fingerprintsOf, fuzzBody, judge, stringsIn } from './fuzz-oracle.ts';

/*
 * The offline doors' routes (features/doors/offline) under generated malformed input: upload bodies
 * of every shape and swipes with every kind of field, allow-list requests with every If-None-Match
 * and authorization header. No answer may be a 5xx, an internal error, a leak or not JSON (a 304
 * has no body), and a refused request changes nothing. Deterministic: FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;
let key: string;
let card: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const member = await org.build((tx) =>
    makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
  );
  card = member.cardNumber ?? '';
  key = (await addDoor(await server.context(org.superAdmin), org.branches.wellington.id, 'Fuzz door')).key;
});
afterAll(async () => {
  await server.close();
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'A'.repeat(201),
    'ab\ncd',
    '１２３',
    "'; drop table arrivals; --",
    'CARD',
  ),
);
const instant = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constant('NOW'),
  fc.constantFrom('2026-13-45T99:99:99Z', '2026-11-28', 'yesterday', '2026-11-28T10:00:00+25:00'),
  fc.integer(),
);
const swipe = fc.oneof(
  fc.record(
    {
      swipeId: fc.oneof(text, fc.uuid(), fc.integer()),
      cardNumber: fc.oneof(text, fc.constant('MEMBER'), fc.integer(), fc.constant(null)),
      at: instant,
      decision: fc.oneof(
        fc.record(
          {
            granted: fc.oneof(fc.boolean(), fc.constant('yes')),
            reasonCode: fc.oneof(
              fc.constantFrom('UNKNOWN_CARD', 'NO_ALLOW_LIST', 'X'.repeat(80)),
              text,
              fc.constant(null),
            ),
            reasonText: fc.oneof(text, fc.constant('é'.repeat(300)), fc.constant(null)),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const bodyOf = fc.oneof(
  fc.record({ swipes: fc.array(swipe, { maxLength: 8 }) }),
  fc.jsonValue({ maxDepth: 3 }),
);
const requestOf = fc.oneof(
  fc.record({
    method: fc.constant('POST' as const),
    body: bodyOf,
    raw: fc.boolean(),
    auth: fc.constantFrom('key', 'key', 'key', 'none', 'bearer', 'garbage'),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    ifNoneMatch: fc.oneof(text, fc.constant('*'), fc.constant('W/"x", "y"'), fc.constant(null)),
    auth: fc.constantFrom('key', 'none', 'garbage', 'lower'),
  }),
);

type Generated = fc.Arbitrary<typeof requestOf extends fc.Arbitrary<infer T> ? T : never>;

/** Put the real card and a current time in some swipes, so that rows also get past validation. */
function realistic(value: unknown): unknown {
  if (value === 'MEMBER') return card;
  if (value === 'NOW') return new Date().toISOString();
  if (Array.isArray(value)) return value.map(realistic);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, realistic(item)]));
  }
  return value;
}

it('answers every generated offline-door request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  const authorization = (auth: string): Record<string, string> =>
    auth === 'key'
      ? { authorization: `Door ${key}` }
      : auth === 'lower'
        ? { authorization: `door ${key}` }
        : auth === 'bearer'
          ? { authorization: `Bearer ${key}` }
          : auth === 'garbage'
            ? { authorization: 'Door \u0000 x y' }
            : {};
  const samples = fc.sample(requestOf as Generated, { seed: SEED, numRuns: RUNS });
  for (const sample of samples) {
    const before = await fingerprintsOf(owner).current();
    let payload: string | undefined;
    const headers: Record<string, string> = { ...authorization(sample.auth) };
    if (sample.method === 'POST') {
      const body = realistic(sample.body);
      payload = fuzzBody(body, sample.raw);
      headers['content-type'] = 'application/json';
    } else if (sample.ifNoneMatch !== null) {
      // A header holds printable ASCII only (inject refuses the rest before any route sees it).
      headers['if-none-match'] = sample.ifNoneMatch.replace(/[^ -~]/g, '');
    }
    const url =
      sample.method === 'POST' ? '/access-control/doors/swipes/offline' : '/access-control/doors/allow-list';
    const response = await server.app.inject({
      method: sample.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const problems: string[] =
      response.statusCode === 304
        ? []
        : [...judge(response.statusCode, response.body, stringsIn(sample)).problems];
    if (response.statusCode >= 400 && (await fingerprintsOf(owner).current()) !== before) {
      problems.push('a refused request changed the database');
    }
    for (const problem of problems) {
      findings.push({
        problem,
        request: `${sample.method} ${url} ${payload ?? ''}`.slice(0, 300),
        response: `${response.statusCode} ${response.body.slice(0, 300)}`,
      });
    }
  }
  expect(findings).toEqual([]);
}, 300_000);
