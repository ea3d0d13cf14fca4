import {
  ADMIN_ROLE_ID,
  addRoleInputSchema,
  assignableOperationIds,
  GROUP_OPERATIONS_ACCESS,
  isRoleNameFree,
  roleAssignmentOperation,
  roleInputSchema,
  roleMessages,
} from '@clubline/domain';
import { authorize, authorizeWithoutRead } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { operationName } from './operation-names.ts';
import {
  allRoleIds,
  deleteRole,
  deleteRoleOperation,
  findRole,
  insertRoleOperation,
  listRoles,
  otherRoleNames,
  type RoleRow,
  updateRoleRow,
} from './role-management.repository.ts';
import { insertRole } from './roles.repository.ts';

/**
 * Role management (spec 3 §4, §6, §7 "Roles"; docs/roles.md). Roles are organisation-wide, so
 * managing them takes change-application-settings on every branch (ALL_BRANCHES); adding one is
 * further limited to the super-admin group. The flag "create/modify/remove roles" is the web's.
 * Permissions are read fresh on every request (loadAccess), so a change applies to the next
 * request of every user holding the role.
 */
export const ROLE_MANAGEMENT_OPERATION = 'change-application-settings';

export interface RoleOperationView {
  id: string;
  name: string;
  allowed: boolean;
}

export interface RoleView extends RoleRow {
  accessToGroupOperations: boolean;
}

export interface RoleSummaryView extends RoleView {
  /** Every operation a role can be given, with whether this one has it; group access left out. */
  permissions: RoleOperationView[];
}

export async function getRoles(context: RequestContext): Promise<RoleView[]> {
  return inTenant(context, async (tx) => {
    assertManagesRoles(context);
    return (await listRoles(tx)).map(viewOf);
  });
}

export async function getRoleSummary(context: RequestContext, roleId: string): Promise<RoleSummaryView> {
  return inTenant(context, async (tx) => {
    await authorize(context, tx, ROLE_MANAGEMENT_OPERATION, { kind: 'role', id: roleId });
    return summaryOf(tx, await existing(tx, roleId));
  });
}

/** Spec 3 §4: a new custom role with no operations; its id comes from its name (spec 3 §3). */
export async function addRole(context: RequestContext, raw: unknown): Promise<RoleSummaryView> {
  const input = parseInput(addRoleInputSchema, raw);
  return saving(context, async (tx) => {
    assertManagesRoles(context);
    if (!context.permissions.isSuperAdmin) throw new DomainError('ROLE_CREATE_SUPER_ADMIN_ONLY');
    if (!isRoleNameFree(input.name, await otherRoleNames(tx, null))) throw nameTaken();
    await insertRole(tx, { applicationId: context.viewer.applicationId, ...input, type: 'CUSTOM' }, []);
    return summaryOf(tx, await existing(tx, input.id));
  });
}

/** Name and description; a built-in role keeps its name (docs/roles.md). The id never changes. */
export async function updateRole(
  context: RequestContext,
  roleId: string,
  raw: unknown,
): Promise<RoleSummaryView> {
  const input = parseInput(roleInputSchema, raw);
  return saving(context, async (tx) => {
    await authorize(context, tx, ROLE_MANAGEMENT_OPERATION, { kind: 'role', id: roleId });
    const role = await existing(tx, roleId, { lock: true });
    if (role.type === 'BUILT_IN' && input.name !== role.name) throw new DomainError('ROLE_BUILT_IN');
    if (!isRoleNameFree(input.name, await otherRoleNames(tx, role.id))) throw nameTaken();
    await updateRoleRow(tx, role.id, input);
    return summaryOf(tx, await existing(tx, role.id));
  });
}

/** Spec 3 §4: only a custom role with zero members; grants of its assignment operation go with it. */
export async function removeRole(context: RequestContext, roleId: string): Promise<string> {
  return inTenant(context, async (tx) => {
    await authorize(context, tx, ROLE_MANAGEMENT_OPERATION, { kind: 'role', id: roleId });
    const role = await existing(tx, roleId, { lock: true });
    if (role.type === 'BUILT_IN') throw new DomainError('ROLE_BUILT_IN');
    if (role.membersCount > 0) throw new DomainError('ROLE_HAS_MEMBERS', { membersCount: role.membersCount });
    await deleteRole(tx, role.id, roleAssignmentOperation(role.id));
    return role.id;
  });
}

/** Spec 3 §4 role operations: ticking adds the operation, unticking removes it. Both idempotent. */
export async function setRoleOperation(
  context: RequestContext,
  roleId: string,
  operationId: string,
  allowed: boolean,
): Promise<RoleSummaryView> {
  return inTenant(context, async (tx) => {
    await authorize(context, tx, ROLE_MANAGEMENT_OPERATION, { kind: 'role', id: roleId });
    const role = await existing(tx, roleId, { lock: true });
    if (!assignableOperationIds(await allRoleIds(tx)).includes(operationId)) {
      throw new DomainError('OPERATION_NOT_FOUND');
    }
    if (role.id === ADMIN_ROLE_ID) throw new DomainError('ROLE_OPERATIONS_FIXED');
    if (allowed) {
      await insertRoleOperation(tx, {
        applicationId: context.viewer.applicationId,
        roleId: role.id,
        operationId,
      });
    } else {
      await deleteRoleOperation(tx, role.id, operationId);
    }
    return summaryOf(tx, await existing(tx, role.id));
  });
}

/** The list and add are about no one role: the operation on the organisation (every branch). */
function assertManagesRoles(context: RequestContext): void {
  authorizeWithoutRead(
    context,
    ROLE_MANAGEMENT_OPERATION,
    { kind: 'organisation' },
    { refusal: () => new DomainError('ROLE_ACCESS_DENIED') },
  );
}

function inTenant<T>(context: RequestContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withTenant(context.deps.db, context.viewer.applicationId, work);
}

/** Writes in the tenant's transaction; a concurrent role of the same name or id loses like the pre-check. */
async function saving<T>(context: RequestContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await inTenant(context, work);
  } catch (error) {
    if (
      isUniqueViolation(error, 'roles_application_name_idx') ||
      isUniqueViolation(error, 'roles_application_id_id_pk')
    ) {
      throw nameTaken();
    }
    throw error;
  }
}

async function existing(tx: Transaction, roleId: string, options: { lock?: boolean } = {}): Promise<RoleRow> {
  const role = await findRole(tx, roleId, options);
  if (!role) throw new DomainError('ROLE_NOT_FOUND');
  return role;
}

async function summaryOf(tx: Transaction, role: RoleRow): Promise<RoleSummaryView> {
  const held = new Set(role.operations);
  const permissions = assignableOperationIds(await allRoleIds(tx))
    .filter((id) => id !== GROUP_OPERATIONS_ACCESS)
    .map((id) => ({ id, name: operationName(id), allowed: held.has(id) }));
  return { ...viewOf(role), permissions };
}

function viewOf(role: RoleRow): RoleView {
  return { ...role, accessToGroupOperations: role.operations.includes(GROUP_OPERATIONS_ACCESS) };
}

const nameTaken = () => withFieldErrors(new DomainError('ROLE_NAME_TAKEN'), { name: roleMessages.nameTaken });
