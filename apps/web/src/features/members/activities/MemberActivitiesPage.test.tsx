import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { AnswerTo, Fixture } from '../../../testing/graphql.ts';
import {
  type ActivityPageData,
  activityPage,
  makeTransfer,
  makeVisit,
} from '../../../testing/member-records.ts';
import { PERSON_ID, personAnswer, renderMemberApp, VIEWER_AT_WLG, WLG } from '../../../testing/members.ts';
import { activityRanges } from './useMemberActivities.ts';

const visit = (id: string, activityTimestamp: number) => makeVisit({ id, activityTimestamp });
const transfer = makeTransfer({ id: 'tr-1' });

function answer(past: ActivityPageData, upcoming = activityPage([])): AnswerTo<'MemberActivities'> {
  return { data: { getMemberActivities: { __typename: 'MemberActivities', past, upcoming } } };
}

function openActivities(activities: Fixture<'MemberActivities'>) {
  return renderMemberApp(`/branch/${WLG}/members/${PERSON_ID}/activities`, {
    MemberArea: personAnswer(),
    MemberActivities: activities,
  });
}

describe('member activities (spec 2 §2, §7, §9)', () => {
  it('shows past visits and transfers of the last 24 months, with the note', async () => {
    const { calls } = openActivities(answer(activityPage([visit('v-1', 1_772_310_600), transfer])));
    const table = await screen.findByRole('table', { name: 'Past activities' });
    expect(screen.getByRole('heading', { name: 'Member activities — Aroha Ngata', level: 1 })).toBeTruthy();
    expect(screen.getByText('Only 2 years of activities are available')).toBeTruthy();
    expect(within(table).getByText('Visit')).toBeTruthy();
    expect(within(table).getByText('Stayed 1 h 15 min')).toBeTruthy();
    expect(within(table).getByText('From Auckland CBD to Wellington Lambton Quay')).toBeTruthy();
    // Tags in words, not codes.
    expect(within(table).getByText('Manual transfer')).toBeTruthy();
    expect(within(table).queryByText('MANUAL_TRANSFER')).toBeNull();
    expect(within(table).getByText(/1 Mar 2026.*9:30/)).toBeTruthy();
    const variables = calls.find((call) => call.operationName === 'MemberActivities')?.variables ?? {};
    const past = variables.pastTimestamps as { startTimestamp: number; endTimestamp: number };
    const days = (past.endTimestamp - past.startTimestamp) / 86_400;
    expect(days).toBeGreaterThanOrEqual(730);
    expect(days).toBeLessThanOrEqual(732);
  });

  it("shows a denied visit as 'Entry denied' with the door's reason", async () => {
    const denied = makeVisit({
      id: 'v-denied',
      arrivalDepartureDuration: null,
      visit: {
        __typename: 'VisitActivity',
        branchId: WLG,
        tags: ['DENIED', 'SUSPENDED'],
        granted: false,
        denialText: 'Membership suspended until 12 Jan',
      },
    });
    openActivities(answer(activityPage([visit('v-1', 1_772_310_600), denied])));
    const table = await screen.findByRole('table', { name: 'Past activities' });
    expect(within(table).getByText('Entry denied: Membership suspended until 12 Jan')).toBeTruthy();
    expect(within(table).getAllByText(/Entry denied/)).toHaveLength(1);
  });

  it('names the session of a booking and of a waitlist entry, with its attendance', async () => {
    const booking = makeVisit({
      id: 'session-1',
      kind: 'SESSION',
      arrivalDepartureDuration: null,
      attendanceStatus: 'ATTENDED',
      visit: null,
      session: { __typename: 'SessionActivity', name: 'Spin', startTime: '06:00', endTime: '07:00' },
    });
    const waiting = makeVisit({
      id: 'waitlist-1',
      kind: 'WAITLIST_ACTIVITY',
      arrivalDepartureDuration: null,
      visit: null,
      waitlistActivity: { __typename: 'WaitlistActivity', name: 'Yoga', sessionTime: '18:00' },
    });
    openActivities(answer(activityPage([booking, waiting])));
    const table = await screen.findByRole('table', { name: 'Past activities' });
    expect(within(table).getByText('Class session')).toBeTruthy();
    expect(within(table).getByText('Spin, 06:00 – 07:00')).toBeTruthy();
    expect(within(table).getByText('Attended')).toBeTruthy();
    expect(within(table).getByText('Yoga, 18:00')).toBeTruthy();
  });

  it('loads 100 more at a time', async () => {
    const { calls } = openActivities((variables) =>
      variables.pastCursor === 'c1'
        ? answer(activityPage([visit('v-2', 1_700_000_000)]))
        : answer(activityPage([visit('v-1', 1_772_310_600)], 'c1')),
    );
    const table = await screen.findByRole('table', { name: 'Past activities' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(within(table).getAllByText('Visit')).toHaveLength(2));
    expect(calls.filter((call) => call.operationName === 'MemberActivities').at(-1)?.variables).toMatchObject(
      {
        pastCursor: 'c1',
      },
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches to upcoming activities', async () => {
    openActivities(answer(activityPage([transfer])));
    await screen.findByRole('table', { name: 'Past activities' });
    fireEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
    expect(await screen.findByText('No activities')).toBeTruthy();
    expect(screen.queryByText('Only 2 years of activities are available')).toBeNull();
  });

  it('says when the activities cannot be loaded', async () => {
    openActivities({ errors: [{ message: 'boom' }] });
    expect(await screen.findByText('An error occurred while obtaining member activities')).toBeTruthy();
  });
});

describe('activity ranges', () => {
  it('counts what happened earlier in the current second as past', () => {
    const ranges = activityRanges('Pacific/Auckland', Date.UTC(2026, 2, 1, 0, 0, 0, 700));
    expect(ranges.pastTimestamps.endTimestamp).toBe(Date.UTC(2026, 2, 1, 0, 0, 1) / 1000);
    expect(ranges.pastTimestamps.startTimestamp).toBe(Date.UTC(2024, 2, 1, 0, 0, 0) / 1000);
    expect(ranges.futureTimestamps.startTimestamp).toBe(ranges.pastTimestamps.endTimestamp);
  });

  it('gives the calendar feed link to copy, and resets it after asking, with manage-member', async () => {
    const first = 'https://demo.example.com/ical/first.ics';
    const second = 'https://demo.example.com/ical/second.ics';
    const app = renderMemberApp(`/branch/${WLG}/members/${PERSON_ID}/activities`, {
      MemberArea: personAnswer(),
      MemberActivities: answer(activityPage([])),
      MemberCalendarFeedUrl: { data: { getMemberCalendarFeedUrl: first } },
      ResetMemberCalendarFeedUrl: { data: { resetMemberCalendarFeedUrl: second } },
    });
    const address = await screen.findByRole('textbox', { name: 'Calendar feed address' });
    expect((address as HTMLInputElement).value).toBe(first);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset calendar link' });
    expect(app.calls.some((call) => call.operationName === 'ResetMemberCalendarFeedUrl')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await eventually(() => expect((address as HTMLInputElement).value).toBe(second));
    expect(app.calls.find((call) => call.operationName === 'ResetMemberCalendarFeedUrl')?.variables).toEqual({
      personId: PERSON_ID,
    });
    expect(await screen.findByText('The calendar link was reset: the old link no longer works')).toBeTruthy();
  });

  it('offers no reset to staff who may only view the member', async () => {
    renderMemberApp(
      `/branch/${WLG}/members/${PERSON_ID}/activities`,
      {
        MemberArea: personAnswer(),
        MemberActivities: answer(activityPage([])),
        MemberCalendarFeedUrl: { data: { getMemberCalendarFeedUrl: 'https://demo.example.com/ical/x.ics' } },
      },
      { assignments: VIEWER_AT_WLG },
    );
    await screen.findByRole('textbox', { name: 'Calendar feed address' });
    expect(screen.queryByRole('button', { name: 'Reset link' })).toBeNull();
  });
});
