import type { BranchDirectory } from '@clubline/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../platform/db/client.ts';
import { queryPrepared } from '../../platform/db/prepared.ts';
import { branchDirectoryColumn } from '../branches/public.ts';
import { userExistsSql } from '../identity/public.ts';
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

const accessRow = z.object({
  user_exists: z.boolean(),
  assignments: z.array(
    z.object({
      roleId: z.string(),
      allBranches: z.boolean(),
      branchGroupId: z.string().nullable(),
      branchId: z.string().nullable(),
    }),
  ),
  roles: z.array(z.object({ id: z.string(), operations: z.array(z.string()) })),
  directory: z.unknown(),
});

export interface AccessSources {
  assignments: AssignmentRow[];
  /** The roles the assignments name, each with its operation ids. */
  roles: { id: string; operations: string[] }[];
  directory: BranchDirectory;
}

/**
 * Everything a request's permissions derive from, in one statement (one round trip on every
 * request, prepared once per connection): whether the account exists, its assignments, the roles
 * they name with their operations, and the branch directory. Undefined when the account is not a
 * user of the transaction's tenant.
 */
export async function findAccessSources(
  tx: Transaction,
  userId: string,
  tokenIssuedAt?: number,
): Promise<AccessSources | undefined> {
  const ofUser = eq(roleAssignments.userId, userId);
  // Prepared: planning this statement cost more than running it, on every request (prepared.ts).
  const [first] = await queryPrepared(
    tx,
    sql`select
    ${userExistsSql(userId, tokenIssuedAt)} as user_exists,
    coalesce((select json_agg(json_build_object('roleId', ${roleAssignments.roleId},
        'allBranches', ${roleAssignments.allBranches}, 'branchGroupId', ${roleAssignments.branchGroupId},
        'branchId', ${roleAssignments.branchId}))
      from ${roleAssignments} where ${ofUser}), '[]'::json) as assignments,
    coalesce((select json_agg(json_build_object('id', ${roles.id}, 'operations', coalesce((
        select json_agg(${roleOperations.operationId}) from ${roleOperations}
        where ${roleOperations.roleId} = ${roles.id}), '[]'::json)))
      from ${roles}
      where ${inArray(roles.id, tx.select({ roleId: roleAssignments.roleId }).from(roleAssignments).where(ofUser))}),
      '[]'::json) as roles,
    ${branchDirectoryColumn.sql()} as directory`,
  );
  const row = accessRow.parse(first);
  if (!row.user_exists) return undefined;
  return {
    assignments: row.assignments.map((assignment) => ({
      roleId: assignment.roleId,
      branchId: assignment.allBranches
        ? 'ALL_BRANCHES'
        : (assignment.branchGroupId ?? assignment.branchId ?? ''),
    })),
    roles: row.roles,
    directory: branchDirectoryColumn.parse(row.directory),
  };
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
