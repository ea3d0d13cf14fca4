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

const setAccess = (change: Omit<DoorAccessChange, 'applicationId'>) =>
  withTenant(server.deps.db, org.applicationId, (tx) =>
    setDoorAccess(tx, { ...change, applicationId: org.applicationId }),
  );

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
