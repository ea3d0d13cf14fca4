import { ALL_BRANCHES, roleAssignmentOperation } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePersonRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  STANDARD_ROLES,
  type StaffUser,
} from '../../testing/builders.ts';
import { createTestServer, type GraphQLResponse, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const GROUPS = 'personId assignments { roleId branchId isSuperAdmin } assignable { roleId branchIds }';
const GET = `query G($personId: ID!) { getStaffSecurityGroups(personId: $personId) { ${GROUPS} } }`;
const ASSIGN = `mutation A($roleId: String!, $branchId: String!, $personId: ID!) {
  assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { ${GROUPS} } }`;
const REMOVE = `mutation R($roleId: String!, $branchId: String!, $personId: ID!) {
  removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { ${GROUPS} } }`;

interface Groups {
  assignments: { roleId: string; branchId: string; isSuperAdmin: boolean }[];
  assignable: { roleId: string; branchIds: string[] }[];
}

type Actor = 'superAdmin' | 'areaManager' | 'branchManager' | 'frontDesk' | 'reliefDesk' | 'noRole';

/**
 * The rule of spec 1 §6, written out from the scenario's own data rather than the domain's
 * function: an actor may assign (and remove) role R on a scope when every branch of the scope is
 * covered by one of their assignments whose role holds manage-role-assignment-R.
 */
function scenarioRules() {
  const groups = new Map([
    [org.groups.australia.id, org.groups.australia.branchIds],
    [org.groups.northIsland.id, org.groups.northIsland.branchIds],
  ]);
  const expand = (scope: string): string[] =>
    scope === ALL_BRANCHES
      ? org.branchIds
      : (groups.get(scope) ?? (org.branchIds.includes(scope) ? [scope] : []));
  const held: Record<Actor, { roleId: string; scope: string }[]> = {
    superAdmin: [{ roleId: 'admin', scope: ALL_BRANCHES }],
    areaManager: [{ roleId: 'field-manager', scope: org.groups.australia.id }],
    branchManager: [{ roleId: 'branch-manager', scope: org.branches.auckland.id }],
    frontDesk: [{ roleId: 'front-desk', scope: org.branches.wellington.id }],
    reliefDesk: [{ roleId: 'front-desk', scope: org.groups.northIsland.id }],
    noRole: [],
  };
  return (actor: Actor, roleId: string, scope: string): boolean => {
    const covered = new Set(
      held[actor]
        .filter((assignment) =>
          STANDARD_ROLES.find((role) => role.id === assignment.roleId)?.operations.some(
            (operation) => operation === roleAssignmentOperation(roleId),
          ),
        )
        .flatMap((assignment) => expand(assignment.scope)),
    );
    const branches = expand(scope);
    return branches.length > 0 && branches.every((branch) => covered.has(branch));
  };
}

/** A staff member working at every branch, so every actor with view-staff-member sees them. */
async function everywhereStaff(): Promise<StaffUser> {
  return org.build(async (tx) => {
    const staff = await makeStaffUser(tx, { homeBranchId: org.branches.auckland.id });
    for (const branchId of org.branchIds.slice(1)) {
      await makePersonRole(tx, { personId: staff.personId, branchId, roleType: 'StaffMember' });
    }
    return staff;
  });
}

const ACTORS: Actor[] = ['superAdmin', 'areaManager', 'branchManager', 'frontDesk', 'reliefDesk', 'noRole'];
const ROLES = STANDARD_ROLES.map((role) => role.id);

describe('who may assign which role where (spec 1 §6, generated from the rules)', () => {
  it('allows exactly the cells the rule allows, for assigning and removing', async () => {
    const allowed = scenarioRules();
    const scopes = [
      ALL_BRANCHES,
      org.groups.australia.id,
      org.groups.northIsland.id,
      org.branches.auckland.id,
      org.branches.wellington.id,
      org.branches.sydney.id,
    ];
    const target = await everywhereStaff();
    const differences: string[] = [];
    let allowedCells = 0;
    for (const actor of ACTORS) {
      for (const roleId of ROLES) {
        for (const scope of scopes) {
          const variables = { roleId, branchId: scope, personId: target.personId };
          const expected = allowed(actor, roleId, scope);
          const assigned: GraphQLResponse<{ assignRoleToPerson: Groups }> = await server.graphql(
            org[actor],
            ASSIGN,
            variables,
          );
          const holds = assigned.data?.assignRoleToPerson.assignments.some(
            (a) => a.roleId === roleId && a.branchId === scope,
          );
          if (Boolean(holds) !== expected) differences.push(`${actor} assign ${roleId} on ${scope}`);
          if (!expected) {
            expect(assigned.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
            continue;
          }
          allowedCells += 1;
          const removed: GraphQLResponse<{ removeRoleFromPerson: Groups }> = await server.graphql(
            org[actor],
            REMOVE,
            variables,
          );
          const stillHolds = removed.data?.removeRoleFromPerson.assignments.some(
            (a) => a.roleId === roleId && a.branchId === scope,
          );
          if (stillHolds !== false) differences.push(`${actor} remove ${roleId} on ${scope}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // The table is not all one answer: admins assign everywhere, branch managers only some roles.
    expect(allowedCells).toBeGreaterThan(10);
    expect(allowed('branchManager', 'admin', org.branches.auckland.id)).toBe(false);
    expect(allowed('areaManager', 'branch-manager', org.groups.australia.id)).toBe(true);
    expect(allowed('areaManager', 'branch-manager', ALL_BRANCHES)).toBe(false);
  });

  it('lists what the viewer may assign as the rule says', async () => {
    const allowed = scenarioRules();
    const target = await everywhereStaff();
    for (const actor of ['superAdmin', 'areaManager', 'branchManager'] as const) {
      const groups = await server.graphql<{ getStaffSecurityGroups: Groups }>(org[actor], GET, {
        personId: target.personId,
      });
      const scopes = [ALL_BRANCHES, org.groups.australia.id, org.groups.northIsland.id, ...org.branchIds];
      const expected = ROLES.map((roleId) => ({
        roleId,
        branchIds: scopes.filter((scope) => allowed(actor, roleId, scope)),
      }))
        .filter((role) => role.branchIds.length > 0)
        .sort((a, b) => a.roleId.localeCompare(b.roleId));
      const got = [...(groups.data?.getStaffSecurityGroups.assignable ?? [])]
        .map((role) => ({ roleId: role.roleId, branchIds: [...role.branchIds].sort() }))
        .sort((a, b) => a.roleId.localeCompare(b.roleId));
      expect(got).toEqual(expected.map((role) => ({ ...role, branchIds: [...role.branchIds].sort() })));
    }
  });

  it('assigns a role once per scope, and refuses unknown roles and scopes', async () => {
    const target = await everywhereStaff();
    const variables = {
      roleId: 'branch-manager',
      branchId: org.branches.wellington.id,
      personId: target.personId,
    };
    await server.graphql(org.superAdmin, ASSIGN, variables);
    const twice = await server.graphql<{ assignRoleToPerson: Groups }>(org.superAdmin, ASSIGN, variables);
    expect(twice.data?.assignRoleToPerson.assignments).toEqual([
      { roleId: 'branch-manager', branchId: org.branches.wellington.id, isSuperAdmin: false },
    ]);
    const role = await server.graphql(org.superAdmin, ASSIGN, { ...variables, roleId: 'no-such-role' });
    expect(role.errors?.[0]?.extensions?.code).toBe('ROLE_NOT_FOUND');
    const scope = await server.graphql(org.superAdmin, ASSIGN, {
      ...variables,
      branchId: crypto.randomUUID(),
    });
    expect(scope.errors?.[0]?.extensions?.code).toBe('ROLE_ASSIGNMENT_SCOPE_NOT_FOUND');
  });

  it("shows another user's assignments only to who may see every branch they cover, as getInitialisationByUser", async () => {
    const BY_USER =
      'query U($userId: ID!) { getInitialisationByUser(userId: $userId) { roleAssignments { branchId } } }';
    // The super admin works for Auckland: its branch manager sees them on the staff list and page,
    // but not an assignment that reaches every branch.
    const admin = await server.graphql<{ getStaffSecurityGroups: Groups }>(org.branchManager, GET, {
      personId: org.superAdmin.personId,
    });
    expect(admin.errors?.[0]?.extensions?.code).toBe('STAFF_ACCESS_DENIED');
    expect(admin.data?.getStaffSecurityGroups ?? null).toBeNull();
    const byUser = await server.graphql(org.branchManager, BY_USER, { userId: org.superAdmin.userId });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('STAFF_ACCESS_DENIED');

    // An Auckland front desk's assignment is within the branch manager's branch: both answer it.
    const desk = await org.build((tx) =>
      makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'front-desk', scope: { branchId: org.branches.auckland.id } }],
      }),
    );
    const deskGroups = await server.graphql<{ getStaffSecurityGroups: Groups }>(org.branchManager, GET, {
      personId: desk.personId,
    });
    expect(deskGroups.data?.getStaffSecurityGroups.assignments).toEqual([
      { roleId: 'front-desk', branchId: org.branches.auckland.id, isSuperAdmin: false },
    ]);
    const deskByUser = await server.graphql(org.branchManager, BY_USER, { userId: desk.userId });
    expect(deskByUser.errors).toBeUndefined();

    // One's own, always; the admin sees everyone's.
    const own = await server.graphql<{ getStaffSecurityGroups: Groups }>(org.superAdmin, GET, {
      personId: org.superAdmin.personId,
    });
    expect(own.data?.getStaffSecurityGroups.assignments).toEqual([
      { roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: true },
    ]);
  });

  it('takes effect on the next request of the staff member', async () => {
    const target = await everywhereStaff();
    const LIST = 'query L($b: [ID!]!) { getStaffMembers(branches: $b) { pageInfo { total } } }';
    const before = await server.graphql(target, LIST, { b: [org.branches.wellington.id] });
    expect(before.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
    await server.graphql(org.superAdmin, ASSIGN, {
      roleId: 'branch-manager',
      branchId: org.branches.wellington.id,
      personId: target.personId,
    });
    const after = await server.graphql(target, LIST, { b: [org.branches.wellington.id] });
    expect(after.errors).toBeUndefined();
  });
});

describe('giving a new staff member the Front desk role', () => {
  it('is open to the admin anywhere, a field manager on their group and a branch manager at their branch', async () => {
    const target = await everywhereStaff();
    const cases = [
      { actor: org.superAdmin, scope: ALL_BRANCHES },
      { actor: org.areaManager, scope: org.groups.australia.id },
      { actor: org.branchManager, scope: org.branches.auckland.id },
    ];
    for (const { actor, scope } of cases) {
      const listed = await server.graphql<{ getStaffSecurityGroups: Groups }>(actor, GET, {
        personId: target.personId,
      });
      const frontDesk = listed.data?.getStaffSecurityGroups.assignable.find((r) => r.roleId === 'front-desk');
      expect(frontDesk?.branchIds).toContain(scope);
      const variables = { roleId: 'front-desk', branchId: scope, personId: target.personId };
      const assigned = await server.graphql<{ assignRoleToPerson: Groups }>(actor, ASSIGN, variables);
      expect(assigned.errors).toBeUndefined();
      expect(assigned.data?.assignRoleToPerson.assignments).toContainEqual({
        roleId: 'front-desk',
        branchId: scope,
        isSuperAdmin: false,
      });
      await server.graphql(actor, REMOVE, variables);
    }
  });

  it('stays closed to the front desk itself', async () => {
    const target = await everywhereStaff();
    const assigned = await server.graphql(org.frontDesk, ASSIGN, {
      roleId: 'front-desk',
      branchId: org.branches.wellington.id,
      personId: target.personId,
    });
    expect(assigned.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
  });
});

describe('the roles column of the staff list', () => {
  const LIST_ROLES = `query L($branches: [ID!]!, $term: String) {
    getStaffMembers(branches: $branches, term: $term) { persons { id roles } } }`;
  type Listed = { getStaffMembers: { persons: { id: string; roles: string[] | null }[] } };

  it("names each role held once, by name, to a viewer who may see the staff member's assignments", async () => {
    const target = await everywhereStaff();
    for (const [roleId, scope] of [
      ['front-desk', org.branches.auckland.id],
      ['front-desk', org.branches.wellington.id],
      ['branch-manager', org.branches.auckland.id],
    ] as const) {
      await server.graphql(org.superAdmin, ASSIGN, { roleId, branchId: scope, personId: target.personId });
    }
    const listed = await server.graphql<Listed>(org.superAdmin, LIST_ROLES, { branches: [ALL_BRANCHES] });
    expect(listed.errors).toBeUndefined();
    const row = listed.data?.getStaffMembers.persons.find((person) => person.id === target.personId);
    expect(row?.roles).toEqual(['Branch manager', 'Front desk']);
  });

  it('hides the roles of someone whose assignments reach branches the viewer does not see', async () => {
    const target = await everywhereStaff();
    await server.graphql(org.superAdmin, ASSIGN, {
      roleId: 'admin',
      branchId: ALL_BRANCHES,
      personId: target.personId,
    });
    const listed = await server.graphql<Listed>(org.branchManager, LIST_ROLES, {
      branches: [org.branches.auckland.id],
    });
    expect(listed.errors).toBeUndefined();
    const rows = listed.data?.getStaffMembers.persons ?? [];
    expect(rows.find((person) => person.id === target.personId)?.roles).toBeNull();
    const own = rows.find((person) => person.id === org.branchManager.personId);
    expect(own?.roles).toEqual(['Branch manager']);
  });
});
