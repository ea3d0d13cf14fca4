import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';
import type { OperationData } from '../../testing/operations.ts';

type SessionDetails = NonNullable<OperationData<'SessionDetails'>['getSession']>;

const TODAY = '2026-11-25';

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
  staffMember: null,
  classAssociated: {
    __typename: 'Class',
    id: 'yoga',
    name: 'Yoga',
    sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'ENABLED', limit: 5 },
  },
  ...overrides,
});

const ticket = {
  __typename: 'AsyncOperationTicket' as const,
  ticketId: 't1',
  operationDomain: 'SESSION' as const,
};

function renderCalendar(fixtures: Fixtures = {}) {
  const { client, calls } = createTestClient({
    ...startUpAnswers(),
    CalendarBranch: {
      data: {
        getBranch: {
          __typename: 'Branch',
          id: 'wlg',
          name: 'Wellington',
          today: TODAY,
          timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
        },
      },
    },
    CalendarSessions: {
      data: {
        getBranchSessions: [
          {
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
          },
        ],
      },
    },
    SessionDetails: { data: { getSession: details() } },
    SessionMembers: {
      data: {
        getSessionMembers: [
          {
            __typename: 'SessionMember',
            id: 'b1',
            personId: 'p1',
            firstName: 'Ana',
            lastName: 'Member',
            status: 'BOOKED',
            bookedAt: '2026-11-20T00:00:00Z',
          },
        ],
      },
    },
    SessionWaitlist: { data: { getSessionWaitlistMembers: [] } },
    SessionClasses: { data: { getClasses: [] } },
    SessionStaff: { data: { getSessionStaff: [] } },
    SessionOperationStatus: {
      data: {
        getAsyncOperationStatus: {
          __typename: 'AsyncOperationStatus',
          status: 'OK',
          message: null,
          code: null,
        },
      },
    },
    ...fixtures,
  });
  const { runtime } = fakeRuntime(client);
  renderApp({ path: `/branch/wlg/calendar/day/${TODAY}`, runtime: { status: 'ready', runtime } });
  return calls;
}

const sent = (calls: { operationName: string; variables: Record<string, unknown> }[], name: string) =>
  calls.find((call) => call.operationName === name)?.variables;

