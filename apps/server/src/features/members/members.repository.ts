import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { persons } from './members.table.ts';

export type PersonRow = typeof persons.$inferSelect;

export async function findPerson(tx: Transaction, id: string): Promise<PersonRow | undefined> {
  const [row] = await tx.select().from(persons).where(eq(persons.id, id));
  return row;
}

export async function findPersonsByIds(tx: Transaction, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(persons)
    .where(inArray(persons.id, [...ids]));
}

export async function updateHomeBranch(tx: Transaction, personId: string, branchId: string): Promise<void> {
  await tx
    .update(persons)
    .set({ homeBranchId: branchId, updatedAt: sql`now()` })
    .where(eq(persons.id, personId));
}

export async function insertPerson(tx: Transaction, row: typeof persons.$inferInsert): Promise<PersonRow> {
  const [inserted] = await tx.insert(persons).values(row).returning();
  if (!inserted) throw new Error('Person insert returned no row');
  return inserted;
}

/** Persons whose home branch is each of the given branches (0 for a branch with none). */
export async function countByHomeBranch(
  tx: Transaction,
  branchIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(branchIds.map((id) => [id, 0]));
  if (branchIds.length === 0) return counts;
  const rows = await tx
    .select({ branchId: persons.homeBranchId, count: sql<number>`count(*)::int` })
    .from(persons)
    .where(inArray(persons.homeBranchId, [...branchIds]))
    .groupBy(persons.homeBranchId);
  for (const row of rows) if (row.branchId) counts.set(row.branchId, row.count);
  return counts;
}
