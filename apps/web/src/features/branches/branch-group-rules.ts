import { ALL_BRANCHES, can, type Permissions } from '@clubline/domain';

/**
 * What the branch group pages offer (spec 3 §2, §6). The pages themselves are always there; only
 * create, edit and remove sit behind the branch-groups flag (spec 3 §6: "Branch groups: create,
 * edit, remove per branch (behind a flag)"), passed in as `changesEnabled`. ALL_BRANCHES is never
 * edited; a branch is removed only from a group that keeps at least one; changes need
 * manage-branch-group on the group's branches (the server checks the same).
 */
export function canCreateBranchGroup(permissions: Permissions, changesEnabled: boolean): boolean {
  return changesEnabled && can(permissions, 'manage-branch-group', 'ANY_BRANCH');
}

export function canEditBranchGroup(
  permissions: Permissions,
  groupId: string,
  changesEnabled: boolean,
): boolean {
  return changesEnabled && groupId !== ALL_BRANCHES && can(permissions, 'manage-branch-group', groupId);
}

export function canRemoveBranchFromGroup(
  permissions: Permissions,
  group: { id: string; branches: readonly string[] },
  changesEnabled: boolean,
): boolean {
  return group.branches.length > 1 && canEditBranchGroup(permissions, group.id, changesEnabled);
}
