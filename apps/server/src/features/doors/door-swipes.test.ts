import { randomUUID } from 'node:crypto';
import { denialDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { capturingDatabase, dataQueries, explain } from '../../testing/query-plans.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  makeMembership,
  makeWeeklyCatalogue,
  type WeeklyCatalogue,
} from '../memberships/memberships.testing.ts';
import { makeMembershipPlan } from '../plans/plans.testing.ts';
import { makeDoor } from './doors.testing.ts';
import { decideSwipe } from './public.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
let key: string;
let doorId: string;
let catalogue: WeeklyCatalogue;
const branchId = () => org.branches.wellington.id;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const made = await org.build(async (tx) => {
    const door = await makeDoor(tx, { branchId: org.branches.wellington.id, name: 'Front door' });
    return { door, catalogue: await makeWeeklyCatalogue(tx, org.branches.wellington.id) };
  });
  key = made.door.key;
  doorId = made.door.door.id;
  catalogue = made.catalogue;
});
afterAll(() => server.close());

interface Answer {
  arrivalId: string;
  granted: boolean;
  tags: string[];
  reason: { code: string; text: string } | null;
  person: { firstName: string } | null;
}

async function swipe(body: unknown, doorKey: string | null = key) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/access-control/doors/swipes',
    headers: {
      'content-type': 'application/json',
      ...(doorKey === null ? {} : { authorization: `Door ${doorKey}` }),
    },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Answer & { errors?: { extensions: { code: string } }[] },
  };
}

type MembershipFields = Partial<
  Omit<Parameters<typeof makeMembership>[1], 'personId' | 'branchId' | 'membershipPlanId' | 'paymentOptionId'>
>;

/**
 * A member of Wellington holding `card`, with one membership there: ongoing, or a visit pass of
 * its own plan named `passName`.
 */
