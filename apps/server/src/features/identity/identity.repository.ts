import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { users } from './identity.table.ts';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(tx: Transaction, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await tx.insert(users).values(row).returning();
  if (!inserted) throw new Error('User insert returned no row');
  return inserted;
}

/** Usernames are unique per application regardless of case (users_application_username_idx). */
export async function findUserByUsername(tx: Transaction, username: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUser(tx: Transaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

/**
 * "The account exists in this organisation" as an SQL expression, for the one statement that reads
 * a request's access (roles/roles.service.ts loadAccess): RLS keeps it to the transaction's tenant.
 */
export function userExistsSql(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId})`;
}

export async function findUsersByIds(tx: Transaction, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
