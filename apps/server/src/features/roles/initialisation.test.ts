import { OPERATIONS } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenIssuer, loadSigningKeys } from '../../platform/auth/access-tokens.ts';
import { DEMO_ORGANISATIONS, DEMO_ROLES } from '../../seed/demo-data.ts';
import { acme, demo } from '../../testing/demo.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const staffOf = (username: string) => DEMO_ORGANISATIONS[0]?.staff.find((s) => s.username === username);

const INIT = /* GraphQL */ `{
  getInitialisationData {
    me { applicationId personId userId }
    authzRoles { id name description type operations }
    operationsPerRole { roleId operations }
  }
}`;

const BY_USER = /* GraphQL */ `
  query ByUser($userId: ID!) {
    getInitialisationByUser(userId: $userId) {
      roleAssignments { userId roleId branchId isSuperAdmin }
      person { id firstName lastName hasImage }
    }
  }
`;

interface Init {
  getInitialisationData: {
    me: { applicationId: string; personId: string; userId: string };
    authzRoles: { id: string; name: string; type: string; operations: string[] }[];
    operationsPerRole: { roleId: string; operations: string[] }[];
  };
}

describe('getInitialisationData', () => {
  it('returns who is signed in and the role catalogue', async () => {
    const response = await server.graphql<Init>(demo.areaManager, INIT);
    expect(response.errors).toBeUndefined();
    const data = response.data?.getInitialisationData;
    expect(data?.me).toEqual({
      applicationId: demo.applicationId,
      personId: staffOf('area.manager')?.id,
      userId: demo.areaManager.userId,
    });
    expect(data?.authzRoles.map((role) => role.id).sort()).toEqual(DEMO_ROLES.map((role) => role.id).sort());
    const frontDesk = data?.authzRoles.find((role) => role.id === 'front-desk');
    expect(frontDesk).toMatchObject({ name: 'Front desk', type: 'BUILT_IN' });
    expect(frontDesk?.operations).toContain('view-member');
    expect(data?.operationsPerRole.find((entry) => entry.roleId === 'front-desk')?.operations.sort()).toEqual(
      [...(frontDesk?.operations ?? [])].sort(),
    );
  });

  it('works for a user with no role (the web shows zero_permission from the assignments)', async () => {
    const response = await server.graphql<Init>(demo.noRole, INIT);
    expect(response.data?.getInitialisationData.me.userId).toBe(demo.noRole.userId);
  });
});

describe('getInitialisationByUser', () => {
  it("returns one's own assignments and person", async () => {
    const response = await server.graphql(demo.areaManager, BY_USER, { userId: demo.areaManager.userId });
    expect(response.errors).toBeUndefined();
    expect(response.data?.getInitialisationByUser).toEqual({
      roleAssignments: [
        {
          userId: demo.areaManager.userId,
          roleId: 'field-manager',
          branchId: DEMO_ORGANISATIONS[0]?.groups[0]?.id,
          isSuperAdmin: false,
        },
      ],
      person: { id: staffOf('area.manager')?.id, firstName: 'Alex', lastName: 'Area', hasImage: false },
    });
  });

  it('marks the admin role on ALL_BRANCHES as super admin', async () => {
    const response = await server.graphql<{
      getInitialisationByUser: { roleAssignments: unknown[] };
    }>(demo.superAdmin, BY_USER, { userId: demo.superAdmin.userId });
    expect(response.data?.getInitialisationByUser.roleAssignments).toEqual([
      { userId: demo.superAdmin.userId, roleId: 'admin', branchId: 'ALL_BRANCHES', isSuperAdmin: true },
    ]);
  });

  it('lets staff with view-staff-member read another user', async () => {
    const response = await server.graphql(demo.branchManager, BY_USER, { userId: demo.frontDesk.userId });
    expect(response.errors).toBeUndefined();
  });

  it('denies reading another user without view-staff-member', async () => {
    const response = await server.graphql(demo.frontDesk, BY_USER, { userId: demo.superAdmin.userId });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it("cannot read another organisation's user: the tenant comes from the token", async () => {
    const response = await server.graphql(acme.superAdmin, BY_USER, { userId: demo.frontDesk.userId });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.data?.getInitialisationByUser ?? null).toBeNull();
  });
});

describe('getAllOperations', () => {
  it('lists the catalogue with readable names', async () => {
    const response = await server.graphql<{ getAllOperations: { id: string; name: string }[] }>(
      demo.noRole,
      '{ getAllOperations { id name } }',
    );
    expect(response.data?.getAllOperations.map((operation) => operation.id)).toEqual([...OPERATIONS]);
    expect(response.data?.getAllOperations).toContainEqual({
      id: 'manage-pos-edit-price',
      name: 'Manage POS edit price',
    });
  });
});

describe('the API key and the token', () => {
  const post = (headers: Record<string, string>) =>
    server.tokens.issue(demo.superAdmin).then((token) =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        payload: JSON.stringify({ query: '{ getAllOperations { id } }' }),
      }),
    );

  it.each([
    ['a missing', {}],
    ['a wrong', { 'x-api-key': 'not-the-key' }],
  ])('answers %s API key with 401 even with a valid token', async (_label, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('answers a token for another issuer with 401', async () => {
    const keys = await loadSigningKeys(server.db.pools.owner);
    const foreign = await accessTokenIssuer(keys, 'http://elsewhere.test/oidc').issue(demo.superAdmin);
    expect((await server.graphql(foreign, '{ getAllOperations { id } }')).status).toBe(401);
  });
});
