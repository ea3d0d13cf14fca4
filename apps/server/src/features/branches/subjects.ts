import { ALL_BRANCHES, isUuid } from '@clubline/domain';
import { ANY_ROLE, type SubjectResolver } from '../../platform/auth/authorization.ts';
import { AccessDeniedError, NotFoundError } from '../../platform/errors/errors.ts';
import { GROUP_NOT_FOUND } from './branch-groups.service.ts';
import { findBranch, findBranchGroup, listBranches } from './branches.repository.ts';

const BRANCH_NOT_FOUND = 'Branch not found';

/** A branch owns itself. Staff with no role there see it as missing, not as forbidden. */
export const branchSubject: SubjectResolver = {
  async owners(tx, id) {
    return isUuid(id) && (await findBranch(tx, id)) ? [id] : null;
  },
  notFound: () => new NotFoundError(BRANCH_NOT_FOUND),
  denied: (operation) =>
    operation === ANY_ROLE
      ? new NotFoundError(BRANCH_NOT_FOUND)
      : new AccessDeniedError('You may not do this at this branch.'),
};

/** Several branches: each must exist, and the operation is needed on every one. */
export const branchesSubject: SubjectResolver = {
  ...branchSubject,
  denied: (operation) =>
    operation === ANY_ROLE
      ? new NotFoundError(BRANCH_NOT_FOUND)
      : new AccessDeniedError('You may not do this at every one of these branches.'),
};

/** A group is owned by every branch it holds; ALL_BRANCHES by every branch of the organisation. */
export const branchGroupSubject: SubjectResolver = {
  async owners(tx, id) {
    if (id === ALL_BRANCHES) return (await listBranches(tx)).map((branch) => branch.id);
    const group = isUuid(id) ? await findBranchGroup(tx, id) : undefined;
    return group ? group.branchIds : null;
  },
  notFound: () => new NotFoundError(GROUP_NOT_FOUND),
  denied: () => new AccessDeniedError('You may not manage branch groups on every branch of this group.'),
};
