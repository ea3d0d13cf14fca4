import { isUuid } from '@clubline/domain';
import type { SubjectResolver } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { branchDirectory } from '../branches/public.ts';
import { findOptionById, sellingBranchesOf, sellingBranchesOfPlan } from './plans.repository.ts';

/**
 * The branches owning a plan: every branch selling one of its options. A plan no branch sells is
 * the organisation's (every branch): it is changed at organisation level, as it is created there.
 * The plan pages decide from the same rule for a page of plans read at once (plan-views.ts).
 */
export function planOwners(sellingBranchIds: readonly string[], everyBranch: readonly string[]) {
  return sellingBranchIds.length > 0 ? sellingBranchIds : everyBranch;
}

/**
 * A plan: changed with the operation on every branch selling it (`owners`), seen from any one of
 * them (`places`; a plan no branch sells is seen at organisation level, authorize's rule).
 */
export const membershipPlanSubject: SubjectResolver = {
  async owners(tx, id) {
    const selling = isUuid(id) ? await sellingBranchesOfPlan(tx, id) : null;
    // The directory is read only for a plan nobody sells.
    if (selling === null || selling.length > 0) return selling;
    return planOwners(
      selling,
      (await branchDirectory(tx)).branches.map((branch) => branch.id),
    );
  },
  places: (tx, id) => (isUuid(id) ? sellingBranchesOfPlan(tx, id) : Promise.resolve(null)),
  notFound: () => new DomainError('MEMBERSHIP_PLAN_NOT_FOUND'),
  denied: () => new DomainError('MEMBERSHIP_PLAN_ACCESS_DENIED'),
};

async function sellingBranchesOfOption(tx: Transaction, id: string): Promise<string[] | null> {
  if (!isUuid(id) || !(await findOptionById(tx, id))) return null;
  return (await sellingBranchesOf(tx, [id])).get(id) ?? [];
}

/** A payment option: changed with the operation on every branch selling it, seen from any of them. */
export const paymentOptionSubject: SubjectResolver = {
  owners: sellingBranchesOfOption,
  places: sellingBranchesOfOption,
  notFound: () => new DomainError('PAYMENT_OPTION_NOT_FOUND'),
  denied: () => new DomainError('PAYMENT_OPTION_ACCESS_DENIED'),
};
