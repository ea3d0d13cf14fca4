import type pg from 'pg';
import { ConfigError } from '../config.ts';

/**
 * Connections one process of each kind may open at once, all pools at their maximum (see
 * runtime.ts): an api holds its app pool, the owner pool and pg-boss's enqueue-only pool; a worker
 * holds an app connection per job in flight and one for its listeners, the owner pool, pg-boss's
 * pool and pg-boss's LISTEN connection.
 */
interface ProcessConnections {
  api: number;
  worker: number;
}

export interface Fleet {
  apiReplicas: number;
  workerReplicas: number;
  perProcess: ProcessConnections;
}

/** A start's migration client and an operator's `billing:run` or psql session. */
const HEADROOM = 3;

export interface ConnectionLimits {
  maxConnections: number;
  /** Kept for superusers (superuser_reserved_connections) and, from PostgreSQL 16, reserved_connections. */
  reserved: number;
}

export async function readConnectionLimits(pool: pg.Pool): Promise<ConnectionLimits> {
  const { rows } = await pool.query<{ max: string; superuser: string; reserved: string | null }>(
    `select current_setting('max_connections') as max,
            current_setting('superuser_reserved_connections') as superuser,
            current_setting('reserved_connections', true) as reserved`,
  );
  const row = rows[0];
  if (!row) throw new Error('max_connections could not be read');
  return {
    maxConnections: Number(row.max),
    reserved: Number(row.superuser) + Number(row.reserved ?? 0),
  };
}

/** Connections the whole deployment needs at most, process pools full, plus headroom. */
export function connectionsNeeded(fleet: Fleet): number {
  return fleet.apiReplicas * fleet.perProcess.api + fleet.workerReplicas * fleet.perProcess.worker + HEADROOM;
}

/**
 * Refuses to start a deployment whose processes, pools full, would exhaust max_connections: it would
 * run until a busy hour and then fail requests with "too many clients". A process started with
 * `npm start` (api and worker in one) is counted as one of each, a little more than it uses.
 */
export function assertConnectionBudget(fleet: Fleet, limits: ConnectionLimits): void {
  const needed = connectionsNeeded(fleet);
  const available = limits.maxConnections - limits.reserved;
  if (needed <= available) return;
  throw new ConfigError(
    `${fleet.apiReplicas} api × ${fleet.perProcess.api} + ${fleet.workerReplicas} worker × ` +
      `${fleet.perProcess.worker} + ${HEADROOM} spare = ${needed} database connections, but ` +
      `max_connections ${limits.maxConnections} leaves ${available} (${limits.reserved} reserved): ` +
      'raise max_connections, or lower API_REPLICAS, WORKER_REPLICAS or DATABASE_POOL_SIZE ' +
      '(docs/operations.md "Sizing")',
  );
}
