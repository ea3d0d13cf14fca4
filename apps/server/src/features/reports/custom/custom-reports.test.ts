import { customReportMessages, formMessages } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeArrival,
  makePerson,
  makeRole,
  makeRoleAssignment,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { makeBookableSession } from '../../sessions/bookings/bookings.testing.ts';
import type { ReportTemplateView } from './custom-reports.service.ts';

let server: TestServer;
let org: OrganisationScenario;
/** manage-reports and view-reports on ALL_BRANCHES, but not the super-admin group. */
let reportManager: StaffUser;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  reportManager = await org.build(async (tx) => {
    await makeRole(tx, {
      id: 'report-manager',
      name: 'Report manager',
      operations: ['manage-reports', 'view-reports'],
    });
    const user = await makeStaffUser(tx, { homeBranchId: org.branches.wellington.id });
    await makeRoleAssignment(tx, { userId: user.userId, roleId: 'report-manager', scope: 'ALL_BRANCHES' });
    return user;
  });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: unknown;
}

/** A Reporting API call as the web makes it: bearer token and the tenant header (unless `tenant` says otherwise). */
async function call(
  viewer: StaffUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  tenant?: string | null,
): Promise<Answer> {
  const token = viewer ? await server.tokens.issue(viewer) : null;
  const tenantHeader = tenant === undefined ? (viewer?.applicationId ?? null) : tenant;
  const response = await server.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenantHeader ? { 'x-application-id': tenantHeader } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.body === '' ? null : JSON.parse(response.body) };
}

