import { GROUP_OPERATIONS_ACCESS, OPERATIONS, roleMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  makeRole,
  makeRoleAssignment,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type GraphQLResponse, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
});
afterAll(() => server.close());

interface Summary {
  roleId: string;
  name: string;
  description: string | null;
  type: 'BUILT_IN' | 'CUSTOM';
  membersCount: number;
  accessToGroupOperations: boolean;
  operations: { id: string; name: string; allowed: boolean }[];
}

const ROLE = 'roleId name description type membersCount accessToGroupOperations';
const SUMMARY = `${ROLE} operations { id name allowed }`;
const LIST = `query { getRoles { ${ROLE} } }`;
const GET = `query Get($roleId: ID!) { getRoleSummary(roleId: $roleId) { ${SUMMARY} } }`;
const ADD = `mutation Add($input: AddRoleInput!) { addRole(input: $input) { ${SUMMARY} } }`;
const UPDATE = `mutation Update($roleId: ID!, $input: RoleInput!) { updateRole(roleId: $roleId, input: $input) { ${SUMMARY} } }`;
const REMOVE = 'mutation Remove($roleId: ID!) { removeRole(roleId: $roleId) }';
const ASSIGN = `mutation Assign($roleId: ID!, $opId: ID!) { assignOperationToRole(roleId: $roleId, opId: $opId) { ${SUMMARY} } }`;
const UNASSIGN = `mutation Unassign($roleId: ID!, $opId: ID!) { removeOperationFromRole(roleId: $roleId, opId: $opId) { ${SUMMARY} } }`;

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const allowedOf = (summary: Summary | undefined) =>
  summary?.operations.filter((op) => op.allowed).map((op) => op.id);

let roles = 0;
/** A custom role of `org` with the given operations, made by the builder (not through the API). */
async function customRole(operations: (typeof OPERATIONS)[number][] = []) {
  return org.build((tx) => makeRole(tx, { id: `custom-${++roles}`, name: `Custom ${roles}`, operations }));
}

/** A staff user of `org` holding `roleId` at Wellington. */
async function holderOf(roleId: string): Promise<StaffUser> {
  return org.build(async (tx) => {
    const user = await makeStaffUser(tx, { homeBranchId: org.branches.wellington.id });
    await makeRoleAssignment(tx, {
      userId: user.userId,
      roleId,
      scope: { branchId: org.branches.wellington.id },
    });
    return user;
  });
}

describe('the role list', () => {
  it('lists every role by name with its distinct members', async () => {
    const response = await server.graphql<{ getRoles: Summary[] }>(org.superAdmin, LIST);
    expect(response.errors).toBeUndefined();
    const list = response.data?.getRoles ?? [];
    const names = list.map((role) => role.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // Frankie Desk (Wellington) and Riley Relief (North Island group) hold front desk.
    expect(list.find((role) => role.roleId === 'front-desk')).toMatchObject({
      membersCount: 2,
      type: 'BUILT_IN',
    });
    expect(list.find((role) => role.roleId === 'admin')).toMatchObject({ membersCount: 1 });
  });

  it.each([
    ['the branch manager', () => org.branchManager],
    ['the area manager', () => org.areaManager],
    ['the front desk', () => org.frontDesk],
    ['a user with no role', () => org.noRole],
  ])('is refused to %s', async (_label, viewer) => {
    const response = await server.graphql(viewer(), LIST);
    expect(response.data).toBeNull();
    expect(codeOf(response)).toMatch(/ACCESS_DENIED$/);
  });
});

describe('adding a role', () => {
  it('adds a custom role whose id is the trimmed, lower-cased name with hyphens, allowing nothing', async () => {
    const response = await server.graphql<{ addRole: Summary }>(org.superAdmin, ADD, {
      input: { name: '  Night  Shift Lead ', description: ' Closes the club ' },
    });
    expect(response.errors).toBeUndefined();
    const role = response.data?.addRole;
    expect(role).toMatchObject({
      roleId: 'night-shift-lead',
      name: 'Night  Shift Lead',
      description: 'Closes the club',
      type: 'CUSTOM',
      membersCount: 0,
      accessToGroupOperations: false,
    });
    expect(allowedOf(role)).toEqual([]);
    // The table lists the catalogue, this role's own assignment operation, never the group access.
    const ids = role?.operations.map((op) => op.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining([...OPERATIONS, 'manage-role-assignment-night-shift-lead']));
    expect(ids).not.toContain(GROUP_OPERATIONS_ACCESS);
    const read = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, {
      roleId: 'night-shift-lead',
    });
    expect(read.data?.getRoleSummary.name).toBe('Night  Shift Lead');
  });

  it.each([
    ['the same name in other case', 'ADMIN'],
    ['a name that gives an existing id', 'Front   Desk'],
  ])('refuses %s: Role name must be unique', async (_label, name) => {
    const response = await server.graphql(org.superAdmin, ADD, { input: { name } });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      message: roleMessages.nameTaken,
      extensions: { code: 'ROLE_NAME_TAKEN' },
    });
  });

  it.each([
    [{ name: '   ' }, 'Name is a required field'],
    [{ name: 'n'.repeat(81) }, 'Name must not exceed 80 characters'],
    [{ name: 'Fine', description: 'd'.repeat(401) }, 'Description must not exceed 400 characters'],
    [{ name: 'Fine', id: 'admin' }, roleMessages.idNotFromName],
    [{ name: 'Bell\u0007' }, roleMessages.nameControlCharacters],
  ])('refuses %j with its message and adds nothing', async (input, message) => {
    const response = await server.graphql(org.superAdmin, ADD, { input });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
  });

  it('lets one of two concurrent adds of the same name win; the other is told the name is taken', async () => {
    const add = () =>
      server.graphql<{ addRole: Summary }>(org.superAdmin, ADD, { input: { name: 'Twin shift' } });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.filter((answer) => answer.data?.addRole.roleId === 'twin-shift')).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === 'ROLE_NAME_TAKEN')).toHaveLength(2);
  });

  it('is limited to the super-admin group, even for someone who may manage roles', async () => {
    const manager = await customRole(['change-application-settings']);
    const holder = await org.build(async (tx) => {
      const user = await makeStaffUser(tx, { homeBranchId: org.branches.auckland.id });
      await makeRoleAssignment(tx, { userId: user.userId, roleId: manager.id, scope: 'ALL_BRANCHES' });
      return user;
    });
    const refused = await server.graphql(holder, ADD, { input: { name: 'Not by me' } });
    expect(codeOf(refused)).toBe('ROLE_CREATE_SUPER_ADMIN_ONLY');
    // The same user manages existing roles.
    const target = await customRole();
    const toggled = await server.graphql(holder, ASSIGN, { roleId: target.id, opId: 'view-member' });
    expect(toggled.errors).toBeUndefined();
  });
});

