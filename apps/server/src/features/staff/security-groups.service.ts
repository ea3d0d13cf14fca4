import {
  ALL_BRANCHES,
  expandBranchScope,
  isUuid,
  raisesNothing,
  roleAssignmentOperation,
} from '@clubline/domain';
import { allows, allowsOnRead, authorize, permittedScopes } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { branchDirectory } from '../branches/public.ts';
import {
  type AssignmentScope,
  addAssignment,
  listRoles,
  type RoleAssignment,
  type RoleRow,
  removeAssignment,
  roleAssignmentsOfUser,
} from '../roles/public.ts';
import { requireVisibleStaff, type StaffView } from './staff.service.ts';

/** One role a staff member holds on one scope (spec 1 §3 role assignment). */
export interface SecurityGroupAssignment {
  roleId: string;
  roleName: string;
  /** ALL_BRANCHES, a branch-group id or a branch id. */
  branchId: string;
  isSuperAdmin: boolean;
}

/** A role the viewer may assign or remove, and where (spec 1 §6 manage-role-assignment-*). */
export interface AssignableRole {
  roleId: string;
  roleName: string;
  branchIds: string[];
}

export interface SecurityGroups {
  personId: string;
  assignments: SecurityGroupAssignment[];
  assignable: AssignableRole[];
}

/**
 * Another user's role assignments are shown only to a viewer holding view-staff-member on every
 * branch they cover (the `user` subject, as getInitialisationByUser): seeing a staff member on a
 * branch they work for does not show an assignment that reaches branches the viewer does not run.
 * One's own are always shown; an account without assignments has nothing to hide.
 */
async function requireVisibleAssignments(
  context: RequestContext,
  tx: Transaction,
  userId: string,
): Promise<RoleAssignment[]> {
  const held = await roleAssignmentsOfUser(tx, userId);
  if (held.length > 0 && userId !== context.viewer.userId)
    await authorize(context, tx, 'view-staff-member', { kind: 'user', id: userId });
  return held;
}

/**
 * The staff list's Roles column: the names of the roles a staff member holds, each once, by name.
 * Null when the viewer may not see their assignments (the rule of requireVisibleAssignments), so
 * a list row never shows more than the staff member's own page would.
 */
export async function heldRoleNames(context: RequestContext, staff: StaffView): Promise<string[] | null> {
  const userId = staff.user?.id;
  if (!userId) return [];
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const held = await roleAssignmentsOfUser(tx, userId);
    if (held.length === 0) return [];
    const visible =
      userId === context.viewer.userId ||
      (await allows(context, tx, 'view-staff-member', { kind: 'user', id: userId }));
    if (!visible) return null;
    const names = new Map((await listRoles(tx)).map((role) => [role.id, role.name]));
    const distinct = new Set(held.map((assignment) => names.get(assignment.roleId) ?? assignment.roleId));
    return [...distinct].sort((a, b) => a.localeCompare(b));
  });
}

async function securityGroupsOf(
  context: RequestContext,
  tx: Transaction,
  staff: StaffView,
): Promise<SecurityGroups> {
  const roles = await listRoles(tx);
  const names = new Map(roles.map((role) => [role.id, role.name]));
  const held = staff.user ? await requireVisibleAssignments(context, tx, staff.user.id) : [];
  const directory = await branchDirectory(tx);
  const scopes = [
    ALL_BRANCHES,
    ...directory.groups.map((group) => group.id),
    ...directory.branches.map((b) => b.id),
  ];
  return {
    personId: staff.person.id,
    assignments: held.map((assignment) => ({
      roleId: assignment.roleId,
      roleName: names.get(assignment.roleId) ?? assignment.roleId,
      branchId: assignment.branchId,
      isSuperAdmin: assignment.isSuperAdmin,
    })),
    assignable: roles
      .map((role) => ({
        roleId: role.id,
        roleName: role.name,
        branchIds: permittedScopes(context.permissions, roleAssignmentOperation(role.id), scopes),
      }))
      .filter((role) => role.branchIds.length > 0),
  };
}

/** Spec 3 §7 "roles per user id": the staff member's roles and what the viewer may change. */
export async function getSecurityGroups(context: RequestContext, personId: string): Promise<SecurityGroups> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) =>
    securityGroupsOf(context, tx, await requireVisibleStaff(context, tx, personId)),
  );
}

/**
 * ALL_BRANCHES, a group or a branch of the organisation, with the branches it stands for;
 * anything else names nothing.
 */
async function scopeOf(
  tx: Transaction,
  scopeId: string,
): Promise<{ scope: AssignmentScope; branchIds: string[] }> {
  const directory = await branchDirectory(tx);
  const branchIds = expandBranchScope(scopeId, directory);
  if (scopeId === ALL_BRANCHES) return { scope: { kind: 'all' }, branchIds };
  if (isUuid(scopeId) && directory.groups.some((group) => group.id === scopeId)) {
    return { scope: { kind: 'group', branchGroupId: scopeId }, branchIds };
  }
  if (isUuid(scopeId) && directory.branches.some((branch) => branch.id === scopeId)) {
    return { scope: { kind: 'branch', branchId: scopeId }, branchIds };
  }
  throw new DomainError('ROLE_ASSIGNMENT_SCOPE_NOT_FOUND');
}

/**
 * Never one's own way up: a role one assigns to oneself must give nothing one does not hold on
 * every branch of its scope already, whatever roles one may grant to others (a custom role whose
 * assignment a manager holds may carry more than they do).
 */
function requireNoSelfRaise(
  context: RequestContext,
  roles: readonly RoleRow[],
  roleId: string,
  branchIds: readonly string[],
): void {
  const operations = roles.find((role) => role.id === roleId)?.operations ?? [];
  if (!raisesNothing(context.permissions, { roleId, operations, branchIds }))
    throw new DomainError('ROLE_ASSIGNMENT_SELF_RAISE');
}

/**
 * Spec 3 §7 assign role to person / remove role from person: the viewer needs
 * manage-role-assignment-<roleId> on every branch of the scope (spec 1 §6; a group or
 * ALL_BRANCHES expanded), and must see the staff member. Changes of one staff member run one after
 * the other (their person row is locked), so the same role is never held twice on one scope.
 */
export async function changeSecurityGroup(
  context: RequestContext,
  change: { personId: string; roleId: string; branchId: string; action: 'assign' | 'remove' },
): Promise<SecurityGroups> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const staff = await requireVisibleStaff(context, tx, change.personId, null, { lock: true });
    if (!staff.user) throw new DomainError('STAFF_ACCOUNT_MISSING');
    // Before and after the change (securityGroupsOf): the assignments must be the viewer's to see.
    await requireVisibleAssignments(context, tx, staff.user.id);
    const roles: RoleRow[] = await listRoles(tx);
    if (!roles.some((role) => role.id === change.roleId)) throw new DomainError('ROLE_NOT_FOUND');
    const { scope, branchIds } = await scopeOf(tx, change.branchId);
    // The scope's branches were just read: the `branches` subject is decided on them.
    if (!allowsOnRead(context, roleAssignmentOperation(change.roleId), 'branches', branchIds))
      throw new DomainError('ROLE_ASSIGNMENT_DENIED');
    if (change.action === 'assign' && staff.user.id === context.viewer.userId)
      requireNoSelfRaise(context, roles, change.roleId, branchIds);
    if (change.action === 'assign') {
      await addAssignment(tx, context.viewer.applicationId, staff.user.id, change.roleId, scope);
    } else {
      await removeAssignment(tx, staff.user.id, change.roleId, scope);
    }
    return securityGroupsOf(context, tx, staff);
  });
}
