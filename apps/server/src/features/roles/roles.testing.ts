import type { OperationId } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { nextInTenant, tenantOf } from '../../testing/builder-support.ts';
import {
  makeStaffAccount,
  type StaffAccountOverrides,
  type StaffUser,
} from '../identity/identity.testing.ts';
import { insertAssignment, insertRole } from './roles.repository.ts';
import { STANDARD_ROLES } from './standard-roles.ts';

export interface TestRole {
  id: string;
  name: string;
  description: string | null;
  type: 'BUILT_IN' | 'CUSTOM';
  operations: readonly OperationId[];
}

/** Test builder: a role with the given operation ids. Defaults: `role-<n>`, `Role <n>`, CUSTOM, none. */
export async function makeRole(tx: Transaction, overrides: Partial<TestRole> = {}): Promise<TestRole> {
  const { applicationId, n } = await nextInTenant(tx, 'role');
  const role: TestRole = {
    id: overrides.id ?? `role-${n}`,
    name: overrides.name ?? `Role ${n}`,
    description: overrides.description === undefined ? null : overrides.description,
    type: overrides.type ?? 'CUSTOM',
    operations: overrides.operations ?? [],
  };
  await insertRole(
    tx,
    { applicationId, id: role.id, name: role.name, description: role.description, type: role.type },
    role.operations,
  );
  return role;
}

/**
 * The standard catalogue (admin, field-manager, branch-manager, front-desk; features/roles/
 * standard-roles.ts) as built-in roles of the transaction's organisation, as the seed gives it.
 */
export async function makeStandardRoles(tx: Transaction): Promise<TestRole[]> {
  const made: TestRole[] = [];
  for (const role of STANDARD_ROLES) made.push(await makeRole(tx, { ...role, type: 'BUILT_IN' }));
  return made;
}

/** Where a role applies: every branch, one branch group or one branch (spec 1 §6). */
export type RoleScope = 'ALL_BRANCHES' | { branchGroupId: string } | { branchId: string };

export interface RoleAssignment {
  userId: string;
  roleId: string;
  scope: RoleScope;
}

/** Test builder: gives a user a role on a scope. */
export async function makeRoleAssignment(tx: Transaction, assignment: RoleAssignment): Promise<void> {
  const { scope } = assignment;
  await insertAssignment(tx, {
    applicationId: await tenantOf(tx),
    userId: assignment.userId,
    roleId: assignment.roleId,
    allBranches: scope === 'ALL_BRANCHES',
    branchId: typeof scope === 'object' && 'branchId' in scope ? scope.branchId : null,
    branchGroupId: typeof scope === 'object' && 'branchGroupId' in scope ? scope.branchGroupId : null,
  });
}

export type { StaffUser };

export interface StaffUserOverrides extends StaffAccountOverrides {
  /** Role assignments, e.g. `[{ roleId: 'front-desk', scope: { branchId } }]`; none by default. */
  roles?: readonly { roleId: string; scope: RoleScope }[];
}

/**
 * Test builder: a staff member, i.e. a person and their sign-in account (identity's
 * `makeStaffAccount`, whose defaults apply), with the given role assignments (none by default).
 */
export async function makeStaffUser(tx: Transaction, overrides: StaffUserOverrides = {}): Promise<StaffUser> {
  const { roles = [], ...account } = overrides;
  const user = await makeStaffAccount(tx, account);
  for (const role of roles) {
    await makeRoleAssignment(tx, { userId: user.userId, roleId: role.roleId, scope: role.scope });
  }
  return user;
}
