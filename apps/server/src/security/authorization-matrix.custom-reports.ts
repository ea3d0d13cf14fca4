import { randomUUID } from 'node:crypto';
import { bearerOf, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Actor, type Expectations, everyone } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/** The bearer and the tenant header an actor sends: its own organisation's id. */
async function reportingHeaders(world: World, actor: Actor): Promise<Record<string, string>> {
  const tenant = actor === 'otherAdmin' ? world.other.applicationId : world.org.applicationId;
  return {
    ...(await bearerOf(world, actor)),
    'x-application-id': tenant,
    'content-type': 'application/json',
  };
}

const template = () => ({
  name: `Matrix visits ${randomUUID().slice(0, 8)}`,
  description: 'Visits per branch',
  dataset: { id: 'arrivals' },
  dataFields: [
    { fieldName: 'branch', filtered: false },
    { fieldName: 'arrivalDate', filtered: true },
  ],
});

/** A fresh template of the organisation, made by its admin (a row that changes or removes one). */
async function freshTemplate(world: World): Promise<string> {
  const response = await world.server.app.inject({
    method: 'POST',
    url: '/reporting/v1/report-templates',
    headers: await reportingHeaders(world, 'superAdmin'),
    payload: JSON.stringify({ reportTemplate: template() }),
  });
  const { id } = JSON.parse(response.body) as { id?: string };
  if (!id) throw new Error(`No matrix template: ${response.body}`);
  return id;
}

/** The error code of an answer, else 'ok' (204 has no body). */
function reportingAnswer(body: string): string {
  if (body === '') return 'ok';
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
  return parsed.errors?.[0]?.extensions?.code ?? 'ok';
}

/**
 * Reading datasets and templates: view-reports on any branch. The managers hold it at their
 * branches; front desks hold no report operation; another organisation's admin reads its own.
 */
const VIEW: Expectations = {
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: CUSTOM_REPORT_VIEW_DENIED',
  frontDesk: 'HTTP 403: CUSTOM_REPORT_VIEW_DENIED',
  branchManager: 'HTTP 200: ok',
  reliefDesk: 'HTTP 403: CUSTOM_REPORT_VIEW_DENIED',
  areaManager: 'HTTP 200: ok',
  superAdmin: 'HTTP 200: ok',
  otherAdmin: 'HTTP 200: ok',
};

/** Changing a template of the organisation: manage-reports at organisation level (spec 3 §6). */
const MANAGE = (ok: string, foreign: string): Expectations => ({
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: CUSTOM_REPORT_MANAGE_DENIED',
  frontDesk: 'HTTP 403: CUSTOM_REPORT_MANAGE_DENIED',
  branchManager: 'HTTP 403: CUSTOM_REPORT_MANAGE_DENIED',
  reliefDesk: 'HTTP 403: CUSTOM_REPORT_MANAGE_DENIED',
  areaManager: 'HTTP 403: CUSTOM_REPORT_MANAGE_DENIED',
  superAdmin: ok,
  otherAdmin: foreign,
});

const preflight = (path: string, url: string): MatrixRow =>
  route(`OPTIONS ${path}`, {
    subject: 'a CORS preflight of the Reporting API (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url }),
    expect: everyone('HTTP 204'),
  });

