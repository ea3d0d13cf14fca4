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

/** One role assignment, expanded: the operations of its role, held on each of its branches. */
interface Grant {
  readonly branchIds: readonly string[];
  readonly operations: ReadonlySet<string>;
}

/**
 * What a user may do where, derived from their role assignments. Derived on every api request, so
 * the branch × operation tables are built lazily, per operation or branch a check asks about: an
 * organisation admin on ALL_BRANCHES of 200 branches holds ~12,000 branch-operation pairs, while a
 * request asks about one or two operations.
 */
export interface Permissions {
  /** Every branch of the organisation, in directory order. */
  readonly allBranchIds: readonly string[];
  /** Branches the user holds at least one role on (the permitted branch set), in directory order. */
  readonly branchIds: readonly string[];
  /** Group id → member branch ids, for checks that target a group. */
  readonly groups: ReadonlyMap<string, readonly string[]>;
  /** True when any assignment carries the super-admin flag. */
  readonly isSuperAdmin: boolean;
  /** The expanded assignments; read through the functions below. */
  readonly grants: readonly Grant[];
  /** Memo: operation → branches it is held on. */
  readonly branchesByOperation: Map<string, ReadonlySet<string>>;
  /** Memo: role id → branches on which the user may assign it (from manage-role-assignment-*). */
  readonly assignableByRole: Map<string, ReadonlySet<string>>;
}

/**
 * Derives permissions from role assignments (spec 1 §6): ALL_BRANCHES expands to every branch, a group
 * to its branches. Assignments naming an unknown role, or a scope that expands to no branch, are ignored.
 */
export function derivePermissions(sources: PermissionSources): Permissions {
  const allBranchIds = [...new Set(sources.branches.map((branch) => branch.id))];
  const rolesById = new Map(sources.roles.map((role) => [role.id, new Set(role.operations)]));
  const permitted = new Set<string>();
  const grants: Grant[] = [];
  let isSuperAdmin = false;

  for (const assignment of sources.assignments) {
    const operations = rolesById.get(assignment.roleId);
    if (operations === undefined) continue;
    const branchIds = expandBranchScope(assignment.branchId, sources);
    if (branchIds.length === 0) continue;
    if (assignment.isSuperAdmin === true) isSuperAdmin = true;
    for (const branchId of branchIds) permitted.add(branchId);
    grants.push({ branchIds, operations });
  }

  return {
    allBranchIds,
    branchIds: allBranchIds.filter((id) => permitted.has(id)),
    groups: new Map(sources.groups.map((group) => [group.id, group.branches])),
    isSuperAdmin,
    grants,
    branchesByOperation: new Map(),
    assignableByRole: new Map(),
  };
}

/** The branches of every grant that `holds` accepts, memoised under `key` in `memo`. */
function branchesWhere(
  permissions: Permissions,
  memo: Map<string, ReadonlySet<string>>,
  key: string,
  holds: (operations: ReadonlySet<string>) => boolean,
): ReadonlySet<string> {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const branches = new Set<string>();
  for (const grant of permissions.grants) {
    if (holds(grant.operations)) for (const id of grant.branchIds) branches.add(id);
  }
  memo.set(key, branches);
  return branches;
}

function branchesOf(permissions: Permissions, operation: string): ReadonlySet<string> {
  return branchesWhere(permissions, permissions.branchesByOperation, operation, (operations) =>
    operations.has(operation),
  );
}

function assignableBranchesOf(permissions: Permissions, roleId: string): ReadonlySet<string> {
  return branchesWhere(permissions, permissions.assignableByRole, roleId, (operations) => {
    for (const operation of operations) if (assignableRoleOf(operation) === roleId) return true;
    return false;
  });
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
  return holdsOn(branchesOf(permissions, operation), target, permissions);
}

/** The branches an operation applies to, in directory order. */
export function branchesFor(permissions: Permissions, operation: OperationId): string[] {
  const branches = branchesOf(permissions, operation);
  return permissions.allBranchIds.filter((id) => branches.has(id));
}

/** The operations held on one branch, sorted. */
export function operationsOn(permissions: Permissions, branchId: string): string[] {
  const operations = new Set<string>();
  for (const grant of permissions.grants) {
    if (grant.branchIds.includes(branchId))
      for (const operation of grant.operations) operations.add(operation);
  }
  return [...operations].sort();
}

/** Whether `branchId` is in the user's permitted branch set. */
export function isPermittedBranch(permissions: Permissions, branchId: string): boolean {
  return permissions.grants.some((grant) => grant.branchIds.includes(branchId));
}

/** Whether the user may assign role `roleId` on `target` (same target rules as `can`). */
export function canAssignRole(permissions: Permissions, roleId: string, target: string | AnyBranch): boolean {
  return holdsOn(assignableBranchesOf(permissions, roleId), target, permissions);
}

/** The role ids the user may assign on `branchId`, sorted. */
export function rolesAssignableOn(permissions: Permissions, branchId: string): string[] {
  const roleIds = new Set<string>();
  for (const grant of permissions.grants) {
    if (!grant.branchIds.includes(branchId)) continue;
    for (const operation of grant.operations) {
      const roleId = assignableRoleOf(operation);
      if (roleId !== undefined) roleIds.add(roleId);
    }
  }
  return [...roleIds].sort();
}

/** A role someone holds on some branches (their assignment's scope, expanded), with what it grants. */
export interface HeldRole {
  readonly roleId: string;
  readonly operations: readonly string[];
  readonly branchIds: readonly string[];
}

/**
 * Whether the user gains nothing by taking over an account holding `held`: on every branch of it,
 * they could have granted the role themselves (manage-role-assignment-<role>), or already hold
 * every operation it gives. Managing an account (its email, password, cards, activity) is taking
 * it over, so a branch manager must not manage an organisation admin who also works at their
 * branch.
 */
export function couldHaveGranted(permissions: Permissions, held: HeldRole): boolean {
  return held.branchIds.every(
    (branchId) =>
      canAssignRole(permissions, held.roleId, branchId) || holdsEveryOperation(permissions, held, branchId),
  );
}

/**
 * Whether holding `held` would give the user nothing they do not hold already on its branches
 * (every operation of the role on every branch): what assigning a role to oneself needs, so
 * nobody raises their own account, whatever roles they may grant to others.
 */
export function raisesNothing(permissions: Permissions, held: HeldRole): boolean {
  return held.branchIds.every((branchId) => holdsEveryOperation(permissions, held, branchId));
}

function holdsEveryOperation(permissions: Permissions, held: HeldRole, branchId: string): boolean {
  return held.operations.every((operation) =>
    holdsOn(branchesOf(permissions, operation), branchId, permissions),
  );
}
