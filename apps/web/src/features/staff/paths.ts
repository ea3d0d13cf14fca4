import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The staff pages' paths in both areas (spec 3 §2): the module's routes and every link share them. */
export const STAFF_ROUTE = 'staff';
export const STAFF_MEMBER_ROUTE = `${STAFF_ROUTE}/:personId`;

/** The staff list: the organisation's, or a branch's when `branchId` is given. */
export function staffListPath(branchId?: string | null): string {
  return routeHref(branchId ? branchPath(branchId) : ORGANISATION_PATH, STAFF_ROUTE);
}

/**
 * A staff member's page at branch level (`branchId`) or organisation level (null). Arrival cards
 * link staff to /branch/{homeBranch}/staff/{personId} (spec 2 §2): this path.
 */
export function staffPath(personId: string, branchId: string | null): string {
  return `${staffListPath(branchId)}/${encodeURIComponent(personId)}`;
}
