import { branchPath, ORGANISATION_PATH, routeHref } from '../../app/modules/areas.ts';

/** The member pages' path in both areas: the module's routes and every link share it. */
export const MEMBERS_ROUTE = 'members';

/** The sub-pages of the member area (spec 2 §2); memberships/{membershipId} is a page of memberships. */
export const MEMBER_PAGES = ['overview', 'activities', 'attachments', 'memberships', 'transactions'] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const MEMBER_PAGE_LABELS: Readonly<Record<MemberPage, string>> = {
  overview: 'Overview',
  activities: 'Activities',
  attachments: 'Attachments',
  memberships: 'Memberships',
  transactions: 'Transactions',
};

/** The member list: the organisation's, or a branch's when `branchId` is given (spec 2 §2). */
export function memberListPath(branchId?: string | null): string {
  return routeHref(branchId ? branchPath(branchId) : ORGANISATION_PATH, MEMBERS_ROUTE);
}

/** A member's page at branch level (`branchId`) or organisation level (null). */
export function memberPath(personId: string, branchId: string | null, page: MemberPage = 'overview'): string {
  return `${memberListPath(branchId)}/${encodeURIComponent(personId)}/${page}`;
}
