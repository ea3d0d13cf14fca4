import { OPERATIONS } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenIssuer, loadSigningKeys } from '../../platform/auth/access-tokens.ts';
import {
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  STANDARD_ROLES,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
});
afterAll(() => server.close());

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
    const response = await server.graphql<Init>(org.areaManager, INIT);
    expect(response.errors).toBeUndefined();
    const data = response.data?.getInitialisationData;
    expect(data?.me).toEqual({
      applicationId: org.applicationId,
      personId: org.areaManager.personId,
      userId: org.areaManager.userId,
    });
    expect(data?.authzRoles.map((role) => role.id).sort()).toEqual(
      STANDARD_ROLES.map((role) => role.id).sort(),
    );
    const frontDesk = data?.authzRoles.find((role) => role.id === 'front-desk');
    expect(frontDesk).toMatchObject({ name: 'Front desk', type: 'BUILT_IN' });
    expect(frontDesk?.operations).toContain('view-member');
    expect(data?.operationsPerRole.find((entry) => entry.roleId === 'front-desk')?.operations.sort()).toEqual(
      [...(frontDesk?.operations ?? [])].sort(),
    );
  });

  it('works for a user with no role (the web shows zero_permission from the assignments)', async () => {
    const response = await server.graphql<Init>(org.noRole, INIT);
    expect(response.data?.getInitialisationData.me.userId).toBe(org.noRole.userId);
  });
});

describe('getInitialisationByUser', () => {
  it("returns one's own assignments and person", async () => {
    const response = await server.graphql(org.areaManager, BY_USER, { userId: org.areaManager.userId });
    expect(response.errors).toBeUndefined();
    expect(response.data?.getInitialisationByUser).toEqual({
      roleAssignments: [
        {
          userId: org.areaManager.userId,
          roleId: 'field-manager',
          branchId: org.groups.australia.id,
          isSuperAdmin: false,
        },
      ],
      person: {
        id: org.areaManager.personId,
        firstName: org.areaManager.firstName,
        lastName: org.areaManager.lastName,
        hasImage: false,
      },
    });
  });

  it('marks the admin role on ALL_BRANCHES as super admin', async () => {
    const response = await server.graphql<{
      getInitialisationByUser: { roleAssignments: unknown[] };
    }>(org.superAdmin, BY_USER, { userId: org.superAdmin.userId });
    expect(response.data?.getInitialisationByUser.roleAssignments).toEqual([
      { userId: org.superAdmin.userId, roleId: 'admin', branchId: 'ALL_BRANCHES', isSuperAdmin: true },
    ]);
  });

  it('lets staff with view-staff-member on every branch the user covers read them', async () => {
    const aucklandDesk = await org.build((tx) =>
      makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'front-desk', scope: { branchId: org.branches.auckland.id } }],
      }),
    );
    const response = await server.graphql(org.branchManager, BY_USER, { userId: aucklandDesk.userId });
    expect(response.errors).toBeUndefined();
    // The Wellington front desk covers a branch the Auckland manager holds nothing on.
    const elsewhere = await server.graphql(org.branchManager, BY_USER, { userId: org.frontDesk.userId });
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  // view-staff-member on any one branch used to be enough to read anyone.
  it.each([
    ["a branch manager, the super admin's", () => org.branchManager, () => org.superAdmin],
    ["an area manager, the super admin's", () => org.areaManager, () => org.superAdmin],
    [
      "a branch manager, the relief desk's (on a group wider than the branch)",
      () => org.branchManager,
      () => org.reliefDesk,
    ],
  ])('denies %s assignments', async (_label, viewer, subject) => {
    const response = await server.graphql(viewer(), BY_USER, { userId: subject().userId });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'STAFF_ACCESS_DENIED',
      errorClass: 'AccessDeniedError',
    });
    expect(response.data?.getInitialisationByUser ?? null).toBeNull();
  });

  it('reads a user with no role yet by their home branch, where the first role is given', async () => {
    const aucklandNewcomer = await org.build((tx) =>
      makeStaffUser(tx, { homeBranchId: org.branches.auckland.id, roles: [] }),
    );
    for (const viewer of [org.superAdmin, org.branchManager]) {
      const response = await server.graphql(viewer, BY_USER, { userId: aucklandNewcomer.userId });
      expect(response.errors).toBeUndefined();
      expect(response.data?.getInitialisationByUser).toMatchObject({
        roleAssignments: [],
        person: { id: aucklandNewcomer.personId },
      });
    }
    // no.role's home is Wellington: nothing of the Auckland manager's.
    const elsewhere = await server.graphql(org.branchManager, BY_USER, { userId: org.noRole.userId });
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'STAFF_ACCESS_DENIED' });
  });

  it('denies reading another user without view-staff-member', async () => {
    const response = await server.graphql(org.frontDesk, BY_USER, { userId: org.superAdmin.userId });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it("cannot read another organisation's user: the tenant comes from the token", async () => {
    const response = await server.graphql(other.superAdmin, BY_USER, { userId: org.frontDesk.userId });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(response.data?.getInitialisationByUser ?? null).toBeNull();
  });
});

describe('getAllOperations', () => {
  it('lists the catalogue with readable names', async () => {
    const response = await server.graphql<{ getAllOperations: { id: string; name: string }[] }>(
      org.noRole,
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
    server.tokens.issue(org.superAdmin).then((token) =>
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
      errors: [
        {
          message: 'Invalid API key',
          extensions: { code: 'UNAUTHENTICATED', category: 'denied', errorClass: 'AccessDeniedError' },
        },
      ],
    });
  });

  it('answers a token for another issuer with 401', async () => {
    const keys = await loadSigningKeys(server.db.pools.owner);
    const foreign = await accessTokenIssuer(keys, 'http://elsewhere.test/oidc').issue(org.superAdmin);
    expect((await server.graphql(foreign, '{ getAllOperations { id } }')).status).toBe(401);
  });
});
