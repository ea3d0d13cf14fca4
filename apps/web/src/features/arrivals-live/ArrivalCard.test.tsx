import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';
import { makeNote } from '../../testing/member-records.ts';
import type { OperationData, OperationVariables } from '../../testing/operations.ts';
import { isBirthday } from './ArrivalCard.tsx';

type Arrival = NonNullable<OperationData<'ArrivalCardArrival'>['getArrival']>;

/** The browser's WebSocket, driven by the test. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  deliver(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  }
}

const NOW = Math.floor(Date.now() / 1000);

function makeArrival(overrides: Partial<Arrival> = {}): Arrival {
  return {
    __typename: 'Arrival',
    id: 'arr-1',
    personId: 'p-1',
    firstName: 'Ana',
    lastName: 'Ngata',
    imgDownloadUrl: null,
    homeBranchId: 'wlg',
    branchId: 'wlg',
    personRole: 'Member',
    time: NOW,
    tags: ['PAID'],
    granted: true,
    membershipId: null,
    denial: null,
    vaccinationCertSightedOn: null,
    ...overrides,
  };
}

const ARRIVALS: Record<string, Arrival> = {
  // 10 Mar 2026, 9:05 am in Wellington (NZDT); the browser's own zone may differ.
  'arr-1': makeArrival({ time: Date.UTC(2026, 2, 9, 20, 5) / 1000 }),
  'arr-2': makeArrival({
    id: 'arr-2',
    personId: 'p-2',
    firstName: 'Ben',
    lastName: 'Tui',
    time: NOW + 60,
    tags: ['DENIED', 'BLOCKED', 'OVERDUE'],
    granted: false,
    membershipId: 'm-2',
    denial: {
      __typename: 'ArrivalDenial',
      text: 'Direct debit dishonoured: $54.00 overdue since 3 Nov',
      fix: 'PAY_OVERDUE',
    },
  }),
  'arr-3': makeArrival({
    id: 'arr-3',
    personId: 'staff-1',
    firstName: 'Sam',
    lastName: 'Desk',
    personRole: 'StaffMember',
    homeBranchId: 'akl',
    time: NOW + 120,
  }),
};

function arrivalAnswer(variables: OperationVariables<'ArrivalCardArrival'>): AnswerTo<'ArrivalCardArrival'> {
  return { data: { getArrival: ARRIVALS[String(variables.id)] ?? null } };
}

function personAnswer(variables: OperationVariables<'ArrivalCardPerson'>): AnswerTo<'ArrivalCardPerson'> {
  const personId = String(variables.personId);
  const today = new Date();
  const birthday = `1990-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return {
    data: {
      getPerson: {
        __typename: 'Person',
        id: personId,
        dateOfBirth: personId === 'p-1' ? birthday : '1990-01-01',
      },
      getNotes: personId === 'p-1' ? [makeNote({ contents: 'Knee injury: no squats' })] : [],
    },
  };
}

/** Admin of Wellington only: view-arrival and view-member there. */
const ADMIN_WLG: Assignment[] = [{ roleId: 'admin', branchId: 'wlg' }];

function open(assignments: Assignment[] = ADMIN_WLG) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    ArrivalChannelUrl: {
      data: {
        getRestApiUrl: 'ws://api.test/ws/arrivals',
        getBranch: {
          __typename: 'Branch',
          id: 'wlg',
          timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
        },
      },
    },
    ArrivalCardArrival: arrivalAnswer,
    ArrivalCardPerson: personAnswer,
    BranchArrivals: {
      data: {
        getArrivals: {
          __typename: 'ArrivalPage',
          day: '2026-03-10',
          timeZone: 'Pacific/Auckland',
          nextCursor: null,
          arrivals: [],
        },
      },
    },
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path: '/branch/wlg/arrivals', runtime: { status: 'ready', runtime } });
  return test;
}

