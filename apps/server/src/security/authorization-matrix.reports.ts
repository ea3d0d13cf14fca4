import { createResultSet } from '../features/reports/result-sets/report-source.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Actor, type Expectations, everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** What a result set of the routes' rows reads: Wellington's contact tracing of January 2026. */
export const MATRIX_RESULT_SET = {
  source: 'standard:contacttracing',
  title: 'Contact tracing report',
  params: { startDate: '2026-01-01', endDate: '2026-01-31', localCreationDate: '2026-02-01T09:00:00' },
} as const;

const resultSets = new WeakMap<World, Promise<string>>();

/** Wellington's result set, made once per world by its admin. */
function wellingtonResultSet(world: World): Promise<string> {
  let made = resultSets.get(world);
  if (!made) {
    made = withTenant(world.server.deps.db, world.org.applicationId, (tx) =>
      createResultSet(tx, {
        ...MATRIX_RESULT_SET,
        branchIds: [world.org.branches.wellington.id],
        userId: world.org.superAdmin.userId,
      }),
    ).then((created) => created.url);
    resultSets.set(world, made);
  }
  return made;
}

/** The bearer and the tenant header an actor sends: its own organisation's id. */
async function reportingHeaders(world: World, actor: Actor): Promise<Record<string, string>> {
  const tenant = actor === 'otherAdmin' ? world.other.applicationId : world.org.applicationId;
  return { ...(await bearerOf(world, actor)), 'x-application-id': tenant };
}

/**
 * Reading a result set: view-reports at every branch it covers (Wellington): the admin alone holds
 * it there (front desks hold no report operation; the managers' roles are at other branches);
 * another organisation's admin finds nothing.
 */
const READ: Expectations = {
  anonymous: 'HTTP 401',
  noRole: 'HTTP 403',
  frontDesk: 'HTTP 403',
  branchManager: 'HTTP 403',
  reliefDesk: 'HTTP 403',
  areaManager: 'HTTP 403',
  superAdmin: 'HTTP 200',
  otherAdmin: 'HTTP 404',
};

/** The result sets' routes (reports/result-sets/result-sets.rest.ts). */
export const REPORT_REST_ROWS: MatrixRow[] = [
  route('OPTIONS /reporting/v1/result-sets/:id', {
    subject: 'the CORS preflight of a result set (public: browsers send it without credentials)',
    request: async (world) => ({ method: 'OPTIONS', url: await wellingtonResultSet(world) }),
    expect: everyone('HTTP 204'),
  }),
  route('OPTIONS /reporting/v1/result-sets/:id/export', {
    subject: "the CORS preflight of a result set's export",
    request: async (world) => ({ method: 'OPTIONS', url: `${await wellingtonResultSet(world)}/export` }),
    expect: everyone('HTTP 204'),
  }),
  route('GET /reporting/v1/result-sets/:id', {
    subject: "a result set of Wellington's",
    request: async (world, actor) => ({
      method: 'GET',
      url: await wellingtonResultSet(world),
      headers: await reportingHeaders(world, actor),
    }),
    expect: READ,
  }),
  route('GET /reporting/v1/result-sets/:id/export', {
    subject: "the CSV export of a result set of Wellington's",
    request: async (world, actor) => ({
      method: 'GET',
      url: `${await wellingtonResultSet(world)}/export?format=csv`,
      headers: await reportingHeaders(world, actor),
    }),
    expect: READ,
  }),
];

/**
 * A standard report of Wellington: run-report and the tile's operation at every branch named (the
 * gate needs run-report somewhere). The admin runs it; the managers hold run-report at other
 * branches only; the front desks hold no report operation; another organisation knows no such branch.
 */
const RUN_AT_WELLINGTON: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'BRANCHES_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'BRANCHES_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

const STANDARD_REPORT_FIELDS: readonly [string, string][] = [
  ['highUsageReport', ', minVisit: 2'],
  ['memberVisitReport', ', membershipPlans: ["00000000-0000-4000-8000-000000000001"]'],
  ['membershipCancellationReport', ''],
  ['memberSignUpReport', ''],
  ['memberSuspensionEndingReport', ''],
  ['inBranchPaymentReport', ', country: "NZ"'],
  ['nonAttendanceReport', ''],
  ['membershipReport', ''],
  ['contactTracingReport', ''],
];

/** The nine standard report queries (reports/standard/standard-reports.graphql.ts). */
export const STANDARD_REPORT_ROWS: MatrixRow[] = STANDARD_REPORT_FIELDS.map(([name, extra]) =>
  field(name, {
    subject: "Wellington's report for January 2026",
    document: `query Report($branches: [ID!]!) {
      ${name}(startDate: "2026-01-01", endDate: "2026-01-31", branches: $branches,
        localCreationDate: "2026-02-01T09:00:00", contentType: "json"${extra}) { reportUrl }
    }`,
    variables: (world) => ({ branches: [world.org.branches.wellington.id] }),
    expect: RUN_AT_WELLINGTON,
  }),
);
