import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The member pages' path in both areas: the module's routes and every link share it. */
export const MEMBERS_ROUTE = 'members';

/**
 * Members' own pages of the member area (spec 2 §2), its first tabs; other features add theirs
 * through the member area's slot (memberships: Memberships, Transactions, a membership's page).
 */
export const MEMBER_PAGES = ['overview', 'activities', 'attachments'] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const MEMBER_PAGE_LABELS: Readonly<Record<MemberPage, string>> = {
  overview: 'Overview',
  activities: 'Activities',
  attachments: 'Attachments',
};

/** The member list: the organisation's, or a branch's when `branchId` is given (spec 2 §2). */
export function memberListPath(branchId?: string | null): string {
  return routeHref(branchId ? branchPath(branchId) : ORGANISATION_PATH, MEMBERS_ROUTE);
}

/** A member's page at branch level (`branchId`) or organisation level (null). */
export function memberPath(personId: string, branchId: string | null, page: MemberPage = 'overview'): string {
  return memberAreaPath(personId, branchId, page);
}

/** A page of the member area by its path there, members' own or one another feature adds. */
export function memberAreaPath(personId: string, branchId: string | null, path: string): string {
  return `${memberListPath(branchId)}/${encodeURIComponent(personId)}/${path}`;
}
