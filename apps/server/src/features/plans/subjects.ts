import { isUuid } from '@clubline/domain';
import type { SubjectResolver } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findOptionById, sellingBranchesOf, sellingBranchesOfPlan } from './plans.repository.ts';

/** A plan is owned by every branch selling one of its options. */
export const membershipPlanSubject: SubjectResolver = {
  owners: (tx, id) => (isUuid(id) ? sellingBranchesOfPlan(tx, id) : Promise.resolve(null)),
  notFound: () => new DomainError('MEMBERSHIP_PLAN_NOT_FOUND'),
  denied: () => new DomainError('MEMBERSHIP_PLAN_ACCESS_DENIED'),
};

/** A payment option is owned by every branch selling it. */
export const paymentOptionSubject: SubjectResolver = {
  async owners(tx, id) {
    if (!isUuid(id) || !(await findOptionById(tx, id))) return null;
    return (await sellingBranchesOf(tx, [id])).get(id) ?? [];
  },
  notFound: () => new DomainError('PAYMENT_OPTION_NOT_FOUND'),
  denied: () => new DomainError('PAYMENT_OPTION_ACCESS_DENIED'),
};
