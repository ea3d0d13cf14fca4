import { isUuid } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type PersonRow, requirePersonAccess } from '../members/public.ts';
import { findStaff, requireManageableStaff, requireVisibleStaff } from '../staff/public.ts';

/**
 * Who may see and change a person's cards (docs/access-control.md). A staff member (a sign-in
 * account, or someone who works for branches) is the staff rules' (spec 3 §6 "add card: staff
 * permission on the staff member's branches"): seeing their cards is seeing them, changing their
 * cards is managing them, decided by the staff feature (`authorize` with the `staff-member`
 * subject: their branches and the roles they hold). Anyone else is a member: view-member or
 * manage-member on their home branch, as stored.
 */
export async function requireCardAccess(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  mode: 'read' | 'write',
): Promise<PersonRow> {
  // Not a UUID names nobody (and must not reach PostgreSQL's uuid cast).
  if (!isUuid(personId)) throw new DomainError('MEMBER_NOT_FOUND');
  if (!(await findStaff(tx, personId)))
    return requirePersonAccess(context, tx, personId, mode === 'read' ? 'view-member' : 'manage-member');
  const staff =
    mode === 'read'
      ? await requireVisibleStaff(context, tx, personId)
      : await requireManageableStaff(context, tx, personId);
  return staff.person;
}
