import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlagOverrides } from '../../app/flags/flags.ts';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';
import { REPORT_NOT_OPEN } from './result/ReportResultPage.tsx';

const BASE = 'http://test.local/reporting/v1';

interface RestCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The Reporting REST API, answered by path: what the page asks, with the credentials it sends. */
function stubReporting(answers: Record<string, (call: RestCall) => { status: number; body?: unknown }>) {
  const calls: RestCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = String(input);
      const call: RestCall = {
        method: init?.method ?? 'GET',
        url,
        headers: Object.fromEntries(Object.entries(init?.headers ?? {})),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const key = `${call.method} ${url.replace(BASE, '').split('?')[0]}`;
      const answer = answers[key]?.(call) ?? { status: 404, body: {} };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(
  path: string,
  options: { more?: Fixtures; assignments?: Assignment[]; flags?: FlagOverrides } = {},
) {
  const test = createTestClient({
    ...startUpAnswers(options.assignments),
    ReportingApi: { data: { getRestApiUrl: BASE } },
    ...options.more,
  });
  const { runtime } = fakeRuntime(test.client);
  return {
    ...test,
    ...renderApp({ path, runtime: { status: 'ready', runtime }, flags: options.flags ?? {} }),
  };
}

const TILE_TITLES = [
  'Contact tracing',
  'In-branch payment',
  'High usage',
  'Membership',
  'Membership ending',
  'Suspension ending',
  'Member sign up',
  'Member visit',
  'Non-attendance',
];

describe('reports page (spec 3 §2 "Reports")', { timeout: 20_000 }, () => {
  it('shows the nine standard report tiles to whoever may run reports', async () => {
    open('/organization/reports');
    await screen.findByRole('heading', { name: 'Standard reports' });
    const tiles = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-report'));
    expect(tiles.map((tile) => tile.querySelector('span')?.textContent)).toEqual(TILE_TITLES);
    // Without the save-custom-report flag there is no switch and no Create report.
    expect(screen.queryByRole('radiogroup', { name: 'Reports shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create report' })).toBeNull();
  });

  it('hides contact tracing behind its flag', async () => {
    open('/branch/akl/reports', { flags: { contact_tracing_report: false } });
    await screen.findByRole('heading', { name: 'Standard reports' });
    expect(screen.queryByText('Contact tracing')).toBeNull();
    expect(screen.getByText('Membership ending')).toBeTruthy();
  });

  it('is closed to someone without view-reports', async () => {
    open('/branch/wlg/reports', { assignments: FRONT_DESK_WLG });
    expect(await screen.findByText(/permission/i)).toBeTruthy();
  });

  it('opens a report form whose rules speak the spec', async () => {
    open('/organization/reports');
    fireEvent.click(await screen.findByText('High usage'));
    const form = await screen.findByRole('form', { name: 'High usage report' });
    fireEvent.click(within(form).getByRole('button', { name: 'Run report' }));
    expect(await within(form).findAllByText('Date is required')).toHaveLength(2);
    expect(within(form).getByText('At least one branch is required')).toBeTruthy();
    expect(within(form).getByText('A number greater than 0 is required')).toBeTruthy();
  });

  it('asks for the report address without the cache and opens the result page with it', async () => {
    const { calls, router } = open('/branch/akl/reports', {
      more: {
        MembershipReport: { data: { membershipReport: { reportUrl: '/reporting/v1/result-sets/rs-5' } } },
      },
    });
    fireEvent.click(await screen.findByText('Membership'));
    const form = await screen.findByRole('form', { name: 'Membership report' });
    // A branch's report runs at that branch, named and not chosen.
    expect((within(form).getByLabelText('Branch') as HTMLInputElement).value).toBe('Auckland CBD');
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '1/1/2026' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '1/1/2027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Run report' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/branch/akl/sfreports/membership'));
    expect(router.state.location.state).toEqual({
      reportUrl: '/reporting/v1/result-sets/rs-5',
      title: 'Membership',
      from: '2026-01-01',
      to: '2027-01-01',
      branchNames: ['Auckland CBD'],
      // What Schedule on the result page schedules: the report as it was just asked for.
      schedule: {
        report: 'membership',
        title: 'Membership',
        branches: ['akl'],
        minVisit: null,
        membershipPlans: null,
        country: null,
      },
    });
    expect(calls.find((call) => call.operationName === 'MembershipReport')?.variables).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      branches: ['akl'],
    });
  });

  it("shows the server's refusal in a banner inside the form", async () => {
    open('/organization/reports', {
      more: {
        MembershipReport: {
          errors: [{ message: 'denied', extensions: { code: 'ACCESS_DENIED', category: 'denied' } }],
        },
      },
    });
    fireEvent.click(await screen.findByText('Membership'));
    const form = await screen.findByRole('form', { name: 'Membership report' });
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '1/1/2026' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '1/2/2026' } });
    fireEvent.click(within(form).getByLabelText(/^Branches/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wellington Lambton Quay' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Run report' }));
    const banner = await within(form).findByRole('alert');
    expect(banner.textContent).toContain('The report was not generated');
  });
});

