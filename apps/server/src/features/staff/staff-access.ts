import { ALL_BRANCHES, can } from '@clubline/domain';
import type { RequestContext } from '../../platform/graphql/context.ts';

/**
 * Who may see a staff member (spec 3 §6): view-staff-member on at least one branch they work
 * for, so a branch-level user sees their branch's staff on its list and page, even those who also
 * work elsewhere. Someone who works for no branch yet is the organisation's: the operation on
 * ALL_BRANCHES. Seeing is not managing: managing goes through `authorize` with the
 * `staff-member` subject (staff-subject.ts), and another user's role assignments need
 * view-staff-member on every branch they cover (security-groups.service.ts).
 */
export function canSeeStaff(context: RequestContext, branchIds: readonly string[]): boolean {
  const allowed = (branchId: string) => can(context.permissions, 'view-staff-member', branchId);
  return branchIds.length === 0 ? allowed(ALL_BRANCHES) : branchIds.some(allowed);
}