// Each test renders the whole app at the calendar (jsdom): 3–4 s alone, over 5 on a busy machine.
describe('session modals (spec 2 §5, §6)', { timeout: 15_000 }, () => {
  it('creates a session by name with the capacity typed, once, through createSession', async () => {
    const calls = renderCalendar({ CreateSession: { data: { createSession: ticket } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    // Neither a class nor a name: the domain's message, nothing sent.
    expect(
      await within(dialog).findByText('Please enter a name for this session or select a class for it'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Session name' }), {
      target: { value: 'Boxing' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Capacity' }), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(sent(calls, 'CreateSession')).toMatchObject({
      input: {
        branchId: 'wlg',
        name: 'Boxing',
        classId: null,
        capacity: 12,
        staffMemberId: null,
        frequency: { type: 'ONCE', endDate: null },
      },
    });
  });

  it('keeps a prefilled time when the time already shown is picked again', async () => {
    renderCalendar({});
    fireEvent.click(await screen.findByRole('button', { name: 'Create session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create session' });
    for (const name of ['Start time', 'End time']) {
      const field = within(dialog).getByRole('combobox', { name });
      const shown = (field as HTMLInputElement).value;
      expect(shown).toMatch(/^\d{2}:\d{2}$/);
      fireEvent.click(field);
      fireEvent.click(await screen.findByRole('option', { name: shown }));
      expect((within(dialog).getByRole('combobox', { name }) as HTMLInputElement).value).toBe(shown);
    }
  });

  it('shows the bookings an edit of this and following moves before it is saved', async () => {
    const calls = renderCalendar({
      PreviewSessionChange: {
        data: {
          previewSessionChange: {
            __typename: 'SessionChangePreview',
            sessionsAffected: 3,
            blockedByAttendance: false,
            affectedBookings: [
              {
                __typename: 'AffectedBooking',
                sessionId: 's1',
                date: TODAY,
                personId: 'p1',
                firstName: 'Ana',
                lastName: 'Member',
                status: 'BOOKED',
                outcome: 'MOVED',
              },
            ],
          },
        },
      },
      UpdateSession: { data: { updateSession: ticket } },
    });
    fireEvent.click(await screen.findByText('Yoga'));
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit session' });
    fireEvent.click(within(edit).getByRole('radio', { name: 'This and following' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Review changes' }));
    expect(await within(edit).findByText('This changes 3 sessions.')).toBeTruthy();
    expect(within(edit).getByRole('list', { name: 'Affected bookings' }).textContent).toContain(
      'Ana Member, 25 Nov 2026: booking moves with the session',
    );
    expect(sent(calls, 'UpdateSession')).toBeUndefined();
    expect(sent(calls, 'PreviewSessionChange')).toMatchObject({
      input: { id: 's1', date: TODAY, newDate: null, classId: 'yoga', scope: 'THIS_AND_FOLLOWING' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes have been made')).toBeTruthy();
    expect(sent(calls, 'UpdateSession')).toEqual(sent(calls, 'PreviewSessionChange'));
  });

  it('refuses to remove a session someone attended, with the preview of its bookings', async () => {
    renderCalendar({
      SessionDetails: { data: { getSession: details({ isRecurring: false, hasAttended: true }) } },
      PreviewSessionRemoval: {
        data: {
          previewSessionRemoval: {
            __typename: 'SessionChangePreview',
            sessionsAffected: 1,
            blockedByAttendance: true,
            affectedBookings: [],
          },
        },
      },
    });
    fireEvent.click(await screen.findByText('Yoga'));
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Remove' }));
    const removal = await screen.findByRole('dialog', { name: 'Remove session' });
    expect(
      await within(removal).findByText('A member has attended this session, so it cannot be removed.'),
    ).toBeTruthy();
    expect(within(removal).getByRole('button', { name: 'Remove session' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("tells the waitlist's refusal in the spec's words for that operation", async () => {
    renderCalendar({
      SessionPersonSearch: {
        data: {
          searchPersons: {
            __typename: 'PersonSearchResult',
            persons: [{ __typename: 'Person', id: 'p2', firstName: 'Bo', lastName: 'Guest', email: null }],
          },
        },
      },
      // The picker was told Bo may book; the server, deciding later, refuses.
      SessionBookingEligibility: {
        data: {
          getSessionBookingEligibility: [
            { __typename: 'SessionBookingEligibility', personId: 'p2', canBook: true, refusal: null },
          ],
        },
      },
      AddMemberToWaitlist: {
        errors: [{ message: 'server text', extensions: { code: 'MEMBER_ONLY_ALLOWED_ERROR' } }],
      },
    });
    fireEvent.click(await screen.findByText('Yoga'));
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    expect(await within(drawer).findByText('5 spots left on the waitlist')).toBeTruthy();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Add to waitlist' }));
    const picker = await screen.findByRole('dialog', { name: 'Add to waitlist' });
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Search member' }), {
      target: { value: 'Bo' },
    });
    fireEvent.click(await within(picker).findByRole('radio', { name: 'Bo Guest' }, { timeout: 3000 }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add to waitlist' }));
    await waitFor(() =>
      expect(screen.getAllByText('Only members are allowed to book this session.').length).toBeGreaterThan(0),
    );
  });

  it('offers only the people the class lets book, and lists the others found with why', async () => {
    const person = (id: string, firstName: string, lastName: string) => ({
      __typename: 'Person' as const,
      id,
      firstName,
      lastName,
      email: null,
    });
    const calls = renderCalendar({
      SessionPersonSearch: {
        data: {
          searchPersons: {
            __typename: 'PersonSearchResult',
            persons: [person('p2', 'Bo', 'Member'), person('p3', 'Pat', 'Prospect')],
          },
        },
      },
      SessionBookingEligibility: {
        data: {
          getSessionBookingEligibility: [
            { __typename: 'SessionBookingEligibility', personId: 'p2', canBook: true, refusal: null },
            {
              __typename: 'SessionBookingEligibility',
              personId: 'p3',
              canBook: false,
              refusal: 'MEMBER_ONLY_ALLOWED_ERROR',
            },
          ],
        },
      },
      AddMemberToSession: { data: { addMemberToSessionAsync: ticket } },
    });
    fireEvent.click(await screen.findByText('Yoga'));
    const drawer = await screen.findByRole('dialog', { name: 'Session details' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Add member' }));
    const picker = await screen.findByRole('dialog', { name: 'Add member' });
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Search member' }), {
      target: { value: 'o' },
    });
    const offered = await within(picker).findByRole('radio', { name: 'Bo Member' }, { timeout: 3000 });
    expect(within(picker).queryByRole('radio', { name: 'Pat Prospect' })).toBeNull();
    expect(within(picker).getByText('Found, but cannot book this session')).toBeTruthy();
    expect(
      within(picker).getByText('Pat Prospect: Only members are allowed to book this session.'),
    ).toBeTruthy();
    expect(sent(calls, 'SessionBookingEligibility')).toEqual({ id: 's1', personIds: ['p2', 'p3'] });
    fireEvent.click(offered);
    fireEvent.click(within(picker).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(sent(calls, 'AddMemberToSession')).toEqual({ id: 's1', personId: 'p2' }));
  });
});
