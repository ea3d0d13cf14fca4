import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

type SessionDetails = NonNullable<OperationData<'SessionDetails'>['getSession']>;
type CalendarSession = OperationData<'CalendarSessions'>['getBranchSessions'][number];

const TODAY = '2026-11-25';

const branchAnswer = (id: string) => ({
  data: {
    getBranch: {
      __typename: 'Branch' as const,
      id,
      name: 'Wellington',
      today: TODAY,
      timeZone: { __typename: 'TimeZone' as const, id: 'Pacific/Auckland' },
    },
  },
});

const calendarSession = (overrides: Partial<CalendarSession> = {}): CalendarSession => ({
  __typename: 'Session',
  id: 's1',
  name: 'Yoga',
  date: TODAY,
  startTime: '09:00',
  endTime: '10:00',
  color: '#1971C2',
  capacity: 10,
  membersCount: 1,
  isFull: false,
  ...overrides,
});

const details = (overrides: Partial<SessionDetails> = {}): SessionDetails => ({
  __typename: 'Session',
  id: 's1',
  name: 'Yoga',
  date: TODAY,
  startTime: '09:00',
  endTime: '10:00',
  timeZone: 'Pacific/Auckland',
  capacity: 10,
  branchId: 'wlg',
  color: '#1971C2',
  allowOnlineBooking: true,
  isRecurring: true,
  membersCount: 1,
  waitlistQueueLength: 0,
  spotsLeft: 9,
  isFull: false,
  isPast: false,
  hasStarted: false,
  hasAttended: false,
  canManage: true,
  staffMember: { __typename: 'SessionStaffMember', id: 'p9', firstName: 'Tia', lastName: 'Coach' },
  classAssociated: {
    __typename: 'Class',
    id: 'yoga',
    name: 'Yoga',
    sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'DISABLED', limit: null },
  },
  ...overrides,
});

const member = {
  __typename: 'SessionMember' as const,
  id: 'b1',
  personId: 'p1',
  firstName: 'Ana',
  lastName: 'Member',
  status: 'BOOKED' as const,
  bookedAt: '2026-11-20T00:00:00Z',
};

const waitlistEntry = {
  __typename: 'SessionWaitlistEntry' as const,
  id: 'w1',
  personId: 'p2',
  firstName: 'Bo',
  lastName: 'Waiting',
  joinedAt: '2026-11-21T00:00:00Z',
  lastPromotionResult: null,
  offer: null,
};

