import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { releasePlace } from '../features/sessions/bookings/places.ts';
import { fillFreedPlaces } from '../features/sessions/offers/fill-freed-places.ts';
import { offerLinkSignerOf, offerUrl } from '../features/sessions/offers/offer-links.ts';
import { makeFullSessionWithWaitlist } from '../features/sessions/offers/offers.testing.ts';
import { instantOf } from '../features/sessions/offers/pg-instant.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The waitlist offer's public page (features/sessions/offers/offers.rest.ts) under generated
 * malformed input: tokens of every shape (a genuine one among them, each for a fresh offer) and
 * bodies of every shape. No answer may be a 5xx, an internal error or a leak, and a refused
 * request (4xx) changes nothing. The page answers HTML by design, so "not JSON" is no finding here.
 * Deterministic: FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

/** A fresh offer's signed path: a full session, one member waiting, the place freed and offered. */
async function freshOfferPath(): Promise<string> {
  const built = await org.build((tx) =>
    makeFullSessionWithWaitlist(tx, { branchId: org.branches.auckland.id, startsInMinutes: 300, waiting: 1 }),
  );
  const links = { publicUrl: TEST_PUBLIC_URL, signer: await offerLinkSignerOf(server.db.pools.owner) };
  return withTenant(server.deps.db, org.applicationId, async (tx) => {
    await releasePlace(tx, { bookingId: built.bookingId, reason: 'MEMBER', cancelledByUserId: null });
    const now = Temporal.Now.instant();
    await fillFreedPlaces(tx, { applicationId: org.applicationId, sessionId: built.session.id, now, links });
    const offer = await tx.execute<{ id: string; expires_at: string }>(
      sql`select id, expires_at from waitlist_offers where session_id = ${built.session.id}::uuid`,
    );
    const row = offer.rows[0];
    if (!row) throw new Error('no offer');
    const url = offerUrl(links, {
      applicationId: org.applicationId,
      offerId: row.id,
      expiresAt: instantOf(row.expires_at),
    });
    return new URL(url).pathname;
  });
}

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'A'.repeat(300),
    'ACCEPT',
    'DECLINE',
    'accept',
    "'; drop table persons; --",
  ),
  fc.integer(),
  fc.constant(null),
);

const requestOf = fc.record({
  token: fc.oneof(
    fc.constant('VALID'),
    fc.constant('TAMPERED'),
    fc.string({ maxLength: 120 }),
    fc.constantFrom('%00', '..', 'a.b', 'é'.repeat(60), 'AAAA.BBBB.CCCC'),
  ),
  method: fc.constantFrom('GET' as const, 'POST' as const),
  body: fc.oneof(fc.record({ answer: text }), fc.jsonValue({ maxDepth: 3 })),
  form: fc.boolean(),
  raw: fc.boolean(),
});

it('answers every generated offer-link request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  const samples = fc.sample(requestOf, { seed: SEED, numRuns: RUNS });
  for (const sample of samples) {
    let path: string;
    if (sample.token === 'VALID' || sample.token === 'TAMPERED') {
      path = await freshOfferPath();
      if (sample.token === 'TAMPERED') path = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    } else path = `/waitlist-offers/${encodeURIComponent(sample.token)}`;
    const payload =
      sample.method !== 'POST'
        ? undefined
        : sample.form
          ? // The body may be any JSON value, null and numbers included: only an object has an answer.
            `answer=${encodeURIComponent(String((sample.body as { answer?: unknown } | null)?.answer ?? ''))}`
          : fuzzBody(sample.body, sample.raw);
    const contentType = sample.form ? 'application/x-www-form-urlencoded' : 'application/json';
    const send = () =>
      server.app.inject({
        method: sample.method,
        url: path,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': contentType } }),
      });
    const found = await fuzzRestRequest(owner, send, {
      strings: stringsIn(sample),
      request: `${sample.method} ${path} ${payload ?? ''}`,
    });
    findings.push(...found.filter((finding) => finding.problem !== 'answer is not JSON'));
  }
  expect(findings).toEqual([]);
}, 180_000);
