import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createResultSet } from '../features/reports/result-sets/report-source.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { MATRIX_RESULT_SET } from './authorization-matrix.reports.ts';
import { type Finding, judge, stringsIn } from './fuzz-oracle.ts';

/*
 * The result-set routes (GET /reporting/v1/result-sets/{id} and …/{id}/export?format&groupBy&sort&dir)
 * under generated ids, query strings and tenant headers, as the admin and the front desk: no 5xx,
 * no leak; a 200 is the JSON answer or a file, anything else JSON with a coded error.
 * FUZZ_SEED=<n> replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let server: TestServer;
let org: OrganisationScenario;
let resultSetId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  resultSetId = (
    await withTenant(server.deps.db, org.applicationId, (tx) =>
      createResultSet(tx, {
        ...MATRIX_RESULT_SET,
        branchIds: [org.branches.wellington.id],
        userId: org.superAdmin.userId,
      }),
    )
  ).id;
});
afterAll(() => server.close());

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('csv', 'xlsx', 'CSV', 'pdf', 'name', 'asc', 'desc', '%00', '..', 'é'.repeat(300)),
  fc.constantFrom("'; drop table report_result_sets; --", '00000000-0000-0000-0000-000000000000'),
);
const request = fc.record({
  id: fc.oneof(fc.constant('own'), junk),
  exportIt: fc.boolean(),
  tenant: fc.oneof(fc.constant('own'), junk),
  params: fc.array(fc.tuple(fc.constantFrom('format', 'groupBy', 'sort', 'dir', 'other'), junk), {
    maxLength: 5,
  }),
});

it('answers every generated result-set request without a 5xx or a leak', async () => {
  const findings: Finding[] = [];
  for (const viewer of [org.superAdmin, org.frontDesk]) {
    const token = await server.tokens.issue(viewer);
    for (const sample of fc.sample(request, { seed: SEED, numRuns: RUNS })) {
      const id = sample.id === 'own' ? resultSetId : encodeURIComponent(sample.id);
      const query = new URLSearchParams(sample.params).toString();
      const url = `/reporting/v1/result-sets/${id}${sample.exportIt ? '/export' : ''}?${query}`;
      const tenant = sample.tenant === 'own' ? org.applicationId : sample.tenant.replace(/[^\x20-\x7e]/g, '');
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'x-application-id': tenant },
      });
      const problems =
        response.statusCode === 200
          ? []
          : judge(response.statusCode, response.body, stringsIn(sample)).problems;
      if (response.statusCode >= 500) problems.push(`HTTP ${response.statusCode}`);
      for (const problem of problems)
        findings.push({ problem, request: url.slice(0, 300), response: response.body.slice(0, 300) });
    }
  }
  expect(findings).toEqual([]);
}, 120_000);

const tokenPart = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.base64String({ maxLength: 60 }).map((text) => text.replaceAll('+', '-').replaceAll('/', '_')),
  fc.constantFrom('', '.', '..', `${'A'.repeat(48)}.${'A'.repeat(22)}`, '%2e%2e', 'é'.repeat(80)),
);

it('answers every generated scheduled-report link without a 5xx or a leak', async () => {
  const findings: Finding[] = [];
  for (const sample of fc.sample(fc.tuple(tokenPart, tokenPart), { seed: SEED, numRuns: RUNS })) {
    const token = encodeURIComponent(`${sample[0]}.${sample[1]}`);
    const url = `/reporting/v1/scheduled-reports/${token}`;
    const response = await server.app.inject({ method: 'GET', url });
    const problems = judge(response.statusCode, response.body, stringsIn(sample)).problems;
    if (response.statusCode >= 500 || response.statusCode === 200)
      problems.push(`HTTP ${response.statusCode}`);
    for (const problem of problems)
      findings.push({ problem, request: url.slice(0, 300), response: response.body.slice(0, 300) });
  }
  expect(findings).toEqual([]);
}, 120_000);
