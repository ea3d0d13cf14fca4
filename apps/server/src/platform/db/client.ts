import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tenantDatabase } from './tenant-transaction.ts';

/** A PostgreSQL connection pool, for code outside platform that must hold one. */
export type DatabasePool = pg.Pool;

export type Database = NodePgDatabase<Record<string, never>>;
/** A transaction handle as repositories receive it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabasePools {
  /** Owner role: migrations, pg-boss. Never used for tenant data in the api. */
  owner: pg.Pool;
  /** `app_user`: NOSUPERUSER NOBYPASSRLS, owns nothing; every tenant query goes through it. */
  app: pg.Pool;
  /** drizzle over the app pool; reach it only through `withTenant`. */
  appDb: Database;
  close(): Promise<void>;
}

/** Owner connections per process: migrations' checks, identity state, sandboxes, metrics reads. */
export const OWNER_POOL_SIZE = 5;

export function createDatabasePools(options: {
  ownerUrl: string;
  appUrl: string;
  max?: number;
}): DatabasePools {
  const owner = new pg.Pool({ connectionString: options.ownerUrl, max: OWNER_POOL_SIZE });
  const app = new pg.Pool({ connectionString: options.appUrl, max: options.max ?? 20 });
  // An idle client that loses its server (restart, failover) must not crash the process.
  owner.on('error', () => {});
  app.on('error', () => {});
  return {
    owner,
    app,
    appDb: tenantDatabase(app),
    async close() {
      await Promise.allSettled([owner.end(), app.end()]);
    },
  };
}

/** The api connection string: explicit, or the owner's with the app role's credentials. */
export function deriveAppUrl(ownerUrl: string, user: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}
