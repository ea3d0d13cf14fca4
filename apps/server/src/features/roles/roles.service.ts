import { ALL_BRANCHES, can, derivePermissions, type Permissions } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { Dependencies, PermissionChecker, Viewer } from '../../platform/graphql/context.ts';
import { branchDirectory } from '../branches/branches.service.ts';
import { findAssignmentsOfUser, listRolesWithOperations } from './roles.repository.ts';

const NO_PERMISSIONS = derivePermissions({ branches: [], groups: [], assignments: [], roles: [] });

/**
 * The viewer's permissions, derived from their role assignments with ALL_BRANCHES and groups
 * expanded (spec 1 §6). Read fresh for each request so a changed assignment applies at once.
 */
export async function loadPermissions(deps: Dependencies, viewer: Viewer): Promise<Permissions> {
  return withTenant(deps.db, viewer.applicationId, async (tx) => {
    // One transaction is one connection: its queries run one after another.
    const assignments = await roleAssignmentsOfUser(tx, viewer.userId);
    const roles = await listRolesWithOperations(tx);
    const directory = await branchDirectory(tx);
    return derivePermissions({ ...directory, assignments, roles });
  });
}

/** A request's permission checks, loading the permissions once on first use. */
export function permissionChecker(deps: Dependencies, viewer: Viewer | null): PermissionChecker {
  let loaded: Promise<Permissions> | undefined;
  const load = () => {
    loaded ??= viewer ? loadPermissions(deps, viewer) : Promise.resolve(NO_PERMISSIONS);
    return loaded;
  };
  return {
    load,
    can: async (operation, branchId) => can(await load(), operation, branchId),
  };
}

export type RoleWithOperations = Awaited<ReturnType<typeof listRolesWithOperations>>[number];

/** The application's role catalogue with each role's operation ids, sorted by name. */
export async function listRoleCatalogue(tx: Transaction): Promise<RoleWithOperations[]> {
  return listRolesWithOperations(tx);
}

export interface RoleAssignment {
  userId: string;
  roleId: string;
  /** 'ALL_BRANCHES', a branch-group id or a branch id (spec 1 §3). */
  branchId: string;
  /** The built-in admin role held on ALL_BRANCHES: the organisation's super-admin group. */
  isSuperAdmin: boolean;
}

export const SUPER_ADMIN_ROLE_ID = 'admin';

/** A user's role assignments, each with its scope as spec 1 names it. */
export async function roleAssignmentsOfUser(tx: Transaction, userId: string): Promise<RoleAssignment[]> {
  const rows = await findAssignmentsOfUser(tx, userId);
  return rows.map((row) => ({
    userId,
    roleId: row.roleId,
    branchId: row.branchId,
    isSuperAdmin: row.roleId === SUPER_ADMIN_ROLE_ID && row.branchId === ALL_BRANCHES,
  }));
}
