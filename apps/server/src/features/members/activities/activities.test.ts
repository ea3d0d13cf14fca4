import { errorText } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  makeArrival,
  makePerson,
  makePersonTransfer,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Branch ids of `org`: the front desk works at Wellington. */
let auckland: string;
let wellington: string;
/** A Wellington member with three visits there in the last weeks. */
let visitor: string;
/** A member of Auckland, which the front desk may not see. */
let aucklandMember: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  auckland = org.branches.auckland.id;
  wellington = org.branches.wellington.id;
  const built = await org.build(async (tx) => {
    const member = await makePerson(tx, { homeBranchId: wellington });
    for (const daysAgo of [2, 9, 16]) {
      await makeArrival(tx, {
        personId: member.id,
        branchId: wellington,
        arrivedAt: new Date(Date.now() - daysAgo * DAY * 1000),
      });
    }
    const inAuckland = await makePerson(tx, { homeBranchId: auckland });
    return { member, inAuckland };
  });
  visitor = built.member.id;
  aucklandMember = built.inAuckland.id;
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
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington, role: 'Prospect' }));
  return person.id;
}

/**
 * Sets a row's instant exactly, to the microsecond (`at` in ISO form with up to six fractional
 * digits), which a Date the builders take cannot carry. Through the api role, in the organisation.
 */
