import { expandBranchScope, isUuid } from '@clubline/domain';
import type { SubjectResolver } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { branchDirectory } from '../branches/public.ts';
import { findUserInTransaction } from '../identity/public.ts';
import { findPersonInTransaction } from '../members/public.ts';
import { findRole } from './role-management.repository.ts';
import { findAssignmentsOfUser } from './roles.repository.ts';

/**
 * A staff account is owned by every branch its role assignments cover (ALL_BRANCHES and groups
 * expanded): reading or changing it needs the operation on all of them, so a branch manager
 * cannot read an organisation-wide admin's assignments. An account with no assignment
 * yet is owned by its person's home branch, where its first role is given: that branch's managers
 * and the organisation's admins may see it; without a home branch it is owned by nobody.
 */
export const userSubject: SubjectResolver = {
  async owners(tx, id) {
    const user = isUuid(id) ? await findUserInTransaction(tx, id) : undefined;
    if (!user) return null;
    const assignments = await findAssignmentsOfUser(tx, id);
    if (assignments.length === 0) {
      const homeBranchId = (await findPersonInTransaction(tx, user.personId))?.homeBranchId;
      return homeBranchId ? [homeBranchId] : [];
    }
    const directory = await branchDirectory(tx);
    return [
      ...new Set(assignments.flatMap((assignment) => expandBranchScope(assignment.branchId, directory))),
    ];
  },
  notFound: () => new DomainError('USER_NOT_FOUND'),
  denied: () => new DomainError('STAFF_ACCESS_DENIED'),
};

/**
 * A role is the organisation's, not a branch's: it is owned by every branch, so managing it takes
 * the operation on ALL_BRANCHES. Another organisation's role is not found (row-level security).
 */
export const roleSubject: SubjectResolver = {
  async owners(tx, id) {
    if (id.length > 200 || !(await findRole(tx, id))) return null;
    return (await branchDirectory(tx)).branches.map((branch) => branch.id);
  },
  notFound: () => new DomainError('ROLE_NOT_FOUND'),
  denied: () => new DomainError('ROLE_ACCESS_DENIED'),
};
