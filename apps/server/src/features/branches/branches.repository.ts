import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { branches, branchGroupBranches, branchGroups } from './branches.table.ts';

export type BranchRow = typeof branches.$inferSelect;
export type BranchGroupRow = typeof branchGroups.$inferSelect & { branchIds: string[] };

export async function listBranches(tx: Transaction): Promise<BranchRow[]> {
  return tx
    .select()
    .from(branches)
    .orderBy(asc(sql`lower(${branches.name})`));
}

export async function findBranchesByIds(tx: Transaction, ids: readonly string[]): Promise<BranchRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(branches)
    .where(inArray(branches.id, [...ids]));
}

export async function findBranch(tx: Transaction, id: string): Promise<BranchRow | undefined> {
  const [row] = await tx.select().from(branches).where(eq(branches.id, id));
  return row;
}

export async function listBranchGroups(tx: Transaction): Promise<BranchGroupRow[]> {
  const groups = await tx
    .select()
    .from(branchGroups)
    .orderBy(asc(sql`lower(${branchGroups.name})`));
  const links = await tx.select().from(branchGroupBranches);
  return groups.map((group) => ({
    ...group,
    branchIds: links.filter((link) => link.branchGroupId === group.id).map((link) => link.branchId),
  }));
}

export async function insertBranch(tx: Transaction, row: typeof branches.$inferInsert): Promise<BranchRow> {
  const [inserted] = await tx.insert(branches).values(row).returning();
  if (!inserted) throw new Error('Branch insert returned no row');
  return inserted;
}

export async function insertBranchGroup(
  tx: Transaction,
  row: typeof branchGroups.$inferInsert,
  branchIds: readonly string[],
): Promise<string> {
  const [group] = await tx.insert(branchGroups).values(row).returning({ id: branchGroups.id });
  if (!group) throw new Error('Branch group insert returned no row');
  if (branchIds.length > 0) {
    await tx.insert(branchGroupBranches).values(
      branchIds.map((branchId) => ({
        applicationId: row.applicationId,
        branchGroupId: group.id,
        branchId,
      })),
    );
  }
  return group.id;
}
