import { ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The role pages' paths in the organisation area (spec 3 §2): the module's routes and its links share them. */
export const ROLES_ROUTE = 'management/roles';
export const ROLE_ROUTE = `${ROLES_ROUTE}/:roleId`;

export const ROLES_PATH = routeHref(ORGANISATION_PATH, ROLES_ROUTE);

export const rolePath = (roleId: string): string => `${ROLES_PATH}/${encodeURIComponent(roleId)}`;
