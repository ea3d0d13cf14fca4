import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The access-control REST routes (features/access-control) under generated malformed input: path
 * ids and bodies of every shape, as a super admin (past authorization into the service) and as the
 * front desk. No answer may be a 5xx, an internal error, a leak or not JSON, and a refused request
 * changes nothing. Deterministic: FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;
let memberId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  memberId = (
    await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }))
  ).id;
});
afterAll(async () => {
  await server.close();
});

const segment = fc.oneof(
  fc.constant('MEMBER'),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('%00', '..', '%2F', 'null', '0', '-1', "'; drop table persons; --", 'é'.repeat(300)),
);

const bodyOf = fc.oneof(
  fc.record({
    cardNumber: fc.oneof(
      fc.string({ maxLength: 250 }),
      fc.constantFrom('', ' ', '\u0000', 'A'.repeat(201), 'ab\ncd', '１２３'),
      fc.integer(),
      fc.constant(null),
    ),
    type: fc.oneof(fc.constant('card'), fc.string({ maxLength: 10 }), fc.constant(null)),
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

const requestOf = fc.oneof(
  fc.record({ method: fc.constant('GET' as const), user: segment }),
  fc.record({ method: fc.constant('POST' as const), user: segment, body: bodyOf, raw: fc.boolean() }),
  fc.record({ method: fc.constant('DELETE' as const), user: segment, token: segment }),
);

type Generated = fc.Arbitrary<typeof requestOf extends fc.Arbitrary<infer T> ? T : never>;

it('answers every generated access-control request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  let requests = 0;
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    const samples = fc.sample(requestOf as Generated, { seed: SEED, numRuns: RUNS });
    for (const sample of samples) {
      const user = encodeURIComponent(sample.user === 'MEMBER' ? memberId : sample.user);
      const url =
        sample.method === 'GET'
          ? `/access-control/user/${user}`
          : sample.method === 'POST'
            ? `/access-control/user/${user}/token`
            : `/access-control/user/${user}/token/${encodeURIComponent(sample.token === 'MEMBER' ? memberId : sample.token)}`;
      const payload = sample.method === 'POST' ? fuzzBody(sample.body, sample.raw) : undefined;
      const send = () =>
        server.app.inject({
          method: sample.method,
          url,
          headers: {
            'x-api-key': TEST_API_KEY,
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
      findings.push(
        ...(await fuzzRestRequest(owner, send, {
          strings: stringsIn(sample),
          request: `${sample.method} ${url} ${payload ?? ''}`,
        })),
      );
      requests += 1;
    }
  }
  expect(requests).toBe(RUNS * 2);
  expect(findings).toEqual([]);
}, 180_000);
