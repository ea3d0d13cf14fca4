import { branchPath, memberListPath } from '../../app/shell/navigation.ts';

/** The sub-pages of the member area that exist (spec 2 §2); memberships come with their feature. */
export const MEMBER_PAGES = ['overview', 'activities', 'attachments'] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const MEMBER_PAGE_LABELS: Readonly<Record<MemberPage, string>> = {
  overview: 'Overview',
  activities: 'Activities',
  attachments: 'Attachments',
};

/** A member's page at branch level (`branchId`) or organisation level (null). */
export function memberPath(personId: string, branchId: string | null, page: MemberPage = 'overview'): string {
  const base = branchId ? `${branchPath(branchId)}/members` : memberListPath(null);
  return `${base}/${encodeURIComponent(personId)}/${page}`;
}

export { memberListPath };
