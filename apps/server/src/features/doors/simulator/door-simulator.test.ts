import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../platform/graphql/context.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { revokeDoor } from '../doors.service.ts';
import { developmentApiOf } from './door-simulator.testing.ts';
import type { SimulatorState } from './simulated-door.ts';

/*
 * The door simulator's routes (docs/access-control.md "Door simulator page") on an api built as
 * `npm run dev` builds it: a simulated door per branch, issued on first use, swiping demo cards
 * through the real door routes, cut off and reconnected.
 */

let server: TestServer;
let development: FastifyInstance;
let org: OrganisationScenario;
let cards: { valid: string; blocked: string; suspended: string };
const wellington = () => org.branches.wellington.id;

beforeAll(async () => {
  server = await createTestServer();
  development = await developmentApiOf(server);
  org = await organisationScenario(server);
  const branchId = org.branches.wellington.id;
  const made = await org.build(async (tx) => {
    const catalogue = await makeWeeklyCatalogue(tx, branchId);
    const member = async (status: string) => {
      const person = await makePerson(tx, { homeBranchId: branchId, card: true });
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        status,
      });
      return { card: person.cardNumber ?? '', membershipId: membership.id };
    };
    return {
      valid: await member('ACTIVE'),
      blocked: await member('BLOCKED'),
      suspended: await member('ACTIVE'),
    };
  });
  await server.db.pools.owner.query(
    `insert into membership_suspensions (application_id, membership_id, start_date, end_date, suspension_fee, frequency)
     values ($1, $2, current_date - 3, current_date + 30, 0, 'DAYS')`,
    [org.applicationId, made.suspended.membershipId],
  );
  cards = { valid: made.valid.card, blocked: made.blocked.card, suspended: made.suspended.card };
});
afterAll(async () => {
  await development?.close();
  await server?.close();
});

