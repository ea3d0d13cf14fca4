import type { AccessTokenView, AccessUserView } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeAccessCard,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../testing/test-server.ts';
import { processAccessSync } from './access-sync.job.ts';
import { sandboxDoorStore } from './door-controller/sandbox-door-controller.repository.ts';
import { sandboxDoorController } from './door-controller/sandbox-door-controller.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(async () => {
  await server.close();
});

/** A Wellington member of the front desk's branch. */
const wellingtonMember = () =>
  org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));

async function call(viewer: StaffUser, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const token = await server.tokens.issue(viewer);
  const response = await server.app.inject({
    method,
    url: `/access-control${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-api-key': TEST_API_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

const codeOf = (body: unknown) =>
  (body as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code;

async function addCard(personId: string, cardNumber: string, viewer = org.frontDesk) {
  return call(viewer, 'POST', `/user/${personId}/token`, { cardNumber, type: 'card' });
}

async function userOf(personId: string): Promise<AccessUserView> {
  const response = await call(org.frontDesk, 'GET', `/user/${personId}`);
  expect(response.status).toBe(200);
  return response.body as AccessUserView;
}

const statusOf = (token: { providerSyncStatus: { status: string }[] } | undefined) =>
  token?.providerSyncStatus[0]?.status;

/** Runs the sync job once for every item of the person, as the worker would (one delivery each). */
async function syncOnce(personId: string, finalAttempt = false): Promise<string[]> {
  const controller = sandboxDoorController(sandboxDoorStore(server.db.pools.owner));
  const { rows } = await server.db.pools.owner.query<{ id: string }>(
    'select id from access_sync_items where person_id = $1 order by created_at',
    [personId],
  );
  const outcomes: string[] = [];
  for (const { id } of rows) {
    try {
      outcomes.push(
        await processAccessSync(
          server.deps.db,
          controller,
          { applicationId: org.applicationId, itemId: id },
          { finalAttempt },
        ),
      );
    } catch (error) {
      outcomes.push(`retry: ${(error as Error).message}`);
    }
  }
  return outcomes;
}

// First in the file: the tests after it drive the sync job by hand and leave their jobs queued, and
// a worker started after them would work through that backlog first, one job per poll.
describe('the worker pushes cards with back-off', () => {
  it('settles a good card SUCCEEDED and a FAIL card FAILED after its retries', {
    timeout: 60_000,
  }, async () => {
    const stop = await server.startWorker();
    try {
      const member = await wellingtonMember();
      await addCard(member.id, 'GOOD5');
      await addCard(member.id, 'FAIL5');
      const settled = async () => {
        const user = await userOf(member.id);
        return user.tokens.map((token) => `${token.name} ${statusOf(token)}`).sort();
      };
      await expect
        .poll(settled, { timeout: 50_000, interval: 500 })
        .toEqual(['FAIL5 FAILED', 'GOOD5 SUCCEEDED']);
    } finally {
      await stop();
    }
  });
});

describe('access-control user and cards (spec 3 §3, §7)', () => {
  it('answers the person with their home branch as access group and the cards they already hold', async () => {
    const member = await wellingtonMember();
    await org.build((tx) => makeAccessCard(tx, { personId: member.id, cardNumber: 'OLD123' }));
    const user = await userOf(member.id);
    expect(user.accessGroup).toBe(org.branches.wellington.name);
    expect(user.accessLevels).toEqual([]);
    expect(user.tokens.map((token) => [token.name, statusOf(token)])).toContainEqual(['OLD123', 'SUCCEEDED']);
  });

  it('adds a card PENDING with the home access level, and the door controller makes both SUCCEEDED', async () => {
    const member = await wellingtonMember();
    const added = await addCard(member.id, ' ab123 ');
    expect(added.status).toBe(201);
    const token = added.body as AccessTokenView;
    expect(token).toMatchObject({ name: 'AB123', type: 'card' });
    expect(statusOf(token)).toBe('PENDING');
    let user = await userOf(member.id);
    expect(user.accessLevels.map((level) => [level.name, statusOf(level)])).toEqual([
      [`${org.branches.wellington.name} doors`, 'PENDING'],
    ]);
    expect(await syncOnce(member.id)).toEqual(['succeeded', 'succeeded']);
    user = await userOf(member.id);
    expect(statusOf(user.tokens.find((t) => t.name === 'AB123'))).toBe('SUCCEEDED');
    expect(statusOf(user.accessLevels[0])).toBe('SUCCEEDED');
    // A second delivery of the same job changes nothing.
    expect(await syncOnce(member.id)).toEqual(['already-done', 'already-done']);
  });

  it('retries a card the controller refuses and marks it FAILED after the last attempt (FAIL numbers)', async () => {
    const member = await wellingtonMember();
    expect((await addCard(member.id, 'FAIL0001')).status).toBe(201);
    const [cardOutcome] = await syncOnce(member.id);
    expect(cardOutcome).toMatch(/^retry: /);
    expect(statusOf((await userOf(member.id)).tokens[0])).toBe('RETRYING');
    await syncOnce(member.id, true);
    const user = await userOf(member.id);
    expect(statusOf(user.tokens[0])).toBe('FAILED');
    // The level is not a FAIL number: it went through.
    expect(statusOf(user.accessLevels[0])).toBe('SUCCEEDED');
    const { rows } = await server.db.pools.owner.query<{ last_error: string; attempts: number }>(
      "select last_error, attempts from access_sync_items where name = 'FAIL0001'",
    );
    expect(rows[0]?.attempts).toBe(2);
    expect(rows[0]?.last_error).toContain('refused');
  });

  it('shows RETRYING then SUCCEEDED for a card refused once (FLAKY numbers)', async () => {
    const member = await wellingtonMember();
    await addCard(member.id, 'FLAKY1');
    await syncOnce(member.id);
    expect(statusOf((await userOf(member.id)).tokens[0])).toBe('RETRYING');
    await syncOnce(member.id);
    expect(statusOf((await userOf(member.id)).tokens[0])).toBe('SUCCEEDED');
  });

  it('removes a card: PENDING_REMOVAL, then REMOVED and the number is free again', async () => {
    const member = await wellingtonMember();
    const other = await wellingtonMember();
    const token = (await addCard(member.id, 'REUSE77')).body as AccessTokenView;
    await syncOnce(member.id);
    const removal = await call(org.frontDesk, 'DELETE', `/user/${member.id}/token/${token.id}`);
    expect(removal.status).toBe(200);
    expect(statusOf(removal.body as AccessTokenView)).toBe('PENDING_REMOVAL');
    // Still the member's until the controller confirms.
    expect(codeOf((await addCard(other.id, 'REUSE77')).body)).toBe('CARD_EXISTS');
    // Asking again while it runs answers the card as it stands.
    const again = await call(org.frontDesk, 'DELETE', `/user/${member.id}/token/${token.id}`);
    expect(statusOf(again.body as AccessTokenView)).toBe('PENDING_REMOVAL');
    await syncOnce(member.id);
    expect(statusOf((await userOf(member.id)).tokens.find((t) => t.id === token.id))).toBe('REMOVED');
    expect((await addCard(other.id, 'REUSE77')).status).toBe(201);
  });

  it('leaves the controller without the card when a removal overtakes a slow grant', async () => {
    const member = await wellingtonMember();
    const token = (await addCard(member.id, 'SLOW1')).body as AccessTokenView;
    const store = sandboxDoorStore(server.db.pools.owner);
    const sandbox = sandboxDoorController(store);
    const payload = { applicationId: org.applicationId, itemId: token.id };
    // The grant reaches the controller only after the removal was asked for and pushed.
    const slow = {
      ...sandbox,
      async grant(credential: Parameters<typeof sandbox.grant>[0]) {
        await call(org.frontDesk, 'DELETE', `/user/${member.id}/token/${token.id}`);
        expect(await processAccessSync(server.deps.db, sandbox, payload, { finalAttempt: false })).toBe(
          'removed',
        );
        await sandbox.grant(credential);
      },
    };
    expect(await processAccessSync(server.deps.db, slow, payload, { finalAttempt: false })).toBe(
      'superseded',
    );
    expect(statusOf((await userOf(member.id)).tokens.find((t) => t.id === token.id))).toBe('REMOVED');
    const { rows } = await server.db.pools.owner.query<{ active: boolean }>(
      'select active from sandbox_door_credentials where item_id = $1',
      [token.id],
    );
    expect(rows).toEqual([{ active: false }]);
  });

  it('removes a card the member held before access control tracked it', async () => {
    const member = await wellingtonMember();
    await org.build((tx) => makeAccessCard(tx, { personId: member.id, cardNumber: 'LEGACY9' }));
    const [legacy] = (await userOf(member.id)).tokens;
    const removal = await call(org.frontDesk, 'DELETE', `/user/${member.id}/token/${legacy?.id}`);
    expect(statusOf(removal.body as AccessTokenView)).toBe('PENDING_REMOVAL');
  });

  it("answers Card Exists for another person's card, and the same token to its holder", async () => {
    const holder = await wellingtonMember();
    const other = await wellingtonMember();
    const first = (await addCard(holder.id, 'DUP1')).body as AccessTokenView;
    const again = await addCard(holder.id, 'dup1');
    expect(again.status).toBe(201);
    expect((again.body as AccessTokenView).id).toBe(first.id);
    const taken = await addCard(other.id, 'DUP1');
    expect(taken.status).toBe(409);
    expect(codeOf(taken.body)).toBe('CARD_EXISTS');
    expect((taken.body as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'This card number is already assigned to other member',
    );
  });

  it('lets exactly one of many concurrent adds of one number win (the database decides)', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => wellingtonMember()));
    const answers = await Promise.all(people.map((person) => addCard(person.id, 'RACE42')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const { rows } = await server.db.pools.owner.query(
      "select person_id from access_cards where card_number = 'RACE42'",
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses invalid numbers with the spec texts', async () => {
    const member = await wellingtonMember();
    for (const [cardNumber, message] of [
      ['', 'Card number is required'],
      ['A'.repeat(201), 'Card number must be 200 characters or less'],
      ['12 34', 'Card number must be alphanumeric, up to 200 characters'],
    ] as const) {
      const answer = await addCard(member.id, cardNumber);
      expect(answer.status).toBe(400);
      expect(codeOf(answer.body)).toBe('VALIDATION_FAILED');
      expect((answer.body as { errors: { message: string }[] }).errors[0]?.message).toBe(message);
    }
    const wrongType = await call(org.frontDesk, 'POST', `/user/${member.id}/token`, {
      cardNumber: '1',
      type: 'pin',
    });
    expect(wrongType.status).toBe(400);
    const notJson = await call(org.frontDesk, 'POST', `/user/${member.id}/token`, 'x');
    expect(notJson.status).toBe(400);
  });

  it("keeps a branch's people to staff of that branch and unknown ids unknown", async () => {
    const member = await wellingtonMember();
    expect((await call(org.branchManager, 'GET', `/user/${member.id}`)).status).toBe(403);
    expect((await addCard(member.id, 'NOPE1', org.branchManager)).status).toBe(403);
    expect((await call(org.frontDesk, 'GET', '/user/not-a-uuid')).status).toBe(404);
    expect((await call(org.frontDesk, 'GET', `/user/${crypto.randomUUID()}`)).status).toBe(404);
    const token = (await addCard(member.id, 'MINE1')).body as AccessTokenView;
    const stranger = await wellingtonMember();
    expect((await call(org.frontDesk, 'DELETE', `/user/${stranger.id}/token/${token.id}`)).status).toBe(404);
    expect((await call(org.frontDesk, 'DELETE', `/user/${member.id}/token/x`)).status).toBe(404);
  });
});

describe("a staff member's cards (spec 3 §6: staff permission on the branches they work for)", () => {
  it('takes view-staff-member to read and manage-staff-member to change, not the member operations', async () => {
    const [wellingtonStaff, aucklandStaff] = await org.build(async (tx) => [
      await makePerson(tx, { homeBranchId: org.branches.wellington.id, role: 'StaffMember' }),
      await makePerson(tx, { homeBranchId: org.branches.auckland.id, role: 'StaffMember' }),
    ]);
    if (!wellingtonStaff || !aucklandStaff) throw new Error('no staff');
    // The Wellington front desk may manage members there, but not staff.
    const denied = await call(org.frontDesk, 'GET', `/user/${wellingtonStaff.id}`);
    expect([denied.status, codeOf(denied.body)]).toEqual([403, 'STAFF_ACCESS_DENIED']);
    expect(codeOf((await addCard(wellingtonStaff.id, 'STAFF1')).body)).toBe('STAFF_ACCESS_DENIED');
    // Auckland's branch manager manages Auckland's staff, and only theirs.
    expect((await call(org.branchManager, 'GET', `/user/${aucklandStaff.id}`)).status).toBe(200);
    expect((await addCard(aucklandStaff.id, 'STAFF2', org.branchManager)).status).toBe(201);
    expect((await call(org.branchManager, 'GET', `/user/${wellingtonStaff.id}`)).status).toBe(403);
    expect((await addCard(wellingtonStaff.id, 'STAFF3', org.superAdmin)).status).toBe(201);
  });
});
