import { can, derivePermissions, type Permissions } from '@clubline/domain';
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
    const [assignments, roles, directory] = await Promise.all([
      findAssignmentsOfUser(tx, viewer.userId),
      listRolesWithOperations(tx),
      branchDirectory(tx),
    ]);
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
