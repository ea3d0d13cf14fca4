import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { roleAssignments } from './roles.table.ts';

/** Where an assignment applies, as stored: every branch, one group or one branch. */
export type AssignmentScope =
  | { kind: 'all' }
  | { kind: 'group'; branchGroupId: string }
  | { kind: 'branch'; branchId: string };

function sameAssignment(userId: string, roleId: string, scope: AssignmentScope): SQL | undefined {
  const where = [eq(roleAssignments.userId, userId), eq(roleAssignments.roleId, roleId)];
  if (scope.kind === 'all') where.push(eq(roleAssignments.allBranches, true));
  else where.push(eq(roleAssignments.allBranches, false));
  where.push(
    scope.kind === 'group'
      ? eq(roleAssignments.branchGroupId, scope.branchGroupId)
      : isNull(roleAssignments.branchGroupId),
  );
  where.push(
    scope.kind === 'branch' ? eq(roleAssignments.branchId, scope.branchId) : isNull(roleAssignments.branchId),
  );
  return and(...where);
}

/**
 * Gives the user the role on the scope unless they hold it there already (answers whether a row
 * was added). Callers lock the user's account row first, so two assignments of the same role and
 * scope cannot both find it missing.
 */
export async function addAssignment(
  tx: Transaction,
  applicationId: string,
  userId: string,
  roleId: string,
  scope: AssignmentScope,
): Promise<boolean> {
  const existing = await tx
    .select({ id: roleAssignments.id })
    .from(roleAssignments)
    .where(sameAssignment(userId, roleId, scope));
  if (existing.length > 0) return false;
  await tx.insert(roleAssignments).values({
    applicationId,
    userId,
    roleId,
    allBranches: scope.kind === 'all',
    branchId: scope.kind === 'branch' ? scope.branchId : null,
    branchGroupId: scope.kind === 'group' ? scope.branchGroupId : null,
  });
  return true;
}

/** Takes the role on the scope away; answers whether anything was removed. */
export async function removeAssignment(
  tx: Transaction,
  userId: string,
  roleId: string,
  scope: AssignmentScope,
): Promise<boolean> {
  const removed = await tx
    .delete(roleAssignments)
    .where(sameAssignment(userId, roleId, scope))
    .returning({ id: roleAssignments.id });
  return removed.length > 0;
}