const socket = () =>
  eventually(() => {
    const current = FakeWebSocket.instances.at(-1);
    if (!current) throw new Error('no socket yet');
    return current;
  });

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the arrival card', { timeout: 30_000 }, () => {
  it('subscribes to the branch with the access token, and shows who arrived with their alerts and link', async () => {
    const { calls } = open();
    const live = await socket();
    expect(live.url).toBe('ws://api.test/ws/arrivals');
    act(() => live.onopen?.(new Event('open')));
    expect(JSON.parse(live.sent[0] ?? '')).toEqual({
      action: 'subscribe',
      branchId: 'wlg',
      accessToken: 'access-1',
      notificationName: 'new_arrival',
    });
    live.deliver({ type: 'subscribed', branchId: 'wlg' });
    live.deliver({ type: 'new_arrival', id: 'arr-1' });
    const card = await screen.findByRole('region', { name: 'Arrival card' });
    expect(within(card).getByRole('link', { name: 'Ana Ngata' }).getAttribute('href')).toBe(
      '/branch/wlg/members/p-1/overview',
    );
    await eventually(() => within(card).getByText('Birthday today'));
    expect(within(card).getByText('9:05 am')).toBeTruthy();
    expect(within(card).getByText('Note: Knee injury: no squats')).toBeTruthy();
    // Read by id and branch, from the network; the arrivals page read its list again.
    expect(
      calls.filter((call) => call.operationName === 'ArrivalCardArrival').map((call) => call.variables),
    ).toEqual([{ id: 'arr-1', branchId: 'wlg' }]);
    await eventually(() =>
      expect(calls.filter((call) => call.operationName === 'BranchArrivals').length).toBe(2),
    );
  });

  it('puts the newest first and selected, says why entry was denied, lets the user pick, and Close clears', async () => {
    open();
    const live = await socket();
    live.deliver({ type: 'new_arrival', id: 'arr-1' });
    live.deliver({ type: 'new_arrival', id: 'arr-2' });
    const card = await screen.findByRole('region', { name: 'Arrival card' });
    const selected = await eventually(() => {
      const details = within(card).getByTestId('arrival-card-selected');
      within(details).getByText('Ben Tui');
      return details;
    });
    expect(
      within(selected).getByText('Entry denied: Direct debit dishonoured: $54.00 overdue since 3 Nov'),
    ).toBeTruthy();
    expect(within(selected).getByText('Overdue')).toBeTruthy();
    // The fix one click away, where the user may take it (an admin of the member's branch).
    expect(within(selected).getByRole('link', { name: 'Pay overdue' }).getAttribute('href')).toBe(
      '/branch/wlg/members/p-2/memberships/m-2',
    );
    fireEvent.click(within(card).getByRole('button', { name: /Ana Ngata/ }));
    expect(within(within(card).getByTestId('arrival-card-selected')).getByText('Ana Ngata')).toBeTruthy();
    // A staff member's arrival keeps the user's pick, and links to the staff page at home.
    live.deliver({ type: 'new_arrival', id: 'arr-3' });
    await eventually(() => within(card).getByRole('button', { name: /Sam Desk/ }));
    expect(within(within(card).getByTestId('arrival-card-selected')).getByText('Ana Ngata')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Sam Desk/ }));
    expect(within(card).getByRole('link', { name: 'Sam Desk' }).getAttribute('href')).toBe(
      '/branch/akl/staff/staff-1',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Close the arrival card' }));
    expect(screen.queryByRole('region', { name: 'Arrival card' })).toBeNull();
  });

  it('does not connect for a user who may not see the branch’s arrivals', async () => {
    // The test roles' front desk holds view-member, not view-arrival.
    open(FRONT_DESK_WLG);
    await screen.findAllByText(/Seems like you don't have access/);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(FakeWebSocket.instances).toEqual([]);
  });
});

describe('birthdays', () => {
  it('fall on the day and month, and 29 February on the 28th in other years', () => {
    expect(isBirthday('1990-03-10', new Date(2026, 2, 10))).toBe(true);
    expect(isBirthday('1990-03-11', new Date(2026, 2, 10))).toBe(false);
    expect(isBirthday('2000-02-29', new Date(2026, 1, 28))).toBe(true);
    expect(isBirthday('2000-02-29', new Date(2028, 1, 28))).toBe(false);
    expect(isBirthday(null)).toBe(false);
  });
});
