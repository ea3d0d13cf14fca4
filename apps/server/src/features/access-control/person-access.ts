import { ALL_BRANCHES, can, isUuid } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  findPersonInTransaction,
  findStaffBranchesOfPersons,
  type PersonRow,
  requirePersonAccess,
} from '../members/public.ts';

/**
 * Who may see and change a person's cards (docs/access-control.md). A staff member (someone who
 * works for branches) is the staff rules' (spec 3 §6 "add card: staff permission on the staff
 * member's branches", as features/staff/staff-access.ts reads them): seeing takes
 * view-staff-member on some branch they work for, changing takes manage-staff-member on every one.
 * Anyone else is a member: view-member or manage-member on their home branch, as stored.
 */
export async function requireCardAccess(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  mode: 'read' | 'write',
): Promise<PersonRow> {
  // Not a UUID names nobody (and must not reach PostgreSQL's uuid cast).
  if (!isUuid(personId)) throw new DomainError('MEMBER_NOT_FOUND');
  const worksFor = (await findStaffBranchesOfPersons(tx, [personId])).get(personId);
  if (!worksFor)
    return requirePersonAccess(context, tx, personId, mode === 'read' ? 'view-member' : 'manage-member');
  const operation = mode === 'read' ? 'view-staff-member' : 'manage-staff-member';
  const allowed = (branchId: string) => can(context.permissions, operation, branchId);
  const permitted =
    worksFor.length === 0
      ? can(context.permissions, operation, ALL_BRANCHES)
      : mode === 'read'
        ? worksFor.some(allowed)
        : worksFor.every(allowed);
  // As the staff page answers (features/staff/staff.service.ts).
  if (!permitted) throw new DomainError('STAFF_ACCESS_DENIED');
  const person = await findPersonInTransaction(tx, personId);
  if (!person) throw new DomainError('STAFF_NOT_FOUND');
  return person;
}