function renderCalendar(path: string, fixtures: Fixtures = {}, assignments = startUpAnswers()) {
  const { client, calls } = createTestClient({
    ...assignments,
    CalendarBranch: branchAnswer('wlg'),
    CalendarSessions: { data: { getBranchSessions: [calendarSession()] } },
    SessionDetails: { data: { getSession: details() } },
    SessionMembers: { data: { getSessionMembers: [member] } },
    ...fixtures,
  });
  const { runtime } = fakeRuntime(client);
  const view = renderApp({ path, runtime: { status: 'ready', runtime } });
  return { ...view, calls };
}

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the branch calendar (spec 1 §2.1, spec 2 §2)', () => {
  it("opens the branch area on its calendar, day view of the branch's today", async () => {
    const { router } = renderCalendar('/branch/wlg');
    await waitFor(() => expect(pathOf(router)).toBe(`/branch/wlg/calendar/day/${TODAY}`));
  });

  it('redirects an unknown view to day and an invalid date to today, keeping a good part', async () => {
    const first = renderCalendar('/branch/wlg/calendar/year/2026-02-30');
    await waitFor(() => expect(pathOf(first.router)).toBe(`/branch/wlg/calendar/day/${TODAY}`));
    first.unmount();
    const second = renderCalendar('/branch/wlg/calendar/week/not-a-date');
    await waitFor(() => expect(pathOf(second.router)).toBe(`/branch/wlg/calendar/week/${TODAY}`));
    second.unmount();
    const third = renderCalendar('/branch/wlg/calendar/agenda/2026-12-01');
    expect(await third.findByRole('heading', { name: 'Calendar' })).toBeTruthy();
    expect(pathOf(third.router)).toBe('/branch/wlg/calendar/agenda/2026-12-01');
  });

  it('fetches only the days the view shows, and navigating changes the address', async () => {
    const { router, calls } = renderCalendar('/branch/wlg/calendar/week/2026-11-25');
    expect(await screen.findByText('Yoga')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'CalendarSessions')?.variables).toEqual({
      branchId: 'wlg',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    // The columns shown are the days fetched: Monday to Sunday.
    const headers = [...document.querySelectorAll('.rbc-time-header .rbc-header')].map(
      (cell) => cell.textContent,
    );
    expect(headers[0]).toBe('Mon 23');
    expect(headers.at(-1)).toBe('Sun 29');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/branch/wlg/calendar/week/2026-12-02'));
    await waitFor(() =>
      expect(calls.filter((call) => call.operationName === 'CalendarSessions').at(-1)?.variables).toEqual({
        branchId: 'wlg',
        startDate: '2026-11-30',
        endDate: '2026-12-06',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(pathOf(router)).toBe('/branch/wlg/calendar/month/2026-12-02'));
  });

  it('writes the days shown as the rest of the product writes dates (30 Nov 2026)', async () => {
    renderCalendar('/branch/wlg/calendar/week/2026-11-25');
    expect(await screen.findByText('23 Nov – 29 Nov 2026')).toBeTruthy();
    cleanup();
    renderCalendar('/branch/wlg/calendar/agenda/2026-12-30', {
      CalendarSessions: { data: { getBranchSessions: [calendarSession({ date: '2026-12-30' })] } },
    });
    expect(await screen.findByText('30 Dec 2026 – 29 Jan 2027')).toBeTruthy();
    expect(await screen.findByText('Wed 30 Dec')).toBeTruthy();
  });

  it('names sessions as the product does in the agenda, and says when a range has none', async () => {
    renderCalendar('/branch/wlg/calendar/agenda/2026-11-25');
    expect(await screen.findByRole('columnheader', { name: 'Session' })).toBeTruthy();
    expect(screen.queryByText('Event')).toBeNull();
    cleanup();
    renderCalendar('/branch/wlg/calendar/agenda/2026-11-25', {
      CalendarSessions: { data: { getBranchSessions: [] } },
    });
    expect(await screen.findByText('There are no sessions in these days.')).toBeTruthy();
  });

  it('offers Create session only with manage-sessions at the branch', async () => {
    renderCalendar('/branch/wlg/calendar/day/2026-11-25');
    expect(await screen.findByRole('button', { name: 'Create session' })).toBeTruthy();
  });

  it('hides Create session from a front desk without manage-sessions', async () => {
    renderCalendar('/branch/wlg/calendar/day/2026-11-25', {}, startUpAnswers(FRONT_DESK_WLG));
    expect(await screen.findByText('Yoga')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create session' })).toBeNull();
  });
});

describe('the session drawer (spec 2 §4, §8, §9)', () => {
  async function openDrawer(fixtures: Fixtures = {}) {
    const view = renderCalendar('/branch/wlg/calendar/day/2026-11-25', fixtures);
    fireEvent.click(await screen.findByText('Yoga'));
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    return { ...view, drawer };
  }

  it('gives the focus back to the session when the drawer closes, and to Create session after the form', async () => {
    renderCalendar('/branch/wlg/calendar/day/2026-11-25');
    const session = (await screen.findByText('Yoga')).closest<HTMLElement>('[role="button"], button');
    if (!session) throw new Error('no session button');
    // A click or Enter focuses what it presses.
    session.focus();
    fireEvent.click(session);
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    fireEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(document.activeElement).toBe(session));

    const create = screen.getByRole('button', { name: 'Create session' });
    create.focus();
    fireEvent.click(create);
    const form = await screen.findByRole('dialog', { name: 'Create session' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(create));
  });

  it('shows the details with spots left, and removes a booked member of a session not yet over', async () => {
    const { drawer, calls } = await openDrawer({
      RemoveMemberFromSession: { data: { removeMemberFromSession: true } },
    });
    expect(await within(drawer).findByText('9 spots left')).toBeTruthy();
    expect(within(drawer).getByText('Tia Coach')).toBeTruthy();
    expect(within(drawer).getByText('1 of 10')).toBeTruthy();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Remove Ana Member' }));
    // The removal frees the place to the waitlist and may be charged as a late cancellation: asked first.
    const question = await screen.findByRole('dialog', { name: 'Remove from session' });
    expect(within(question).getByText(/Ana Member's booking for Yoga is cancelled/)).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'RemoveMemberFromSession')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Remove booking' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'RemoveMemberFromSession')?.variables).toEqual({
        id: 's1',
        personId: 'p1',
      }),
    );
    expect(within(drawer).queryByRole('button', { name: 'Check in Ana Member' })).toBeNull();
  });

  it('keeps the booking when the removal is not confirmed', async () => {
    const { drawer, calls } = await openDrawer({
      RemoveMemberFromSession: { data: { removeMemberFromSession: true } },
    });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Remove Ana Member' }));
    const question = await screen.findByRole('dialog', { name: 'Remove from session' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove from session' })).toBeNull());
    expect(calls.some((call) => call.operationName === 'RemoveMemberFromSession')).toBe(false);
  });

  it('asks before removing a member from the waitlist', async () => {
    const { drawer, calls } = await openDrawer({
      SessionDetails: {
        data: {
          getSession: details({
            isFull: true,
            membersCount: 10,
            spotsLeft: 0,
            waitlistQueueLength: 1,
            classAssociated: {
              __typename: 'Class',
              id: 'yoga',
              name: 'Yoga',
              sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'ENABLED', limit: 5 },
            },
          }),
        },
      },
      SessionWaitlist: { data: { getSessionWaitlistMembers: [waitlistEntry] } },
      RemoveMemberFromWaitlist: { data: { removeMemberFromWaitlist: true } },
    });
    fireEvent.click(
      await within(drawer).findByRole('button', { name: 'Remove Bo Waiting from the waitlist' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Remove from waitlist' });
    expect(calls.some((call) => call.operationName === 'RemoveMemberFromWaitlist')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Remove from waitlist' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'RemoveMemberFromWaitlist')?.variables).toEqual({
        id: 's1',
        personId: 'p2',
      }),
    );
  });

  it('checks a member in on a past session', async () => {
    const { drawer, calls } = await openDrawer({
      SessionDetails: { data: { getSession: details({ isPast: true, hasStarted: true }) } },
      ChangeAttendance: {
        data: { changeAttendance: { __typename: 'SessionMember', id: 'b1', status: 'ATTENDED' } },
      },
    });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Check in Ana Member' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'ChangeAttendance')?.variables).toEqual({
        id: 's1',
        personId: 'p1',
        status: 'ATTENDED',
      }),
    );
  });

  it('checks a member in while the session is in progress, and offers no removal then', async () => {
    const { drawer, calls } = await openDrawer({
      SessionDetails: { data: { getSession: details({ isPast: false, hasStarted: true }) } },
      ChangeAttendance: {
        data: { changeAttendance: { __typename: 'SessionMember', id: 'b1', status: 'ATTENDED' } },
      },
    });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Check in Ana Member' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'ChangeAttendance')?.variables).toEqual({
        id: 's1',
        personId: 'p1',
        status: 'ATTENDED',
      }),
    );
    expect(within(drawer).queryByRole('button', { name: 'Remove Ana Member' })).toBeNull();
  });

  it("asks 'Session has expired' before booking into a past session", async () => {
    const { drawer } = await openDrawer({
      SessionDetails: { data: { getSession: details({ isPast: true, hasStarted: true }) } },
    });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('dialog', { name: 'Session has expired' })).toBeTruthy();
  });

  it("says 'Error loading session details' when the session cannot be read", async () => {
    const { drawer } = await openDrawer({ SessionDetails: { errors: [{ message: 'boom' }] } });
    expect(await within(drawer).findByText('Error loading session details')).toBeTruthy();
  });

  it('hides Edit and Remove without manage-sessions (canManage)', async () => {
    const { drawer } = await openDrawer({
      SessionDetails: { data: { getSession: details({ canManage: false }) } },
    });
    expect(await within(drawer).findByRole('button', { name: 'Add member' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
