import type { JWK } from 'jose';
import pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import {
  ALLOW_LIST_SIGNATURE_HEADER,
  type AllowList,
  type OfflineSwipe,
  type OfflineSwipeResult,
  verifyAllowList,
} from '../../access-control/door-controller/door-protocol.ts';
import { cuttableTransport } from '../../access-control/door-controller/door-sandbox/cuttable-transport.ts';
import {
  type DoorHttp,
  httpDoorTransport,
} from '../../access-control/door-controller/door-sandbox/http-door-transport.ts';
import { SandboxDoor } from '../../access-control/door-controller/door-sandbox/sandbox-door.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { addDoor } from '../doors.service.ts';
import { doorAllowList } from './allow-list.service.ts';

/*
 * The offline doors' protocol end to end (docs/access-control.md "Doors offline"): the signed
 * allow-list with its ETag, and the sandbox door riding out an outage and uploading exactly once.
 */

let server: TestServer;
let org: OrganisationScenario;
let key: string;
let doorId: string;
let cards: { regular: string; pass: string; blocked: string };
let passId: string;
let catalogue: Awaited<ReturnType<typeof makeWeeklyCatalogue>>;
const PASS_VISITS = 5;

const http: DoorHttp = async (request) => {
  const response = await server.app.inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: response.statusCode, headers, body: response.body };
};

async function getList(doorKey: string, etag?: string) {
  return http({
    method: 'GET',
    path: '/access-control/doors/allow-list',
    headers: { authorization: `Door ${doorKey}`, ...(etag ? { 'if-none-match': `"${etag}"` } : {}) },
  });
}