describe('editing a role', () => {
  it('renames a custom role and keeps its id', async () => {
    const role = await customRole();
    const response = await server.graphql<{ updateRole: Summary }>(org.superAdmin, UPDATE, {
      roleId: role.id,
      input: { name: 'Renamed one', description: '' },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateRole).toMatchObject({
      roleId: role.id,
      name: 'Renamed one',
      description: null,
    });
  });

  it('refuses another role’s name', async () => {
    const role = await customRole();
    const response = await server.graphql(org.superAdmin, UPDATE, {
      roleId: role.id,
      input: { name: 'branch MANAGER' },
    });
    expect(codeOf(response)).toBe('ROLE_NAME_TAKEN');
  });

  it('keeps a built-in role’s name but lets its description change', async () => {
    const rename = await server.graphql(org.superAdmin, UPDATE, {
      roleId: 'branch-manager',
      input: { name: 'Boss' },
    });
    expect(codeOf(rename)).toBe('ROLE_BUILT_IN');
    const describe_ = await server.graphql<{ updateRole: Summary }>(org.superAdmin, UPDATE, {
      roleId: 'branch-manager',
      input: { name: 'Branch manager', description: 'Runs one branch, day to day.' },
    });
    expect(describe_.data?.updateRole).toMatchObject({
      type: 'BUILT_IN',
      description: 'Runs one branch, day to day.',
    });
  });
});

describe('removing a role', () => {
  it('removes a custom role with zero members, with every grant of its assignment operation', async () => {
    const role = await customRole();
    const assigner = await customRole();
    await server.graphql(org.superAdmin, ASSIGN, {
      roleId: assigner.id,
      opId: `manage-role-assignment-${role.id}`,
    });
    const response = await server.graphql<{ removeRole: string }>(org.superAdmin, REMOVE, {
      roleId: role.id,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.removeRole).toBe(role.id);
    expect(codeOf(await server.graphql(org.superAdmin, GET, { roleId: role.id }))).toBe('ROLE_NOT_FOUND');
    const left = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, {
      roleId: assigner.id,
    });
    expect(allowedOf(left.data?.getRoleSummary)).toEqual([]);
  });

  it('refuses a role that still has members, and keeps it', async () => {
    const role = await customRole(['view-member']);
    await holderOf(role.id);
    const response = await server.graphql(org.superAdmin, REMOVE, { roleId: role.id });
    expect(response.errors?.[0]).toMatchObject({
      message: 'This role is assigned to 1 member and cannot be removed.',
      extensions: { code: 'ROLE_HAS_MEMBERS' },
    });
    const read = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, { roleId: role.id });
    expect(read.data?.getRoleSummary.membersCount).toBe(1);
  });

  it('refuses a built-in role even with no members', async () => {
    const response = await server.graphql(other.superAdmin, REMOVE, { roleId: 'branch-manager' });
    expect(codeOf(response)).toBe('ROLE_BUILT_IN');
  });
});