const codeOf = (answer: Answer) =>
  (answer.body as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code;
const fieldErrorsOf = (answer: Answer) =>
  Object.fromEntries(
    ((answer.body as { errors?: { field: string | null; message: string }[] }).errors ?? []).map((error) => [
      error.field,
      error.message,
    ]),
  );

let names = 0;
/** A valid template over arrivals; `changes` replace its parts. */
function arrivalsTemplate(changes: Record<string, unknown> = {}) {
  names += 1;
  return {
    name: `Visits ${names}`,
    description: 'Visits per branch',
    dataset: { id: 'arrivals' },
    dataFields: [
      { fieldName: 'branch', filtered: false },
      { fieldName: 'arrivalDate', filtered: true },
      { fieldName: 'visits', filtered: false },
    ],
    groupBy: ['branch'],
    aggregations: [{ type: 'SUM', fieldName: 'visits', resultingFieldName: 'SUM_visits' }],
    orderBy: [{ fieldName: 'branch', order: 'ASC' }],
    ...changes,
  };
}

async function createTemplate(template: Record<string, unknown>): Promise<ReportTemplateView> {
  const created = await call(org.superAdmin, 'POST', '/reporting/v1/report-templates', {
    reportTemplate: template,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as ReportTemplateView;
}

describe('the Reporting API of custom reports', () => {
  it('lists the five datasets with typed, described fields; needs a token, the tenant header and view-reports', async () => {
    const answer = await call(org.frontDesk, 'GET', '/reporting/v1/datasets');
    expect(answer.status).toBe(403);
    expect(codeOf(answer)).toBe('CUSTOM_REPORT_VIEW_DENIED');
    const listed = await call(org.branchManager, 'GET', '/reporting/v1/datasets');
    expect(listed.status).toBe(200);
    const { datasets } = listed.body as {
      datasets: {
        id: string;
        dataFields: { name: string; dataType: string; filterable: boolean; description: string }[];
      }[];
    };
    expect(datasets.map((dataset) => dataset.id)).toEqual([
      'members',
      'memberships',
      'payments',
      'arrivals',
      'sessions',
    ]);
    for (const dataset of datasets) {
      expect(dataset.dataFields.some((field) => field.filterable)).toBe(true);
      for (const field of dataset.dataFields) {
        expect(field.description).not.toBe('');
        expect(field.filterable).toBe(
          field.dataType === 'DATE' || field.dataType === 'DATETIME' ? field.filterable : false,
        );
      }
    }
    expect((await call(null, 'GET', '/reporting/v1/datasets')).status).toBe(401);
    const noHeader = await call(org.superAdmin, 'GET', '/reporting/v1/datasets', undefined, null);
    expect([noHeader.status, codeOf(noHeader)]).toEqual([403, 'CUSTOM_REPORT_TENANT_MISMATCH']);
    const other = await secondTenant(server);
    const foreign = await call(
      org.superAdmin,
      'GET',
      '/reporting/v1/report-templates',
      undefined,
      other.applicationId,
    );
    expect([foreign.status, codeOf(foreign)]).toEqual([403, 'CUSTOM_REPORT_TENANT_MISMATCH']);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', customReportMessages.nameRequired],
    ['a name of 81', { name: 'n'.repeat(81) }, 'name', formMessages.tooLong('Name', 80)],
    ['no description', { description: '' }, 'description', customReportMessages.descriptionRequired],
    [
      'a description of 401',
      { description: 'd'.repeat(401) },
      'description',
      formMessages.tooLong('Description', 400),
    ],
    ['no dataset', { dataset: null }, 'dataset', customReportMessages.datasetRequired],
    ['an unknown dataset', { dataset: { id: 'secrets' } }, 'dataset', customReportMessages.datasetUnknown],
    [
      'no column',
      { dataFields: [], groupBy: [], aggregations: [], orderBy: [] },
      'dataFields',
      customReportMessages.columnsRequired,
    ],
    [
      'no filterable column',
      { dataFields: [{ fieldName: 'branch', filtered: false }], aggregations: [], orderBy: [] },
      'dataFields',
      customReportMessages.columnsRequired,
    ],
    [
      'an unknown field',
      {
        dataFields: [
          { fieldName: 'password', filtered: false },
          { fieldName: 'arrivalDate', filtered: true },
        ],
        groupBy: [],
        aggregations: [],
        orderBy: [],
      },
      'dataFields.0.fieldName',
      customReportMessages.fieldUnknown('password'),
    ],
    [
      'a SUM of a text column',
      { aggregations: [{ type: 'SUM', fieldName: 'branch' }], groupBy: ['arrivalDate'], orderBy: [] },
      'aggregations.0.fieldName',
      customReportMessages.aggregationNumbersOnly('branch'),
    ],
    [
      'an AVG',
      { aggregations: [{ type: 'AVG', fieldName: 'visits' }] },
      'aggregations.0.type',
      customReportMessages.aggregationSumOnly,
    ],
    [
      'a group outside the columns',
      { groupBy: ['denialReason'] },
      'groupBy.0',
      customReportMessages.groupByNotColumn('denialReason'),
    ],
    [
      'an order on a column the totals leave out',
      { orderBy: [{ fieldName: 'arrivalDate', order: 'ASC' }] },
      'orderBy.0.fieldName',
      customReportMessages.orderByUnknown('arrivalDate'),
    ],
  ])('refuses %s with the spec text', async (_case, changes, field, message) => {
    const answer = await call(org.superAdmin, 'POST', '/reporting/v1/report-templates', {
      reportTemplate: arrivalsTemplate(changes),
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer)[field]).toBe(message);
  });

  it('creates, lists by name, reads, updates and deletes; names are unique ignoring case; who may is spec 3 §6', async () => {
    const zebra = await createTemplate(arrivalsTemplate({ name: 'Zebra visits' }));
    expect(zebra).toMatchObject({
      name: 'Zebra visits',
      dataset: { id: 'arrivals' },
      aggregations: [{ type: 'SUM', fieldName: 'visits', resultingFieldName: 'SUM_visits' }],
      branchId: null,
      createdBy: { id: org.superAdmin.personId },
      updatedBy: { id: org.superAdmin.personId },
    });
    await createTemplate(arrivalsTemplate({ name: 'alpha visits' }));
    const taken = await call(org.superAdmin, 'POST', '/reporting/v1/report-templates', {
      reportTemplate: arrivalsTemplate({ name: 'ZEBRA VISITS' }),
    });
    expect([taken.status, fieldErrorsOf(taken).name]).toEqual([400, customReportMessages.nameTaken]);

    const list = await call(org.branchManager, 'GET', '/reporting/v1/report-templates');
    const listed = (list.body as { reportTemplates: ReportTemplateView[] }).reportTemplates.map(
      (t) => t.name,
    );
    expect(listed.indexOf('alpha visits')).toBeLessThan(listed.indexOf('Zebra visits'));
    expect((await call(org.branchManager, 'GET', `/reporting/v1/report-templates/${zebra.id}`)).body).toEqual(
      zebra,
    );
    expect((await call(org.branchManager, 'GET', '/reporting/v1/report-templates/not-an-id')).status).toBe(
      404,
    );

    // Branch-level managers hold manage-reports, but only at their branches: not organisation level.
    const byBranch = await call(org.branchManager, 'POST', '/reporting/v1/report-templates', {
      reportTemplate: arrivalsTemplate(),
    });
    expect([byBranch.status, codeOf(byBranch)]).toEqual([403, 'CUSTOM_REPORT_MANAGE_DENIED']);

    const renamed = await call(reportManager, 'PUT', `/reporting/v1/report-templates/${zebra.id}`, {
      reportTemplate: arrivalsTemplate({
        name: 'Zebra crossings',
        groupBy: [],
        aggregations: [],
        orderBy: [],
      }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Zebra crossings',
      groupBy: [],
      createdBy: { id: org.superAdmin.personId },
      updatedBy: { id: reportManager.personId },
    });
    const onItself = await call(reportManager, 'PUT', `/reporting/v1/report-templates/${zebra.id}`, {
      reportTemplate: arrivalsTemplate({ name: 'zebra CROSSINGS' }),
    });
    expect(onItself.status).toBe(200);

    const notSuper = await call(reportManager, 'DELETE', `/reporting/v1/report-templates/${zebra.id}`);
    expect([notSuper.status, codeOf(notSuper)]).toEqual([403, 'CUSTOM_REPORT_DELETE_DENIED']);
    expect((await call(org.superAdmin, 'DELETE', `/reporting/v1/report-templates/${zebra.id}`)).status).toBe(
      204,
    );
    expect((await call(org.superAdmin, 'GET', `/reporting/v1/report-templates/${zebra.id}`)).status).toBe(
      404,
    );
    expect((await call(org.superAdmin, 'DELETE', `/reporting/v1/report-templates/${zebra.id}`)).status).toBe(
      404,
    );
  });

  it.each([
    ['no branch', { scope: { branchIds: [] } }, 'scope.branchIds', customReportMessages.branchRequired],
    ['no date filter', { filters: [] }, 'filters', customReportMessages.dateFilterRequired],
    [
      'a missing date',
      { filters: [range('arrivalDate', '', '2026-01-31')] },
      'filters.0.values.minimum',
      customReportMessages.dateRequired,
    ],
    [
      'an impossible date',
      { filters: [range('arrivalDate', '2026-02-30', '2026-03-31')] },
      'filters.0.values.minimum',
      formMessages.validDateRequired,
    ],
    [
      'the year 1850',
      { filters: [range('arrivalDate', '1850-01-01', '2026-03-31')] },
      'filters.0.values.minimum',
      formMessages.dateLooksWrong,
    ],
    [
      'a non-date column',
      { filters: [range('branch', '2026-01-01', '2026-03-31')] },
      'filters.0.fieldName',
      customReportMessages.filterNotColumn('branch'),
    ],
  ])('refuses a run with %s', async (_case, changes, field, message) => {
    const template = await createTemplate(arrivalsTemplate());
    const answer = await call(org.superAdmin, 'POST', '/reporting/v1/report-executions', {
      reportTemplateId: template.id,
      scope: { branchIds: [org.branches.auckland.id] },
      filters: [range('arrivalDate', '2026-01-01', '2026-01-31')],
      ...changes,
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer)[field]).toBe(message);
  });

  it('runs only at branches where the viewer may run reports', async () => {
    const template = await createTemplate(arrivalsTemplate());
    const run = (viewer: StaffUser, branchIds: string[]) =>
      call(viewer, 'POST', '/reporting/v1/report-executions', {
        reportTemplateId: template.id,
        scope: { branchIds },
        filters: [range('arrivalDate', '2026-01-01', '2026-01-31')],
      });
    const elsewhere = await run(org.branchManager, [org.branches.auckland.id, org.branches.wellington.id]);
    expect([elsewhere.status, codeOf(elsewhere)]).toEqual([403, 'CUSTOM_REPORT_RUN_DENIED']);
    expect((await run(org.frontDesk, [org.branches.wellington.id])).status).toBe(403);
    const own = await run(org.branchManager, [org.branches.auckland.id]);
    expect(own.status).toBe(201);
    const { executeReport } = own.body as { executeReport: { resultSetUrl: string; resultSetId: string } };
    expect(executeReport.resultSetUrl).toBe(`/reporting/v1/result-sets/${executeReport.resultSetId}`);
  });

  it("runs and reads a template only where the viewer may see what its dataset's rows are", async () => {
    // A custom role that runs reports at Auckland and sees its visits, not its sales.
    const reporter = await org.build(async (tx) => {
      await makeRole(tx, {
        id: 'visits-reporter',
        name: 'Visits reporter',
        operations: ['view-reports', 'run-report', 'view-arrival'],
      });
      return makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'visits-reporter', scope: { branchId: org.branches.auckland.id } }],
      });
    });
    const payments = await createTemplate(
      arrivalsTemplate({
        dataset: { id: 'payments' },
        dataFields: [
          { fieldName: 'entryType', filtered: false },
          { fieldName: 'date', filtered: true },
          { fieldName: 'amount', filtered: false },
        ],
        groupBy: ['entryType'],
        aggregations: [{ type: 'SUM', fieldName: 'amount' }],
        orderBy: [{ fieldName: 'entryType', order: 'ASC' }],
      }),
    );
    const visits = await createTemplate(arrivalsTemplate());
    const run = (viewer: StaffUser, templateId: string, field: string) =>
      call(viewer, 'POST', '/reporting/v1/report-executions', {
        reportTemplateId: templateId,
        scope: { branchIds: [org.branches.auckland.id] },
        filters: [range(field, '2026-01-01', '2026-01-31')],
      });
    const resultSetOf = (answer: Answer) =>
      (answer.body as { executeReport: { resultSetUrl: string } }).executeReport.resultSetUrl;

    const ownSales = await run(reporter, payments.id, 'date');
    expect([ownSales.status, codeOf(ownSales)]).toEqual([403, 'CUSTOM_REPORT_RUN_DENIED']);
    const ownVisits = await run(reporter, visits.id, 'arrivalDate');
    expect(ownVisits.status).toBe(201);
    expect((await call(reporter, 'GET', resultSetOf(ownVisits))).status).toBe(200);
    // Someone else's run over the ledger, shared by its address: the reporter may not read it.
    const sales = await run(org.superAdmin, payments.id, 'date');
    expect(sales.status).toBe(201);
    expect((await call(reporter, 'GET', resultSetOf(sales))).status).toBe(403);
    expect((await call(reporter, 'GET', `${resultSetOf(sales)}/export?format=csv`)).status).toBe(403);
    expect((await call(org.superAdmin, 'GET', resultSetOf(sales))).status).toBe(200);
  });
});

