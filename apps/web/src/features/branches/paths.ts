import { ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The branch pages' paths in the organisation area: the module's routes and its links share them. */
export const BRANCHES_ROUTE = 'branches';
export const BRANCH_LIST_ROUTE = `${BRANCHES_ROUTE}/branch-list`;
export const BRANCH_GROUPS_ROUTE = `${BRANCHES_ROUTE}/branch-groups`;

/** The branch area's settings page (spec 2 §2), relative to /branch/{branchId}. */
export const BRANCH_SETTINGS_ROUTE = 'settings';

export const BRANCH_GROUPS_PATH = routeHref(ORGANISATION_PATH, BRANCH_GROUPS_ROUTE);

export const branchGroupPath = (groupId: string): string =>
  `${BRANCH_GROUPS_PATH}/${encodeURIComponent(groupId)}`;