async function upload(body: unknown, doorKey = key) {
  return http({
    method: 'POST',
    path: '/access-control/doors/swipes/offline',
    headers: { authorization: `Door ${doorKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const branchId = org.branches.wellington.id;
  const built = await org.build(async (tx) => {
    catalogue = await makeWeeklyCatalogue(tx, branchId);
    const sell = (personId: string, status = 'ACTIVE') =>
      makeMembership(tx, {
        personId,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        status,
      });
    const regular = await makePerson(tx, { homeBranchId: branchId, card: true });
    await sell(regular.id);
    const blocked = await makePerson(tx, { homeBranchId: branchId, card: true });
    await sell(blocked.id, 'BLOCKED');
    const passHolder = await makePerson(tx, { homeBranchId: branchId, card: true });
    const passPlan = await makeMembershipPlan(tx, {
      type: 'VISITOR_PASS',
      name: '5-visit pass',
      numberOfVisits: 5,
    });
    const passOption = await makePaymentOption(tx, {
      membershipPlanId: passPlan.id,
      sellingBranchIds: [branchId],
      status: 'PUBLISHED',
      paymentAmount: 5000,
      paymentFrequency: 'ONE_OFF',
    });
    const pass = await makeMembership(tx, {
      personId: passHolder.id,
      branchId,
      membershipPlanId: passPlan.id,
      paymentOptionId: passOption.id,
      numberOfVisitsLeft: PASS_VISITS,
    });
    return {
      cards: {
        regular: regular.cardNumber ?? '',
        pass: passHolder.cardNumber ?? '',
        blocked: blocked.cardNumber ?? '',
      },
      passId: pass.id,
    };
  });
  cards = built.cards;
  passId = built.passId;
  const issued = await addDoor(await server.context(org.superAdmin), branchId, 'Front door');
  key = issued.key;
  doorId = issued.door.id;
});
afterAll(() => server.close());

async function publicKeys(): Promise<JWK[]> {
  const response = await http({ method: 'GET', path: '/oidc/jwks', headers: {} });
  return (JSON.parse(response.body) as { keys: JWK[] }).keys;
}

describe('GET /access-control/doors/allow-list', () => {
  it('answers the branch list signed by the server, 304 for its ETag, and a new version after a change', async () => {
    const first = await getList(key);
    expect(first.status).toBe(200);
    const signature = first.headers[ALLOW_LIST_SIGNATURE_HEADER] ?? '';
    const [jwk] = await publicKeys();
    expect(jwk && (await verifyAllowList(first.body, signature, jwk))).toBe(true);
    expect(
      jwk && (await verifyAllowList(first.body.replace('"granted":false', '"granted":true'), signature, jwk)),
    ).toBe(false);
    const list = JSON.parse(first.body) as AllowList;
    expect(first.headers.etag).toBe(`"${list.version}"`);
    expect(list.timeZone).toBe('Pacific/Auckland');
    const entry = (card: string) => list.entries.find((candidate) => candidate.cardNumber === card);
    expect(entry(cards.regular)).toMatchObject({ granted: true, reason: null, visitsLeft: null });
    expect(Date.parse(entry(cards.regular)?.until ?? '')).toBeGreaterThan(Date.parse(list.validUntil));
    expect(entry(cards.pass)).toMatchObject({ granted: true, membershipId: passId, visitsLeft: PASS_VISITS });
    expect(entry(cards.blocked)).toMatchObject({
      granted: false,
      until: null,
      reason: { code: 'MEMBERSHIP_BLOCKED', text: 'Membership blocked' },
    });

    expect((await getList(key, list.version)).status).toBe(304);

    // A card added at the branch changes the list, and so its version.
    const added = await org.build((tx) =>
      makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
    );
    const changed = await getList(key, list.version);
    expect(changed.status).toBe(200);
    const next = JSON.parse(changed.body) as AllowList;
    expect(next.version).not.toBe(list.version);
    expect(next.entries.find((candidate) => candidate.cardNumber === added.cardNumber)).toMatchObject({
      granted: false,
      reason: { code: 'NO_MEMBERSHIP' },
    });
  });

  it("is rebuilt at the branch's midnight, and lets a running-out membership in until its last day ends", async () => {
    const branchId = org.branches.wellington.id;
    const leaving = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: branchId, card: true });
      // The end date is the first day it is over (exclusive): Thursday 3 December is its last day.
      await makeMembership(tx, {
        personId: person.id,
        branchId,
        membershipPlanId: catalogue.plan,
        paymentOptionId: catalogue.weekly,
        endDate: '2026-12-04',
      });
      return person;
    });
    const door = { id: doorId, applicationId: org.applicationId, branchId };
    // The api's own signing key (the list is signed as the route signs it).
    const { rows: keys } = await server.db.pools.owner.query<{ kid: string; private_jwk: JWK }>(
      'select kid, private_jwk from signing_keys order by created_at desc limit 1',
    );
    const signingKey = { kid: keys[0]?.kid ?? '', privateJwk: keys[0]?.private_jwk ?? {} };
    const build = async (at: string, etag: string | null = null) =>
      doorAllowList(server.deps.db, door, etag, signingKey, Temporal.Instant.from(at));
    // 23:59 and 00:01 in Wellington (NZDT, UTC+13) on the night of 1 to 2 December.
    const before = await build('2026-12-01T10:59:00Z');
    const after = await build('2026-12-01T11:01:00Z', before.etag);
    expect(after.status).toBe('list');
    expect(after.etag).not.toBe(before.etag);
    expect((await build('2026-12-01T11:30:00Z', after.etag)).status).toBe('not-modified');
    if (after.status !== 'list') return;
    const list = JSON.parse(after.body) as AllowList;
    expect(list.validUntil).toBe('2026-12-02T11:00:00Z');
    expect(list.entries.find((entry) => entry.cardNumber === leaving.cardNumber)).toMatchObject({
      granted: true,
      until: '2026-12-03T11:00:00Z',
      reasonAfter: { code: 'MEMBERSHIP_EXPIRED', text: 'Membership expired on 4 Dec' },
    });
  });

  it('refuses a request without a working door key', async () => {
    const response = await getList(`door_${'x'.repeat(43)}`);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).errors[0].extensions.code).toBe('DOOR_KEY_INVALID');
    expect((await upload({ swipes: [] }, `door_${'x'.repeat(43)}`)).status).toBe(401);
  });
});

describe('POST /access-control/doors/swipes/offline', () => {
  it('answers each row on its own: a bad row never stops the batch', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const response = await upload({
      swipes: [
        { swipeId: 'rows-1', cardNumber: cards.regular, at, decision: { granted: true } },
        { swipeId: 'rows-2', cardNumber: 'not a card!', at, decision: { granted: true } },
        {
          swipeId: 'rows-3',
          cardNumber: cards.regular,
          at: '2099-01-01T00:00:00Z',
          decision: { granted: true },
        },
        {
          swipeId: 'rows-4',
          cardNumber: 'NOBODY1',
          at,
          decision: {
            granted: false,
            reasonCode: 'UNKNOWN_CARD',
            reasonText: 'Card NOBODY1 is not assigned to anyone',
          },
        },
        'not a swipe',
      ],
    });
    expect(response.status).toBe(200);
    const results = (JSON.parse(response.body) as { results: OfflineSwipeResult[] }).results;
    expect(results.map((result) => [result.status, result.error?.code ?? null])).toEqual([
      ['RECORDED', null],
      ['REJECTED', 'VALIDATION_FAILED'],
      ['REJECTED', 'SWIPE_TIME_OUT_OF_RANGE'],
      ['RECORDED', null],
      ['REJECTED', 'VALIDATION_FAILED'],
    ]);
    const { rows } = await server.db.pools.owner.query(
      `select swipe_id, person_id is null as nobody, granted, reason, reason_text, decided_offline
       from arrivals where door_id = $1 and swipe_id like 'rows-%' order by swipe_id`,
      [doorId],
    );
    expect(rows).toEqual([
      {
        swipe_id: 'rows-1',
        nobody: false,
        granted: true,
        reason: null,
        reason_text: null,
        decided_offline: true,
      },
      {
        swipe_id: 'rows-4',
        nobody: true,
        granted: false,
        reason: 'UNKNOWN_CARD',
        reason_text: 'Card NOBODY1 is not assigned to anyone',
        decided_offline: true,
      },
    ]);
  });

  it('tells the live channel of swipes from the last 10 minutes only', async () => {
    const listener = new pg.Client({ connectionString: server.db.ownerUrl });
    await listener.connect();
    const notices: string[] = [];
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query('listen arrivals');
    try {
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const swipe = (swipeId: string, at: string) => ({
        swipeId,
        cardNumber: 'NOBODY2',
        at,
        decision: { granted: false, reasonCode: 'UNKNOWN_CARD' },
      });
      const response = await upload({
        swipes: [
          swipe('live-1', minutesAgo(1)),
          swipe('live-2', minutesAgo(30)),
          swipe('live-3', minutesAgo(600)),
        ],
      });
      const results = (JSON.parse(response.body) as { results: OfflineSwipeResult[] }).results;
      expect(results.map((result) => result.status)).toEqual(['RECORDED', 'RECORDED', 'RECORDED']);
      await expect.poll(() => notices.length).toBe(1);
      // Nothing else arrives for the older two.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notices.map((notice) => (JSON.parse(notice) as { arrivalId: string }).arrivalId)).toEqual([
        results[0]?.arrivalId,
      ]);
    } finally {
      await listener.end();
    }
  });

  it('refuses an upload that is not a batch of 1 to 1000 swipes', async () => {
    for (const body of [{}, { swipes: [] }, { swipes: Array.from({ length: 1001 }, () => ({})) }, [1, 2]]) {
      const response = await upload(body);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the sandbox door through a 72-hour outage', () => {
  it('decides 5,000 swipes alone and reconciles each exactly once, a cut mid-upload included', async () => {
    const hours72 = 72 * 3_600_000;
    const start = Date.now() - hours72 - 60_000;
    let clock = start;
    const line = cuttableTransport(httpDoorTransport(http, key));
    const door = new SandboxDoor({ transport: line.transport, now: () => new Date(clock) });
    expect(await door.sync()).toBe(true);

    line.cut();
    const rotation = [cards.regular, cards.regular, cards.blocked, cards.regular, 'UNKNOWNCARD9'];
    const granted: boolean[] = [];
    for (let i = 0; i < 5000; i += 1) {
      clock = start + Math.floor((i * hours72) / 5000);
      // Every 50th swipe is the visit pass, about an hour apart: never a re-entry.
      const card = i % 50 === 0 ? cards.pass : (rotation[i % rotation.length] ?? cards.regular);
      const decision = await door.swipe(card);
      expect(decision.offline).toBe(true);
      granted.push(decision.granted);
    }
    expect(door.queue).toHaveLength(5000);
    const sent: OfflineSwipe[] = [...door.queue];

    // The line comes back, then drops while the first batch's answer is on its way back.
    line.restore();
    line.cutDuringNextUpload();
    expect(await door.sync()).toBe(false);
    expect(door.queue).toHaveLength(5000);
    line.restore();
    expect(await door.sync()).toBe(true);
    expect(door.queue).toHaveLength(0);
    expect(door.rejected).toEqual([]);

    // And a door that sends it all again changes nothing.
    for (let index = 0; index < sent.length; index += 1000) {
      const again = await line.transport.uploadOffline(sent.slice(index, index + 1000));
      expect(new Set(again.results.map((result) => result.status))).toEqual(new Set(['DUPLICATE']));
    }

    const { rows } = await server.db.pools.owner.query<{
      arrivals: number;
      swipes: number;
      granted: number;
      offline: number;
      re_entries: number;
      first: Date;
      last: Date;
    }>(
      `select count(*)::int as arrivals, count(distinct swipe_id)::int as swipes,
              count(*) filter (where granted)::int as granted,
              count(*) filter (where decided_offline)::int as offline,
              count(*) filter (where 'RE_ENTRY' = any(tags))::int as re_entries,
              min(arrived_at) as first, max(arrived_at) as last
       from arrivals where door_id = $1 and swipe_id = any($2::text[])`,
      [doorId, sent.map((swipe) => swipe.swipeId)],
    );
    expect(rows[0]).toEqual({
      arrivals: 5000,
      swipes: 5000,
      granted: granted.filter(Boolean).length,
      offline: 5000,
      // The regular member comes through every minute or two: each entry after their first is a
      // re-entry, judged by the entries before it in the upload (2,900 swipes, the first not one).
      re_entries: 2899,
      first: new Date(sent[0]?.at ?? ''),
      last: new Date(sent[4999]?.at ?? ''),
    });
    // The pass let in exactly its five visits at the door, each charged once.
    const pass = await server.db.pools.owner.query<{ left: number; used: number }>(
      `select number_of_visits_left as left,
              (select count(*)::int from arrivals where membership_id = $1 and granted) as used
       from memberships where id = $1`,
      [passId],
    );
    expect(pass.rows[0]).toEqual({ left: 0, used: PASS_VISITS });
  }, 300_000);
});
