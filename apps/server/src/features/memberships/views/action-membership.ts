import { isUuid } from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { findMembership, type MembershipRow } from '../memberships.repository.ts';
import { loadFacts, type MembershipFacts, viewOf } from './membership-loader.ts';
import type { MembershipView } from './membership-views.ts';

/**
 * The membership a staff action names, read (and locked) for it: it must be the person's, and the
 * branch must be the person's home branch (spec 2 §6: a front desk acts on its own members).
 */
export async function actionMembership(
  tx: Transaction,
  request: { membershipId: string; personId: string; branchId: string | null },
  options: { lock?: boolean } = {},
): Promise<{ row: MembershipRow; facts: MembershipFacts; view: MembershipView }> {
  const person = isUuid(request.personId) ? await findPersonInTransaction(tx, request.personId) : undefined;
  if (!person) throw new DomainError('MEMBER_NOT_FOUND');
  if (request.branchId !== null && person.homeBranchId !== request.branchId) {
    throw new DomainError('MEMBER_NOT_IN_BRANCH');
  }
  const row = isUuid(request.membershipId)
    ? await findMembership(tx, request.membershipId, options)
    : undefined;
  if (!row || row.personId !== person.id) throw new DomainError('MEMBERSHIP_NOT_FOUND');
  const [facts] = await loadFacts(tx, [row]);
  if (!facts) throw new DomainError('MEMBERSHIP_NOT_FOUND');
  return { row, facts, view: viewOf(facts, '') };
}
