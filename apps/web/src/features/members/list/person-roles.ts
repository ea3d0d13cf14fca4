import { branchTimeZone } from '../time-zone.ts';

/** What a person is at a branch (spec 2 §3 "roles"). */
interface RoleLike {
  branchId: string;
  roleType: string;
  lastVisitTimestamp: number | null;
}

/**
 * The branch member list's "Membership type" (spec 2 §2): the plan names of the person's current
 * memberships (server: Person.currentMembershipNames), a dash when they hold none.
 */
export function membershipTypeText(names: readonly string[]): string {
  return names.length === 0 ? '—' : names.join(', ');
}

/** The last visit at the branch, in epoch seconds, or null. */
export function lastVisitAt(
  roles: readonly Pick<RoleLike, 'branchId' | 'lastVisitTimestamp'>[],
  branchId: string | null,
): number | null {
  const visits = roles
    .filter((role) => role.branchId === branchId)
    .map((role) => role.lastVisitTimestamp)
    .filter((at): at is number => at !== null);
  return visits.length === 0 ? null : Math.max(...visits);
}

export const timeZoneOf = branchTimeZone;
