import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchesFor,
  can,
  canAssignRole,
  couldHaveGranted,
  derivePermissions,
  isPermittedBranch,
  operationsOn,
  type PermissionSources,
  raisesNothing,
  rolesAssignableOn,
} from './permissions.ts';
import { ALL_BRANCHES, ANY_BRANCH, expandBranchScope } from './scopes.ts';

const branches = [{ id: 'akl' }, { id: 'wlg' }, { id: 'chc' }, { id: 'syd' }];
const groups = [
  { id: 'group-nz', branches: ['akl', 'wlg', 'chc'] },
  { id: 'group-north', branches: ['akl', 'ghost'] },
  { id: 'group-empty', branches: [] },
];
const roles = [
  { id: 'admin', operations: ['view-member', 'manage-member', 'manage-role-assignment-branch-manager'] },
  { id: 'branch-manager', operations: ['view-member', 'manage-sessions', 'manage-role-assignment-pt'] },
  { id: 'pt', operations: ['view-member', 'manage-sessions'] },
  { id: 'reporter', operations: ['view-reports', 'run-report'] },
  { id: 'nobody', operations: [] },
];

function sources(assignments: PermissionSources['assignments']): PermissionSources {
  return { assignments, roles, branches, groups };
}

describe('expandBranchScope', () => {
  it.each([
    [ALL_BRANCHES, ['akl', 'wlg', 'chc', 'syd']],
    ['group-nz', ['akl', 'wlg', 'chc']],
    ['group-north', ['akl']],
    ['group-empty', []],
    ['syd', ['syd']],
    ['unknown', []],
  ])('%s → %j', (scope, expected) => {
    expect(expandBranchScope(scope, { branches, groups })).toEqual(expected);
  });
});

describe('derivePermissions', () => {
  it('derives the permitted branch set, operations per branch and branches per operation', () => {
    const permissions = derivePermissions(
      sources([
        { roleId: 'pt', branchId: 'syd' },
        { roleId: 'reporter', branchId: 'group-nz' },
        { roleId: 'nobody', branchId: 'wlg' },
      ]),
    );
    expect(permissions.branchIds).toEqual(['akl', 'wlg', 'chc', 'syd']);
    expect(operationsOn(permissions, 'syd')).toEqual(['manage-sessions', 'view-member']);
    expect(operationsOn(permissions, 'akl')).toEqual(['run-report', 'view-reports']);
    expect(branchesFor(permissions, 'run-report')).toEqual(['akl', 'wlg', 'chc']);
    expect(branchesFor(permissions, 'view-member')).toEqual(['syd']);
    expect(branchesFor(permissions, 'manage-member')).toEqual([]);
    expect(permissions.isSuperAdmin).toBe(false);
  });

  it('gives a branch with a role that has no operations to the permitted set', () => {
    const permissions = derivePermissions(sources([{ roleId: 'nobody', branchId: 'chc' }]));
    expect(permissions.branchIds).toEqual(['chc']);
    expect(isPermittedBranch(permissions, 'chc')).toBe(true);
    expect(isPermittedBranch(permissions, 'akl')).toBe(false);
    expect(operationsOn(permissions, 'chc')).toEqual([]);
  });

  it('ignores assignments to unknown roles and to scopes that name no branch', () => {
    const permissions = derivePermissions(
      sources([
        { roleId: 'ghost-role', branchId: 'akl' },
        { roleId: 'admin', branchId: 'ghost-branch' },
        { roleId: 'admin', branchId: 'group-empty' },
      ]),
    );
    expect(permissions.branchIds).toEqual([]);
    expect(can(permissions, 'view-member', ANY_BRANCH)).toBe(false);
  });

  it('expands ALL_BRANCHES to every branch', () => {
    const permissions = derivePermissions(
      sources([{ roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: true }]),
    );
    expect(permissions.branchIds).toEqual(['akl', 'wlg', 'chc', 'syd']);
    expect(branchesFor(permissions, 'manage-member')).toEqual(['akl', 'wlg', 'chc', 'syd']);
    expect(permissions.isSuperAdmin).toBe(true);
  });
});