async function memberWith(card: string, membership: MembershipFields = {}, passName?: string) {
  return org.build(async (tx) => {
    const person = await makePerson(tx, { homeBranchId: branchId(), card, firstName: 'Ana' });
    const plan = passName
      ? (await makeMembershipPlan(tx, { type: 'VISITOR_PASS', numberOfVisits: 10, name: passName })).id
      : catalogue.plan;
    const row = await makeMembership(tx, {
      personId: person.id,
      branchId: branchId(),
      membershipPlanId: plan,
      paymentOptionId: catalogue.weekly,
      ...membership,
    });
    return { person, membership: row };
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function arrivalRow(arrivalId: string) {
  const { rows } = await server.db.pools.owner.query(
    `select person_id, door_id, granted, tags, reason, reason_text, card_number, membership_id, decided_offline
     from arrivals where id = $1`,
    [arrivalId],
  );
  return rows[0];
}

async function visitsLeft(membershipId: string): Promise<number | null> {
  const { rows } = await server.db.pools.owner.query<{ left: number | null }>(
    'select number_of_visits_left as left from memberships where id = $1',
    [membershipId],
  );
  return rows[0]?.left ?? null;
}

describe('POST /access-control/doors/swipes (docs/access-control.md "Door decisions")', () => {
  it('lets a paid-up member in, stores the arrival and moves their last visit', async () => {
    const { person, membership } = await memberWith('GRANT1');
    const { status, body } = await swipe({ swipeId: randomUUID(), cardNumber: 'grant1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ granted: true, tags: ['PAID'], reason: null, person: { firstName: 'Ana' } });
    expect(await arrivalRow(body.arrivalId)).toMatchObject({
      person_id: person.id,
      door_id: doorId,
      granted: true,
      card_number: 'GRANT1',
      membership_id: membership.id,
      decided_offline: false,
    });
    const { rows } = await server.db.pools.owner.query(
      'select last_visit_at from person_branch_roles where person_id = $1 and branch_id = $2',
      [person.id, branchId()],
    );
    expect(rows[0]?.last_visit_at).toBeInstanceOf(Date);
  });

  it.each([
    [
      'BLOCKED',
      'DENY1',
      { status: 'BLOCKED' },
      'MEMBERSHIP_BLOCKED',
      'Membership blocked',
      ['DENIED', 'BLOCKED'],
    ],
    [
      'a used-up visit pass',
      'DENY2',
      { numberOfVisitsLeft: 0, pass: '10-visit pass' },
      'NO_VISITS_LEFT',
      'No visits left on 10-visit pass',
      ['DENIED'],
    ],
    [
      'not started',
      'DENY3',
      { startDate: '2099-01-05' },
      'MEMBERSHIP_NOT_STARTED',
      'Membership starts on 5 Jan 2099',
      ['DENIED'],
    ],
  ])('turns away %s with its reason in words', async (_name, card, options, code, text, tags) => {
    const { pass, ...fields } = options as MembershipFields & { pass?: string };
    await memberWith(card, fields, pass);
    const { status, body } = await swipe({ swipeId: randomUUID(), barcode: card });
    expect(status).toBe(200);
    expect(body.granted).toBe(false);
    expect(body.tags).toEqual(tags);
    expect(body.reason).toEqual({ code, text });
    expect(await arrivalRow(body.arrivalId)).toMatchObject({
      granted: false,
      reason: code,
      reason_text: text,
    });
  });

  it('reads the ledger, payment setup, staff accounts and the vaccination rule from the database', async () => {
    const zone = 'Pacific/Auckland';
    const today = Temporal.Now.zonedDateTimeISO(zone).toPlainDate();
    const due = today.subtract({ days: 10 });
    const dishonoured = [
      {
        type: 'CHARGE' as const,
        chargeKey: 'RECURRING:1',
        kind: 'RECURRING' as const,
        amount: 5400,
        date: due.toString(),
      },
      { type: 'DEBIT_SUBMITTED' as const, reference: 'PS-D-1', amount: 5400, date: due.toString() },
      {
        type: 'DEBIT_DISHONOURED' as const,
        reference: 'PS-D-1',
        reason: 'INSUFFICIENT_FUNDS' as const,
        date: due.toString(),
      },
    ];
    await memberWith('LEDGER1', { status: 'BLOCKED', ledger: dishonoured });
    await memberWith('LEDGER2', { ledger: dishonoured });
    await memberWith('SETUP1', {
      account: { branchBillingAccountId: catalogue.account, ddrStatus: 'DDR_PENDING' },
    });
    const staff = await org.build((tx) =>
      makePerson(tx, { homeBranchId: branchId(), role: 'StaffMember', card: 'STAFF1', firstName: 'Sid' }),
    );

    const blocked = await swipe({ swipeId: randomUUID(), cardNumber: 'LEDGER1' });
    expect(blocked.body.reason).toEqual({
      code: 'MEMBERSHIP_BLOCKED_OVERDUE',
      text: `Direct debit dishonoured: $54.00 overdue since ${denialDate(due, today)}`,
    });
    expect(blocked.body.tags).toEqual(['DENIED', 'BLOCKED', 'OVERDUE']);
    // Overdue but not blocked: let in, tagged OVERDUE.
    expect((await swipe({ swipeId: randomUUID(), cardNumber: 'LEDGER2' })).body).toMatchObject({
      granted: true,
      tags: ['OVERDUE'],
    });
    expect((await swipe({ swipeId: randomUUID(), cardNumber: 'SETUP1' })).body.reason?.code).toBe(
      'PAYMENT_SETUP_PENDING',
    );
    expect((await swipe({ swipeId: randomUUID(), cardNumber: 'STAFF1' })).body).toMatchObject({
      granted: true,
      tags: [],
      person: { firstName: 'Sid' },
    });
    await server.db.pools.owner.query('update person_branch_roles set status = $2 where person_id = $1', [
      staff.id,
      'INACTIVE',
    ]);
    const inactive = await swipe({ swipeId: randomUUID(), cardNumber: 'STAFF1', at: minutesAgo(0) });
    // Still within the re-entry window of the entry above: an inactive staff member is not let back in.
    expect(inactive.body).toMatchObject({ granted: false, tags: ['DENIED', 'INACTIVE'] });

    // The branch requires a certificate: the paid-up member of the first test has none.
    await server.db.pools.owner.query(
      `insert into branch_access_settings (application_id, branch_id, require_vaccination_certificate)
       values ($1, $2, true)`,
      [org.applicationId, branchId()],
    );
    try {
      const refused = await swipe({ swipeId: randomUUID(), cardNumber: 'GRANT1' });
      expect(refused.body).toMatchObject({
        granted: false,
        tags: ['DENIED', 'NO_VAX_CERT'],
        reason: { code: 'NO_VACCINATION_CERTIFICATE', text: 'No vaccination certificate sighted' },
      });
    } finally {
      await server.db.pools.owner.query('delete from branch_access_settings where branch_id = $1', [
        branchId(),
      ]);
    }
  });

  it('turns away a suspended member, by the suspension\u2019s dates', async () => {
    const { membership } = await memberWith('SUSP1');
    await server.db.pools.owner.query(
      `insert into membership_suspensions (application_id, membership_id, start_date, end_date, suspension_fee, frequency)
       values ($1, $2, current_date - 3, current_date + 30, 0, 'DAYS')`,
      [org.applicationId, membership.id],
    );
    const { body } = await swipe({ swipeId: randomUUID(), cardNumber: 'SUSP1' });
    expect(body).toMatchObject({
      granted: false,
      tags: ['DENIED', 'SUSPENDED'],
      reason: { code: 'MEMBERSHIP_SUSPENDED' },
    });
    expect(body.reason?.text).toMatch(/^Membership suspended until \d{1,2} [A-Z][a-z]{2}/);
  });

  it('stores an unknown card, and another organisation\u2019s card, as a denied arrival with no person', async () => {
    await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id, card: 'THEIRS1' }));
    for (const card of ['NOBODY1', 'THEIRS1']) {
      const { body } = await swipe({ swipeId: randomUUID(), cardNumber: card });
      expect(body).toMatchObject({
        granted: false,
        person: null,
        reason: { code: 'UNKNOWN_CARD', text: `Card ${card} is not assigned to anyone` },
      });
      expect((await arrivalRow(body.arrivalId))?.person_id).toBeNull();
    }
  });

  it('answers a retried swipe with the stored decision and uses the visit once', async () => {
    const { membership } = await memberWith('RETRY1', { numberOfVisitsLeft: 5 }, '10-visit pass');
    const swipeId = randomUUID();
    const first = await swipe({ swipeId, cardNumber: 'RETRY1', at: minutesAgo(1) });
    const [again, concurrent] = await Promise.all([
      swipe({ swipeId, cardNumber: 'RETRY1', at: minutesAgo(1) }),
      swipe({ swipeId, cardNumber: 'RETRY1', at: minutesAgo(1) }),
    ]);
    expect(first.body.granted).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(concurrent.body).toEqual(first.body);
    expect(await visitsLeft(membership.id)).toBe(4);
    const { rows } = await server.db.pools.owner.query(
      'select count(*)::int as n from arrivals where swipe_id = $1',
      [swipeId],
    );
    expect(rows[0]?.n).toBe(1);
    // Back in two minutes later: a re-entry, no visit used.
    const reEntry = await swipe({ swipeId: randomUUID(), cardNumber: 'RETRY1' });
    expect(reEntry.body).toMatchObject({ granted: true, tags: ['PAID', 'RE_ENTRY'] });
    expect(await visitsLeft(membership.id)).toBe(4);
  });

  it('gives the last visit of a pass to one of two concurrent swipes', async () => {
    const { membership } = await memberWith('LAST1', { numberOfVisitsLeft: 1 }, '10-visit pass');
    const door = { id: doorId, applicationId: org.applicationId, branchId: branchId(), name: 'Front door' };
    // Twenty minutes apart: neither is a re-entry after the other.
    const first = { swipeId: randomUUID(), cardNumber: 'LAST1', at: new Date(Date.now() - 40 * 60_000) };
    const second = { swipeId: randomUUID(), cardNumber: 'LAST1', at: new Date(Date.now() - 20 * 60_000) };
    // The first swipe decides and holds its transaction open; the second runs meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstDecided = false;
    const firstAnswer = withTenant(server.deps.db, org.applicationId, async (tx) => {
      const answer = await decideSwipe(tx, door, first);
      firstDecided = true;
      await held;
      return answer;
    });
    await vi.waitFor(() => expect(firstDecided).toBe(true));
    const secondAnswer = withTenant(server.deps.db, org.applicationId, (tx) => decideSwipe(tx, door, second));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const answers = await Promise.all([firstAnswer, secondAnswer]);
    expect(answers.map((answer) => answer.granted)).toEqual([true, false]);
    expect(answers[1]?.reason?.code).toBe('NO_VISITS_LEFT');
    expect(await visitsLeft(membership.id)).toBe(0);
  });

  it('decides in three statements read by index only, as the api role: none scans a table', async () => {
    await memberWith('PLAN1', { numberOfVisitsLeft: 3 }, '10-visit pass');
    const door = { id: doorId, applicationId: org.applicationId, branchId: branchId(), name: 'Front door' };
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, org.applicationId, (tx) =>
      decideSwipe(tx, door, { swipeId: randomUUID(), cardNumber: 'PLAN1', at: new Date() }),
    );
    // The door's call with the locks, the holder's facts, the arrival with its effects (round trips
    // are the swipe's cost at 200 a second: bench/README.md "Door decisions and the live channel").
    const reads = dataQueries(capture.queries);
    expect(reads.map((query) => query.sql.trim().slice(0, 4))).toEqual(['with', 'sele', 'with']);
    for (const statement of reads) {
      const plan = await explain(server.db.pools.app, org.applicationId, statement, { noSeqScan: true });
      expect(plan.seqScans, statement.sql).toEqual([]);
    }
  });

  it('refuses a missing, malformed, unknown or revoked key with 401 before reading the body', async () => {
    const revoked = await org.build((tx) => makeDoor(tx, { branchId: branchId(), revokedAt: new Date() }));
    for (const doorKey of [null, 'not-a-key', `door_${'A'.repeat(43)}`, revoked.key]) {
      const { status, body } = await swipe({ swipeId: randomUUID(), cardNumber: 'GRANT1' }, doorKey);
      expect(status, String(doorKey)).toBe(401);
      expect(body.errors?.[0]?.extensions.code).toBe('DOOR_KEY_INVALID');
    }
    const bearer = await server.app.inject({
      method: 'POST',
      url: '/access-control/doors/swipes',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(bearer.statusCode).toBe(401);
  });

  it.each([
    ['no swipe id', { cardNumber: 'GRANT1' }, 'VALIDATION_FAILED'],
    ['no card', { swipeId: 'x1' }, 'VALIDATION_FAILED'],
    ['a card with symbols', { swipeId: 'x2', cardNumber: "1' or 1=1" }, 'VALIDATION_FAILED'],
    ['a swipe id too long', { swipeId: 'x'.repeat(101), cardNumber: 'GRANT1' }, 'VALIDATION_FAILED'],
    [
      'a time without offset',
      { swipeId: 'x3', cardNumber: 'GRANT1', at: '2026-11-20T07:00:00' },
      'VALIDATION_FAILED',
    ],
    [
      'an impossible date',
      { swipeId: 'x4', cardNumber: 'GRANT1', at: '2026-13-40T07:00:00Z' },
      'VALIDATION_FAILED',
    ],
    [
      'a time an hour ahead',
      { swipeId: 'x5', cardNumber: 'GRANT1', at: new Date(Date.now() + 3_600_000).toISOString() },
      'SWIPE_TIME_OUT_OF_RANGE',
    ],
    ['not an object', ['GRANT1'], 'VALIDATION_FAILED'],
  ])('refuses %s with 400', async (_name, body, code) => {
    const { status, body: answer } = await swipe(body);
    expect(status).toBe(400);
    expect(answer.errors?.[0]?.extensions.code).toBe(code);
  });
});
