import { isUuid } from '@clubline/domain';
import { ANY_ROLE, type SubjectResolver } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { branchesOfClasses, findClass } from './classes.repository.ts';

/** The branches a class runs at, or null when there is no such class in the organisation. */
async function classBranchIds(tx: Transaction, id: string): Promise<string[] | null> {
  if (!isUuid(id) || !(await findClass(tx, id))) return null;
  return (await branchesOfClasses(tx, [id])).get(id) ?? [];
}

/**
 * A class (spec 3 §6 "class permission: create for all branches, edit per class branches"):
 * changed with manage-classes on every branch it runs at, seen by anyone working at one of them.
 * Someone who may not see it is told it does not exist.
 */
export const classSubject: SubjectResolver = {
  owners: classBranchIds,
  places: classBranchIds,
  notFound: () => new DomainError('CLASS_NOT_FOUND_ERROR'),
  denied: (operation) =>
    operation === ANY_ROLE
      ? new DomainError('CLASS_NOT_FOUND_ERROR')
      : new DomainError('CLASS_ACCESS_DENIED'),
};
