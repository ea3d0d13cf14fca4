import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlagOverrides } from '../../../app/flags/flags.ts';
import { fakeRuntime, renderApp } from '../../../testing/app.tsx';
import { eventually } from '../../../testing/eventually.ts';
import { startUpAnswers } from '../../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../../testing/graphql.ts';
import { checkSchedule, describeTiming, newScheduleValues, scheduleMessages } from './schedule-form.ts';

const BASE = 'http://test.local/reporting/v1';

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(path: string, more: Fixtures = {}, flags: FlagOverrides = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    ReportingApi: { data: { getRestApiUrl: BASE } },
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  return { ...test, ...renderApp({ path, runtime: { status: 'ready', runtime }, flags }) };
}

const RESULT_SET = {
  id: 'rs-9',
  title: 'Member sign up',
  timeZone: 'Pacific/Auckland',
  columns: [{ name: 'memberName', displayName: 'Member', dataType: 'STRING' }],
  rows: [{ memberName: 'Ana' }],
  totalRows: 1,
  truncated: false,
  summaries: {},
};

describe('report schedules (docs/reports.md "Schedules")', { timeout: 20_000 }, () => {
  it('the form asks for a day, an hour and a recipient, with the server texts', () => {
    const empty = checkSchedule({ ...newScheduleValues(), frequency: 'MONTHLY', dayOfMonth: '29' });
    expect(empty).toEqual({
      ok: false,
      errors: {
        dayOfMonth: scheduleMessages.dayOfMonthRequired,
        recipients: scheduleMessages.recipientsRequired,
      },
    });
    const weekly = checkSchedule({ ...newScheduleValues(), dayOfWeek: '', recipients: ['u-1'] });
    expect(weekly).toEqual({ ok: false, errors: { dayOfWeek: 'Choose the day of the week' } });
    expect(
      checkSchedule({ ...newScheduleValues(), frequency: 'DAILY', hour: '9', recipients: ['u-1'] }),
    ).toEqual({
      ok: true,
      value: {
        frequency: 'DAILY',
        hour: 9,
        dayOfWeek: null,
        dayOfMonth: null,
        format: 'xlsx',
        recipients: ['u-1'],
      },
    });
    expect(describeTiming({ frequency: 'WEEKLY', hour: 7, dayOfWeek: 3, dayOfMonth: null })).toBe(
      'Weekly on Wednesday at 07:00',
    );
  });

  it('schedules the report just run: its branches and parameters, the timing and the recipients chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(RESULT_SET), { status: 200 })),
    );
    const { calls, router } = open('/organization/reports', {
      ReportSchedules: { data: { reportSchedules: [] } },
      ReportScheduleRecipients: {
        data: {
          reportScheduleRecipients: [
            { userId: 'u-1', firstName: 'Bea', lastName: 'Manager', hasEmail: true },
            { userId: 'u-2', firstName: 'Nomail', lastName: 'Person', hasEmail: false },
          ],
        },
      },
      CreateReportSchedule: { data: { createReportSchedule: { id: 'sch-1' } } },
    });
    await screen.findByRole('heading', { name: 'Standard reports' });
    await router.navigate('/organization/sfreports/highusage', {
      state: {
        reportUrl: `${BASE}/result-sets/rs-9`,
        title: 'High usage',
        from: '2026-01-01',
        to: '2026-01-31',
        branchNames: ['Auckland CBD'],
        schedule: { report: 'highusage', title: 'High usage', branches: ['akl'], minVisit: 3 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('form', { name: 'Schedule report' });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    const message = await within(form).findByText('Choose at least one recipient');
    // A list opens below its field, over what follows: the message stands above the recipients'
    // input, and the day and time (whose lists would cover it) come after the recipients.
    const recipientsInput = within(form).getByLabelText('Recipients', { selector: 'input' });
    const precedes = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(precedes(message, recipientsInput)).toBe(true);
    for (const label of ['Day', 'Time']) {
      expect(precedes(recipientsInput, within(form).getByLabelText(label, { selector: 'input' }))).toBe(true);
    }
    fireEvent.click(within(form).getByText('Monthly'));
    fireEvent.click(within(form).getByLabelText('Recipients', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bea Manager' }));
    fireEvent.click(within(form).getByText('CSV'));
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'CreateReportSchedule')?.variables).toEqual({
        input: {
          report: 'highusage',
          branches: ['akl'],
          minVisit: 3,
          membershipPlans: null,
          country: null,
          frequency: 'MONTHLY',
          hour: 7,
          dayOfWeek: null,
          dayOfMonth: 1,
          format: 'csv',
          recipients: ['u-1'],
        },
      }),
    );
    await eventually(() => expect(screen.queryByRole('form', { name: 'Schedule report' })).toBeNull());
  });

  it('schedules a custom report from its result page: the template, the date column it ran by, its branches', async () => {
    const template = {
      id: 't-1',
      name: 'Desk payments',
      description: 'What the desk took',
      dataset: { id: 'payments' },
      dataFields: [
        { fieldName: 'paidOn', filtered: true },
        { fieldName: 'amount', filtered: false },
      ],
      groupBy: [],
      aggregations: [],
      orderBy: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const answers: Record<string, unknown> = {
      'GET /report-templates': { reportTemplates: [template] },
      'GET /datasets': { datasets: [{ id: 'payments', description: 'Payments', dataFields: [] }] },
      'POST /report-executions': {
        executeReport: { resultSetUrl: `${BASE}/result-sets/rs-9`, resultSetId: 'rs-9' },
      },
      'GET /result-sets/rs-9': { ...RESULT_SET, title: 'Desk payments' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input).replace(BASE, '').split('?')[0]}`;
        const body = answers[key];
        return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404 });
      }),
    );
    const { calls, router } = open(
      '/organization/reports',
      {
        ReportSchedules: { data: { reportSchedules: [] } },
        ReportScheduleRecipients: {
          data: {
            reportScheduleRecipients: [
              { userId: 'u-1', firstName: 'Bea', lastName: 'Manager', hasEmail: true },
            ],
          },
        },
        CreateReportSchedule: { data: { createReportSchedule: { id: 'sch-2' } } },
      },
      { save_custom_report: true },
    );
    fireEvent.click(await screen.findByText('Custom'));
    fireEvent.click(await screen.findByRole('button', { name: 'Run Desk payments' }));
    const run = await screen.findByRole('form', { name: 'Run Desk payments' });
    fireEvent.click(within(run).getByLabelText(/^Branches/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Auckland CBD' }));
    fireEvent.change(within(run).getByLabelText('From'), { target: { value: '1/10/2026' } });
    fireEvent.change(within(run).getByLabelText('To'), { target: { value: '31/10/2026' } });
    fireEvent.click(within(run).getByRole('button', { name: 'Run report' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/customreport'));
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('form', { name: 'Schedule report' });
    expect(screen.getByText('Schedule Desk payments')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Recipients', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bea Manager' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'CreateReportSchedule')?.variables).toEqual({
        input: {
          customTemplateId: 't-1',
          dateField: 'paidOn',
          branches: ['akl'],
          frequency: 'WEEKLY',
          hour: 7,
          dayOfWeek: 1,
          dayOfMonth: null,
          format: 'xlsx',
          recipients: ['u-1'],
        },
      }),
    );
  });

  it('lists the schedules with their last run and why it failed, and deletes one after asking', async () => {
    const { calls } = open('/organization/reports', {
      ReportSchedules: {
        data: {
          reportSchedules: [
            {
              id: 'sch-1',
              report: 'membersignup',
              title: 'Member sign up report',
              branches: ['akl'],
              frequency: 'WEEKLY',
              hour: 7,
              dayOfWeek: 1,
              dayOfMonth: null,
              format: 'xlsx',
              recipients: [{ userId: 'u-1', firstName: 'Bea', lastName: 'Manager' }],
              owner: { userId: 'u-1', firstName: 'Bea', lastName: 'Manager' },
              runs: [
                {
                  id: 'run-1',
                  period: '2026-03-16',
                  rangeStart: '2026-03-09',
                  rangeEnd: '2026-03-15',
                  status: 'FAILED',
                  reason: "You don't have permission to run reports at these branches.",
                  rowCount: null,
                  recipientsEmailed: 0,
                  ranAt: '2026-03-15T20:10:00Z',
                },
              ],
            },
          ],
        },
      },
      DeleteReportSchedule: { data: { deleteReportSchedule: 'sch-1' } },
    });
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    expect(within(table).getByText('Weekly on Monday at 07:00')).toBeTruthy();
    expect(within(table).getByText('Bea Manager')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(
      within(table).getByText("You don't have permission to run reports at these branches."),
    ).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('button', { name: 'Delete the schedule of Member sign up report' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'DeleteReportSchedule')?.variables).toEqual({
        id: 'sch-1',
      }),
    );
  });
});
