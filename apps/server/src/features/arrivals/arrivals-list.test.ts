import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../features.ts';
import { processAsyncOperation } from '../../platform/async-operations/process-async-operation.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import { capturingDatabase, dataQueries, explain } from '../../testing/query-plans.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeArrival } from './arrivals.testing.ts';
import { findArrivalsOfBranch } from './arrivals-list.repository.ts';

let server: TestServer;
let org: OrganisationScenario;
let auckland: string;
let wellington: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  auckland = org.branches.auckland.id;
  wellington = org.branches.wellington.id;
});
afterAll(() => server.close());

const ARRIVALS = /* GraphQL */ `
  query Arrivals(
    $branchId: ID!
    $day: String
    $result: ArrivalResult
    $reason: String
    $after: String
    $limit: Int
  ) {
    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {
      day timeZone nextCursor
      arrivals {
        id personId firstName lastName hasImage homeBranchId branchId personRole lastVisit time
        arrivalDepartureDuration tags granted vaccinationCertSightedOn membershipId
        denial { code label text fix }
      }
    }
  }
`;
const ARRIVAL = /* GraphQL */ `
  query Arrival($id: ID!, $branchId: ID!) { getArrival(id: $id, branchId: $branchId) { id tags granted } }
`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddArrivalInput!) { addArrival(addArrivalInput: $input) { ticketId operationDomain } }
`;
const STATUS = /* GraphQL */ `
  query Status($ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: ACCESS_CONTROL, ticketId: $ticketId) {
      status message arrival { id personId branchId tags granted }
    }
  }
