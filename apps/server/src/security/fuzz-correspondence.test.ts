import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { unsubscribeSignerOf } from '../features/correspondence/unsubscribe/unsubscribe-links.ts';
import { makePerson } from '../features/members/persons/persons.testing.ts';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The correspondence's public unsubscribe link (features/correspondence/unsubscribe) under
 * generated tokens (a genuine one among them, each for a fresh member) and bodies of every shape.
 * No answer may be a 5xx, an internal error or a leak, and a refused request (4xx) changes
 * nothing. The page answers HTML by design, so "not JSON" is no finding. FUZZ_SEED replays a run.
 * The GraphQL fields are in the fuzz suite's shards with every other root field.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

async function freshLink(): Promise<string> {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.auckland.id }));
  const signer = await unsubscribeSignerOf(server.db.pools.owner);
  return `/correspondence/unsubscribe/${signer.sign({ applicationId: org.applicationId, personId: person.id, channel: 'EMAIL' })}`;
}

const requestOf = fc.record({
  token: fc.oneof(
    fc.constant('VALID'),
    fc.constant('TAMPERED'),
    fc.string({ maxLength: 120 }),
    fc.constantFrom('%00', '..', 'a.b', 'é'.repeat(60), 'AAAA.BBBB', `${'A'.repeat(44)}.${'B'.repeat(22)}`),
  ),
  method: fc.constantFrom('GET' as const, 'POST' as const),
  body: fc.jsonValue({ maxDepth: 3 }),
  raw: fc.boolean(),
});

it('answers every generated unsubscribe request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  for (const sample of fc.sample(requestOf, { seed: SEED, numRuns: RUNS })) {
    let path: string;
    if (sample.token === 'VALID' || sample.token === 'TAMPERED') {
      path = await freshLink();
      if (sample.token === 'TAMPERED') path = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    } else path = `/correspondence/unsubscribe/${encodeURIComponent(sample.token)}`;
    const payload = sample.method === 'POST' ? fuzzBody(sample.body, sample.raw) : undefined;
    const found = await fuzzRestRequest(
      server.db.pools.owner,
      () =>
        server.app.inject({
          method: sample.method,
          url: path,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        }),
      { strings: stringsIn(sample), request: `${sample.method} ${path} ${payload ?? ''}` },
    );
    findings.push(...found.filter((finding) => finding.problem !== 'answer is not JSON'));
  }
  expect(findings).toEqual([]);
}, 180_000);
