import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type BillingSetup,
  makeBillingMembership,
  makeBillingSetup,
} from '../features/billing/billing.testing.ts';
import { createOrganisation, type TestOrganisation } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The public payment setup API (features/billing/payment-setup) under generated malformed input:
 * tokens of every shape and bodies of every shape, each against a fresh, valid signup link so the
 * body reaches validation. No answer may be a 5xx, an internal error, a leak or not JSON, and a
 * refused request changes nothing. Deterministic: FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: TestOrganisation;
let setup: BillingSetup;

beforeAll(async () => {
  server = await createTestServer();
  org = await createOrganisation(server.deps.db);
  setup = await org.build((tx) => makeBillingSetup(tx));
});
afterAll(() => server.close());

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', 'A'.repeat(300), '１２３', "'; drop table persons; --", '%00'),
  fc.integer(),
  fc.constant(null),
);

const bodyOf = fc.oneof(
  fc.record({
    method: fc.constantFrom('BANK_ACCOUNT', 'CARD', 'CASH'),
    country: fc.oneof(fc.constantFrom('NZ', 'AU', 'US'), text),
    accountName: text,
    accountNumber: fc.oneof(fc.constantFrom('12-3140-0171323-000', '12-3140-0171323-099', '123456789'), text),
    bsb: fc.oneof(fc.constant('062-000'), text),
  }),
  fc.record({
    method: fc.constant('CARD'),
    cardholderName: text,
    cardNumber: fc.oneof(fc.constantFrom('4242424242424242', '4000000000000002'), text),
    expiryMonth: fc.oneof(fc.integer({ min: -5, max: 20 }), text),
    expiryYear: fc.oneof(fc.integer({ min: 0, max: 3000 }), text),
    cvc: text,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

const requestOf = fc.record({
  token: fc.oneof(
    fc.constant('VALID'),
    fc.string({ maxLength: 80 }),
    fc.constantFrom('%00', '..', 'é'.repeat(200)),
  ),
  method: fc.constantFrom('GET' as const, 'POST' as const),
  body: bodyOf,
  raw: fc.boolean(),
});

it('answers every generated payment setup request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  const samples = fc.sample(requestOf, { seed: SEED, numRuns: RUNS });
  let index = 0;
  for (const sample of samples) {
    index += 1;
    const membership = await org.build((tx) => makeBillingMembership(tx, setup));
    const token = encodeURIComponent(
      sample.token === 'VALID' ? String(membership.signupToken) : sample.token,
    );
    const payload = sample.method === 'POST' ? fuzzBody(sample.body, sample.raw) : undefined;
    const send = () =>
      server.app.inject({
        method: sample.method,
        url: `/api/payment-setup/${token}`,
        // One address per request: the rate limit is tested in payment-setup.test.ts.
        remoteAddress: `10.${Math.floor(index / 250)}.${index % 250}.1`,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
    findings.push(
      ...(await fuzzRestRequest(owner, send, {
        strings: stringsIn(sample),
        request: `${sample.method} ${token} ${payload ?? ''}`,
      })),
    );
  }
  expect(findings).toEqual([]);
}, 180_000);
