import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FixtureAnswer } from '../../../testing/graphql.ts';
import { AKL, PERSON_ID, personFixture, renderMemberApp, WLG } from '../../../testing/members.ts';
import { activityRanges } from './useMemberActivities.ts';

const visit = (id: string, at: number) => ({
  __typename: 'MemberActivity',
  id,
  kind: 'VISIT',
  activityTimestamp: at,
  branchId: WLG,
  arrivalDepartureDuration: 4500,
  attendanceStatus: null,
  visit: { __typename: 'VisitActivity', branchId: WLG, tags: ['MANUAL'] },
  branchTransfer: null,
});
const transfer = {
  __typename: 'MemberActivity',
  id: 'tr-1',
  kind: 'BRANCH_TRANSFER',
  activityTimestamp: 1_760_000_000,
  branchId: WLG,
  arrivalDepartureDuration: null,
  attendanceStatus: null,
  visit: null,
  branchTransfer: {
    __typename: 'BranchTransferActivity',
    sourceBranchId: AKL,
    branchId: WLG,
    tags: ['MANUAL_TRANSFER'],
    customerReference: null,
  },
};

const pageOf = (activities: unknown[], nextCursor: string | null = null) => ({
  __typename: 'MemberActivityPage',
  activities,
  hasMore: nextCursor !== null,
  nextCursor,
});

function answer(past: ReturnType<typeof pageOf>, upcoming = pageOf([])): FixtureAnswer {
  return {
    data: {
      getMemberActivities: { __typename: 'MemberActivities', past, upcoming, pastWindowStartTimestamp: 0 },
    },
  };
}

function openActivities(activities: FixtureAnswer | ((variables: Record<string, unknown>) => FixtureAnswer)) {
  return renderMemberApp(`/branch/${WLG}/members/${PERSON_ID}/activities`, {
    MemberArea: { data: { getPerson: personFixture() } },
    MemberActivities: activities,
  });
}

describe('member activities (spec 2 §2, §7, §9)', () => {
  it('shows past visits and transfers of the last 24 months, with the note', async () => {
    const { calls } = openActivities(answer(pageOf([visit('v-1', 1_772_310_600), transfer])));
    const table = await screen.findByRole('table', { name: 'Past activities' });
    expect(screen.getByRole('heading', { name: 'Member activities', level: 1 })).toBeTruthy();
    expect(screen.getByText('Only 2 years of activities are available')).toBeTruthy();
    expect(within(table).getByText('Visit')).toBeTruthy();
    expect(within(table).getByText('Stayed 1 h 15 min')).toBeTruthy();
    expect(within(table).getByText('From Auckland CBD to Wellington Lambton Quay')).toBeTruthy();
    expect(within(table).getByText(/1 Mar 2026.*9:30/)).toBeTruthy();
    const variables = calls.find((call) => call.operationName === 'MemberActivities')?.variables ?? {};
    const past = variables.pastTimestamps as { startTimestamp: number; endTimestamp: number };
    const days = (past.endTimestamp - past.startTimestamp) / 86_400;
    expect(days).toBeGreaterThanOrEqual(730);
    expect(days).toBeLessThanOrEqual(732);
  });

  it('loads 100 more at a time', async () => {
    const { calls } = openActivities((variables) =>
      variables.pastCursor === 'c1'
        ? answer(pageOf([visit('v-2', 1_700_000_000)]))
        : answer(pageOf([visit('v-1', 1_772_310_600)], 'c1')),
    );
    const table = await screen.findByRole('table', { name: 'Past activities' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(table).getAllByText('Visit')).toHaveLength(2));
    expect(calls.filter((call) => call.operationName === 'MemberActivities').at(-1)?.variables).toMatchObject(
      {
        pastCursor: 'c1',
      },
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('switches to upcoming activities', async () => {
    openActivities(answer(pageOf([transfer])));
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
});
