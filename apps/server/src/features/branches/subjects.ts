import { ALL_BRANCHES, isUuid } from '@clubline/domain';
import { ANY_ROLE, type SubjectResolver } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findBranch, findBranchGroup, listBranches } from './branches.repository.ts';

/** A branch owns itself. Staff with no role there see it as missing, not as forbidden. */
export const branchSubject: SubjectResolver = {
  async owners(tx, id) {
    return isUuid(id) && (await findBranch(tx, id)) ? [id] : null;
  },
  notFound: () => new DomainError('BRANCH_NOT_FOUND'),
  denied: (operation) =>
    operation === ANY_ROLE ? new DomainError('BRANCH_NOT_FOUND') : new DomainError('BRANCH_ACCESS_DENIED'),
};

/** Several branches: each must exist, and the operation is needed on every one. */
export const branchesSubject: SubjectResolver = {
  ...branchSubject,
  denied: (operation) =>
    operation === ANY_ROLE ? new DomainError('BRANCH_NOT_FOUND') : new DomainError('BRANCHES_ACCESS_DENIED'),
};

/**
 * A group is owned by every branch it holds; ALL_BRANCHES by every branch of the organisation.
 * Without a role on all of them a group is missing rather than forbidden (reading it, ANY_ROLE);
 * changing it without the operation is a denial.
 */
export const branchGroupSubject: SubjectResolver = {
  async owners(tx, id) {
    if (id === ALL_BRANCHES) return (await listBranches(tx)).map((branch) => branch.id);
    const group = isUuid(id) ? await findBranchGroup(tx, id) : undefined;
    return group ? group.branchIds : null;
  },
  notFound: () => new DomainError('BRANCH_GROUP_NOT_FOUND'),
  denied: (operation) =>
    operation === ANY_ROLE
      ? new DomainError('BRANCH_GROUP_NOT_FOUND')
      : new DomainError('BRANCH_GROUP_ACCESS_DENIED'),
};
