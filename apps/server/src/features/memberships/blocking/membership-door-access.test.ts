import { nextBillingDate, type OverdueSettings, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../../testing/test-server.ts';
import { processAccessSync } from '../../access-control/access-sync.job.ts';
import { sandboxDoorStore } from '../../access-control/door-controller/sandbox-door-controller.repository.ts';
import { sandboxDoorController } from '../../access-control/door-controller/sandbox-door-controller.ts';
import { appendLedgerEntries } from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { assessOverdueBlocking } from './membership-blocking.ts';
import { refreshDoorAccessOf } from './membership-door-access.jobs.ts';

/**
 * The doors follow blocking (docs/access-control.md "Blocked members"): overdue control takes a
 * member's access level back at the door controller, Unblock gives it back until its date, the
 * hourly door-access job takes it back after that date (the branch's midnight), and paying gives
 * it back for good. The cards stay throughout. Every step run again changes nothing.
 */
let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;
const ZONE = 'Pacific/Auckland';

const today = () => todayIn(ZONE);
const day = (offset: number) => today().add({ days: offset }).toString();
const CONTROL: OverdueSettings = { enabled: true, maximumOverdueAmount: 0, gracePeriodInDays: 0 };

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (await makeBranchBillingAccount(tx, { branchId: wellington, isDefault: true })).id;
    plan = (await makeMembershipPlan(tx)).id;
    weekly = (
      await makePaymentOption(tx, {
        membershipPlanId: plan,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        paymentAmount: 2000,
      })
    ).id;
  });
});
afterAll(() => server.close());

/** A Wellington member whose debitsuccess membership left $20 unpaid five days ago. */
async function overdueMember() {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const membership = await org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: weekly,
      startDate: nextBillingDate('DEBITSUCCESS', today().subtract({ days: 40 })).toString(),
      account: { branchBillingAccountId: account, provider: 'DEBITSUCCESS' },
      ledger: [{ type: 'CHARGE', chargeKey: 'RECURRING:1', kind: 'RECURRING', amount: 2000, date: day(-5) }],
    }),
  );
  return { person, membership };
}

const assess = (settings: OverdueSettings = CONTROL) =>
  withTenant(server.deps.db, org.applicationId, (tx) =>
    assessOverdueBlocking(tx, org.applicationId, settings, today()),
  );

async function addCard(personId: string, cardNumber: string) {
  const token = await server.tokens.issue(org.frontDesk);
  const response = await server.app.inject({
    method: 'POST',
    url: `/access-control/user/${personId}/token`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-api-key': TEST_API_KEY,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ cardNumber, type: 'card' }),
  });
  expect(response.statusCode).toBe(201);
}

interface ItemState {
  kind: string;
  name: string;
  operation: string;
  status: string;
  /** What the sandbox door controller holds of it (null: never pushed). */
  held: boolean | null;
}

/** The person's items as stored, each with what the sandbox controller holds. */
async function doorsOf(personId: string): Promise<ItemState[]> {
  const { rows } = await server.db.pools.owner.query<ItemState>(
    `select i.kind, i.name, i.operation, i.status, c.active as held
     from access_sync_items i
     left join sandbox_door_credentials c on c.application_id = i.application_id and c.item_id = i.id
     where i.person_id = $1 order by i.kind, i.created_at`,
    [personId],
  );
  return rows;
}

/** Runs the sync job once for every item of the person, as the worker would. */
async function sync(personId: string): Promise<string[]> {
  const controller = sandboxDoorController(sandboxDoorStore(server.db.pools.owner));
  const { rows } = await server.db.pools.owner.query<{ id: string }>(
    'select id from access_sync_items where person_id = $1 order by kind, created_at',
    [personId],
  );
  const outcomes: string[] = [];
  for (const { id } of rows) {
    outcomes.push(
      await processAccessSync(
        server.deps.db,
        controller,
        { applicationId: org.applicationId, itemId: id },
        { finalAttempt: false },
      ),
    );
  }
  return outcomes;
}

/** Sync jobs waiting for the person's items. */
async function queuedSyncs(personId: string): Promise<number> {
  const { rows } = await server.db.pools.owner.query<{ count: string }>(
    `select count(*) from pgboss.job j join access_sync_items i on i.id::text = j.data->>'itemId'
     where j.name = 'access-control-sync' and j.state = 'created' and i.person_id = $1`,
    [personId],
  );
  return Number(rows[0]?.count ?? 0);
}

