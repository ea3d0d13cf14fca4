import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { accessTypes, branchBillingAccounts } from './billing-accounts.table.ts';

export type BranchBillingAccountRow = typeof branchBillingAccounts.$inferSelect;
export type BranchBillingAccountInsert = typeof branchBillingAccounts.$inferInsert;
export type AccessTypeRow = typeof accessTypes.$inferSelect;
export type AccessTypeInsert = typeof accessTypes.$inferInsert;

/** A branch's accounts: the default first, then by name (a handful of rows per branch). */
export async function listBranchBillingAccounts(
  tx: Transaction,
  branchId: string,
): Promise<BranchBillingAccountRow[]> {
  return tx
    .select()
    .from(branchBillingAccounts)
    .where(eq(branchBillingAccounts.branchId, branchId))
    .orderBy(
      desc(branchBillingAccounts.isDefault),
      asc(branchBillingAccounts.name),
      asc(branchBillingAccounts.id),
    );
}

/**
 * Every account of a branch, locked for the rest of the transaction: changes to a branch's
 * default are serialised, so two editors making different accounts default one after the other
 * end with the second's, never with a unique violation. (READ COMMITTED: a locking read waits for
 * the other editor and then reads the rows as committed.)
 */
export async function lockBranchBillingAccounts(
  tx: Transaction,
  branchId: string,
): Promise<BranchBillingAccountRow[]> {
  return tx
    .select()
    .from(branchBillingAccounts)
    .where(eq(branchBillingAccounts.branchId, branchId))
    .orderBy(asc(branchBillingAccounts.id))
    .for('update');
}

/** One account of a branch; `forUpdate` locks it for the rest of the transaction. */
export async function findBranchBillingAccount(
  tx: Transaction,
  branchId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BranchBillingAccountRow | undefined> {
  const query = tx
    .select()
    .from(branchBillingAccounts)
    .where(and(eq(branchBillingAccounts.branchId, branchId), eq(branchBillingAccounts.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Accounts by id (any branch of the tenant), for other features' loaders. */
export async function findBranchBillingAccountById(
  tx: Transaction,
  id: string,
): Promise<BranchBillingAccountRow | undefined> {
  const [row] = await tx.select().from(branchBillingAccounts).where(eq(branchBillingAccounts.id, id));
  return row;
}

/** Accounts by ids at once (memberships read the accounts billing a list of them). */
export async function findBranchBillingAccountsByIds(
  tx: Transaction,
  ids: readonly string[],
): Promise<BranchBillingAccountRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(branchBillingAccounts)
    .where(inArray(branchBillingAccounts.id, [...ids]));
}

export async function insertBranchBillingAccounts(
  tx: Transaction,
  rows: readonly BranchBillingAccountInsert[],
): Promise<BranchBillingAccountRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(branchBillingAccounts)
    .values([...rows])
    .returning();
}

/**
 * Makes `id` its branch's only default: the others are unset first, in the caller's transaction,
 * so the partial unique index never sees two defaults.
 */
export async function unsetOtherDefaults(tx: Transaction, branchId: string, id: string): Promise<void> {
  await tx
    .update(branchBillingAccounts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(branchBillingAccounts.branchId, branchId),
        eq(branchBillingAccounts.isDefault, true),
        ne(branchBillingAccounts.id, id),
      ),
    );
}

export async function updateBranchBillingAccountRow(
  tx: Transaction,
  id: string,
  change: Partial<
    Pick<BranchBillingAccountRow, 'cancellationFee' | 'suspensionFee' | 'isDefault' | 'termsAndConditions'>
  >,
): Promise<BranchBillingAccountRow> {
  const [updated] = await tx
    .update(branchBillingAccounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(branchBillingAccounts.id, id))
    .returning();
  if (!updated) throw new Error('Branch billing account update returned no row');
  return updated;
}

/** The organisation's access types in their order (access_types_order_idx). */
export async function listAccessTypes(tx: Transaction): Promise<AccessTypeRow[]> {
  return tx.select().from(accessTypes).orderBy(asc(accessTypes.sortOrder), asc(accessTypes.name));
}

export async function insertAccessTypes(tx: Transaction, rows: readonly AccessTypeInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(accessTypes).values([...rows]);
}
