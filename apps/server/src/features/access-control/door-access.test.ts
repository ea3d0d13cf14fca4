import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { processAccessSync } from './access-sync.job.ts';
import { type DoorAccessChange, setDoorAccess } from './door-access.ts';
import type { DoorController } from './door-controller/door-controller.ts';
import { sandboxDoorStore } from './door-controller/sandbox-door-controller.repository.ts';
import { sandboxDoorController } from './door-controller/sandbox-door-controller.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

/** The level items setDoorAccess wrote for one person. */
const setAccess = async (change: DoorAccessChange) =>
  (
    await withTenant(server.deps.db, org.applicationId, (tx) =>
      setDoorAccess(tx, org.applicationId, [change]),
    )
  ).map((written) => written.itemId);

const push = (controller: DoorController, itemId: string) =>
  processAccessSync(
    server.deps.db,
    controller,
    { applicationId: org.applicationId, itemId },
    { finalAttempt: false },
  );

async function levelOf(itemId: string) {
  const { rows } = await server.db.pools.owner.query<{
    operation: string;
    status: string;
    held: boolean | null;
  }>(
    `select i.operation, i.status, c.active as held from access_sync_items i
     left join sandbox_door_credentials c on c.application_id = i.application_id and c.item_id = i.id
     where i.id = $1`,
    [itemId],
  );
  return rows[0];
}

describe('setDoorAccess (docs/access-control.md "Blocked members")', () => {
  it('asks for each change once, whatever the number of calls', async () => {
    const member = await org.build((tx) =>
      makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
    );
    const [levelId] = await setAccess({ personId: member.id, allowed: false });
    expect(levelId).toBeDefined();
    expect(await setAccess({ personId: member.id, allowed: false })).toEqual([]);
    expect(await setAccess({ personId: member.id, allowed: true })).toEqual([levelId]);
    expect(await setAccess({ personId: member.id, allowed: true })).toEqual([]);
    // Someone with no home branch has no level to take back.
    const homeless = await org.build((tx) => makePerson(tx, { homeBranchId: null }));
    expect(await setAccess({ personId: homeless.id, allowed: false })).toEqual([]);
  });

  it('takes back many at once: revoked at the controller for card holders, recorded for the rest', async () => {
    const wellington = org.branches.wellington.id;
    const [holder, cardless, homeless, other] = await org.build(async (tx) => [
      await makePerson(tx, { homeBranchId: wellington, card: true }),
      await makePerson(tx, { homeBranchId: wellington }),
      await makePerson(tx, { homeBranchId: null, card: true }),
      await makePerson(tx, { homeBranchId: wellington, card: true }),
    ]);
    const ids = [holder, cardless, homeless, other].map((person) => person?.id ?? '');
    const written = await withTenant(server.deps.db, org.applicationId, (tx) =>
      setDoorAccess(tx, org.applicationId, [
        ...ids.slice(0, 3).map((personId) => ({ personId, allowed: false })),
        { personId: ids[3] ?? '', allowed: true },
      ]),
    );
    expect(written.map((change) => change.personId).sort()).toEqual([ids[0], ids[1]].sort());
    const states = await Promise.all(written.map((change) => levelOf(change.itemId)));
    expect(
      written.map((change, i) => [change.personId, states[i]?.operation, states[i]?.status]).sort(),
    ).toEqual(
      [
        [ids[0], 'REMOVE', 'PENDING_REMOVAL'],
        [ids[1], 'REMOVE', 'REMOVED'],
      ].sort(),
    );
  });

  it('grants again when a grant overtook the revoke at the controller (unblocked mid-push)', async () => {
    const member = await org.build((tx) =>
      makePerson(tx, { homeBranchId: org.branches.wellington.id, card: true }),
    );
    const sandbox = sandboxDoorController(sandboxDoorStore(server.db.pools.owner));
    const [levelId = ''] = await setAccess({ personId: member.id, allowed: false });
    // The revoke is slow: meanwhile the member is let in and the grant's job runs to the end first.
    const slowRevoke: DoorController = {
      grant: (credential) => sandbox.grant(credential),
      async revoke(credential) {
        await setAccess({ personId: member.id, allowed: true });
        expect(await push(sandbox, levelId)).toBe('succeeded');
        await sandbox.revoke(credential);
      },
    };
    expect(await push(slowRevoke, levelId)).toBe('superseded');
    expect(await levelOf(levelId)).toEqual({ operation: 'ADD', status: 'SUCCEEDED', held: true });
  });
});
