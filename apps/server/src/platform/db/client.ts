import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serialiseQueries } from './serial-queries.ts';

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

/** The columns' spelling of every api database (the tables are declared in camelCase). */
export const API_CASING = 'snake_case';

/** The pools behind the databases made by `tenantDatabase`, for their one-round-trip start. */
const poolsOf = new WeakMap<Database, pg.Pool>();

/**
 * The api's drizzle database over the app role's pool, whose tenant transactions start in one round
 * trip (`tenantTransaction` in tenant-transaction.ts). A database made otherwise (a test's logging
 * one) starts them as drizzle does, in two.
 */
export function tenantDatabase(pool: pg.Pool): Database {
  const db = drizzle({ client: pool, casing: API_CASING });
  poolsOf.set(db, pool);
  return db;
}

/** The pool under a database made by `tenantDatabase`. */
export function poolOf(db: Database): pg.Pool | undefined {
  return poolsOf.get(db);
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
  // A transaction's statements asked at once (DataLoader batches) go one after another.
  owner.on('connect', serialiseQueries);
  app.on('connect', serialiseQueries);
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