/** The custom reports' routes (reports/custom/custom-reports.rest.ts). */
export const CUSTOM_REPORT_REST_ROWS: MatrixRow[] = [
  preflight('/reporting/v1/datasets', '/reporting/v1/datasets'),
  preflight('/reporting/v1/report-templates', '/reporting/v1/report-templates'),
  preflight('/reporting/v1/report-templates/:id', `/reporting/v1/report-templates/${randomUUID()}`),
  preflight('/reporting/v1/report-executions', '/reporting/v1/report-executions'),
  route('GET /reporting/v1/datasets', {
    subject: 'the datasets of custom reports',
    request: async (world, actor) => ({
      method: 'GET',
      url: '/reporting/v1/datasets',
      headers: await reportingHeaders(world, actor),
    }),
    observe: reportingAnswer,
    expect: VIEW,
  }),
  route('GET /reporting/v1/report-templates', {
    subject: "the organisation's custom report templates",
    request: async (world, actor) => ({
      method: 'GET',
      url: '/reporting/v1/report-templates',
      headers: await reportingHeaders(world, actor),
    }),
    observe: reportingAnswer,
    expect: VIEW,
  }),
  route('GET /reporting/v1/report-templates/:id', {
    subject: 'a custom report template of the organisation',
    request: async (world, actor) => ({
      method: 'GET',
      url: `/reporting/v1/report-templates/${await freshTemplate(world)}`,
      headers: await reportingHeaders(world, actor),
    }),
    observe: reportingAnswer,
    expect: { ...VIEW, otherAdmin: 'HTTP 404: CUSTOM_REPORT_TEMPLATE_NOT_FOUND' },
  }),
  route('POST /reporting/v1/report-templates', {
    subject: 'a new custom report template (in the caller’s own organisation)',
    request: async (world, actor) => ({
      method: 'POST',
      url: '/reporting/v1/report-templates',
      headers: await reportingHeaders(world, actor),
      payload: JSON.stringify({ reportTemplate: template() }),
    }),
    observe: reportingAnswer,
    expect: MANAGE('HTTP 201: ok', 'HTTP 201: ok'),
  }),
  route('PUT /reporting/v1/report-templates/:id', {
    subject: 'a fresh custom report template of the organisation, renamed',
    request: async (world, actor) => ({
      method: 'PUT',
      url: `/reporting/v1/report-templates/${await freshTemplate(world)}`,
      headers: await reportingHeaders(world, actor),
      payload: JSON.stringify({ reportTemplate: template() }),
    }),
    observe: reportingAnswer,
    expect: MANAGE('HTTP 200: ok', 'HTTP 404: CUSTOM_REPORT_TEMPLATE_NOT_FOUND'),
  }),
  route('DELETE /reporting/v1/report-templates/:id', {
    subject: 'a fresh custom report template of the organisation (deleting is for the super-admin group)',
    request: async (world, actor) => ({
      method: 'DELETE',
      url: `/reporting/v1/report-templates/${await freshTemplate(world)}`,
      headers: await bearerAndTenant(world, actor),
    }),
    observe: reportingAnswer,
    expect: MANAGE('HTTP 204: ok', 'HTTP 404: CUSTOM_REPORT_TEMPLATE_NOT_FOUND'),
  }),
  route('POST /reporting/v1/report-executions', {
    subject:
      "a run of an arrivals template over Wellington (run-report and the dataset's view-arrival at every branch named)",
    request: async (world, actor) => ({
      method: 'POST',
      url: '/reporting/v1/report-executions',
      headers: await reportingHeaders(world, actor),
      payload: JSON.stringify({
        reportTemplateId: await freshTemplate(world),
        scope: { branchIds: [world.org.branches.wellington.id] },
        filters: [
          {
            fieldName: 'arrivalDate',
            operator: { type: 'RANGE' },
            values: { minimum: '2026-01-01', maximum: '2026-01-31' },
          },
        ],
      }),
    }),
    observe: reportingAnswer,
    expect: {
      anonymous: 'HTTP 401: UNAUTHENTICATED',
      noRole: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
      frontDesk: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
      branchManager: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
      reliefDesk: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
      areaManager: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
      superAdmin: 'HTTP 201: ok',
      otherAdmin: 'HTTP 403: CUSTOM_REPORT_RUN_DENIED',
    },
  }),
];

/** DELETE sends no body: no content type. */
async function bearerAndTenant(world: World, actor: Actor): Promise<Record<string, string>> {
  const { 'content-type': _type, ...headers } = await reportingHeaders(world, actor);
  return headers;
}
