import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { roleOperations, roles } from './roles.table.ts';

export interface RoleRow {
  id: string;
  name: string;
  description: string | null;
  type: 'BUILT_IN' | 'CUSTOM';
  /** Users holding the role on any scope, each counted once. */
  membersCount: number;
  operations: string[];
}

// Written out with table names: inside a select list drizzle prints columns unqualified, and "id"
// would bind to the subquery's own table.
const membersCount = sql<number>`(select count(distinct ra.user_id)::int from role_assignments ra
  where ra.application_id = roles.application_id and ra.role_id = roles.id)`;

const operationIds = sql<string[]>`coalesce((select array_agg(ro.operation_id order by ro.operation_id)
  from role_operations ro where ro.application_id = roles.application_id and ro.role_id = roles.id), '{}')`;

const columns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  type: roles.type,
  membersCount,
  operations: operationIds,
};

/** The organisation's roles with their member counts and operations, by name. */
export async function listRoles(tx: Transaction): Promise<RoleRow[]> {
  return tx.select(columns).from(roles).orderBy(sql`lower(${roles.name})`, roles.id);
}

/**
 * One role; `lock` holds its row until the transaction ends, so a removal and a concurrent new
 * assignment of the role (whose foreign key takes a share lock on the row) run one after the other.
 */
export async function findRole(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RoleRow | undefined> {
  const query = tx.select(columns).from(roles).where(eq(roles.id, id));
  const [row] = options.lock ? await query.for('update', { of: roles }) : await query;
  return row;
}

/** The other roles' ids and names, for the uniqueness check. */
export async function otherRoleNames(
  tx: Transaction,
  exceptId: string | null,
): Promise<{ id: string; name: string }[]> {
  const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  return rows.filter((row) => row.id !== exceptId);
}

/**
 * Every role's id, built-in ones too: a built-in role outside the spec's catalogue (Front desk)
 * needs its assignment operation offered like a custom role's.
 */
export async function allRoleIds(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ id: roles.id }).from(roles);
  return rows.map((row) => row.id);
}

export async function updateRoleRow(
  tx: Transaction,
  id: string,
  values: { name: string; description: string | null },
): Promise<void> {
  await tx.update(roles).set(values).where(eq(roles.id, id));
}

/** Deletes a role and every grant of its assignment operation (manage-role-assignment-<id>). */
export async function deleteRole(tx: Transaction, id: string, assignmentOperation: string): Promise<void> {
  await tx.delete(roleOperations).where(eq(roleOperations.operationId, assignmentOperation));
  await tx.delete(roles).where(eq(roles.id, id));
}

/** Adds an operation to a role; adding one it already has changes nothing. */
export async function insertRoleOperation(
  tx: Transaction,
  row: { applicationId: string; roleId: string; operationId: string },
): Promise<void> {
  await tx.insert(roleOperations).values(row).onConflictDoNothing();
}

/** Takes an operation from a role; taking one it does not have changes nothing. */
export async function deleteRoleOperation(
  tx: Transaction,
  roleId: string,
  operationId: string,
): Promise<void> {
  await tx
    .delete(roleOperations)
    .where(and(eq(roleOperations.roleId, roleId), eq(roleOperations.operationId, operationId)));
}
