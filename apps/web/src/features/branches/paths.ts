import { ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The branch pages' paths in the organisation area: the module's routes and its links share them. */
export const BRANCHES_ROUTE = 'branches';
export const BRANCH_LIST_ROUTE = `${BRANCHES_ROUTE}/branch-list`;
export const BRANCH_GROUPS_ROUTE = `${BRANCHES_ROUTE}/branch-groups`;

/** The branch area's settings page (spec 2 §2), relative to /branch/{branchId}. */
export const BRANCH_SETTINGS_ROUTE = 'settings';

/** The branch's details (getBranch), relative to /branch/{branchId}. */
export const BRANCH_OVERVIEW_ROUTE = 'overview';

/**
 * Where /branch/{branchId} goes: its calendar (spec 1 §2.1), which then settles on its view and
 * date. The calendar feature's route; named here because branches sit below it.
 */
export const BRANCH_LANDING_ROUTE = 'calendar';

export const BRANCH_GROUPS_PATH = routeHref(ORGANISATION_PATH, BRANCH_GROUPS_ROUTE);

export const branchGroupPath = (groupId: string): string =>
  `${BRANCH_GROUPS_PATH}/${encodeURIComponent(groupId)}`;
