import { can, DENIAL_FIX_LABELS, type DenialFix, type OperationId, type Permissions } from '@clubline/domain';
import { memberAreaPath } from '../members/public.ts';
import { memberMembershipsPath, membershipPath } from '../memberships/public.ts';
import { staffPath } from '../staff/public.ts';

/** What the arrivals list knows of who arrived, for its links. */
export interface ArrivalPerson {
  personId: string | null;
  homeBranchId: string | null;
  personRole: string | null;
  membershipId: string | null;
}

const MEMBER_LIKE = new Set(['Member', 'Prospect']);

/**
 * Spec 2 §2 "Links from arrivals": a member or prospect's name opens their profile (at their home
 * branch) only when the user may view members there; a staff name opens the staff page when the
 * user may see staff there. Anyone else's name is plain text.
 */
export function personLinkOf(arrival: ArrivalPerson, permissions: Permissions): string | null {
  const { personId, homeBranchId, personRole } = arrival;
  if (!personId || !homeBranchId || !personRole) return null;
  if (personRole === 'StaffMember') {
    return can(permissions, 'view-staff-member', homeBranchId) ? staffPath(personId, homeBranchId) : null;
  }
  if (MEMBER_LIKE.has(personRole) && can(permissions, 'view-member', homeBranchId)) {
    return memberAreaPath(personId, homeBranchId, 'overview');
  }
  return null;
}

/** The permission each fix takes at the member's home branch (the page it opens offers it so). */
const FIX_OPERATION: Readonly<Record<DenialFix, OperationId>> = {
  PAY_OVERDUE: 'manage-membership',
  UNBLOCK: 'manage-membership',
  SELL_MEMBERSHIP: 'manage-membership',
  ASSIGN_CARD: 'manage-member',
  VERIFY_VACCINATION: 'manage-member',
};

export interface FixLink {
  label: string;
  href: string;
}

/**
 * The denial's fix as a link to the page where it is done, when the user may take it: Pay
 * overdue and Unblock open the membership (or the member's memberships), Sell membership the
 * memberships tab with 'Add a membership', Assign card and Verify vaccination the member overview
 * (its Access card and vax pass cards). None for staff, unknown cards or a fix the user may not take.
 */
export function fixLinkOf(
  arrival: ArrivalPerson,
  fix: DenialFix | null | undefined,
  permissions: Permissions,
): FixLink | null {
  const { personId, homeBranchId, personRole, membershipId } = arrival;
  if (!fix || !personId || !homeBranchId || !personRole || !MEMBER_LIKE.has(personRole)) return null;
  if (!can(permissions, FIX_OPERATION[fix], homeBranchId)) return null;
  const label = DENIAL_FIX_LABELS[fix];
  switch (fix) {
    case 'PAY_OVERDUE':
    case 'UNBLOCK':
      return {
        label,
        href: membershipId
          ? membershipPath(personId, homeBranchId, membershipId)
          : memberMembershipsPath(personId, homeBranchId),
      };
    case 'SELL_MEMBERSHIP':
      return { label, href: memberMembershipsPath(personId, homeBranchId) };
    case 'ASSIGN_CARD':
    case 'VERIFY_VACCINATION':
      return { label, href: memberAreaPath(personId, homeBranchId, 'overview') };
  }
}
