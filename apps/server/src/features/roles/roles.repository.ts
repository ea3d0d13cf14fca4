import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { roleAssignments, roleOperations, roles } from './roles.table.ts';

export interface AssignmentRow {
  roleId: string;
  /** 'ALL_BRANCHES', a branch group id or a branch id, as spec 1 §6 names the scope. */
  branchId: string;
}

export async function findAssignmentsOfUser(tx: Transaction, userId: string): Promise<AssignmentRow[]> {
  const rows = await tx.select().from(roleAssignments).where(eq(roleAssignments.userId, userId));
  return rows.map((row) => ({
    roleId: row.roleId,
    branchId: row.allBranches ? 'ALL_BRANCHES' : (row.branchGroupId ?? row.branchId ?? ''),
  }));
}

export async function listRolesWithOperations(
  tx: Transaction,
): Promise<{ id: string; name: string; description: string | null; type: string; operations: string[] }[]> {
  const roleRows = await tx.select().from(roles).orderBy(roles.name);
  const operationRows = await tx.select().from(roleOperations);
  return roleRows.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    type: role.type,
    operations: operationRows.filter((row) => row.roleId === role.id).map((row) => row.operationId),
  }));
}

export async function insertRole(
  tx: Transaction,
  role: typeof roles.$inferInsert,
  operations: readonly string[],
): Promise<void> {
  await tx.insert(roles).values(role);
  if (operations.length > 0) {
    await tx.insert(roleOperations).values(
      operations.map((operationId) => ({
        applicationId: role.applicationId,
        roleId: role.id,
        operationId,
      })),
    );
  }
}

export async function insertAssignment(
  tx: Transaction,
  row: typeof roleAssignments.$inferInsert,
): Promise<void> {
  await tx.insert(roleAssignments).values(row);
}
