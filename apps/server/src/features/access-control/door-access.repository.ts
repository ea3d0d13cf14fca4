import { and, eq } from 'drizzle-orm';
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
