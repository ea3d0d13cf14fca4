import { branchTimeZone } from '../time-zone.ts';

/** What a person is at a branch (spec 2 §3 "roles"). */
interface RoleLike {
  branchId: string;
  roleType: string;
  lastVisitTimestamp: number | null;
}

const MEMBER_LIKE = ['Member', 'Prospect'];

/** The member-like role at a branch (Member before Prospect), or undefined. */
function memberRoleAt(roles: readonly RoleLike[], branchId: string | null): RoleLike | undefined {
  const here = roles.filter((role) => role.branchId === branchId && MEMBER_LIKE.includes(role.roleType));
  return here.find((role) => role.roleType === 'Member') ?? here[0];
}

/** "Member" or "Prospect" at the branch; a dash when neither. */
export function roleLabelAt(roles: readonly RoleLike[], branchId: string): string {
  return memberRoleAt(roles, branchId)?.roleType ?? '—';
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