describe('role operations', () => {
  it('ticks and unticks an operation, each twice without harm', async () => {
    const role = await customRole();
    for (let i = 0; i < 2; i++) {
      const added = await server.graphql<{ assignOperationToRole: Summary }>(org.superAdmin, ASSIGN, {
        roleId: role.id,
        opId: 'view-arrival',
      });
      expect(allowedOf(added.data?.assignOperationToRole)).toEqual(['view-arrival']);
    }
    for (let i = 0; i < 2; i++) {
      const removed = await server.graphql<{ removeOperationFromRole: Summary }>(org.superAdmin, UNASSIGN, {
        roleId: role.id,
        opId: 'view-arrival',
      });
      expect(allowedOf(removed.data?.removeOperationFromRole)).toEqual([]);
    }
  });

  it('offers the assignment of every role, built-in Front desk included, to tick', async () => {
    const role = await customRole();
    const read = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, { roleId: role.id });
    const ids = read.data?.getRoleSummary.operations.map((op) => op.id) ?? [];
    expect(ids).toContain('manage-role-assignment-front-desk');
    expect(ids).toContain(`manage-role-assignment-${role.id}`);
  });

  it('keeps Access to group operations as its own flag, out of the table', async () => {
    const role = await customRole();
    const response = await server.graphql<{ assignOperationToRole: Summary }>(org.superAdmin, ASSIGN, {
      roleId: role.id,
      opId: GROUP_OPERATIONS_ACCESS,
    });
    expect(response.data?.assignOperationToRole.accessToGroupOperations).toBe(true);
    expect(allowedOf(response.data?.assignOperationToRole)).toEqual([]);
  });

  it.each([
    ['an operation outside the catalogue', 'custom', 'launch-rockets', 'OPERATION_NOT_FOUND'],
    ['an assignment operation of no role', 'custom', 'manage-role-assignment-nobody', 'OPERATION_NOT_FOUND'],
    ['the admin role, which has every operation', 'admin', 'view-member', 'ROLE_OPERATIONS_FIXED'],
    ['a role that does not exist', 'no-such-role', 'view-member', 'ROLE_NOT_FOUND'],
    ['an over-long role id', 'r'.repeat(300), 'view-member', 'VALIDATION_FAILED'],
  ])('refuses %s', async (_label, roleId, opId, code) => {
    const target = roleId === 'custom' ? (await customRole()).id : roleId;
    const response = await server.graphql(org.superAdmin, UNASSIGN, { roleId: target, opId });
    expect(response.data).toBeNull();
    expect(codeOf(response)).toBe(code);
  });

  it('is refused to staff without change-application-settings on every branch', async () => {
    const role = await customRole();
    for (const viewer of [org.branchManager, org.areaManager, org.frontDesk]) {
      const response = await server.graphql(viewer, ASSIGN, { roleId: role.id, opId: 'view-member' });
      expect(response.data).toBeNull();
      expect(codeOf(response)).toMatch(/ACCESS_DENIED$/);
    }
    const read = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, { roleId: role.id });
    expect(allowedOf(read.data?.getRoleSummary)).toEqual([]);
  });
});

describe('a change applies to the next request of everyone holding the role', () => {
  it('allows and denies the same viewer from one request to the next', async () => {
    const role = await customRole(['view-member']);
    const holder = await holderOf(role.id);
    const member = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
    const read = () =>
      server.graphql(holder, 'query Get($id: ID) { getPerson(id: $id) { id } }', { id: member.id });
    expect((await read()).errors).toBeUndefined();
    await server.graphql(org.superAdmin, UNASSIGN, { roleId: role.id, opId: 'view-member' });
    const denied = await read();
    expect(denied.data).toBeNull();
    expect(codeOf(denied)).toMatch(/ACCESS_DENIED$/);
    await server.graphql(org.superAdmin, ASSIGN, { roleId: role.id, opId: 'view-member' });
    expect((await read()).errors).toBeUndefined();
  });
});

describe('organisations are apart', () => {
  it("finds no other organisation's custom role, to read or to change", async () => {
    const role = await customRole();
    for (const [query, variables] of [
      [GET, { roleId: role.id }],
      [UPDATE, { roleId: role.id, input: { name: 'Taken over' } }],
      [REMOVE, { roleId: role.id }],
      [ASSIGN, { roleId: role.id, opId: 'view-member' }],
    ] as const) {
      const response = await server.graphql(other.superAdmin, query, variables);
      expect(response.data).toBeNull();
      expect(codeOf(response)).toBe('ROLE_NOT_FOUND');
    }
    const read = await server.graphql<{ getRoleSummary: Summary }>(org.superAdmin, GET, { roleId: role.id });
    expect(read.data?.getRoleSummary).toMatchObject({ name: role.name });
    expect(allowedOf(read.data?.getRoleSummary)).toEqual([]);
  });

  it('lets each organisation use the same role name', async () => {
    const response = await server.graphql<{ addRole: Summary }>(other.superAdmin, ADD, {
      input: { name: 'Night Shift Lead' },
    });
    expect(response.data?.addRole.roleId).toBe('night-shift-lead');
  });
});
