import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { personBranchRoles } from './persons.table.ts';

type RoleStatus = (typeof personBranchRoles.$inferSelect)['status'];

/** The status of the person's Member role at the branch (spec 2 §3 "roles"), or null without one. */
export async function memberRoleStatus(
  tx: Transaction,
  personId: string,
  branchId: string,
): Promise<RoleStatus | null> {
  const [row] = await tx
    .select({ status: personBranchRoles.status })
    .from(personBranchRoles)
    .where(
      and(
        eq(personBranchRoles.personId, personId),
        eq(personBranchRoles.branchId, branchId),
        eq(personBranchRoles.roleType, 'Member'),
      ),
    );
  return row?.status ?? null;
}

/**
 * Moves the person's Member role at the branch from `from` to `to`; a role in any other status is
 * left alone (overdue control puts back only what it changed, docs/overdue-control.md).
 */
export async function changeMemberRoleStatus(
  tx: Transaction,
  change: { personId: string; branchId: string; from: RoleStatus; to: RoleStatus },
): Promise<void> {
  await tx
    .update(personBranchRoles)
    .set({ status: change.to })
    .where(
      and(
        eq(personBranchRoles.personId, change.personId),
        eq(personBranchRoles.branchId, change.branchId),
        eq(personBranchRoles.roleType, 'Member'),
        eq(personBranchRoles.status, change.from),
      ),
    );
}

export const MEMBER_ROLE_STATUSES: readonly RoleStatus[] = [
  'PROSPECT',
  'MEMBER',
  'INACTIVE',
  'BLOCKED',
  'SUSPENDED',
];
