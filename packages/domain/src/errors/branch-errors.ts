import { branchGroupMessages } from '../branches/branch-group-messages.ts';
import { branchInfoMessages } from '../branches/branch-info-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of branches and branch groups (spec 3 §2, §5). */
export const BRANCH_ERRORS = {
  BRANCH_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Branch not found' }),
  /** The operation is not held at the branch concerned. */
  BRANCH_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to do this at this branch.",
  }),
  /** The operation is needed at every branch concerned (e.g. the branches of a new group). */
  BRANCHES_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to do this at every one of these branches.",
  }),
  /** Spec 2 §5 branch edit: branch names are the organisation's once (case ignored). */
  BRANCH_NAME_TAKEN: defineError({ category: 'conflict', text: () => branchInfoMessages.nameTaken }),
  /** Spec 2 §5: a branch's country is not editable. */
  BRANCH_COUNTRY_READ_ONLY: defineError({
    category: 'validation',
    text: () => "A branch's country cannot be changed",
  }),
  BRANCH_GROUP_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Branch group not found' }),
  /** Removing a branch from a group that does not hold it. */
  BRANCH_NOT_IN_GROUP: defineError({ category: 'not-found', text: () => 'The branch is not in this group' }),
  BRANCH_GROUP_NAME_TAKEN: defineError({ category: 'conflict', text: () => branchGroupMessages.nameTaken }),
  /** Spec 3 §2: the group named ALL_BRANCHES cannot be edited. */
  ALL_BRANCHES_READ_ONLY: defineError({
    category: 'validation',
    text: () => branchGroupMessages.allBranchesReadOnly,
  }),
  /** A group keeps at least one branch. */
  BRANCH_GROUP_NEEDS_BRANCHES: defineError({
    category: 'validation',
    text: () => branchGroupMessages.branchesRequired,
  }),
  /** A group is managed only by staff who may manage branch groups on each of its branches. */
  BRANCH_GROUP_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to manage branch groups on every branch of this group.",
  }),
} as const;
