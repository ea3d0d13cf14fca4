import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The class pages' paths in both areas (spec 2 §2, spec 3 §2): routes and links share them. */
export const CLASSES_ROUTE = 'management/classes';
export const CLASS_ROUTE = `${CLASSES_ROUTE}/:classId`;

/** The class list: the organisation's, or a branch's when `branchId` is given. */
export function classListPath(branchId?: string | null): string {
  return routeHref(branchId ? branchPath(branchId) : ORGANISATION_PATH, CLASSES_ROUTE);
}

export function classPath(classId: string, branchId?: string | null): string {
  return `${classListPath(branchId)}/${encodeURIComponent(classId)}`;
}