describe('report result page (spec 3 §2)', { timeout: 20_000 }, () => {
  it('says the report is no longer open after a reload, with a link back to Reports', async () => {
    open('/branch/akl/sfreports/membership');
    expect(await screen.findByText(REPORT_NOT_OPEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe(
      '/branch/akl/reports',
    );
    expect(screen.getByRole('heading', { name: 'Membership' })).toBeTruthy();
  });

  it('reads the result set at the address in the navigation state, with the bearer and tenant header', async () => {
    const calls = stubReporting({
      'GET /result-sets/rs-1': () => ({
        status: 200,
        body: {
          id: 'rs-1',
          title: 'Membership',
          timeZone: 'Pacific/Auckland',
          columns: [
            { name: 'memberName', displayName: 'Member', dataType: 'STRING', memberLink: true },
            { name: 'gender', displayName: 'Gender', dataType: 'STRING' },
          ],
          rows: [{ memberName: 'Ana Aroha', gender: 'Female', memberId: 'p-1', homeBranchId: 'akl' }],
          totalRows: 12_000,
          truncated: true,
          summaries: {},
          charts: { gender: { Male: 3, Female: 5, 'Prefer not to say': 2 } },
        },
      }),
    });
    const { router } = open('/organization/reports');
    await screen.findByRole('heading', { name: 'Standard reports' });
    await router.navigate('/organization/sfreports/membership', {
      state: {
        reportUrl: '/reporting/v1/result-sets/rs-1',
        title: 'Membership',
        from: '2026-01-01',
        to: '2026-06-30',
        branchNames: ['Auckland CBD'],
      },
    });
    const table = await screen.findByRole('table', { name: 'Membership' });
    expect(within(table).getByRole('link', { name: 'Ana Aroha' }).getAttribute('href')).toBe(
      '/branch/akl/members/p-1/overview',
    );
    expect(screen.getByText('Showing the first 1 of 12,000 rows. Export to get them all.')).toBeTruthy();
    expect(screen.getByText('5 (50%)')).toBeTruthy();
    expect(screen.getByText('1 Jan 2026 to 30 Jun 2026 · Auckland CBD')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('result-sets'))).toMatchObject({
      url: `${BASE}/result-sets/rs-1`,
      headers: { authorization: 'Bearer access-1', 'x-application-id': 'app-1', 'x-api-key': 'api-key-1' },
    });
  });

  it('exports as the grid is grouped and sorted, under the name the server gives, and prints a report', async () => {
    const calls = stubReporting({
      'GET /result-sets/rs-3': () => ({
        status: 200,
        body: {
          id: 'rs-3',
          title: 'Member sign up',
          timeZone: 'Pacific/Auckland',
          columns: [
            { name: 'memberName', displayName: 'Member', dataType: 'STRING' },
            { name: 'branchName', displayName: 'Branch', dataType: 'STRING' },
            { name: 'joinFee', displayName: 'Join fee', dataType: 'CURRENCY' },
          ],
          rows: [
            { memberName: 'Ana', branchName: 'Auckland CBD', joinFee: 1500 },
            { memberName: 'Ben', branchName: 'Wellington Lambton Quay', joinFee: 0 },
          ],
          totalRows: 2,
          truncated: false,
          summaries: { joinFee: 1500 },
        },
      }),
    });
    const downloads: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        if (String(input).includes('/export')) {
          calls.push({
            method: 'GET',
            url: String(input),
            headers: { ...(init?.headers as object) },
            body: undefined,
          });
          return new Response('a,b\n', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="Member sign up 2026-11-29 1405.xlsx"' },
          });
        }
        return realFetch(input, init);
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { router } = open('/organization/reports');
    await screen.findByRole('heading', { name: 'Standard reports' });
    await router.navigate('/organization/sfreports/membersignup', {
      state: {
        reportUrl: `${BASE}/result-sets/rs-3`,
        title: 'Member sign up',
        from: '2026-01-01',
        to: '2026-06-30',
        branchNames: ['Auckland CBD', 'Wellington Lambton Quay'],
      },
    });
    const table = await screen.findByRole('table', { name: 'Member sign up' });
    fireEvent.click(within(table).getByRole('button', { name: 'Member' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Member' }));
    fireEvent.click(screen.getByLabelText('Group by', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excel export' }));
    await eventually(() => expect(downloads).toEqual(['Member sign up 2026-11-29 1405.xlsx']));
    const exported = calls.find((call) => call.url.includes('/export'));
    expect(exported?.url).toBe(
      `${BASE}/result-sets/rs-3/export?format=xlsx&groupBy=branchName&sort=memberName&dir=desc`,
    );
    expect(exported?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-application-id': 'app-1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Print / Save to PDF' }));
    const sheet = await screen.findByTestId('report-print');
    expect(print).toHaveBeenCalledTimes(1);
    expect(within(sheet).getByRole('heading', { name: 'Member sign up' })).toBeTruthy();
    expect(within(sheet).getByText('Date range: 1 Jan 2026 to 30 Jun 2026')).toBeTruthy();
    expect(within(sheet).getByText('Branches: Auckland CBD, Wellington Lambton Quay')).toBeTruthy();
    expect(within(sheet).getByText('Branch: Auckland CBD (1)')).toBeTruthy();
    // Every row, its group's subtotal and the total of the money column.
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Member', 'Branch', 'Join fee']);
    expect(within(sheet).getAllByText('Subtotal')).toHaveLength(2);
    expect(within(sheet).getByText('Total')).toBeTruthy();
    click.mockRestore();
  });

  it('says the report failed when the result set is gone', async () => {
    stubReporting({ 'GET /result-sets/rs-2': () => ({ status: 404, body: { errors: [] } }) });
    const { router } = open('/organization/reports');
    await screen.findByRole('heading', { name: 'Standard reports' });
    await router.navigate('/organization/customreport', {
      state: {
        reportUrl: `${BASE}/result-sets/rs-2`,
        title: 'Desk payments',
        from: null,
        to: null,
        branchNames: [],
      },
    });
    expect(
      await screen.findByText('The report failed to be generated. Please contact the support team.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Desk payments' })).toBeTruthy();
  });
});

const TEMPLATE = {
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
  branchId: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};
const DATASETS = {
  datasets: [
    {
      id: 'payments',
      description: 'Payments',
      dataFields: [
        { name: 'paidOn', displayName: 'Paid on', dataType: 'DATE', filterable: true, description: '' },
        { name: 'amount', displayName: 'Amount', dataType: 'NUMBER', filterable: false, description: '' },
      ],
    },
  ],
};

describe('custom reports (spec 3 §2 "Custom view", §5)', { timeout: 30_000 }, () => {
  it('switches to the custom tiles, runs one and opens /customreport titled by the template', async () => {
    const calls = stubReporting({
      'GET /report-templates': () => ({
        status: 200,
        body: { reportTemplates: [{ ...TEMPLATE, id: 't-2', name: 'Zumba visits' }, TEMPLATE] },
      }),
      'GET /datasets': () => ({ status: 200, body: DATASETS }),
      'POST /report-executions': () => ({
        status: 201,
        body: { executeReport: { resultSetUrl: '/reporting/v1/result-sets/rs-9', resultSetId: 'rs-9' } },
      }),
    });
    const { router } = open('/organization/reports', { flags: { save_custom_report: true } });
    fireEvent.click(await screen.findByText('Custom'));
    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Desk payments', 'Zumba visits']);
    expect(screen.getAllByText('New')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Run Desk payments' }));
    const form = await screen.findByRole('form', { name: 'Run Desk payments' });
    fireEvent.click(within(form).getByRole('button', { name: 'Run report' }));
    expect(await within(form).findByText('At least one branch is required')).toBeTruthy();
    expect(within(form).getByText('Please select at least one date filter')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText(/^Branches/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Auckland CBD' }));
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '1/10/2026' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '31/10/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Run report' }));
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/customreport'));
    expect(router.state.location.state).toMatchObject({
      reportUrl: '/reporting/v1/result-sets/rs-9',
      title: 'Desk payments',
      branchNames: ['Auckland CBD'],
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reportTemplateId: 't-1',
      scope: { branchIds: ['akl'] },
      filters: [
        {
          fieldName: 'paidOn',
          operator: { type: 'RANGE' },
          values: { minimum: '2026-10-01', maximum: '2026-10-31' },
        },
      ],
    });
  });

  it('creates a template, with the spec texts first', async () => {
    const calls = stubReporting({
      'GET /report-templates': () => ({ status: 200, body: { reportTemplates: [TEMPLATE] } }),
      'GET /datasets': () => ({ status: 200, body: DATASETS }),
      'POST /report-templates': (call) => ({
        status: 201,
        body: { ...TEMPLATE, id: 't-3', ...(call.body as object) },
      }),
    });
    open('/organization/reports', { flags: { save_custom_report: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create report' }));
    const form = await screen.findByRole('form', { name: 'Create report' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'desk PAYMENTS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create report' }));
    expect(await within(form).findByText('Report template name must be unique')).toBeTruthy();
    expect(within(form).getByText('Description is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Takings' } });
    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'By day' } });
    fireEvent.click(within(form).getByLabelText(/^Dataset/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payments' }));
    fireEvent.click(within(form).getByLabelText(/^Columns/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid on (filterable)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create report' }));
    await eventually(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      reportTemplate: {
        name: 'Takings',
        description: 'By day',
        dataset: { id: 'payments' },
        dataFields: [{ fieldName: 'paidOn', filtered: true }],
      },
    });
  });
});
