import { ALL_BRANCHES, can, type Permissions } from '@clubline/domain';

/**
 * What the branch group pages offer (spec 3 §2, §6). ALL_BRANCHES is never edited; a branch is
 * removed only from a group that keeps at least one; changes need manage-branch-group on the
 * group's branches (the server checks the same).
 */
export function canCreateBranchGroup(permissions: Permissions): boolean {
  return can(permissions, 'manage-branch-group', 'ANY_BRANCH');
}

export function canEditBranchGroup(permissions: Permissions, groupId: string): boolean {
  return groupId !== ALL_BRANCHES && can(permissions, 'manage-branch-group', groupId);
}

export function canRemoveBranchFromGroup(
  permissions: Permissions,
  group: { id: string; branches: readonly string[] },
): boolean {
  return group.branches.length > 1 && canEditBranchGroup(permissions, group.id);
}
