import { assignableRoleOf, type OperationId } from './operations.ts';
import {
  ALL_BRANCHES,
  ANY_BRANCH,
  type AnyBranch,
  type BranchDirectory,
  expandBranchScope,
} from './scopes.ts';

/** One role assignment of a user: `branchId` is a branch id, a branch-group id or ALL_BRANCHES. */
export interface RoleAssignmentRef {
  readonly roleId: string;
  readonly branchId: string;
  readonly isSuperAdmin?: boolean | null;
}

/** A role with the ids of the operations it grants. */
export interface RoleRef {
  readonly id: string;
  readonly operations: readonly string[];
}

export interface PermissionSources extends BranchDirectory {
  readonly assignments: readonly RoleAssignmentRef[];
  readonly roles: readonly RoleRef[];
}

/** What a user may do where, derived once from their role assignments. */
export interface Permissions {
  /** Every branch of the organisation, in directory order. */
  readonly allBranchIds: readonly string[];
  /** Branches the user holds at least one role on (the permitted branch set), in directory order. */
  readonly branchIds: readonly string[];
  readonly operationsByBranch: ReadonlyMap<string, ReadonlySet<string>>;
  readonly branchesByOperation: ReadonlyMap<string, ReadonlySet<string>>;
  /** Role id → branches on which the user may assign that role (from manage-role-assignment-*). */
  readonly assignableRoles: ReadonlyMap<string, ReadonlySet<string>>;
  /** Group id → member branch ids, for checks that target a group. */
  readonly groups: ReadonlyMap<string, readonly string[]>;
  /** True when any assignment carries the super-admin flag. */
  readonly isSuperAdmin: boolean;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([value]));
  else set.add(value);
}

/**
 * Derives permissions from role assignments (spec 1 §6): ALL_BRANCHES expands to every branch, a group
 * to its branches. Assignments naming an unknown role, or a scope that expands to no branch, are ignored.
 */
export function derivePermissions(sources: PermissionSources): Permissions {
  const allBranchIds = [...new Set(sources.branches.map((branch) => branch.id))];
  const rolesById = new Map(sources.roles.map((role) => [role.id, role]));
  const permitted = new Set<string>();
  const operationsByBranch = new Map<string, Set<string>>();
  const branchesByOperation = new Map<string, Set<string>>();
  const assignableRoles = new Map<string, Set<string>>();
  let isSuperAdmin = false;

  for (const assignment of sources.assignments) {
    const role = rolesById.get(assignment.roleId);
    if (role === undefined) continue;
    const branchIds = expandBranchScope(assignment.branchId, sources);
    if (branchIds.length === 0) continue;
    if (assignment.isSuperAdmin === true) isSuperAdmin = true;
    for (const branchId of branchIds) {
      permitted.add(branchId);
      if (!operationsByBranch.has(branchId)) operationsByBranch.set(branchId, new Set());
      for (const operation of role.operations) {
        addTo(operationsByBranch, branchId, operation);
        addTo(branchesByOperation, operation, branchId);
        const assignable = assignableRoleOf(operation);
        if (assignable !== undefined) addTo(assignableRoles, assignable, branchId);
      }
    }
  }

  return {
    allBranchIds,
    branchIds: allBranchIds.filter((id) => permitted.has(id)),
    operationsByBranch,
    branchesByOperation,
    assignableRoles,
    groups: new Map(sources.groups.map((group) => [group.id, group.branches])),
    isSuperAdmin,
  };
}

/** The branches a check target (a branch, a group or ALL_BRANCHES) stands for. */
function targetBranches(permissions: Permissions, target: string): readonly string[] {
  if (target === ALL_BRANCHES) return permissions.allBranchIds;
  if (permissions.allBranchIds.includes(target)) return [target];
  const members = permissions.groups.get(target);
  if (members === undefined) return [];
  return permissions.allBranchIds.filter((id) => members.includes(id));
}

function holdsOn(
  branches: ReadonlySet<string> | undefined,
  target: string,
  permissions: Permissions,
): boolean {
  if (branches === undefined || branches.size === 0) return false;
  if (target === ANY_BRANCH) return true;
  const wanted = targetBranches(permissions, target);
  return wanted.length > 0 && wanted.every((id) => branches.has(id));
}

/**
 * Whether the user may perform `operation` on `target`:
 * - a branch id: held on that branch;
 * - ANY_BRANCH: held on at least one branch;
 * - ALL_BRANCHES: held on every branch of the organisation;
 * - a branch-group id: held on every branch of the group.
 * Unknown targets (and empty groups) are refused.
 */
export function can(permissions: Permissions, operation: OperationId, target: string | AnyBranch): boolean {
  return holdsOn(permissions.branchesByOperation.get(operation), target, permissions);
}

/** The branches an operation applies to, in directory order. */
export function branchesFor(permissions: Permissions, operation: OperationId): string[] {
  const branches = permissions.branchesByOperation.get(operation);
  return permissions.allBranchIds.filter((id) => branches?.has(id) === true);
}

/** The operations held on one branch, sorted. */
export function operationsOn(permissions: Permissions, branchId: string): string[] {
  return [...(permissions.operationsByBranch.get(branchId) ?? [])].sort();
}

/** Whether `branchId` is in the user's permitted branch set. */
export function isPermittedBranch(permissions: Permissions, branchId: string): boolean {
  return permissions.operationsByBranch.has(branchId);
}

/** Whether the user may assign role `roleId` on `target` (same target rules as `can`). */
export function canAssignRole(permissions: Permissions, roleId: string, target: string | AnyBranch): boolean {
  return holdsOn(permissions.assignableRoles.get(roleId), target, permissions);
}

/** The role ids the user may assign on `branchId`, sorted. */
export function rolesAssignableOn(permissions: Permissions, branchId: string): string[] {
  const roleIds: string[] = [];
  for (const [roleId, branches] of permissions.assignableRoles)
    if (branches.has(branchId)) roleIds.push(roleId);
  return roleIds.sort();
}
