import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { type Finding, fuzzBody, fuzzRestRequest, stringsIn } from './fuzz-oracle.ts';

/*
 * The custom reports' routes (reports/custom/custom-reports.rest.ts) under generated malformed
 * input: ids, template bodies and run bodies of every shape, as a super admin (past authorization
 * into the validation and the query) and as a branch manager. No answer may be a 5xx, an internal
 * error, a leak or not JSON, and a refused request changes nothing. FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let server: TestServer;
let org: OrganisationScenario;
let templateId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const token = await server.tokens.issue(org.superAdmin);
  const created = await server.app.inject({
    method: 'POST',
    url: '/reporting/v1/report-templates',
    headers: {
      authorization: `Bearer ${token}`,
      'x-application-id': org.applicationId,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({
      reportTemplate: {
        name: 'Fuzz visits',
        description: 'Visits',
        dataset: { id: 'arrivals' },
        dataFields: [
          { fieldName: 'branch', filtered: false },
          { fieldName: 'arrivalDate', filtered: true },
          { fieldName: 'visits', filtered: false },
        ],
        groupBy: ['branch'],
        aggregations: [{ type: 'SUM', fieldName: 'visits' }],
      },
    }),
  });
  templateId = (JSON.parse(created.body) as { id: string }).id;
});
afterAll(async () => {
  await server.close();
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'branch',
    'arrivalDate',
    'visits',
    'SUM_visits',
    "x'; drop table persons; --",
    '"a"."b"',
    'é'.repeat(300),
  ),
);
const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean(), fc.jsonValue({ maxDepth: 2 }));
const dateText = fc.oneof(
  fc.constantFrom('2026-01-01', '2026-02-30', '1850-01-01', '2201-01-01', '', '2026-1-1', '99999-01-01'),
  text,
);

const column = fc.record({ fieldName: value, filtered: fc.oneof(fc.boolean(), value) }, { requiredKeys: [] });
const templateOf = fc.record(
  {
    name: value,
    description: value,
    dataset: fc.oneof(
      fc.record({ id: fc.oneof(fc.constantFrom('arrivals', 'members', 'payments'), value) }),
      value,
    ),
    dataFields: fc.oneof(fc.array(column, { maxLength: 6 }), value),
    groupBy: fc.oneof(fc.array(value, { maxLength: 3 }), value),
    aggregations: fc.oneof(
      fc.array(
        fc.record({ type: fc.oneof(fc.constant('SUM'), value), fieldName: value, resultingFieldName: value }),
        {
          maxLength: 3,
        },
      ),
      value,
    ),
    orderBy: fc.oneof(
      fc.array(fc.record({ fieldName: value, order: fc.oneof(fc.constantFrom('ASC', 'DESC'), value) })),
      value,
    ),
  },
  { requiredKeys: [] },
);
const runOf = fc.record(
  {
    reportTemplateId: fc.oneof(fc.constant('TEMPLATE'), fc.uuid(), value),
    scope: fc.oneof(
      fc.record({
        branchIds: fc.oneof(
          fc.array(fc.oneof(fc.constant('AUCKLAND'), fc.uuid(), value), { maxLength: 3 }),
          value,
        ),
      }),
      value,
    ),
    filters: fc.oneof(
      fc.array(
        fc.record({
          fieldName: fc.oneof(fc.constantFrom('arrivalDate', 'branch', 'visits'), value),
          operator: fc.oneof(fc.constant({ type: 'RANGE' }), value),
          values: fc.oneof(fc.record({ minimum: dateText, maximum: dateText }), value),
        }),
        { maxLength: 3 },
      ),
      value,
    ),
  },
  { requiredKeys: [] },
);
const segment = fc.oneof(
  fc.constant('TEMPLATE'),
  fc.uuid(),
  fc.constantFrom('%00', '..', 'null', "'; --"),
  fc.string({ maxLength: 30 }),
);

const requestOf = fc.oneof(
  fc.record({ method: fc.constant('GET' as const), path: fc.constantFrom('datasets', 'report-templates') }),
  fc.record({ method: fc.constant('GET' as const), id: segment }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('report-templates'),
    body: fc.oneof(
      templateOf.map((t) => ({ reportTemplate: t })),
      value,
    ),
    raw: fc.boolean(),
  }),
  fc.record({
    method: fc.constant('PUT' as const),
    id: segment,
    body: fc.oneof(
      templateOf.map((t) => ({ reportTemplate: t })),
      value,
    ),
    raw: fc.boolean(),
  }),
  fc.record({ method: fc.constant('DELETE' as const), id: segment.filter((id) => id !== 'TEMPLATE') }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('report-executions'),
    body: fc.oneof(runOf, value),
    raw: fc.boolean(),
  }),
);

type Generated = fc.Arbitrary<typeof requestOf extends fc.Arbitrary<infer T> ? T : never>;

/** The generated placeholders as the organisation's real ids, so requests get past "not found". */
function resolved(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body ?? null)
      .replaceAll('"TEMPLATE"', JSON.stringify(templateId))
      .replaceAll('"AUCKLAND"', JSON.stringify(org.branches.auckland.id)),
  );
}

it('answers every generated custom report request without a 5xx, a leak or a partial write', async () => {
  const findings: Finding[] = [];
  const owner = server.db.pools.owner;
  let requests = 0;
  for (const viewer of [org.superAdmin, org.branchManager]) {
    const token = await server.tokens.issue(viewer);
    for (const sample of fc.sample(requestOf as Generated, { seed: SEED, numRuns: RUNS })) {
      const id = 'id' in sample ? (sample.id === 'TEMPLATE' ? templateId : sample.id) : undefined;
      const url =
        id === undefined
          ? `/reporting/v1/${'path' in sample ? sample.path : ''}`
          : `/reporting/v1/report-templates/${encodeURIComponent(id)}`;
      const payload = 'body' in sample ? fuzzBody(resolved(sample.body), sample.raw) : undefined;
      const send = () =>
        server.app.inject({
          method: sample.method,
          url,
          headers: {
            authorization: `Bearer ${token}`,
            'x-application-id': org.applicationId,
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
}, 240_000);
