import { isUuid } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_CASING, type Database, poolOf, type Transaction } from './client.ts';

/**
 * Runs `fn` in a transaction whose tenant is `applicationId` (set_config(..., true): `SET LOCAL`
 * semantics, gone at COMMIT or ROLLBACK, so it cannot leak to the connection's next user), and
 * commits it, or rolls it back when `fn` throws.
 *
 * BEGIN and the tenant's set_config go to PostgreSQL as one simple-protocol message of two
 * statements: one round trip instead of two before the first read of every request. The tenant is
 * written into that text as a literal (the simple protocol has no parameters), so it must be a
 * UUID (it is: the verified token's organisation) and is escaped as PostgreSQL's literal besides.
 * If either statement fails, nothing runs: the transaction is rolled back and the error thrown.
 */
export async function tenantTransaction<T>(
  db: Database,
  applicationId: string,
  fn: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  if (!isUuid(applicationId)) throw new Error('A tenant transaction needs an organisation id (a UUID)');
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.application_id', ${applicationId}, true)`);
      return fn(tx);
    }, config);
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  const rollback = () =>
    client.query('rollback').then(
      () => {},
      (error: unknown) => {
        // A connection that cannot even roll back is not given back to the pool.
        broken = error instanceof Error ? error : new Error(String(error));
      },
    );
  try {
    // If BEGIN or set_config fails, the transaction is ended before the error goes up.
    await client.query(`${beginSql(config)}; ${setTenantSql(applicationId)}`);
    const dialect = new PgDialect({ casing: API_CASING });
    const tx: Transaction = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined),
      undefined,
    );
    const result = await fn(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await rollback();
    throw error;
  } finally {
    client.release(broken);
  }
}

/** `begin` with the transaction's characteristics, spelt as drizzle spells them. */
function beginSql(config: PgTransactionConfig | undefined): string {
  const parts = ['begin'];
  if (config?.isolationLevel) parts.push(`isolation level ${config.isolationLevel}`);
  if (config?.accessMode) parts.push(config.accessMode);
  if (typeof config?.deferrable === 'boolean')
    parts.push(config.deferrable ? 'deferrable' : 'not deferrable');
  return parts.join(' ');
}

/** The tenant's set_config as text (the caller checked it is a UUID; escaped all the same). */
function setTenantSql(applicationId: string): string {
  return `select set_config('app.application_id', ${pg.escapeLiteral(applicationId)}, true)`;
}
