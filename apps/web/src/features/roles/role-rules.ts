import { ADMIN_ROLE_ID, ALL_BRANCHES, can, type Permissions } from '@clubline/domain';

/**
 * What the role pages offer (spec 3 §4, §6; docs/roles.md), the server's rules seen from the page:
 * every change needs change-application-settings on ALL_BRANCHES and the
 * roles_create_modify_remove flag; creating is for the super-admin group; only custom roles with
 * zero members are removed; the admin role's operations never change.
 */
export function canManageRoles(permissions: Permissions, changesEnabled: boolean): boolean {
  return changesEnabled && can(permissions, 'change-application-settings', ALL_BRANCHES);
}

export function canCreateRole(permissions: Permissions, changesEnabled: boolean): boolean {
  return permissions.isSuperAdmin && canManageRoles(permissions, changesEnabled);
}

export function canRemoveRole(
  permissions: Permissions,
  role: { type: string; membersCount: number },
  changesEnabled: boolean,
): boolean {
  return role.type === 'CUSTOM' && role.membersCount === 0 && canManageRoles(permissions, changesEnabled);
}

export function canToggleOperations(
  permissions: Permissions,
  role: { roleId: string },
  changesEnabled: boolean,
): boolean {
  return role.roleId !== ADMIN_ROLE_ID && canManageRoles(permissions, changesEnabled);
}
