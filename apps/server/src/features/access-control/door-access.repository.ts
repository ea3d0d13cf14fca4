import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Transaction } from '../../platform/db/client.ts';
import { accessSyncItems } from './access-control.table.ts';

/** Persons of the transaction's organisation whose door access is taken back (a level asked REMOVE). */
export async function listPersonsWithRevokedDoorAccess(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ personId: accessSyncItems.personId })
    .from(accessSyncItems)
    .where(and(eq(accessSyncItems.kind, 'LEVEL'), eq(accessSyncItems.operation, 'REMOVE')));
  return rows.map((row) => row.personId);
}

/** Organisations with anyone's door access taken back (owner connection: across organisations). */
export async function organisationsWithRevokedDoorAccess(ownerPool: pg.Pool): Promise<string[]> {
  const result = await ownerPool.query<{ application_id: string }>(
    "select distinct application_id from access_sync_items where kind = 'LEVEL' and operation = 'REMOVE'",
  );
  return result.rows.map((row) => row.application_id);
}