describe('can', () => {
  const permissions = derivePermissions(
    sources([
      { roleId: 'branch-manager', branchId: 'group-nz' },
      { roleId: 'admin', branchId: 'akl' },
    ]),
  );

  it.each([
    ['manage-member', 'akl', true],
    ['manage-member', 'wlg', false],
    ['manage-member', ANY_BRANCH, true],
    ['manage-member', ALL_BRANCHES, false],
    ['manage-sessions', 'chc', true],
    ['manage-sessions', 'syd', false],
    ['manage-sessions', 'group-nz', true],
    ['manage-sessions', ALL_BRANCHES, false],
    ['manage-member', 'group-nz', false],
    ['manage-member', 'group-north', true],
    ['view-reports', ANY_BRANCH, false],
    ['manage-sessions', 'group-empty', false],
    ['manage-sessions', 'unknown', false],
  ] as const)('%s on %s → %s', (operation, target, expected) => {
    expect(can(permissions, operation, target)).toBe(expected);
  });

  it('is true on ALL_BRANCHES once the operation is held on every branch', () => {
    const everywhere = derivePermissions(
      sources([
        { roleId: 'pt', branchId: 'group-nz' },
        { roleId: 'pt', branchId: 'syd' },
      ]),
    );
    expect(can(everywhere, 'manage-sessions', ALL_BRANCHES)).toBe(true);
  });
});

describe('role assignment (manage-role-assignment-*)', () => {
  const permissions = derivePermissions(
    sources([
      { roleId: 'admin', branchId: 'akl' },
      { roleId: 'branch-manager', branchId: ALL_BRANCHES },
    ]),
  );

  it('lets a user assign the role named by the suffix, only where they hold the operation', () => {
    expect(canAssignRole(permissions, 'branch-manager', 'akl')).toBe(true);
    expect(canAssignRole(permissions, 'branch-manager', 'wlg')).toBe(false);
    expect(canAssignRole(permissions, 'branch-manager', ANY_BRANCH)).toBe(true);
    expect(canAssignRole(permissions, 'pt', ALL_BRANCHES)).toBe(true);
    expect(canAssignRole(permissions, 'pt', 'group-nz')).toBe(true);
    expect(canAssignRole(permissions, 'admin', 'akl')).toBe(false);
  });

  it('lists the roles assignable on a branch', () => {
    expect(rolesAssignableOn(permissions, 'akl')).toEqual(['branch-manager', 'pt']);
    expect(rolesAssignableOn(permissions, 'syd')).toEqual(['pt']);
    expect(rolesAssignableOn(permissions, 'unknown')).toEqual([]);
  });
});

describe('permission expansion properties', () => {
  const branchIds = ['b1', 'b2', 'b3', 'b4', 'b5'];
  const operationPool = ['view-member', 'manage-member', 'manage-sessions', 'run-report'] as const;
  const arbitrarySources = fc
    .record({
      groups: fc.array(fc.subarray(branchIds), { maxLength: 3 }),
      roles: fc.array(fc.subarray([...operationPool]), { minLength: 1, maxLength: 3 }),
      assignments: fc.array(
        fc.record({
          role: fc.nat(2),
          scope: fc.constantFrom(...branchIds, 'g0', 'g1', 'g2', ALL_BRANCHES, 'zz'),
        }),
        { maxLength: 6 },
      ),
    })
    .map(
      ({ groups: groupMembers, roles: roleOperations, assignments }): PermissionSources => ({
        branches: branchIds.map((id) => ({ id })),
        groups: groupMembers.map((members, index) => ({ id: `g${index}`, branches: members })),
        roles: roleOperations.map((operations, index) => ({ id: `r${index}`, operations })),
        assignments: assignments.map(({ role, scope }) => ({ roleId: `r${role}`, branchId: scope })),
      }),
    );

  it('grants an operation on a branch exactly when some assignment covers the branch with a role holding it', () => {
    fc.assert(
      fc.property(
        arbitrarySources,
        fc.constantFrom(...operationPool),
        fc.constantFrom(...branchIds),
        (input, operation, branch) => {
          const permissions = derivePermissions(input);
          const expected = input.assignments.some((assignment) => {
            const role = input.roles.find((candidate) => candidate.id === assignment.roleId);
            return (
              role?.operations.includes(operation) === true &&
              expandBranchScope(assignment.branchId, input).includes(branch)
            );
          });
          expect(can(permissions, operation, branch)).toBe(expected);
          expect(branchesFor(permissions, operation).includes(branch)).toBe(expected);
          expect(operationsOn(permissions, branch).includes(operation)).toBe(expected);
        },
      ),
    );
  });

  it('ANY_BRANCH is "some branch", ALL_BRANCHES is "every branch", and granted branches are permitted', () => {
    fc.assert(
      fc.property(arbitrarySources, fc.constantFrom(...operationPool), (input, operation) => {
        const permissions = derivePermissions(input);
        const granted = branchIds.filter((id) => can(permissions, operation, id));
        expect(can(permissions, operation, ANY_BRANCH)).toBe(granted.length > 0);
        expect(can(permissions, operation, ALL_BRANCHES)).toBe(granted.length === branchIds.length);
        for (const id of granted) expect(permissions.branchIds).toContain(id);
        for (const group of input.groups) {
          const members = branchIds.filter((id) => group.branches.includes(id));
          expect(can(permissions, operation, group.id)).toBe(
            members.length > 0 && members.every((id) => granted.includes(id)),
          );
        }
      }),
    );
  });
});

