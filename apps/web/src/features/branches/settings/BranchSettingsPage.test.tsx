import { branchAccessMessages } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../../testing/app.tsx';
import { eventually } from '../../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../../testing/fixtures.ts';
import { createTestClient } from '../../../testing/graphql.ts';
import type { OperationData } from '../../../testing/operations.ts';
import type { BranchAccessSettings } from './branch-access-api.ts';

const BASE = 'http://demo.test/access-control';

const branch: NonNullable<OperationData<'BranchSettings'>['getBranch']> = {
  __typename: 'Branch',
  id: 'wlg',
  name: 'Wellington Lambton Quay',
  legalName: 'Demo Fitness Wellington Ltd',
  businessNumberType: 'NZBN',
  businessNumber: '9429041000007',
  gstNumber: '49-091-850',
  isGstRegistered: true,
  country: 'NZ',
  businessEmailAddress: 'wlg@demo.example',
  memberDomainName: 'demo.example.com',
  timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
  address: {
    __typename: 'Address',
    address1: '1 Lambton Quay',
    address2: null,
    suburb: 'Te Aro',
    city: 'Wellington',
    state: null,
    postalCode: '6011',
    country: 'NZ',
  },
  contactNumber: { __typename: 'Phone', countryCode: 'NZ', number: '044001234' },
};

const settings = (overrides: Partial<BranchAccessSettings> = {}): BranchAccessSettings => ({
  branchId: 'wlg',
  timeZone: 'Pacific/Auckland',
  accessControlConfigured: true,
  settings: { accessPolicy: { requireVaccinationCertificate: false } },
  inForce: { requireVaccinationCertificate: false },
  scheduledPermissionCalculations: [],
  ...overrides,
});

const SCHEDULED = settings({
  settings: { accessPolicy: { requireVaccinationCertificate: true } },
  scheduledPermissionCalculations: [
    { requireVaccinationCertificate: true, effectiveFrom: '2026-11-30', effectiveAt: '2026-11-29T11:00:00Z' },
  ],
});

/** The access-control service: GET answers `current`, each PUT answers what `put` says. */
function stubService(
  current: BranchAccessSettings,
  put: (wanted: boolean) => { status: number; body: unknown },
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: String(input), body });
      const wanted = (body as { settings?: { accessPolicy?: { requireVaccinationCertificate?: boolean } } })
        ?.settings?.accessPolicy?.requireVaccinationCertificate;
      const answer = method === 'PUT' ? put(wanted === true) : { status: 200, body: current };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const DOOR = {
  __typename: 'Door' as const,
  id: 'door-1',
  name: 'Front door',
  keyPrefix: 'door_ab12',
  createdTimestamp: 1_764_000_000,
  lastSeenTimestamp: null,
  revokedTimestamp: null,
};

