import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The plan pages' paths in both areas (spec 3 §2): the module's routes and every link share them. */
export const PLANS_ROUTE = 'management/membership-plans';
/** A plan, and under it its payment options. */
export const PLAN_ROUTE = `${PLANS_ROUTE}/:membershipPlanId`;

/** The plan list: the organisation's, or a branch's when `branchId` is given. */
export function planListPath(branchId?: string | null): string {
  return routeHref(branchId ? branchPath(branchId) : ORGANISATION_PATH, PLANS_ROUTE);
}

export function planPath(planId: string, branchId?: string | null): string {
  return `${planListPath(branchId)}/${encodeURIComponent(planId)}`;
}

export function paymentOptionPath(planId: string, optionId: string, branchId?: string | null): string {
  return `${planPath(planId, branchId)}/payment-option/${encodeURIComponent(optionId)}`;
}