async function call(
  viewer: Viewer | null,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{
  status: number;
  body: SimulatorState & { errors?: { message: string; extensions: { code: string } }[] };
}> {
  const token = viewer ? await server.tokens.issue(viewer) : null;
  const response = await development.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

const state = (branchId = wellington(), viewer: Viewer | null = org.superAdmin) =>
  call(viewer, 'GET', `/sandbox/doors/${branchId}`);
const swipe = (body: unknown, viewer: Viewer | null = org.superAdmin) =>
  call(viewer, 'POST', `/sandbox/doors/${wellington()}/swipes`, body);
const line = (online: boolean) =>
  call(org.superAdmin, 'POST', `/sandbox/doors/${wellington()}/line`, { online });

async function arrivalsOf(swipeId: string) {
  const { rows } = await server.db.pools.owner.query<{
    granted: boolean;
    reason: string | null;
    decided_offline: boolean;
    card_number: string;
  }>('select granted, reason, decided_offline, card_number from arrivals where swipe_id = $1', [swipeId]);
  return rows;
}

async function workingSimulatorDoors() {
  const { rows } = await server.db.pools.owner.query<{ id: string }>(
    `select id from doors where branch_id = $1 and name = 'Door simulator' and revoked_at is null`,
    [wellington()],
  );
  return rows;
}

describe('the door simulator (development build)', () => {
  it('issues a "Door simulator" door at the branch on first use, with its list, and keeps it', async () => {
    const first = await state();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      branchId: wellington(),
      door: { name: 'Door simulator' },
      notice: null,
      online: true,
      lineCut: false,
      queued: 0,
      decisions: [],
    });
    expect(first.body.listVersion).not.toBeNull();
    expect(first.body.listSize).toBeGreaterThanOrEqual(3);
    expect(first.body.door.keyPrefix).toMatch(/^door_/);
    const again = await state();
    expect(again.body.door.id).toBe(first.body.door.id);
    expect(await workingSimulatorDoors()).toEqual([{ id: first.body.door.id }]);
  });

  it('swipes each demo card through the door routes: each is an arrival with its reason', async () => {
    const expected = {
      valid: { granted: true, reason: null, card: cards.valid },
      blocked: { granted: false, reason: 'MEMBERSHIP_BLOCKED', card: cards.blocked },
      suspended: { granted: false, reason: 'MEMBERSHIP_SUSPENDED', card: cards.suspended },
    } as const;
    for (const [card, want] of Object.entries(expected)) {
      const { status, body } = await swipe({ card });
      expect(status, card).toBe(200);
      const [decision] = body.decisions;
      expect(decision, card).toMatchObject({
        cardNumber: want.card,
        granted: want.granted,
        decidedOffline: false,
        uploaded: null,
      });
      expect(decision?.reason?.code ?? null, card).toBe(want.reason);
      expect(await arrivalsOf(decision?.swipeId ?? '')).toEqual([
        { granted: want.granted, reason: want.reason, decided_offline: false, card_number: want.card },
      ]);
    }
    const unknown = await swipe({ card: 'unknown' });
    const [decision] = unknown.body.decisions;
    expect(decision?.cardNumber).toMatch(/^SIMUNKNOWN\d{6}$/);
    expect(decision?.reason).toEqual({
      code: 'UNKNOWN_CARD',
      text: `Card ${decision?.cardNumber} is not assigned to anyone`,
    });
    expect(await arrivalsOf(decision?.swipeId ?? '')).toHaveLength(1);
  });

  it('says how to make a blocked or suspended member where the branch has none', async () => {
    const auckland = org.branches.auckland.id;
    for (const [card, says] of [
      ['blocked', 'Overdue control blocks members'],
      ['suspended', "Suspend a membership on the member's page"],
    ] as const) {
      const { status, body } = await call(org.superAdmin, 'POST', `/sandbox/doors/${auckland}/swipes`, {
        card,
      });
      expect(status, card).toBe(400);
      expect(JSON.stringify(body.errors?.[0]), card).toContain(says);
    }
  });

  it('swipes a typed card number, and a burst of valid cards', async () => {
    const typed = await swipe({ cardNumber: ` ${cards.valid.toLowerCase()} ` });
    expect(typed.body.decisions[0]).toMatchObject({ cardNumber: cards.valid, granted: true });
    const burst = await swipe({ burst: 12 });
    expect(burst.status).toBe(200);
    const made = burst.body.decisions.slice(0, 12);
    expect(made.every((decision) => decision.granted && decision.cardNumber === cards.valid)).toBe(true);
    for (const decision of made) expect(await arrivalsOf(decision.swipeId)).toHaveLength(1);
  });

  it('cut off, decides from its list and queues; reconnected, uploads each swipe exactly once', async () => {
    expect((await line(false)).body).toMatchObject({ online: false, lineCut: true });
    const offline = await swipe({ card: 'valid' });
    const blocked = await swipe({ card: 'blocked' });
    const [denied, granted] = blocked.body.decisions;
    expect(granted).toMatchObject({ granted: true, decidedOffline: true, uploaded: false });
    expect(denied).toMatchObject({ granted: false, decidedOffline: true, uploaded: false });
    expect(denied?.reason?.code).toBe('MEMBERSHIP_BLOCKED');
    expect(blocked.body.queued).toBe(2);
    expect(offline.body.decisions[0]?.swipeId).toBe(granted?.swipeId);
    expect(await arrivalsOf(granted?.swipeId ?? '')).toEqual([]);

    const back = await line(true);
    expect(back.body).toMatchObject({ online: true, lineCut: false, queued: 0 });
    expect(back.body.decisions.slice(0, 2).map((decision) => decision.uploaded)).toEqual([true, true]);
    await line(true);
    expect(await arrivalsOf(granted?.swipeId ?? '')).toEqual([
      { granted: true, reason: null, decided_offline: true, card_number: cards.valid },
    ]);
    expect(await arrivalsOf(denied?.swipeId ?? '')).toEqual([
      { granted: false, reason: 'MEMBERSHIP_BLOCKED', decided_offline: true, card_number: cards.blocked },
    ]);
  });

  it('issues a new key when the door was revoked on the settings page, and says so', async () => {
    const before = await state();
    await revokeDoor(await server.context(org.superAdmin), wellington(), before.body.door.id);
    const after = await state();
    expect(after.body.door.id).not.toBe(before.body.door.id);
    expect(after.body.notice).toMatch(/revoked on the branch's settings page/);
    expect((await swipe({ card: 'valid' })).body.decisions[0]).toMatchObject({ granted: true });
    expect(await workingSimulatorDoors()).toEqual([{ id: after.body.door.id }]);
  });

  it('refuses who may not issue door keys at the branch, unknown branches and malformed requests', async () => {
    expect((await state(wellington(), null)).status).toBe(401);
    // A front desk (Wellington's) and Auckland's manager hold no door keys' permission there.
    const frontDesk = await state(org.branches.auckland.id, org.frontDesk);
    expect(frontDesk.status).toBe(403);
    expect(frontDesk.body.errors?.[0]?.extensions.code).toBe('BRANCH_ACCESS_DENIED');
    expect((await state(wellington(), org.branchManager)).status).toBe(403);
    expect((await swipe({ card: 'valid' }, org.frontDesk)).status).toBe(403);
    expect((await state('00000000-0000-4000-8000-000000000000')).body.errors?.[0]?.extensions.code).toBe(
      'BRANCH_NOT_FOUND',
    );
    expect((await state('not-a-branch')).status).toBe(404);
    for (const body of [{}, { card: 'stolen' }, { burst: 51 }, { burst: 0 }, { card: 'valid', burst: 2 }]) {
      const refused = await swipe(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
    expect((await swipe({ cardNumber: 'AB-12' })).body.errors?.[0]?.message).toMatch(/letters and digits/);
    const badLine = await call(org.superAdmin, 'POST', `/sandbox/doors/${wellington()}/line`, {
      online: 'yes',
    });
    expect(badLine.status).toBe(400);
  });

  it('is not served by a production api', async () => {
    const token = await server.tokens.issue(org.superAdmin);
    for (const [method, url] of [
      ['GET', `/sandbox/doors/${wellington()}`],
      ['POST', `/sandbox/doors/${wellington()}/swipes`],
      ['POST', `/sandbox/doors/${wellington()}/line`],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
