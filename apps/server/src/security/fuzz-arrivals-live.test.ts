import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { channelUrlOf, openChannel } from '../features/arrivals/arrivals-live.testing.ts';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * The live arrivals channel (features/arrivals/arrivals-live.websocket.ts) under generated frames:
 * subscribe messages with every field malformed, other JSON, text that is not JSON and binary. Each
 * socket gets one answer: an error the web reads as one (never INTERNAL, never internals), or
 * `subscribed` only for a well-formed subscribe with a real token of someone who may watch the
 * branch. Deterministic: FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const REFUSALS = ['BAD_REQUEST', 'UNAUTHENTICATED', 'BRANCH_ACCESS_DENIED', 'BRANCH_NOT_FOUND'];

let server: TestServer;
let org: OrganisationScenario;
let url: string;
let deskToken: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  url = await channelUrlOf(server.app);
  deskToken = await server.tokens.issue(org.frontDesk);
});
afterAll(async () => {
  await server.close();
});

const oddText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', 'null', "'; drop table arrivals; --", 'é'.repeat(300), '%00', '..'),
);

const frameOf = fc.oneof(
  fc.record({
    action: fc.oneof(fc.constant('subscribe'), oddText, fc.integer(), fc.constant(null)),
    branchId: fc.oneof(
      fc.constantFrom('WELLINGTON', 'AUCKLAND'),
      fc.uuid(),
      oddText,
      fc.integer(),
      fc.constant(null),
    ),
    accessToken: fc.oneof(fc.constant('DESK'), oddText, fc.constant('x'.repeat(9_000)), fc.constant(null)),
    notificationName: fc.oneof(fc.constant('new_arrival'), oddText, fc.constant(null)),
  }),
  fc.jsonValue({ maxDepth: 3 }),
  oddText,
);

/** Placeholders become the scenario's real ids and token, so generated frames reach the checks. */
function materialise(value: unknown): unknown {
  if (value === 'WELLINGTON') return org.branches.wellington.id;
  if (value === 'AUCKLAND') return org.branches.auckland.id;
  if (value === 'DESK') return deskToken;
  if (Array.isArray(value)) return value.map(materialise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, materialise(inner)]));
  }
  return value;
}

it('answers every generated frame with one clear refusal or a subscription it may have', async () => {
  const findings: string[] = [];
  await fc.assert(
    fc.asyncProperty(frameOf, fc.boolean(), async (generated, binary) => {
      const value = materialise(generated);
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const client = await openChannel(url);
      client.send(binary ? Buffer.from(text ?? '') : (text ?? ''));
      const answer = await client.next().catch(() => null);
      client.close();
      const wellFormed =
        !binary &&
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        JSON.stringify(value) ===
          JSON.stringify({
            action: 'subscribe',
            branchId: org.branches.wellington.id,
            accessToken: deskToken,
            notificationName: 'new_arrival',
          });
      const fine =
        answer !== null &&
        (wellFormed
          ? answer.type === 'subscribed'
          : answer.type === 'error' &&
            REFUSALS.includes(String(answer.code)) &&
            typeof answer.message === 'string' &&
            !/stack|at \/|node_modules|select |sql/i.test(answer.message));
      if (!fine) findings.push(`${text?.slice(0, 120)} (binary ${binary}) -> ${JSON.stringify(answer)}`);
    }),
    { seed: SEED, numRuns: RUNS },
  );
  expect(findings).toEqual([]);
  // The channel still serves after all that.
  const client = await openChannel(url);
  client.send(
    JSON.stringify({
      action: 'subscribe',
      branchId: org.branches.wellington.id,
      accessToken: deskToken,
      notificationName: 'new_arrival',
    }),
  );
  expect((await client.next()).type).toBe('subscribed');
  client.close();
});