async function exactly(table: 'arrivals' | 'person_transfers', id: string, at: string) {
  const column = table === 'arrivals' ? 'arrived_at' : 'transferred_at';
  await withTenant(server.deps.db, org.applicationId, (tx) =>
    tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${at}::timestamptz where id = ${id}`,
    ),
  );
}

async function visit(
  personId: string,
  at: string,
  fields: { branchId?: string; departedAt?: string; tags?: string[] } = {},
) {
  const arrival = await org.build((tx) =>
    makeArrival(tx, {
      personId,
      branchId: fields.branchId ?? wellington,
      arrivedAt: new Date(at),
      departedAt: fields.departedAt ? new Date(fields.departedAt) : null,
      tags: fields.tags ?? ['PAID'],
    }),
  );
  const id = arrival.id ?? '';
  if (/\.\d{4,6}Z$/.test(at)) await exactly('arrivals', id, at);
  return id;
}

async function transfer(personId: string, at: string, from: string, to: string) {
  const made = await org.build((tx) =>
    makePersonTransfer(tx, {
      personId,
      sourceBranchId: from,
      targetBranchId: to,
      transferredAt: new Date(at),
    }),
  );
  if (/\.\d{4,6}Z$/.test(at)) await exactly('person_transfers', made.id, at);
  return made.id;
}

const isoSecondsAgo = (seconds: number) => new Date((now() - seconds) * 1000).toISOString();

describe('getMemberActivities', () => {
  it('lists visits and transfers of the last 24 months, newest first', async () => {
    const personId = await newPerson();
    const tooOld = await visit(personId, isoSecondsAgo(25 * 30 * DAY));
    const old = await visit(personId, isoSecondsAgo(700 * DAY), {
      departedAt: new Date((now() - 700 * DAY + 3600) * 1000).toISOString(),
    });
    const moved = await transfer(personId, isoSecondsAgo(300 * DAY), auckland, wellington);
    const recent = await visit(personId, isoSecondsAgo(3600), { tags: ['MANUAL'] });
    const upcoming = await visit(personId, new Date((now() + 2 * DAY) * 1000).toISOString());

    const result = await activities(org.frontDesk, { personId });
    expect(result.past.activities.map((a) => a.id)).toEqual([recent, moved, old]);
    expect(result.past.activities.map((a) => a.id)).not.toContain(tooOld);
    expect(result.past).toMatchObject({ hasMore: false, nextCursor: null });
    expect(result.past.activities[0]).toMatchObject({
      kind: 'VISIT',
      branchId: wellington,
      arrivalDepartureDuration: null,
      visit: { branchId: wellington, tags: ['MANUAL'] },
      branchTransfer: null,
    });
    expect(result.past.activities[1]).toMatchObject({
      kind: 'BRANCH_TRANSFER',
      branchId: wellington,
      visit: null,
      branchTransfer: { sourceBranchId: auckland, branchId: wellington, tags: ['MANUAL_TRANSFER'] },
    });
    expect(result.past.activities[2]?.arrivalDepartureDuration).toBe(3600);
    expect(result.upcoming.activities.map((a) => a.id)).toEqual([upcoming]);
    // 24 calendar months back, within a few days of 730.
    expect(Math.abs(now() - result.pastWindowStartTimestamp - 730 * DAY)).toBeLessThan(3 * DAY);

    // Asking for more than 24 months still stops there.
    const wide = await activities(org.frontDesk, { personId, past: { startTimestamp: 0 } });
    expect(wide.past.activities.map((a) => a.id)).toEqual([recent, moved, old]);
    const narrow = await activities(org.frontDesk, {
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
      await transfer(personId, `${base}.000500Z`, auckland, wellington),
      await visit(personId, `${base}.000500Z`),
      await visit(personId, `${base}.000100Z`),
      await visit(personId, isoSecondsAgo(20 * DAY)),
    ];
    // Same instant: the visit (kind VISIT) before the transfer (BRANCH_TRANSFER).
    const expected = [ids[0], ids[2], ids[1], ids[3], ids[4]];
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const result = await activities(org.frontDesk, { personId, limit: 2, pastCursor: cursor });
      seen.push(...result.past.activities.map((a) => a.id));
      cursor = result.past.nextCursor;
      expect(result.past.hasMore).toBe(cursor !== null);
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    const all = await activities(org.frontDesk, { personId });
    expect(all.past.activities.map((a) => a.id)).toEqual(expected);
  });

  it('pages upcoming entries soonest first', async () => {
    const personId = await newPerson();
    const later = await visit(personId, new Date((now() + 5 * DAY) * 1000).toISOString());
    const sooner = await visit(personId, new Date((now() + 1 * DAY) * 1000).toISOString());
    const first = await activities(org.frontDesk, { personId, limit: 1 });
    expect(first.upcoming.activities.map((a) => a.id)).toEqual([sooner]);
    const second = await activities(org.frontDesk, {
      personId,
      limit: 1,
      futureCursor: first.upcoming.nextCursor,
    });
    expect(second.upcoming.activities.map((a) => a.id)).toEqual([later]);
    expect(second.upcoming.nextCursor).toBeNull();
  });

  it('shows 100 at a time by default', async () => {
    const personId = await newPerson();
    await org.build(async (tx) => {
      for (let day = 1; day <= 150; day++) {
        await makeArrival(tx, {
          personId,
          branchId: wellington,
          arrivedAt: new Date(Date.now() - day * DAY * 1000),
        });
      }
    });
    const first = await activities(org.frontDesk, { personId });
    expect(first.past.activities).toHaveLength(100);
    const rest = await activities(org.frontDesk, { personId, pastCursor: first.past.nextCursor });
    expect(rest.past.activities).toHaveLength(50);
    expect(rest.past.hasMore).toBe(false);
  });

  it("shows a member's history of visits", async () => {
    const result = await activities(org.frontDesk, { personId: visitor });
    expect(result.past.activities).toHaveLength(3);
    expect(result.past.activities.every((a) => a.kind === 'VISIT')).toBe(true);
  });

  it.each([
    [{ limit: 101 }, 'Limit must be less than or equal to 100', 'VALIDATION_FAILED'],
    [{ limit: 0 }, 'Limit must be greater than 0', 'VALIDATION_FAILED'],
    [{ pastCursor: 'not a cursor' }, errorText('INVALID_CURSOR'), 'INVALID_CURSOR'],
    // The right shape, an instant PostgreSQL cannot hold (past bigint, past its timestamps): the
    // page's statement failed with INTERNAL.
    ...['99999999999999999999', '9223372036854775807', '-9223372036854775808'].map(
      (t): [Record<string, unknown>, string, string] => [
        {
          pastCursor: Buffer.from(
            JSON.stringify({ d: 'past', t, k: 'VISIT', i: '00000000-0000-4000-8000-000000000000' }),
          ).toString('base64url'),
        },
        errorText('INVALID_CURSOR'),
        'INVALID_CURSOR',
      ],
    ),
    [
      { past: { startTimestamp: 20, endTimestamp: 10 } },
      'The start of a time range must not be after its end',
      'VALIDATION_FAILED',
    ],
  ])('rejects %j', async (variables, message, code) => {
    const response = await server.graphql(org.frontDesk, ACTIVITIES, {
      personId: visitor,
      ...variables,
    });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it('does not take a cursor of the other list', async () => {
    const personId = await newPerson();
    await visit(personId, new Date((now() + DAY) * 1000).toISOString());
    await visit(personId, new Date((now() + 2 * DAY) * 1000).toISOString());
    const first = await activities(org.frontDesk, { personId, limit: 1 });
    const response = await server.graphql(org.frontDesk, ACTIVITIES, {
      personId,
      pastCursor: first.upcoming.nextCursor,
    });
    expect(response.errors?.[0]?.message).toBe(errorText('INVALID_CURSOR'));
  });

  it('needs view-member on the home branch', async () => {
    const another = await server.graphql(org.frontDesk, ACTIVITIES, { personId: aucklandMember });
    expect(another.errors?.[0]).toMatchObject({
      message: 'The member does not belong to this branch.',
      extensions: { errorClass: 'AccessDeniedError' },
    });
    const foreign = await server.graphql(other.superAdmin, ACTIVITIES, { personId: visitor });
    expect(foreign.errors?.[0]?.message).toBe('Member not found');
  });
});
