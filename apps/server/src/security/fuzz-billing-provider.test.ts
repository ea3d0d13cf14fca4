import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../testing/test-server.ts';
import { type Finding, judge, stringsIn } from './fuzz-oracle.ts';

/*
 * The billing provider service's REST route (GET /billing-provider/nextbillingdate/{fromDate})
 * under generated path segments, as a super admin and as the front desk: no 5xx, no leak, JSON
 * always, and a date it cannot read is a 400 with the field's message. FUZZ_SEED=<n> replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const fromDate = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '%00', '..', '-1', 'é'.repeat(300)),
);

it('answers every generated next billing date request without a 5xx or a leak', async () => {
  const findings: Finding[] = [];
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    for (const sample of fc.sample(fromDate, { seed: SEED, numRuns: RUNS })) {
      const url = `/billing-provider/nextbillingdate/${encodeURIComponent(sample)}`;
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
      });
      const problems = [...judge(response.statusCode, response.body, stringsIn(sample)).problems];
      if (response.statusCode === 200 && !/^\{"nextBillingDate":"\d{4}-\d{2}-\d{2}"\}$/.test(response.body))
        problems.push('a 200 without a date');
      if (response.statusCode === 400 && !response.body.includes('Enter a date as YYYY-MM-DD'))
        problems.push('a 400 without the field message');
      for (const problem of problems)
        findings.push({ problem, request: url.slice(0, 300), response: response.body.slice(0, 300) });
    }
  }
  expect(findings).toEqual([]);
}, 120_000);

it("answers the provider's next billing date on or after the day, and a 400 for a bad date", async () => {
  const token = await server.tokens.issue(org.frontDesk);
  const get = (date: string) =>
    server.app.inject({
      method: 'GET',
      url: `/billing-provider/nextbillingdate/${date}`,
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
    });
  const good = await get('2026-01-01');
  expect(good.statusCode).toBe(200);
  const next = (good.json() as { nextBillingDate: string }).nextBillingDate;
  expect(next >= '2026-01-01' && next <= '2026-01-14').toBe(true);
  // A billing date is its own next billing date.
  expect((await get(next)).json()).toEqual({ nextBillingDate: next });
  const bad = await get('2026-02-30');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    errors: [{ extensions: { fieldErrors: { fromDate: 'Enter a date as YYYY-MM-DD' } } }],
  });
  const anonymous = await server.app.inject({
    method: 'GET',
    url: '/billing-provider/nextbillingdate/2026-01-01',
  });
  expect(anonymous.statusCode).toBe(401);
});
