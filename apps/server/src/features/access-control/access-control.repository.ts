import type { SyncState } from '@clubline/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { accessSyncItems } from './access-control.table.ts';

export type AccessSyncItemRow = typeof accessSyncItems.$inferSelect;
export type AccessSyncItemInsert = typeof accessSyncItems.$inferInsert;

/** The settled states: nothing is left for the door controller to do. */
const SETTLED: readonly SyncState[] = ['SUCCEEDED', 'REMOVED', 'FAILED'];

export async function listItemsOfPerson(tx: Transaction, personId: string): Promise<AccessSyncItemRow[]> {
  return tx
    .select()
    .from(accessSyncItems)
    .where(eq(accessSyncItems.personId, personId))
    .orderBy(asc(accessSyncItems.createdAt), asc(accessSyncItems.id));
}

export async function findItem(tx: Transaction, id: string): Promise<AccessSyncItemRow | undefined> {
  const [row] = await tx.select().from(accessSyncItems).where(eq(accessSyncItems.id, id));
  return row;
}

/** Inserts an item; an item with the id already there is kept as it is (a repeated add). */
export async function insertItem(tx: Transaction, item: AccessSyncItemInsert): Promise<void> {
  await insertItems(tx, [item]);
}

/** Rows per statement: PostgreSQL takes at most 65,535 parameters in one. */
const BATCH = 2000;

/** Inserts items (in batches: overdue control may take back a whole organisation's levels). */
export async function insertItems(tx: Transaction, items: readonly AccessSyncItemInsert[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    await tx
      .insert(accessSyncItems)
      .values(items.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
}

/** Asks the controller to drop the item: a fresh removal, its attempts from zero. */
export async function requestRemoval(tx: Transaction, id: string): Promise<AccessSyncItemRow | undefined> {
  const [row] = await tx
    .update(accessSyncItems)
    .set({
      operation: 'REMOVE',
      status: 'PENDING_REMOVAL',
      attempts: 0,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(accessSyncItems.id, id))
    .returning();
  return row;
}

/** The access-level items of `personIds`. */
export async function listLevelsOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<AccessSyncItemRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(accessSyncItems)
    .where(and(eq(accessSyncItems.kind, 'LEVEL'), inArray(accessSyncItems.personId, [...personIds])))
    .orderBy(asc(accessSyncItems.createdAt), asc(accessSyncItems.id));
}

/**
 * Asks the controller to hold (ADD) or drop (REMOVE) each of the items not already asked so: a
 * fresh push, its attempts from zero. Answers the ids that changed.
 */
export async function requestOperation(
  tx: Transaction,
  ids: readonly string[],
  operation: 'ADD' | 'REMOVE',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(accessSyncItems)
    .set({
      operation,
      status: operation === 'ADD' ? 'PENDING' : 'PENDING_REMOVAL',
      attempts: 0,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(inArray(accessSyncItems.id, [...ids]), ne(accessSyncItems.operation, operation)))
    .returning({ id: accessSyncItems.id });
  return rows.map((row) => row.id);
}

/**
 * Records a push's outcome, only if the item still asks for the operation that was pushed and is
 * not settled yet: a removal requested meanwhile, or a second run of the job, changes nothing.
 */
export async function recordPush(
  tx: Transaction,
  item: { id: string; operation: 'ADD' | 'REMOVE' },
  outcome: { status: SyncState; attempts: number; lastError: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(accessSyncItems)
    .set({ ...outcome, updatedAt: new Date() })
    .where(
      and(
        eq(accessSyncItems.id, item.id),
        eq(accessSyncItems.operation, item.operation),
        // A settled item is left alone (a duplicate delivery after the first one settled it).
        inArray(accessSyncItems.status, ['PENDING', 'RETRYING', 'PENDING_REMOVAL', 'RETRYING_REMOVAL']),
      ),
    )
    .returning({ id: accessSyncItems.id });
  return updated.length > 0;
}

export function isSettled(status: SyncState): boolean {
  return SETTLED.includes(status);
}