describe('derivePermissions cost (derived on every api request)', () => {
  it('fills branch tables only for the operations and roles a check asks about', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `b${i}` }));
    const permissions = derivePermissions({
      assignments: [{ roleId: 'admin', branchId: ALL_BRANCHES }],
      roles,
      branches: many,
      groups: [],
    });
    expect(permissions.branchesByOperation.size).toBe(0);
    expect(can(permissions, 'view-member', 'b199')).toBe(true);
    expect(can(permissions, 'view-member', ALL_BRANCHES)).toBe(true);
    expect(can(permissions, 'manage-sessions', 'b0')).toBe(false);
    expect([...permissions.branchesByOperation.keys()]).toEqual(['view-member', 'manage-sessions']);
    expect(canAssignRole(permissions, 'branch-manager', 'b7')).toBe(true);
    expect([...permissions.assignableByRole.keys()]).toEqual(['branch-manager']);
  });
});

describe('managing an account: could the user have granted every role it holds?', () => {
  const held = (roleId: string, branchIds: string[]) => ({
    roleId,
    operations: roles.find((role) => role.id === roleId)?.operations ?? [],
    branchIds,
  });
  // Branch manager of Auckland: may assign pt there, holds view-member and manage-sessions there.
  const manager = derivePermissions(sources([{ roleId: 'branch-manager', branchId: 'akl' }]));
  const admin = derivePermissions(sources([{ roleId: 'admin', branchId: ALL_BRANCHES }]));

  it('takes the right to grant the role, or every operation it gives, on each of its branches', () => {
    expect(couldHaveGranted(manager, held('pt', ['akl']))).toBe(true);
    expect(couldHaveGranted(manager, held('pt', ['akl', 'wlg']))).toBe(false);
    // Not grantable by the manager, but it gives nothing the manager lacks at Auckland.
    expect(couldHaveGranted(manager, held('nobody', ['akl']))).toBe(true);
    expect(couldHaveGranted(manager, held('admin', ['akl']))).toBe(false);
    expect(couldHaveGranted(admin, held('branch-manager', ['akl', 'wlg', 'chc', 'syd']))).toBe(true);
    // An admin everywhere: only someone holding all of it on every branch.
    expect(couldHaveGranted(admin, held('admin', ['akl', 'wlg', 'chc', 'syd']))).toBe(true);
    expect(couldHaveGranted(manager, held('admin', ['akl', 'wlg', 'chc', 'syd']))).toBe(false);
  });

  it('lets nobody raise themselves: a role for oneself must give nothing new', () => {
    expect(raisesNothing(manager, held('pt', ['akl']))).toBe(true);
    expect(raisesNothing(admin, held('pt', ['akl']))).toBe(false);
    expect(raisesNothing(admin, held('admin', ['syd']))).toBe(true);
    expect(raisesNothing(manager, held('reporter', ['akl']))).toBe(false);
  });
});
