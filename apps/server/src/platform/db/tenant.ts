import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

/**
 * The only way to reach tenant data: opens a transaction on the api connection and sets the
 * tenant for it (`SET LOCAL` semantics through set_config(..., true)), so every statement inside
 * is filtered by the RLS policies and the setting cannot leak to the next user of the connection.
 */
export async function withTenant<T>(
  db: Database,
  applicationId: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.application_id', ${applicationId}, true)`);
    return fn(tx);
  });
}
