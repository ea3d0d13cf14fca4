import type { Transaction } from '../../platform/db/client.ts';
import { users } from './identity.table.ts';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(tx: Transaction, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await tx.insert(users).values(row).returning();
  if (!inserted) throw new Error('User insert returned no row');
  return inserted;
}
