/** Checks "on at least one branch" (spec 1 §6). */
export const ANY_BRANCH = 'ANY_BRANCH';
export type AnyBranch = typeof ANY_BRANCH;

/** The special branch value of a role assignment that stands for every branch (spec 1 §3, §6). */
export const ALL_BRANCHES = 'ALL_BRANCHES';
export type AllBranches = typeof ALL_BRANCHES;

/** A branch, plain data (a database row or a GraphQL object will do). */
export interface BranchRef {
  readonly id: string;
}

/** A branch group: the ids of its member branches. */
export interface BranchGroupRef {
  readonly id: string;
  readonly branches: readonly string[];
}

export interface BranchDirectory {
  readonly branches: readonly BranchRef[];
  readonly groups: readonly BranchGroupRef[];
}

/**
 * The branch ids a scope stands for: ALL_BRANCHES → every branch; a group id → its member branches;
 * a branch id → that branch. Unknown ids (and group members that are not known branches) expand to
 * nothing. The result keeps the order of `directory.branches` and has no duplicates.
 */
export function expandBranchScope(scope: string, directory: BranchDirectory): string[] {
  const known = directory.branches.map((branch) => branch.id);
  if (scope === ALL_BRANCHES) return [...new Set(known)];
  if (known.includes(scope)) return [scope];
  const group = directory.groups.find((candidate) => candidate.id === scope);
  if (group === undefined) return [];
  const members = new Set(group.branches);
  return [...new Set(known.filter((id) => members.has(id)))];
}
