import { expandBranchScope, isUuid } from '@clubline/domain';
import type { SubjectResolver } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { branchDirectory } from '../branches/public.ts';
import { findUserInTransaction } from '../identity/public.ts';
import { findAssignmentsOfUser } from './roles.repository.ts';

/**
 * A staff account is owned by every branch its role assignments cover (ALL_BRANCHES and groups
 * expanded): reading or changing it needs the operation on all of them. An account with no
 * assignment is owned by nobody.
 */
export const userSubject: SubjectResolver = {
  async owners(tx, id) {
    if (!isUuid(id) || !(await findUserInTransaction(tx, id))) return null;
    const assignments = await findAssignmentsOfUser(tx, id);
    const directory = await branchDirectory(tx);
    return [
      ...new Set(assignments.flatMap((assignment) => expandBranchScope(assignment.branchId, directory))),
    ];
  },
  notFound: () => new DomainError('USER_NOT_FOUND'),
  denied: () => new DomainError('STAFF_ACCESS_DENIED'),
};
