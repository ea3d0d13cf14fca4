import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeDoor } from '../features/doors/doors.testing.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, fingerprintsOf, fuzzBody, fuzzRestRequest, judge, stringsIn } from './fuzz-oracle.ts';

/*
 * The door's decision route (features/doors, docs/access-control.md "Door decisions") under
 * generated malformed input: authorization headers of every shape (a working key, a revoked one,
 * near-misses, other schemes) and bodies of every shape. No answer may be a 5xx, an internal
 * error, a leak or not JSON, and a refused request changes nothing. Deterministic:
 * FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let server: TestServer;
let org: OrganisationScenario;
let workingKey: string;
let revokedKey: string;
let card: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const made = await org.build(async (tx) => ({
    working: await makeDoor(tx, { branchId: org.branches.wellington.id }),
    revoked: await makeDoor(tx, { branchId: org.branches.wellington.id, revokedAt: new Date() }),
    member: await makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
  }));
  workingKey = made.working.key;
  revokedKey = made.revoked.key;
  card = made.member.cardNumber ?? 'NONE';
});
afterAll(async () => {
  await server.close();
});

const authorization = fc.oneof(
  fc.constant('WORKING'),
  fc.constant('WORKING'),
  fc.constant('REVOKED'),
  fc.constantFrom(
    '',
    'Door',
    'Door ',
    'door_',
    'Bearer x',
    'Door door_',
    `Door door_${'A'.repeat(44)}`,
    'Basic Zm9vOmJhcg==',
  ),
  fc.string({ maxLength: 80 }),
);

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
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
  fc.integer(),
  fc.constant(null),
);

const at = fc.oneof(
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-13-40T07:00:00Z',
    '2026-11-20T07:00:00',
    'now',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
  ),
  fc.string({ maxLength: 40 }),
);

const bodyOf = fc.oneof(
  fc.record(
    { swipeId: fc.oneof(fc.uuid(), text), cardNumber: fc.oneof(fc.constant('CARD'), text), at },
    {
      requiredKeys: [],
    },
  ),
  fc.record({ swipeId: fc.uuid(), barcode: fc.oneof(fc.constant('CARD'), text) }),
  fc.jsonValue({ maxDepth: 3 }),
);

const requestOf = fc.record({ authorization, body: bodyOf, raw: fc.boolean() });

it('answers every generated door swipe without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  const samples = fc.sample(requestOf, { seed: SEED, numRuns: RUNS });
  for (const sample of samples) {
    const header =
      sample.authorization === 'WORKING'
        ? `Door ${workingKey}`
        : sample.authorization === 'REVOKED'
          ? `Door ${revokedKey}`
          : sample.authorization;
    // The card placeholder becomes the member's card; a fresh swipe id keeps retries apart.
    const body = JSON.parse(
      JSON.stringify(sample.body ?? null, (_key, value) => (value === 'CARD' ? card : value)),
    );
    const payload = fuzzBody(body, sample.raw);
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/access-control/doors/swipes',
        headers: { 'content-type': 'application/json', ...(header === '' ? {} : { authorization: header }) },
        payload,
      });
    findings.push(
      ...(await fuzzRestRequest(owner, send, {
        strings: [...stringsIn(sample), workingKey, randomUUID()],
        request: `${header.slice(0, 40)} ${payload}`,
      })),
    );
  }
  expect(findings).toEqual([]);
}, 180_000);

const lookupQuery = fc.oneof(
  fc.constant('CARD'),
  fc.string({ maxLength: 250 }),
  fc.constantFrom('', '%00', '%', '..%2F', "' or 1=1 --", '１２３', 'A'.repeat(201)),
);

it('answers every generated card lookup without a 5xx, a leak or a write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    const samples = fc.sample(
      fc.record({ values: fc.array(lookupQuery, { maxLength: 3 }), raw: fc.boolean() }),
      {
        seed: SEED,
        numRuns: RUNS / 2,
      },
    );
    for (const sample of samples) {
      const values = sample.values.map((value) => (value === 'CARD' ? card : value));
      // Raw values reach the query string unescaped (a stray % included); others encoded.
      const query = values
        .map(
          (value) =>
            `cardNumber=${sample.raw ? value.replaceAll('#', '').replaceAll('&', '') : encodeURIComponent(value)}`,
        )
        .join('&');
      const before = await fingerprintsOf(owner).current();
      const response = await server.app.inject({
        method: 'GET',
        url: `/access-control/user${query ? `?${query}` : ''}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const problems = [...judge(response.statusCode, response.body, [...values, card]).problems];
      if ((await fingerprintsOf(owner).current()) !== before)
        problems.push('a card lookup changed the database');
      for (const problem of problems) {
        findings.push({
          problem,
          request: query.slice(0, 300),
          response: `${response.statusCode} ${response.body.slice(0, 300)}`,
        });
      }
    }
  }
  expect(findings).toEqual([]);
}, 180_000);