const UNBLOCK = `mutation U($p: ID!, $m: ID!, $d: String) {
  setAllowAccessByAdmin(personId: $p, membershipId: $m, allowAccessUntil: $d) { id status allowAccessUntil }
}`;

/** The instant `minutes` after midnight starting `date` in Wellington's time zone. */
const afterMidnight = (date: string, minutes: number) =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: ZONE }).toInstant().add({ minutes });

const card = (name: string, held: boolean) => ({
  kind: 'CARD',
  name,
  operation: 'ADD',
  status: 'SUCCEEDED',
  held,
});
const level = (operation: string, status: string, held: boolean | null) => ({
  kind: 'LEVEL',
  name: `${org.branches.wellington.name} doors`,
  operation,
  status,
  held,
});

describe('door access follows blocking (docs/access-control.md "Blocked members")', () => {
  it('revokes the level when blocked, grants it for an Unblock, revokes it after the date, grants it once paid', async () => {
    const { person, membership } = await overdueMember();
    await addCard(person.id, `DOOR${person.id.slice(0, 6)}`.toUpperCase());
    await sync(person.id);
    const number = `DOOR${person.id.slice(0, 6)}`.toUpperCase();
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'SUCCEEDED', true)]);

    // Blocked: the level is asked REMOVE, and the controller drops it; the card stays.
    const queued = await queuedSyncs(person.id);
    expect(await assess()).toMatchObject({ blocked: 1 });
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('REMOVE', 'PENDING_REMOVAL', true)]);
    expect(await queuedSyncs(person.id)).toBe(queued + 1);
    expect(await sync(person.id)).toEqual(['already-done', 'removed']);
    const blocked = await doorsOf(person.id);
    expect(blocked).toEqual([card(number, true), level('REMOVE', 'REMOVED', false)]);
    // Again: nothing changes, nothing is pushed.
    expect(await assess()).toEqual({ blocked: 0, unblocked: 0 });
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId)).toBe(0);
    expect(await doorsOf(person.id)).toEqual(blocked);
    expect(await queuedSyncs(person.id)).toBe(queued + 1);
    expect(await sync(person.id)).toEqual(['already-done', 'already-done']);

    // Unblock until the day after tomorrow: granted again at once.
    const until = day(2);
    const allowed = await server.graphql(org.frontDesk, UNBLOCK, {
      p: person.id,
      m: membership.id,
      d: until,
    });
    expect(allowed.errors).toBeUndefined();
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'PENDING', false)]);
    expect(await sync(person.id)).toEqual(['already-done', 'succeeded']);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'SUCCEEDED', true)]);
    // Still blocked by overdue control, but let in: the assessment leaves the doors alone.
    expect(await assess()).toEqual({ blocked: 0, unblocked: 0 });
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId)).toBe(0);

    // The allowance's last day, a minute before midnight in Wellington: still in.
    const next = Temporal.PlainDate.from(until).add({ days: 1 }).toString();
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId, afterMidnight(next, -1))).toBe(0);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'SUCCEEDED', true)]);
    // A minute after: the membership is still BLOCKED, so the level is taken back.
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId, afterMidnight(next, 1))).toBe(1);
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId, afterMidnight(next, 61))).toBe(0);
    expect(await sync(person.id)).toEqual(['already-done', 'removed']);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('REMOVE', 'REMOVED', false)]);

    // Paid at the desk: the next assessment unblocks, and the level is granted again.
    await withTenant(server.deps.db, org.applicationId, (tx) =>
      appendLedgerEntries(tx, [
        {
          applicationId: org.applicationId,
          membershipId: membership.id,
          type: 'PAYMENT',
          amount: 2000,
          date: day(0),
          reference: `door-${membership.id}`,
          paymentType: 'CASH',
        },
      ]),
    );
    // Run against the real clock now: the allowance (until the day after tomorrow) is still on.
    expect(await assess()).toMatchObject({ unblocked: 1 });
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'PENDING', false)]);
    expect(await sync(person.id)).toEqual(['already-done', 'succeeded']);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'SUCCEEDED', true)]);
    // Unblocking ended the allowance with the block.
    const { rows } = await server.db.pools.owner.query(
      'select status, allow_access_from, allow_access_until from memberships where id = $1',
      [membership.id],
    );
    expect(rows[0]).toEqual({ status: 'ACTIVE', allow_access_from: null, allow_access_until: null });
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId, afterMidnight(next, 1))).toBe(0);
  });

  it('keeps a level off a card added while blocked, and grants it once unblocked', async () => {
    const { person } = await overdueMember();
    expect(await assess()).toMatchObject({ blocked: 1 });
    // No card: nothing to revoke at the controller, but the level is recorded REMOVED.
    expect(await doorsOf(person.id)).toEqual([level('REMOVE', 'REMOVED', null)]);
    expect(await queuedSyncs(person.id)).toBe(0);

    const number = `LATE${person.id.slice(0, 6)}`.toUpperCase();
    await addCard(person.id, number);
    expect(await sync(person.id)).toEqual(['succeeded', 'already-done']);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('REMOVE', 'REMOVED', null)]);

    // Overdue control turned off: unblocked, the level pushed for the first time.
    expect(await assess({ ...CONTROL, enabled: false })).toMatchObject({ unblocked: 1 });
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'PENDING', null)]);
    expect(await sync(person.id)).toEqual(['already-done', 'succeeded']);
    expect(await doorsOf(person.id)).toEqual([card(number, true), level('ADD', 'SUCCEEDED', true)]);
  });

  it("ends an allowance at midnight in the membership's branch's time zone (Perth), revoking cards it held before", async () => {
    const perth = org.branches.perth;
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: perth.id, card: true }));
    const perthToday = todayIn(perth.timeZone);
    const until = perthToday.add({ days: 1 }).toString();
    await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: perth.id,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        status: 'BLOCKED',
        startDate: perthToday.subtract({ days: 30 }).toString(),
        allowAccessFrom: perthToday.toString(),
        allowAccessUntil: until,
      }),
    );
    const next = Temporal.PlainDate.from(until).add({ days: 1 });
    const perthMidnight = next.toZonedDateTime({ timeZone: perth.timeZone }).toInstant();
    // A minute before Perth's midnight it is already the next day in Auckland: still in.
    const before = perthMidnight.subtract({ minutes: 1 });
    expect(todayIn(ZONE, before).toString()).toBe(next.toString());
    expect(await refreshDoorAccessOf(server.deps.db, org.applicationId, before)).toBe(0);
    expect(await doorsOf(person.id)).toEqual([]);
    // A minute after: the card they held before access control tracked it opens the home doors
    // already, so the level is recorded and revoked at the controller.
    expect(
      await refreshDoorAccessOf(server.deps.db, org.applicationId, perthMidnight.add({ minutes: 1 })),
    ).toBe(1);
    const levelName = `${perth.name} doors`;
    expect(await doorsOf(person.id)).toEqual([
      { kind: 'LEVEL', name: levelName, operation: 'REMOVE', status: 'PENDING_REMOVAL', held: null },
    ]);
    expect(await sync(person.id)).toEqual(['removed']);
    expect(
      await refreshDoorAccessOf(server.deps.db, org.applicationId, perthMidnight.add({ minutes: 61 })),
    ).toBe(0);
    expect(await doorsOf(person.id)).toEqual([
      { kind: 'LEVEL', name: levelName, operation: 'REMOVE', status: 'REMOVED', held: false },
    ]);
  });
});

describe('door access on the billing clock', () => {
  it('ends an Unblock allowance by the billing clock’s today (BILLING_CLOCK_DATE), the day Unblock judged it by', async () => {
    const { person, membership } = await overdueMember();
    // (Members of the tests above may be blocked with them.)
    expect((await assess()).blocked).toBeGreaterThanOrEqual(1);
    const allowed = await server.graphql(org.frontDesk, UNBLOCK, {
      p: person.id,
      m: membership.id,
      d: day(2),
    });
    expect(allowed.errors).toBeUndefined();
    const operation = async () => (await doorsOf(person.id)).find((item) => item.kind === 'LEVEL')?.operation;
    await refreshDoorAccessOf(server.deps.db, org.applicationId);
    expect(await operation()).toBe('ADD');
    const previous = process.env.BILLING_CLOCK_DATE;
    try {
      // The day after the allowance's last day on the billing clock: the level is taken back.
      process.env.BILLING_CLOCK_DATE = day(3);
      await refreshDoorAccessOf(server.deps.db, org.applicationId);
      expect(await operation()).toBe('REMOVE');
    } finally {
      if (previous === undefined) delete process.env.BILLING_CLOCK_DATE;
      else process.env.BILLING_CLOCK_DATE = previous;
    }
  });
});
