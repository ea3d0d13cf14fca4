import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, demo } from '../../../testing/demo.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ template: 'demo' });
});
afterAll(() => server.close());

const ACTIVITIES = /* GraphQL */ `
  query Activities(
    $personId: ID!
    $past: ActivityTimeRangeInput
    $future: ActivityTimeRangeInput
    $limit: Int
    $pastCursor: String
    $futureCursor: String
  ) {
    getMemberActivities(
      personId: $personId
      pastTimestamps: $past
      futureTimestamps: $future
      limit: $limit
      pastCursor: $pastCursor
      futureCursor: $futureCursor
    ) {
      pastWindowStartTimestamp
      past { ...Page }
      upcoming { ...Page }
    }
  }
  fragment Page on MemberActivityPage {
    nextCursor
    hasMore
    activities {
      id kind activityTimestamp branchId arrivalDepartureDuration attendanceStatus
      visit { branchId tags }
      branchTransfer { sourceBranchId branchId tags customerReference }
    }
  }
`;

interface Activity {
  id: string;
  kind: string;
  activityTimestamp: number;
  branchId: string;
  arrivalDepartureDuration: number | null;
  visit: { branchId: string; tags: string[] } | null;
  branchTransfer: { sourceBranchId: string | null; branchId: string; tags: string[] } | null;
}
interface Page {
  nextCursor: string | null;
  hasMore: boolean;
  activities: Activity[];
}
interface ActivitiesData {
  getMemberActivities: { pastWindowStartTimestamp: number; past: Page; upcoming: Page };
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

async function activities(viewer: Parameters<TestServer['graphql']>[0], variables: Record<string, unknown>) {
  const response = await server.graphql<ActivitiesData>(viewer, ACTIVITIES, variables);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMemberActivities;
}

/** A new prospect at Wellington with no history. */
async function newPerson(): Promise<string> {
  const response = await server.graphql<{ addProspect: { id: string } }>(
    demo.frontDesk,
    'mutation Add($input: AddProspectInput!) { addProspect(input: $input) { id } }',
    {
      input: {
        homeBranchId: demo.wellington,
        firstName: 'Activity',
        lastName: 'Tester',
        email: 'activity@example.com',
        gender: 'MALE',
      },
    },
  );
  const id = response.data?.addProspect.id;
  if (!id) throw new Error(JSON.stringify(response.errors));
  return id;
}

async function visit(
  personId: string,
  at: string,
  fields: { branchId?: string; departedAt?: string; tags?: string[] } = {},
) {
  const result = await server.db.pools.owner.query<{ id: string }>(
    `insert into arrivals (application_id, person_id, branch_id, arrived_at, departed_at, tags)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      demo.applicationId,
      personId,
      fields.branchId ?? demo.wellington,
      at,
      fields.departedAt ?? null,
      fields.tags ?? ['PAID'],
    ],
  );
  return result.rows[0]?.id ?? '';
}

async function transfer(personId: string, at: string, from: string, to: string) {
  const result = await server.db.pools.owner.query<{ id: string }>(
    `insert into person_transfers (application_id, person_id, source_branch_id, target_branch_id, transferred_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [demo.applicationId, personId, from, to, at],
  );
  return result.rows[0]?.id ?? '';
}

const isoSecondsAgo = (seconds: number) => new Date((now() - seconds) * 1000).toISOString();

describe('getMemberActivities', () => {
  it('lists visits and transfers of the last 24 months, newest first', async () => {
    const personId = await newPerson();
    const tooOld = await visit(personId, isoSecondsAgo(25 * 30 * DAY));
    const old = await visit(personId, isoSecondsAgo(700 * DAY), {
      departedAt: new Date((now() - 700 * DAY + 3600) * 1000).toISOString(),
    });
    const moved = await transfer(personId, isoSecondsAgo(300 * DAY), demo.auckland, demo.wellington);
    const recent = await visit(personId, isoSecondsAgo(3600), { tags: ['MANUAL'] });
    const upcoming = await visit(personId, new Date((now() + 2 * DAY) * 1000).toISOString());

    const result = await activities(demo.frontDesk, { personId });
    expect(result.past.activities.map((a) => a.id)).toEqual([recent, moved, old]);
    expect(result.past.activities.map((a) => a.id)).not.toContain(tooOld);
    expect(result.past).toMatchObject({ hasMore: false, nextCursor: null });
    expect(result.past.activities[0]).toMatchObject({
      kind: 'VISIT',
      branchId: demo.wellington,
      arrivalDepartureDuration: null,
      visit: { branchId: demo.wellington, tags: ['MANUAL'] },
      branchTransfer: null,
    });
    expect(result.past.activities[1]).toMatchObject({
      kind: 'BRANCH_TRANSFER',
      branchId: demo.wellington,
      visit: null,
      branchTransfer: { sourceBranchId: demo.auckland, branchId: demo.wellington, tags: ['MANUAL_TRANSFER'] },
    });
    expect(result.past.activities[2]?.arrivalDepartureDuration).toBe(3600);
    expect(result.upcoming.activities.map((a) => a.id)).toEqual([upcoming]);
    // 24 calendar months back, within a few days of 730.
    expect(Math.abs(now() - result.pastWindowStartTimestamp - 730 * DAY)).toBeLessThan(3 * DAY);

    // Asking for more than 24 months still stops there.
    const wide = await activities(demo.frontDesk, { personId, past: { startTimestamp: 0 } });
    expect(wide.past.activities.map((a) => a.id)).toEqual([recent, moved, old]);
    const narrow = await activities(demo.frontDesk, {
      personId,
      past: { startTimestamp: now() - 400 * DAY, endTimestamp: now() - 200 * DAY },
    });
    expect(narrow.past.activities.map((a) => a.id)).toEqual([moved]);
  });

  it('pages with a cursor, exact to the microsecond, entries at one instant in kind order', async () => {
    const personId = await newPerson();
    const base = isoSecondsAgo(10 * DAY).replace(/\.\d{3}Z$/, '');
    const ids = [
      await visit(personId, `${base}.000900Z`),
      await transfer(personId, `${base}.000500Z`, demo.auckland, demo.wellington),
      await visit(personId, `${base}.000500Z`),
      await visit(personId, `${base}.000100Z`),
      await visit(personId, isoSecondsAgo(20 * DAY)),
    ];
    // Same instant: the visit (kind VISIT) before the transfer (BRANCH_TRANSFER).
    const expected = [ids[0], ids[2], ids[1], ids[3], ids[4]];
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const result = await activities(demo.frontDesk, { personId, limit: 2, pastCursor: cursor });
      seen.push(...result.past.activities.map((a) => a.id));
      cursor = result.past.nextCursor;
      expect(result.past.hasMore).toBe(cursor !== null);
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    const all = await activities(demo.frontDesk, { personId });
    expect(all.past.activities.map((a) => a.id)).toEqual(expected);
  });

  it('pages upcoming entries soonest first', async () => {
    const personId = await newPerson();
    const later = await visit(personId, new Date((now() + 5 * DAY) * 1000).toISOString());
    const sooner = await visit(personId, new Date((now() + 1 * DAY) * 1000).toISOString());
    const first = await activities(demo.frontDesk, { personId, limit: 1 });
    expect(first.upcoming.activities.map((a) => a.id)).toEqual([sooner]);
    const second = await activities(demo.frontDesk, {
      personId,
      limit: 1,
      futureCursor: first.upcoming.nextCursor,
    });
    expect(second.upcoming.activities.map((a) => a.id)).toEqual([later]);
    expect(second.upcoming.nextCursor).toBeNull();
  });

  it('shows 100 at a time by default', async () => {
    const personId = await newPerson();
    await server.db.pools.owner.query(
      `insert into arrivals (application_id, person_id, branch_id, arrived_at)
       select $1, $2, $3, now() - g * interval '1 day' from generate_series(1, 150) g`,
      [demo.applicationId, personId, demo.wellington],
    );
    const first = await activities(demo.frontDesk, { personId });
    expect(first.past.activities).toHaveLength(100);
    const rest = await activities(demo.frontDesk, { personId, pastCursor: first.past.nextCursor });
    expect(rest.past.activities).toHaveLength(50);
    expect(rest.past.hasMore).toBe(false);
  });

  it('shows the seeded history of a member', async () => {
    const result = await activities(demo.frontDesk, { personId: demo.memberOf(1, 0) });
    expect(result.past.activities.length).toBeGreaterThanOrEqual(3);
    expect(result.past.activities.every((a) => a.kind === 'VISIT')).toBe(true);
  });

  it.each([
    [{ limit: 101 }, 'Limit must be less than or equal to 100'],
    [{ limit: 0 }, 'Limit must be greater than 0'],
    [{ pastCursor: 'not a cursor' }, 'Invalid activities cursor'],
    [
      { past: { startTimestamp: 20, endTimestamp: 10 } },
      'The start of a time range must not be after its end',
    ],
  ])('rejects %j', async (variables, message) => {
    const response = await server.graphql(demo.frontDesk, ACTIVITIES, {
      personId: demo.memberOf(1, 0),
      ...variables,
    });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_ERROR' } });
  });

  it('does not take a cursor of the other list', async () => {
    const personId = await newPerson();
    await visit(personId, new Date((now() + DAY) * 1000).toISOString());
    await visit(personId, new Date((now() + 2 * DAY) * 1000).toISOString());
    const first = await activities(demo.frontDesk, { personId, limit: 1 });
    const response = await server.graphql(demo.frontDesk, ACTIVITIES, {
      personId,
      pastCursor: first.upcoming.nextCursor,
    });
    expect(response.errors?.[0]?.message).toBe('Invalid activities cursor');
  });

  it('needs view-member on the home branch', async () => {
    const other = await server.graphql(demo.frontDesk, ACTIVITIES, { personId: demo.memberOf(0, 0) });
    expect(other.errors?.[0]).toMatchObject({
      message: 'The member does not belong to this branch.',
      extensions: { errorClass: 'AccessDeniedError' },
    });
    const foreign = await server.graphql(acme.superAdmin, ACTIVITIES, { personId: demo.memberOf(1, 0) });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
  });
});
