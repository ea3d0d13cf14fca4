import { memberAreaPath } from '../members/public.ts';

/** Memberships' tabs of the member area (spec 2 §2), their paths under the member. */
export const MEMBERSHIPS_PAGE = 'memberships';
export const TRANSACTIONS_PAGE = 'transactions';

/** The member's memberships tab, at branch level (`branchId`) or organisation level (null). */
export function memberMembershipsPath(personId: string, branchId: string | null): string {
  return memberAreaPath(personId, branchId, MEMBERSHIPS_PAGE);
}

/** A membership's page: memberships/{membershipId} under the member (spec 2 §2). */
export function membershipPath(personId: string, branchId: string | null, membershipId: string): string {
  return memberAreaPath(personId, branchId, `${MEMBERSHIPS_PAGE}/${encodeURIComponent(membershipId)}`);
}