`;

interface ArrivalOut {
  id: string;
  personId: string | null;
  firstName: string | null;
  personRole: string | null;
  time: number;
  tags: string[];
  granted: boolean;
  denial: { code: string; label: string; text: string; fix: string | null } | null;
}
interface PageOut {
  getArrivals: { day: string; timeZone: string; nextCursor: string | null; arrivals: ArrivalOut[] };
}

async function owner<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pools.owner.query<T>(sql, params)).rows;
}

const list = (viewer: StaffUser, variables: Record<string, unknown>) =>
  server.graphql<PageOut>(viewer, ARRIVALS, variables);

/** An instant of a day in a time zone, e.g. ('2026-03-10', '23:30', 'Pacific/Auckland'). */
const at = (day: string, time: string, timeZone: string) =>
  new Date(Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(timeZone).epochMilliseconds);

async function memberAt(branchId: string, firstName: string): Promise<string> {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: branchId, firstName }));
  return person.id;
}

describe('getArrivals', () => {
  it('lists one day of the branch in its time zone, newest first, with who arrived', async () => {
    const zone = org.branches.auckland.timeZone;
    const ana = await memberAt(auckland, 'Ana');
    const day = '2026-03-10';
    const [late, early, before, after] = await org.build(async (tx) => [
      await makeArrival(tx, { personId: ana, branchId: auckland, arrivedAt: at(day, '23:59', zone) }),
      await makeArrival(tx, { personId: ana, branchId: auckland, arrivedAt: at(day, '00:00', zone) }),
      await makeArrival(tx, {
        personId: ana,
        branchId: auckland,
        arrivedAt: at('2026-03-09', '23:59', zone),
      }),
      await makeArrival(tx, {
        personId: ana,
        branchId: auckland,
        arrivedAt: at('2026-03-11', '00:00', zone),
      }),
    ]);
    const answer = await list(org.branchManager, { branchId: auckland, day });
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.getArrivals;
    expect(page?.day).toBe(day);
    expect(page?.timeZone).toBe(zone);
    expect(page?.arrivals.map((arrival) => arrival.id)).toEqual([late?.id, early?.id]);
    expect(page?.arrivals[0]).toMatchObject({
      personId: ana,
      firstName: 'Ana',
      personRole: 'Member',
      granted: true,
    });
    expect(page?.nextCursor).toBeNull();
    expect([before?.id, after?.id]).not.toContain(page?.arrivals[1]?.id);
  });

  it('filters granted or denied arrivals', async () => {
    const ben = await memberAt(auckland, 'Ben');
    const day = '2026-03-12';
    const zone = org.branches.auckland.timeZone;
    const [granted, denied] = await org.build(async (tx) => [
      await makeArrival(tx, { personId: ben, branchId: auckland, arrivedAt: at(day, '08:00', zone) }),
      await makeArrival(tx, {
        personId: ben,
        branchId: auckland,
        arrivedAt: at(day, '09:00', zone),
        granted: false,
        tags: ['DENIED', 'SUSPENDED'],
      }),
    ]);
    const deniedOnly = await list(org.branchManager, { branchId: auckland, day, result: 'DENIED' });
    expect(deniedOnly.data?.getArrivals.arrivals.map((a) => a.id)).toEqual([denied?.id]);
    const grantedOnly = await list(org.branchManager, { branchId: auckland, day, result: 'GRANTED' });
    expect(grantedOnly.data?.getArrivals.arrivals.map((a) => a.id)).toEqual([granted?.id]);
  });

  it('filters denials by their reason', async () => {
    const bo = await memberAt(auckland, 'Bo');
    const day = '2026-03-13';
    const zone = org.branches.auckland.timeZone;
    const denied = (time: string, reason: string) =>
      org.build((tx) =>
        makeArrival(tx, {
          personId: bo,
          branchId: auckland,
          arrivedAt: at(day, time, zone),
          granted: false,
          tags: ['DENIED'],
          reason,
          reasonText:
            reason === 'MEMBERSHIP_BLOCKED' ? 'Membership blocked' : 'No visits left on 10-visit pass',
        }),
      );
    const blocked = await denied('08:00', 'MEMBERSHIP_BLOCKED');
    await denied('09:00', 'NO_VISITS_LEFT');
    const answer = await list(org.branchManager, { branchId: auckland, day, reason: 'MEMBERSHIP_BLOCKED' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getArrivals.arrivals.map((a) => a.id)).toEqual([blocked.id]);
    expect(answer.data?.getArrivals.arrivals[0]?.denial).toEqual({
      code: 'MEMBERSHIP_BLOCKED',
      label: 'Membership blocked',
      text: 'Membership blocked',
      fix: 'UNBLOCK',
    });
    const unknown = await list(org.branchManager, { branchId: auckland, day, reason: 'drop table' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('pages newest first after the previous page, arrivals at one instant included once', async () => {
    const cai = await memberAt(auckland, 'Cai');
    const day = '2026-03-14';
    const zone = org.branches.auckland.timeZone;
    const same = at(day, '10:00', zone);
    const made = await org.build(async (tx) => [
      await makeArrival(tx, { personId: cai, branchId: auckland, arrivedAt: at(day, '12:00', zone) }),
      await makeArrival(tx, { personId: cai, branchId: auckland, arrivedAt: same }),
      await makeArrival(tx, { personId: cai, branchId: auckland, arrivedAt: same }),
      await makeArrival(tx, { personId: cai, branchId: auckland, arrivedAt: same }),
      await makeArrival(tx, { personId: cai, branchId: auckland, arrivedAt: at(day, '07:00', zone) }),
    ]);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages += 1) {
      const answer = await list(org.branchManager, { branchId: auckland, day, limit: 2, after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data?.getArrivals;
      seen.push(...(page?.arrivals.map((arrival) => arrival.id) ?? []));
      after = page?.nextCursor ?? null;
      if (!after) break;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made.map((arrival) => arrival.id)));
    expect(seen[0]).toBe(made[0]?.id);
    expect(seen[4]).toBe(made[4]?.id);
  });

  it('refuses a cursor it did not make and a day that is not a date', async () => {
    const cursor = await list(org.branchManager, { branchId: auckland, after: 'not-a-cursor' });
    expect(cursor.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
    // A cursor of the right shape whose instant PostgreSQL cannot hold (past bigint, past its
    // timestamps, either side) failed the statement: INTERNAL.
    for (const t of ['99999999999999999999', '9223372036854775807', '-9223372036854775808']) {
      const forged = Buffer.from(JSON.stringify({ t, i: '00000000-0000-4000-8000-000000000000' })).toString(
        'base64url',
      );
      const answer = await list(org.branchManager, { branchId: auckland, after: forged });
      expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
    }
    const day = await list(org.branchManager, { branchId: auckland, day: '2026-02-30' });
    expect(day.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it("refuses another branch's arrivals and users without view-arrival", async () => {
    const frontDesk = await list(org.frontDesk, { branchId: auckland });
    expect(frontDesk.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    const noRole = await list(org.noRole, { branchId: wellington });
    expect(noRole.errors?.[0]?.extensions?.category).toBe('denied');
    const own = await list(org.frontDesk, { branchId: wellington });
    expect(own.errors).toBeUndefined();
  });

  it.each([
    ['denied', { granted: false }, 'arrivals_branch_idx'],
    ['of one reason', { reason: 'MEMBERSHIP_BLOCKED' }, 'arrivals_branch_reason_idx'],
  ] as const)('reads a day %s from %s as the api role', async (_what, filter, index) => {
    await server.db.pools.owner.query('analyze arrivals, persons, person_branch_roles');
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, org.applicationId, (tx) =>
      findArrivalsOfBranch(tx, {
        branchId: auckland,
        ...filter,
        window: {
          from: new Date('2026-03-10T00:00:00Z'),
          to: new Date('2026-03-11T00:00:00Z'),
          order: 'desc',
          after: {
            atMicros: '1773100800000000',
            id: '00000000-0000-0000-0000-000000000000',
            sameInstant: 'byId',
          },
          limit: 51,
        },
      }),
    );
    const [statement] = dataQueries(capture.queries);
    if (!statement) throw new Error('no statement captured');
    const plan = await explain(server.db.pools.app, org.applicationId, statement, { noSeqScan: true });
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain(index);
  });
});

describe('getArrival', () => {
  it('answers an arrival only at its own branch', async () => {
    const dee = await memberAt(auckland, 'Dee');
    const arrival = await org.build((tx) => makeArrival(tx, { personId: dee, branchId: auckland }));
    const own = await server.graphql<{ getArrival: ArrivalOut | null }>(org.superAdmin, ARRIVAL, {
      id: arrival.id,
      branchId: auckland,
    });
    expect(own.data?.getArrival?.id).toBe(arrival.id);
    const elsewhere = await server.graphql<{ getArrival: ArrivalOut | null }>(org.frontDesk, ARRIVAL, {
      id: arrival.id,
      branchId: wellington,
    });
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data?.getArrival).toBeNull();
    const denied = await server.graphql<{ getArrival: ArrivalOut | null }>(org.frontDesk, ARRIVAL, {
      id: arrival.id,
      branchId: auckland,
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
  });
});

describe('addArrival (manual arrival)', () => {
  async function added(viewer: StaffUser, input: { branchId: string; personId: string }) {
    const started = await server.graphql<{ addArrival: { ticketId: string; operationDomain: string } }>(
      viewer,
      ADD,
      { input },
    );
    return started;
  }

  it('records a granted MANUAL arrival through the worker and lists it', async () => {
    const eve = await memberAt(wellington, 'Eve');
    const started = await added(org.frontDesk, { branchId: wellington, personId: eve });
    expect(started.errors).toBeUndefined();
    const ticket = started.data?.addArrival;
    expect(ticket?.operationDomain).toBe('ACCESS_CONTROL');
    if (!ticket) throw new Error('no ticket');
    const job = { applicationId: org.applicationId, ticketId: ticket.ticketId };
    await processAsyncOperation(server.deps.db, modules.asyncOperations, job, { finalAttempt: false });
    const status = await server.graphql<{
      getAsyncOperationStatus: { status: string; arrival: (ArrivalOut & { branchId: string }) | null };
    }>(org.frontDesk, STATUS, { ticketId: ticket.ticketId });
    expect(status.data?.getAsyncOperationStatus).toMatchObject({
      status: 'OK',
      arrival: { personId: eve, branchId: wellington, tags: ['MANUAL'], granted: true },
    });
    const [role] = await owner<{ last_visit_at: Date | null }>(
      'select last_visit_at from person_branch_roles where person_id = $1 and branch_id = $2',
      [eve, wellington],
    );
    expect(role?.last_visit_at).toBeInstanceOf(Date);
    const [stored] = await owner<{ recorded_by_user_id: string }>(
      'select recorded_by_user_id from arrivals where id = $1',
      [status.data?.getAsyncOperationStatus.arrival?.id],
    );
    expect(stored?.recorded_by_user_id).toBe(org.frontDesk.userId);
    const today = await list(org.frontDesk, { branchId: wellington });
    expect(today.data?.getArrivals.arrivals.map((a) => a.id)).toContain(
      status.data?.getAsyncOperationStatus.arrival?.id,
    );
  });

  it('needs view-arrival at the branch and the person visible to the actor', async () => {
    const fay = await memberAt(auckland, 'Fay');
    const otherBranch = await added(org.frontDesk, { branchId: auckland, personId: fay });
    expect(otherBranch.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    const hiddenPerson = await added(org.frontDesk, { branchId: wellington, personId: fay });
    expect(hiddenPerson.errors?.[0]?.extensions?.code).toBe('MEMBER_NOT_IN_BRANCH');
    const nobody = await added(org.frontDesk, {
      branchId: wellington,
      personId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.errors?.[0]?.extensions?.code).toBe('MEMBER_NOT_FOUND');
    const notAnId = await added(org.frontDesk, { branchId: 'x', personId: fay });
    expect(notAnId.errors?.[0]?.extensions?.category).toBe('validation');
  });
});