function openSettings(
  options: {
    assignments?: Assignment[];
    edit?: OperationData<'EditBranch'> | Error;
    doors?: OperationData<'BranchDoors'>['getDoors'];
  } = {},
) {
  const test = createTestClient({
    ...startUpAnswers(options.assignments),
    BranchSettings: { data: { getBranch: branch } },
    BranchDoors: { data: { getDoors: options.doors ?? [] } },
    AddDoor: {
      data: {
        addDoor: {
          __typename: 'IssuedDoor',
          door: { __typename: 'Door', id: 'door-2', name: 'Pool gate' },
          key: 'door_cd34_secret-key-shown-once',
        },
      },
    },
    RevokeDoor: {
      data: { revokeDoor: { __typename: 'Door', id: 'door-1', revokedTimestamp: 1_764_100_000 } },
    },
    AccessControlApi: { data: { getRestApiUrl: BASE } },
    ...(options.edit instanceof Error
      ? {
          EditBranch: {
            errors: [
              {
                message: 'GST number must be 8 or 9 digits and a valid IRD number, e.g. 49-091-850',
                extensions: {
                  code: 'VALIDATION_FAILED',
                  fieldErrors: {
                    gstNumber: 'GST number must be 8 or 9 digits and a valid IRD number, e.g. 49-091-850',
                  },
                },
              },
            ],
          },
        }
      : options.edit
        ? { EditBranch: { data: options.edit } }
        : {}),
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path: '/branch/wlg/settings', runtime: { status: 'ready', runtime } });
  return test;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('branch settings page (spec 2 §2)', () => {
  it('shows the branch information, the member website link and the requirement in force', async () => {
    stubService(settings(), () => ({ status: 500, body: null }));
    openSettings();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Branch information' });
    expect(within(info).getByText('9429041000007 (NZBN)')).toBeTruthy();
    expect(within(info).getByText('49-091-850')).toBeTruthy();
    const website = screen.getByRole('region', { name: 'Member website' });
    expect(within(website).getByRole('link').getAttribute('href')).toBe(
      'https://demo.example.com/wlg/timetable',
    );
    const toggle = await screen.findByRole('switch', { name: branchAccessMessages.toggleLabel });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Now: no vaccination pass is needed to enter.')).toBeTruthy();
  });

  it("says 'Not available' without a member domain, and the spec's sentence without access control", async () => {
    stubService(settings({ accessControlConfigured: false }), () => ({ status: 500, body: null }));
    const test = createTestClient({
      ...startUpAnswers(),
      BranchSettings: { data: { getBranch: { ...branch, memberDomainName: null } } },
      AccessControlApi: { data: { getRestApiUrl: BASE } },
    });
    renderApp({
      path: '/branch/wlg/settings',
      runtime: { status: 'ready', runtime: fakeRuntime(test.client).runtime },
    });
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(await screen.findByText(branchAccessMessages.notConfigured)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('asks before scheduling a change, then shows it with its midnight', async () => {
    const calls = stubService(settings(), () => ({ status: 200, body: SCHEDULED }));
    openSettings();
    fireEvent.click(await screen.findByRole('switch', { name: branchAccessMessages.toggleLabel }));
    const dialog = await screen.findByRole('dialog', { name: branchAccessMessages.confirmTitle });
    expect(within(dialog).getByText(/From midnight tonight, branch time \(Pacific\/Auckland\)/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require from midnight' }));
    expect(await screen.findByText(/From midnight \(.*Pacific\/Auckland\) members will need/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${BASE}/branches/wlg`,
      body: { settings: { accessPolicy: { requireVaccinationCertificate: true } } },
    });
  });

  it('takes a pending change back at once, without asking', async () => {
    const calls = stubService(SCHEDULED, () => ({ status: 200, body: settings() }));
    openSettings();
    const toggle = await screen.findByRole('switch', { name: branchAccessMessages.toggleLabel });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await eventually(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await eventually(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('offers no Edit and a disabled toggle to staff without manage-branch-settings', async () => {
    stubService(settings(), () => ({ status: 500, body: null }));
    openSettings({ assignments: FRONT_DESK_WLG });
    const toggle = await screen.findByRole('switch', { name: branchAccessMessages.toggleLabel });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edits the branch information and shows the server’s field message', async () => {
    stubService(settings(), () => ({ status: 500, body: null }));
    const { calls } = openSettings({ edit: new Error('refused') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit branch information' });
    fireEvent.change(within(dialog).getByLabelText('Branch name', { exact: false }), {
      target: { value: 'x'.repeat(81) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Branch name must be less than 80 characters')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'EditBranch')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Branch name', { exact: false }), {
      target: { value: ' Wellington Central ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(calls.some((call) => call.operationName === 'EditBranch')).toBe(true));
    expect(calls.find((call) => call.operationName === 'EditBranch')?.variables).toMatchObject({
      branchInfo: {
        id: 'wlg',
        country: 'NZ',
        name: 'Wellington Central',
        gstNumber: '49-091-850',
        contactNumber: { countryCode: 'NZ', number: '044001234' },
      },
    });
    expect(
      await within(dialog).findAllByText(
        'GST number must be 8 or 9 digits and a valid IRD number, e.g. 49-091-850',
      ),
    ).not.toHaveLength(0);
  });

  it('adds a door and shows its key once, and revokes a door after confirmation', async () => {
    stubService(settings(), () => ({ status: 500, body: null }));
    const { calls } = openSettings({ doors: [DOOR] });
    const panel = await screen.findByRole('region', { name: 'Door keys' });
    expect(await within(panel).findByText('Front door')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Add door' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add door' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add door' }));
    expect(await within(dialog).findByText('Door name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Door name', { exact: false }), {
      target: { value: ' Pool gate ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add door' }));
    expect((await within(dialog).findByTestId('door-key')).textContent).toBe(
      'door_cd34_secret-key-shown-once',
    );
    expect(calls.find((call) => call.operationName === 'AddDoor')?.variables).toEqual({
      branchId: 'wlg',
      name: 'Pool gate',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Revoke Front door' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke door key' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'RevokeDoor')?.variables).toEqual({
        branchId: 'wlg',
        doorId: 'door-1',
      }),
    );
  });

  it('shows no door keys to staff who may not change the settings', async () => {
    stubService(settings(), () => ({ status: 500, body: null }));
    openSettings({ assignments: FRONT_DESK_WLG, doors: [DOOR] });
    await screen.findByRole('switch', { name: branchAccessMessages.toggleLabel });
    expect(screen.queryByRole('region', { name: 'Door keys' })).toBeNull();
  });
});
