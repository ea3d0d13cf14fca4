import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOW_LIST_FORMAT,
  type AllowList,
  type AllowListEntry,
  type OfflineSwipe,
  type OfflineSwipeResult,
  signAllowList,
} from '../door-protocol.ts';
import { type DoorTransport, DoorUnreachable } from './door-transport.ts';
import { SandboxDoor } from './sandbox-door.ts';

/*
 * The sandbox door's own state machine against an in-memory server (the real routes are tested
 * in features/doors): deciding online, alone from a signed list, and uploading exactly once.
 */

let key: { kid: string; privateJwk: JWK; publicJwk: JWK };

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  key = {
    kid: 'k1',
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid: 'k1' },
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid: 'k1' },
  };
});

const entry = (cardNumber: string, fields: Partial<AllowListEntry> = {}): AllowListEntry => ({
  cardNumber,
  personId: `p-${cardNumber}`,
  firstName: cardNumber,
  granted: true,
  until: '2027-01-01T00:00:00Z',
  membershipId: null,
  visitsLeft: null,
  reason: null,
  reasonAfter: null,
  ...fields,
});

function fakeServer(entries: AllowListEntry[]) {
  const stored = new Map<string, OfflineSwipe>();
  const state = { reachable: true, loseNextAnswer: false, uploads: 0, tamper: false };
  const list: AllowList = {
    format: ALLOW_LIST_FORMAT,
    doorId: 'd1',
    branchId: 'b1',
    timeZone: 'Pacific/Auckland',
    version: 'v1',
    generatedAt: '2026-11-28T00:00:00Z',
    validUntil: '2026-11-29T11:00:00Z',
    entries,
  };
  const reach = () => {
    if (!state.reachable) throw new DoorUnreachable('cut');
  };
  const transport: DoorTransport = {
    async swipe(swipe) {
      reach();
      const found = entries.find((candidate) => candidate.cardNumber === swipe.cardNumber);
      return {
        arrivalId: swipe.swipeId,
        granted: found?.granted ?? false,
        tags: [],
        reason: found?.reason ?? null,
        person: found ? { firstName: found.firstName } : null,
      };
    },
    async allowList(etag) {
      reach();
      if (etag === list.version) return { status: 'not-modified' };
      const body = JSON.stringify(list);
      const signature = await signAllowList(body, key);
      return {
        status: 'list',
        body: state.tamper ? body.replace('"granted":false', '"granted":true') : body,
        signature,
        etag: list.version,
      };
    },
    async uploadOffline(swipes) {
      reach();
      state.uploads += 1;
      const results: OfflineSwipeResult[] = swipes.map((swipe, index) => {
        const duplicate = stored.has(swipe.swipeId);
        stored.set(swipe.swipeId, swipe);
        return {
          index,
          swipeId: swipe.swipeId,
          status: duplicate ? 'DUPLICATE' : 'RECORDED',
          arrivalId: swipe.swipeId,
          error: null,
        };
      });
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        throw new DoorUnreachable('the answer was lost');
      }
      return { results };
    },
    async signingKeys() {
      reach();
      return [key.publicJwk];
    },
  };
  return { transport, stored, state };
}

describe('the sandbox door', () => {
  it('asks the server while it answers, then decides from its list and queues the swipe', async () => {
    const server = fakeServer([
      entry('A1'),
      entry('B2', {
        granted: false,
        until: null,
        reason: { code: 'SUSPENDED', text: 'Membership suspended until 12 Jan' },
      }),
    ]);
    let now = new Date('2026-11-28T09:00:00Z');
    const door = new SandboxDoor({ transport: server.transport, now: () => now });
    expect(await door.sync()).toBe(true);
    expect((await door.swipe('A1')).offline).toBe(false);

    server.state.reachable = false;
    now = new Date('2026-11-28T10:00:00Z');
    const granted = await door.swipe('A1');
    const denied = await door.swipe('B2');
    const unknown = await door.swipe('ZZZ');
    expect(door.online).toBe(false);
    expect([granted.granted, granted.offline]).toEqual([true, true]);
    expect(denied.reason?.text).toBe('Membership suspended until 12 Jan');
    expect(unknown.reason?.code).toBe('UNKNOWN_CARD');
    expect(door.queue.map((swipe) => [swipe.cardNumber, swipe.at, swipe.decision.granted])).toEqual([
      ['A1', '2026-11-28T10:00:00.000Z', true],
      ['B2', '2026-11-28T10:00:00.000Z', false],
      ['ZZZ', '2026-11-28T10:00:00.000Z', false],
    ]);

    server.state.reachable = true;
    expect(await door.sync()).toBe(true);
    expect(door.queue).toHaveLength(0);
    expect(server.stored.size).toBe(3);
  });

  it('sends a batch again when its answer was lost, and the server keeps each swipe once', async () => {
    const server = fakeServer([entry('A1')]);
    const door = new SandboxDoor({ transport: server.transport });
    await door.sync();
    server.state.reachable = false;
    for (let i = 0; i < 2500; i += 1) await door.swipe('A1');
    server.state.reachable = true;
    server.state.loseNextAnswer = true;
    expect(await door.sync()).toBe(false);
    expect(door.queue).toHaveLength(2500);
    expect(await door.sync()).toBe(true);
    expect(server.stored.size).toBe(2500);
    expect(server.state.uploads).toBe(4);
  });

  it('never lets more visits in than the pass had left, and refuses an expired entry', async () => {
    const server = fakeServer([
      entry('PASS', { membershipId: 'm1', visitsLeft: 2 }),
      entry('OLD', { until: '2026-11-28T11:00:00Z' }),
    ]);
    let now = Date.parse('2026-11-28T10:00:00Z');
    const door = new SandboxDoor({ transport: server.transport, now: () => new Date(now) });
    await door.sync();
    server.state.reachable = false;
    const passes: boolean[] = [];
    for (const minutes of [0, 5, 60, 120]) {
      now = Date.parse('2026-11-28T10:00:00Z') + minutes * 60_000;
      passes.push((await door.swipe('PASS')).granted);
    }
    // The second swipe is a re-entry (5 minutes on): it uses no visit, so the third still gets in.
    expect(passes).toEqual([true, true, true, false]);
    expect((await door.swipe('OLD')).reason?.code).toBe('ALLOW_LIST_EXPIRED');
  });

  it('refuses a list whose signature does not match its body', async () => {
    const server = fakeServer([
      entry('X', { granted: false, until: null, reason: { code: 'BLOCKED', text: 'Blocked' } }),
    ]);
    server.state.tamper = true;
    const door = new SandboxDoor({ transport: server.transport });
    await expect(door.refreshAllowList()).rejects.toThrow('not signed by the server');
    expect(door.listVersion).toBeNull();
  });
});
