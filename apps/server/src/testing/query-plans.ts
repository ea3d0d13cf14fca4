import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../platform/db/client.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A drizzle database over `pool` that records every statement it runs, so a test or a benchmark can
 * replay a repository's exact SQL (EXPLAIN it, or time it without the api around it).
 */
export function capturingDatabase(pool: pg.Pool): { db: Database; queries: CapturedQuery[] } {
  const queries: CapturedQuery[] = [];
  const db = drizzle({
    client: pool,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => queries.push({ sql, params }) },
  });
  return { db, queries };
}

/** The statements a run made, without transaction control and the tenant set-up of `withTenant`. */
export function dataQueries(queries: readonly CapturedQuery[]): CapturedQuery[] {
  return queries.filter(
    (query) =>
      !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query.sql) &&
      !query.sql.includes("set_config('app.application_id'"),
  );
}

/**
 * Runs `fn` with a client inside a tenant transaction on `pool` (the api role, so RLS applies as in
 * production), then rolls back.
 */
export async function inTenantTransaction<T>(
  pool: pg.Pool,
  applicationId: string,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('app.application_id', $1, true)", [applicationId]);
    return await fn(client);
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The index names and the tables read sequentially in a plan (EXPLAIN FORMAT JSON). */
function planSummary(plan: unknown): { indexes: string[]; seqScans: string[] } {
  const indexes: string[] = [];
  const seqScans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Index Name']) indexes.push(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  const root = (plan as { Plan: PlanNode }[])[0];
  if (root) walk(root.Plan);
  return { indexes: [...new Set(indexes)].sort(), seqScans: [...new Set(seqScans)].sort() };
}

/** EXPLAIN of a captured statement in a tenant transaction; `noSeqScan` asks whether an index can answer it. */
export async function explain(
  pool: pg.Pool,
  applicationId: string,
  query: CapturedQuery,
  options: { noSeqScan?: boolean; analyze?: boolean } = {},
): Promise<{ indexes: string[]; seqScans: string[]; plan: unknown }> {
  return inTenantTransaction(pool, applicationId, async (client) => {
    if (options.noSeqScan) await client.query('set local enable_seqscan = off');
    const result = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json${options.analyze ? ', analyze' : ''}) ${query.sql}`,
      query.params,
    );
    const plan = result.rows[0]?.['QUERY PLAN'];
    return { ...planSummary(plan), plan };
  });
}

/**
 * VACUUM ANALYZE of `table` (owner pool), again until every page is marked all-visible: a plan
 * that reads an index alone is costed on that mark, and a vacuum cannot set it while another
 * transaction of the database (a job, a test beside it) still holds an older snapshot; under load
 * the planner then chose another index. Gives up after about 5 s and lets the plan say.
 */
export async function vacuumUntilAllVisible(pool: pg.Pool, table: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await pool.query(`vacuum analyze ${table}`);
    const { rows } = await pool.query<{ pages: number; visible: number }>(
      'select relpages as pages, relallvisible as visible from pg_class where oid = $1::regclass',
      [table],
    );
    const [counts] = rows;
    if (!counts || counts.visible >= counts.pages) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
