import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The branch access settings routes (access-control/branch-access-settings.rest.ts) under
 * generated malformed input: path ids and bodies of every shape, as a super admin (past
 * authorization into the service) and as the front desk. No answer may be a 5xx, an internal
 * error, a leak or not JSON, and a refused request changes nothing. FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  // A working door, so a permitted PUT reaches the rule rather than "not configured".
  await server.db.pools.owner.query(
    `insert into doors (application_id, branch_id, name, key_prefix, key_hash) values ($1, $2, 'Fuzz door', 'door_fuzz', $3)`,
    [org.applicationId, org.branches.wellington.id, randomBytes(32).toString('hex')],
  );
});
afterAll(async () => {
  await server.close();
});

const segment = fc.oneof(
  fc.constant('WELLINGTON'),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('%00', '..', '%2F', 'null', '0', '-1', "'; drop table branches; --", 'é'.repeat(300)),
);

const requirementOf = fc.oneof(
  fc.boolean(),
  fc.constantFrom('true', 'false', 0, 1, null, '', [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

const bodyOf = fc.oneof(
  requirementOf.map((value) => ({ settings: { accessPolicy: { requireVaccinationCertificate: value } } })),
  requirementOf.map((value) => ({ settings: { accessPolicy: value } })),
  requirementOf.map((value) => ({ settings: value })),
  fc.jsonValue({ maxDepth: 3 }),
);

const requestOf = fc.oneof(
  fc.record({ method: fc.constant('GET' as const), branch: segment }),
  fc.record({ method: fc.constant('PUT' as const), branch: segment, body: bodyOf, raw: fc.boolean() }),
);

type Generated = fc.Arbitrary<typeof requestOf extends fc.Arbitrary<infer T> ? T : never>;

it('answers every generated branch access settings request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  let requests = 0;
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    const samples = fc.sample(requestOf as Generated, { seed: SEED, numRuns: RUNS });
    for (const sample of samples) {
      const branch = sample.branch === 'WELLINGTON' ? org.branches.wellington.id : sample.branch;
      const url = `/access-control/branches/${encodeURIComponent(branch)}`;
      const payload = sample.method === 'PUT' ? fuzzBody(sample.body, sample.raw) : undefined;
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
