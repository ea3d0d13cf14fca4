import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, judge, stringsIn } from './fuzz-oracle.ts';

/*
 * The transactions CSV route (GET /exports/members/{personId}/transactions.csv?from&to&kind)
 * under generated path segments and query strings, as a super admin and as the front desk: no 5xx,
 * no leak; a 200 is a CSV that starts with its header, anything else is JSON with a coded error.
 * FUZZ_SEED=<n> replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;
let personId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  personId = (await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }))).id;
});
afterAll(() => server.close());

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '%00', '..', '-1', 'é'.repeat(300)),
  fc.constantFrom('DEBIT', 'PAYMENT', 'JOIN_FEE', 'debit', "'; drop table ledger_entries; --"),
);
const request = fc.record({
  person: fc.oneof(fc.constant('own'), junk),
  params: fc.array(fc.tuple(fc.constantFrom('from', 'to', 'kind', 'other'), junk), { maxLength: 6 }),
});

it('answers every generated transactions CSV request without a 5xx or a leak', async () => {
  const findings: Finding[] = [];
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    for (const sample of fc.sample(request, { seed: SEED, numRuns: RUNS })) {
      const person = sample.person === 'own' ? personId : encodeURIComponent(sample.person);
      const query = new URLSearchParams(sample.params).toString();
      const url = `/exports/members/${person}/transactions.csv?${query}`;
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const problems =
        response.statusCode === 200
          ? response.body.startsWith('Date,Membership,')
            ? []
            : ['a 200 that is not the CSV']
          : judge(response.statusCode, response.body, stringsIn(sample)).problems;
      if (response.statusCode >= 500) problems.push(`HTTP ${response.statusCode}`);
      for (const problem of problems)
        findings.push({ problem, request: url.slice(0, 300), response: response.body.slice(0, 300) });
    }
  }
  expect(findings).toEqual([]);
}, 120_000);
