import { memberListPath } from '../members/paths.ts';

/** A membership's page: memberships/{membershipId} under the member (spec 2 §2). */
export function membershipPath(personId: string, branchId: string | null, membershipId: string): string {
  return `${memberListPath(branchId)}/${encodeURIComponent(personId)}/memberships/${encodeURIComponent(membershipId)}`;
}
