import { ANY_BRANCH } from '@clubline/domain';
import { type Access, isOpen } from './access.ts';
import type { Requires } from './web-module.ts';

/** The organisation area (spec 1 §2.1). */
export const ORGANISATION_ROUTE = 'organization';
export const ORGANISATION_PATH = `/${ORGANISATION_ROUTE}`;

/** A branch's area (spec 1 §2.1). */
export const branchPath = (branchId: string): string => `/branch/${encodeURIComponent(branchId)}`;

/**
 * Who may enter the organisation area at all. Its route guard, its sidebar and the settings menu
 * (organisation configuration) all sit behind this one declaration.
 */
export const ORGANISATION_AREA_REQUIRES: Requires<'organisation'> = {
  operation: 'view-organization-routes',
  on: ANY_BRANCH,
};

/** Whether the user may open the organisation area. */
export const canViewOrganisation = (access: Omit<Access, 'branchId'>): boolean =>
  isOpen(ORGANISATION_AREA_REQUIRES, access);

/** A module route's absolute path under an area's path; '' is the area's own path. */
export function routeHref(areaPath: string, routePath: string): string {
  return routePath === '' ? areaPath : `${areaPath}/${routePath}`;
}