/**
 * Each dataset on a hand-built organisation whose answer is known: January 2026 at Auckland and
 * Wellington (both Pacific/Auckland, UTC+13 in summer), totals per group, and the branch manager
 * of Auckland seeing Auckland's rows only.
 */
describe('custom report figures per dataset', () => {
  const JAN = ['2026-01-01', '2026-01-31'] as const;
  let lastResultSet = '';
  /** Runs `template` over January and reads its result set's rows as the grid gets them. */
  async function rowsOf(
    template: Record<string, unknown>,
    filterField: string,
    viewer: StaffUser = org.superAdmin,
    branchIds: string[] = [org.branches.auckland.id, org.branches.wellington.id],
  ): Promise<Record<string, unknown>[]> {
    const created = await createTemplate(template);
    const run = await call(viewer, 'POST', '/reporting/v1/report-executions', {
      reportTemplateId: created.id,
      scope: { branchIds },
      filters: [range(filterField, ...JAN)],
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const { resultSetUrl } = (run.body as { executeReport: { resultSetUrl: string } }).executeReport;
    lastResultSet = resultSetUrl;
    const read = await call(viewer, 'GET', resultSetUrl);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    return (read.body as { rows: Record<string, unknown>[] }).rows;
  }
  const columns = (...names: string[]) =>
    names.map((fieldName, index) => ({ fieldName, filtered: index === 1 }));
  const totals = (group: string, ...sums: string[]) => ({
    groupBy: [group],
    aggregations: sums.map((fieldName) => ({ type: 'SUM', fieldName })),
    orderBy: [{ fieldName: group, order: 'ASC' }],
  });
  const AT = (iso: string) => new Date(iso);

  it('members: members who joined in January, per home branch', async () => {
    await org.build(async (tx) => {
      const auckland = org.branches.auckland.id;
      await makePerson(tx, { homeBranchId: auckland, joinedAt: AT('2026-01-10T01:00:00Z') });
      // 00:30 on 1 February in Auckland is still 31 January in UTC: not January's.
      await makePerson(tx, { homeBranchId: auckland, joinedAt: AT('2026-01-31T11:30:00Z') });
      await makePerson(tx, {
        homeBranchId: auckland,
        role: 'Prospect',
        joinedAt: AT('2026-01-12T01:00:00Z'),
      });
      await makePerson(tx, {
        homeBranchId: org.branches.wellington.id,
        joinedAt: AT('2026-01-15T01:00:00Z'),
      });
    });
    const rows = await rowsOf(
      arrivalsTemplate({
        dataset: { id: 'members' },
        dataFields: columns('branch', 'joinedDate', 'members'),
        ...totals('branch', 'members'),
      }),
      'joinedDate',
    );
    expect(rows).toEqual([
      { branch: org.branches.auckland.name, SUM_members: 1 },
      { branch: org.branches.wellington.name, SUM_members: 1 },
    ]);
    // A status reads as the screens say it, not as it is stored.
    const statuses = await rowsOf(
      arrivalsTemplate({
        dataset: { id: 'members' },
        dataFields: columns('status', 'joinedDate'),
        groupBy: [],
        aggregations: [],
        orderBy: [{ fieldName: 'status', order: 'ASC' }],
      }),
      'joinedDate',
    );
    expect([...new Set(statuses.map((row) => row.status))]).toEqual(['Member']);
  });

  it('memberships and payments: join fees and ledger entries of January', async () => {
    await org.build(async (tx) => {
      for (const [branchId, fees] of [
        [
          org.branches.auckland.id,
          [
            [1000, '2026-01-07'],
            [500, '2026-01-20'],
            [9999, '2026-03-01'],
          ],
        ],
        [org.branches.wellington.id, [[300, '2026-01-10']]],
      ] as const) {
        const catalogue = await makeWeeklyCatalogue(tx, branchId);
        for (const [joinFee, startDate] of fees) {
          const person = await makePerson(tx, { homeBranchId: branchId });
          await makeMembership(tx, {
            personId: person.id,
            branchId,
            membershipPlanId: catalogue.plan,
            paymentOptionId: catalogue.weekly,
            joinFee,
            startDate,
            ledger:
              joinFee === 1000
                ? [
                    {
                      type: 'CHARGE',
                      chargeKey: 'PAYMENT:1',
                      kind: 'PAYMENT',
                      amount: 2500,
                      date: '2026-01-14',
                    },
                    {
                      type: 'PAYMENT',
                      amount: 2000,
                      date: '2026-01-14',
                      reference: 'R1',
                      paymentType: 'Cash',
                    },
                    {
                      type: 'CHARGE',
                      chargeKey: 'PAYMENT:2',
                      kind: 'PAYMENT',
                      amount: 2500,
                      date: '2026-02-11',
                    },
                  ]
                : [],
          });
        }
      }
    });
    const memberships = await rowsOf(
      arrivalsTemplate({
        dataset: { id: 'memberships' },
        dataFields: columns('branch', 'startDate', 'joinFee', 'memberships'),
        ...totals('branch', 'joinFee', 'memberships'),
      }),
      'startDate',
    );
    expect(memberships).toEqual([
      { branch: org.branches.auckland.name, SUM_joinFee: 1500, SUM_memberships: 2 },
      { branch: org.branches.wellington.name, SUM_joinFee: 300, SUM_memberships: 1 },
    ]);
    const payments = await rowsOf(
      arrivalsTemplate({
        dataset: { id: 'payments' },
        dataFields: columns('entryType', 'date', 'amount'),
        ...totals('entryType', 'amount'),
      }),
      'date',
    );
    expect(payments).toEqual([
      { entryType: 'Charge', SUM_amount: 2500 },
      { entryType: 'Payment', SUM_amount: 2000 },
    ]);
  });

  it("arrivals: visits by the branch's local day (23:30 on the 31st counts), and one branch's staff see its rows only", async () => {
    const member = await org.build(async (tx) => {
      const auckland = org.branches.auckland.id;
      const person = await makePerson(tx, { homeBranchId: auckland });
      await makeArrival(tx, {
        personId: person.id,
        branchId: auckland,
        arrivedAt: AT('2026-01-31T10:30:00Z'),
      });
      await makeArrival(tx, {
        personId: person.id,
        branchId: auckland,
        arrivedAt: AT('2026-01-31T11:30:00Z'),
      });
      await makeArrival(tx, {
        personId: person.id,
        branchId: auckland,
        arrivedAt: AT('2026-01-05T01:00:00Z'),
        granted: false,
      });
      await makeArrival(tx, {
        personId: person.id,
        branchId: org.branches.wellington.id,
        arrivedAt: AT('2026-01-15T01:00:00Z'),
      });
      return person;
    });
    const template = arrivalsTemplate({
      dataFields: columns('branch', 'arrivalDate', 'visits'),
      ...totals('branch', 'visits'),
    });
    expect(await rowsOf(template, 'arrivalDate')).toEqual([
      { branch: org.branches.auckland.name, SUM_visits: 1 },
      { branch: org.branches.wellington.name, SUM_visits: 1 },
    ]);
    const detail = await rowsOf(
      arrivalsTemplate({
        dataFields: columns('firstName', 'arrivedAt', 'granted'),
        groupBy: [],
        aggregations: [],
        orderBy: [{ fieldName: 'arrivedAt', order: 'ASC' }],
      }),
      'arrivedAt',
      org.branchManager,
      [org.branches.auckland.id],
    );
    expect(detail).toEqual([
      expect.objectContaining({
        arrivedAt: '2026-01-05T14:00:00+13:00',
        granted: false,
        memberId: member.id,
      }),
      expect.objectContaining({
        arrivedAt: '2026-01-31T23:30:00+13:00',
        granted: true,
        homeBranchId: org.branches.auckland.id,
      }),
    ]);
    // A sorted export is ordered in SQL (the source is sortable), newest first here.
    const token = await server.tokens.issue(org.branchManager);
    const csv = await server.app.inject({
      method: 'GET',
      url: `${lastResultSet}/export?format=csv&sort=arrivedAt&dir=desc`,
      headers: { authorization: `Bearer ${token}`, 'x-application-id': org.applicationId },
    });
    expect(
      csv.body
        .split('\r\n')
        .filter((line) => line.includes('2026-01'))
        .map((line) => line.slice(-30)),
    ).toEqual([
      expect.stringContaining('2026-01-31T23:30:00+13:00'),
      expect.stringContaining('2026-01-05T14:00:00+13:00'),
    ]);
  });

  it('sessions: bookings and attendance of January sessions', async () => {
    await org.build(async (tx) => {
      const session = await makeBookableSession(tx, {
        branchId: org.branches.auckland.id,
        name: 'Spin',
        startsAt: AT('2026-01-20T06:00:00Z'),
      });
      const later = await makeBookableSession(tx, {
        branchId: org.branches.auckland.id,
        name: 'Spin',
        startsAt: AT('2026-02-20T06:00:00Z'),
      });
      const people = await Promise.all(
        [0, 1, 2].map(() => makePerson(tx, { homeBranchId: org.branches.auckland.id })),
      );
      const book = (
        sessionId: string,
        personId: string | undefined,
        status: string,
        attended: boolean,
        cancelled: boolean,
      ) =>
        tx.execute(sql`insert into session_bookings (application_id, session_id, person_id, status, checked_in_at, cancelled_at)
          select application_id, id, ${personId}, ${status}, ${attended ? sql`now()` : null}, ${cancelled ? sql`now()` : null}
          from sessions where id = ${sessionId}`);
      await book(session.id, people[0]?.id, 'ATTENDED', true, false);
      await book(session.id, people[1]?.id, 'BOOKED', false, false);
      await book(session.id, people[2]?.id, 'BOOKED', false, true);
      await book(later.id, people[0]?.id, 'BOOKED', false, false);
    });
    const rows = await rowsOf(
      arrivalsTemplate({
        dataset: { id: 'sessions' },
        dataFields: columns('sessionName', 'sessionDate', 'bookings', 'attendances'),
        ...totals('sessionName', 'bookings', 'attendances'),
      }),
      'sessionDate',
    );
    expect(rows).toEqual([{ sessionName: 'Spin', SUM_bookings: 2, SUM_attendances: 1 }]);
  });
});

function range(fieldName: string, minimum: string, maximum: string) {
  return { fieldName, operator: { type: 'RANGE' }, values: { minimum, maximum } };
}
