import type { BranchDirectory } from '@clubline/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
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

/**
 * The organisation's own time zone: its first branch's (by creation), as the billing runs and
 * overdue control take it (docs/billing.md); null when it has no branch yet.
 */
export async function firstBranchTimeZone(tx: Transaction): Promise<string | null> {
  const [row] = await tx
    .select({ timeZone: branches.timeZone })
    .from(branches)
    .orderBy(asc(branches.createdAt), asc(branches.id))
    .limit(1);
  return row?.timeZone ?? null;
}

const directoryJson = z.object({
  branches: z.array(z.string()),
  groups: z.array(z.object({ id: z.string(), branches: z.array(z.string()) })),
});

/**
 * `branchDirectory` as a column of another feature's statement (the one that reads a request's
 * access, roles/roles.service.ts loadAccess): select `sql()` beside your own columns and turn its
 * value back with `parse`. Branches and groups are each sorted by name, as `listBranches` and
 * `listBranchGroups` sort them.
 */
export const branchDirectoryColumn = {
  sql: (): SQL<unknown> => sql`json_build_object(
    'branches', coalesce((select json_agg(${branches.id} order by lower(${branches.name})) from ${branches}), '[]'::json),
    'groups', coalesce((
      select json_agg(json_build_object('id', ${branchGroups.id}, 'branches', coalesce((
        select json_agg(${branchGroupBranches.branchId}) from ${branchGroupBranches}
        where ${branchGroupBranches.branchGroupId} = ${branchGroups.id}), '[]'::json)) order by lower(${branchGroups.name}))
      from ${branchGroups}), '[]'::json))`,
  parse: (value: unknown): BranchDirectory => {
    const directory = directoryJson.parse(value);
    return { branches: directory.branches.map((id) => ({ id })), groups: directory.groups };
  },
};

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

/** One group with its branch ids; `lock` holds the group row until the transaction ends. */
export async function findBranchGroup(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<BranchGroupRow | undefined> {
  const query = tx.select().from(branchGroups).where(eq(branchGroups.id, id));
  const [group] = options.lock ? await query.for('update') : await query;
  if (!group) return undefined;
  const links = await tx
    .select({ branchId: branchGroupBranches.branchId })
    .from(branchGroupBranches)
    .where(eq(branchGroupBranches.branchGroupId, id));
  return { ...group, branchIds: links.map((link) => link.branchId) };
}

/** Whether another group already has this name, compared as the unique index does (lower). */
export async function branchGroupNameTaken(
  tx: Transaction,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: branchGroups.id })
    .from(branchGroups)
    .where(sql`lower(${branchGroups.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

export async function updateBranchGroup(
  tx: Transaction,
  id: string,
  fields: { name: string; description: string | null },
): Promise<void> {
  await tx
    .update(branchGroups)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(branchGroups.id, id));
}

/** Makes the group's branches exactly `branchIds`. */
export async function replaceBranchGroupBranches(
  tx: Transaction,
  group: { id: string; applicationId: string },
  branchIds: readonly string[],
): Promise<void> {
  await tx.delete(branchGroupBranches).where(eq(branchGroupBranches.branchGroupId, group.id));
  if (branchIds.length === 0) return;
  await tx.insert(branchGroupBranches).values(
    branchIds.map((branchId) => ({
      applicationId: group.applicationId,
      branchGroupId: group.id,
      branchId,
    })),
  );
}

export async function deleteBranchGroupBranch(
  tx: Transaction,
  groupId: string,
  branchId: string,
): Promise<void> {
  await tx
    .delete(branchGroupBranches)
    .where(and(eq(branchGroupBranches.branchGroupId, groupId), eq(branchGroupBranches.branchId, branchId)));
  await tx.update(branchGroups).set({ updatedAt: sql`now()` }).where(eq(branchGroups.id, groupId));
}

/** The branch row, held until the transaction ends (an edit reads, checks and writes it). */
export async function lockBranch(tx: Transaction, id: string): Promise<BranchRow | undefined> {
  const [row] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
  return row;
}

/** Whether another branch already has this name, compared as the unique index does (lower). */
export async function branchNameTaken(tx: Transaction, name: string, exceptId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(sql`lower(${branches.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

export type BranchInfoChange = Pick<
  typeof branches.$inferInsert,
  | 'name'
  | 'legalName'
  | 'businessNumber'
  | 'businessNumberType'
  | 'gstNumber'
  | 'isGstRegistered'
  | 'address'
  | 'contactNumber'
  | 'businessEmailAddress'
>;

export async function updateBranchInfo(
  tx: Transaction,
  id: string,
  change: BranchInfoChange,
): Promise<BranchRow> {
  const [row] = await tx
    .update(branches)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(branches.id, id))
    .returning();
  if (!row) throw new Error('An edited branch could not be read back');
  return row;
}
