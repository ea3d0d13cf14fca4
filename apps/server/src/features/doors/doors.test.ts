import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const ADD = `mutation Add($branchId: ID!, $name: String!) {
  addDoor(branchId: $branchId, name: $name) { key door { id name keyPrefix branchId revokedTimestamp } }
}`;
const LIST =
  'query Doors($branchId: ID!) { getDoors(branchId: $branchId) { id name keyPrefix revokedTimestamp } }';
const REVOKE = `mutation Revoke($branchId: ID!, $doorId: ID!) {
  revokeDoor(branchId: $branchId, doorId: $doorId) { id revokedTimestamp }
}`;

interface Added {
  addDoor: {
    key: string;
    door: { id: string; name: string; keyPrefix: string; revokedTimestamp: number | null };
  };
}

describe('door keys (docs/access-control.md "Door decisions")', () => {
  it('issues a key once, keeps only its hash, lists the door and revokes it', async () => {
    const branchId = org.branches.wellington.id;
    const added = await server.graphql<Added>(org.superAdmin, ADD, { branchId, name: '  Front door ' });
    expect(added.errors).toBeUndefined();
    const issued = added.data?.addDoor;
    expect(issued?.door.name).toBe('Front door');
    expect(issued?.key).toMatch(/^door_[A-Za-z0-9_-]{43}$/);
    expect(issued?.key.startsWith(issued.door.keyPrefix)).toBe(true);
    const { rows } = await server.db.pools.owner.query<{ key_hash: string }>(
      'select key_hash from doors where id = $1',
      [issued?.door.id],
    );
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(issued?.key);

    const listed = await server.graphql<{ getDoors: { id: string }[] }>(org.superAdmin, LIST, { branchId });
    expect(listed.data?.getDoors.map((door) => door.id)).toContain(issued?.door.id);

    const revoked = await server.graphql<{ revokeDoor: { revokedTimestamp: number | null } }>(
      org.superAdmin,
      REVOKE,
      { branchId, doorId: issued?.door.id },
    );
    expect(revoked.data?.revokeDoor.revokedTimestamp).toEqual(expect.any(Number));
    // The name is free again once the door is revoked.
    const again = await server.graphql<Added>(org.superAdmin, ADD, { branchId, name: 'Front door' });
    expect(again.errors).toBeUndefined();
  });

  it('refuses a taken name, an empty or long name, and a door of another branch', async () => {
    const branchId = org.branches.auckland.id;
    await server.graphql(org.superAdmin, ADD, { branchId, name: 'Pool gate' });
    const taken = await server.graphql(org.superAdmin, ADD, { branchId, name: 'POOL GATE' });
    expect(taken.errors?.[0]?.extensions?.code).toBe('DOOR_NAME_TAKEN');
    const empty = await server.graphql(org.superAdmin, ADD, { branchId, name: '   ' });
    expect(empty.errors?.[0]?.message).toBe('Door name is required');
    const long = await server.graphql(org.superAdmin, ADD, { branchId, name: 'x'.repeat(101) });
    expect(long.errors?.[0]?.message).toBe('Door name must be 100 characters or less');

    const other = await server.graphql<Added>(org.superAdmin, ADD, {
      branchId: org.branches.sydney.id,
      name: 'Gym',
    });
    const wrongBranch = await server.graphql(org.superAdmin, REVOKE, {
      branchId,
      doorId: other.data?.addDoor.door.id,
    });
    expect(wrongBranch.errors?.[0]?.extensions?.code).toBe('DOOR_NOT_FOUND');
    const notAnId = await server.graphql(org.superAdmin, REVOKE, { branchId, doorId: 'nope' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('DOOR_NOT_FOUND');
  });

  it("is the branch settings permission on the door's branch", async () => {
    const branchId = org.branches.wellington.id;
    // The front desk holds it nowhere: the schema's gate refuses.
    const listed = await server.graphql(org.frontDesk, LIST, { branchId });
    expect(listed.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    // Auckland's manager holds it at Auckland only.
    const added = await server.graphql(org.branchManager, ADD, { branchId, name: 'Back door' });
    expect(added.errors?.[0]?.extensions?.code).toBe('BRANCH_ACCESS_DENIED');
    const own = await server.graphql(org.branchManager, ADD, {
      branchId: org.branches.auckland.id,
      name: 'Back door',
    });
    expect(own.errors).toBeUndefined();
  });
});
