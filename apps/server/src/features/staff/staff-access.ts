import { ALL_BRANCHES, can, type OperationId } from '@clubline/domain';
import type { RequestContext } from '../../platform/graphql/context.ts';

/**
 * Who may see and who may manage a staff member (spec 3 §6). Seeing: the operation on at least
 * one branch they work for, so a branch-level user sees their branch's staff, even those who also
 * work elsewhere. Managing (edit, photo, deactivate, reactivate, reset password): the operation on
 * every branch they work for. Someone who works for no branch yet is the organisation's: the
 * operation on ALL_BRANCHES.
 */
export function canSeeStaff(context: RequestContext, branchIds: readonly string[]): boolean {
  return holds(context, 'view-staff-member', branchIds, 'some');
}

export function canManageStaff(context: RequestContext, branchIds: readonly string[]): boolean {
  return holds(context, 'manage-staff-member', branchIds, 'every');
}

function holds(
  context: RequestContext,
  operation: OperationId,
  branchIds: readonly string[],
  quantifier: 'some' | 'every',
): boolean {
  if (branchIds.length === 0) return can(context.permissions, operation, ALL_BRANCHES);
  const allowed = (branchId: string) => can(context.permissions, operation, branchId);
  return quantifier === 'some' ? branchIds.some(allowed) : branchIds.every(allowed);
}
