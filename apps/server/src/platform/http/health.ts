import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * What /readyz needs to know about this process. `ready` is set once start-up finished (migrations
 * run, the worker's jobs registered, the api listening) and cleared when a stop begins, so a load
 * balancer takes a draining replica out before its HTTP server closes.
 */
export interface Readiness {
  ready: boolean;
  /** Whether this process runs the worker (a worker reports it in /readyz). */
  worker: boolean;
  /** Owner pool: the migration table is not the api role's to read. */
  ownerPool: pg.Pool;
}

const journalPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations/meta/_journal.json',
);

/** When the newest migration this code ships was made: drizzle records it when it applies it. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * GET /healthz: the process is alive and its event loop answers (no database: a liveness probe
 * must not restart every replica when PostgreSQL blips). GET /readyz: this process can serve:
 * start-up finished and not stopping, the database answers within two seconds, and its schema
 * has every migration this code ships. Both answer on the api port and on the metrics port.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const newestMigration = newestMigrationMillis();
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const answer = (ready: boolean, body: Record<string, string>) =>
      reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', ...body });
    const worker = readiness.worker ? 'started' : 'not run here';
    if (!readiness.ready) return answer(false, { reason: 'starting or stopping' });
    let applied: number | null;
    try {
      const { rows } = await withTimeout(
        readiness.ownerPool.query<{ applied: string | null }>(
          'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
        ),
        2000,
      );
      applied = rows[0]?.applied ? Number(rows[0].applied) : null;
    } catch {
      return answer(false, { database: 'down', reason: 'the database does not answer' });
    }
    if (applied === null || applied < newestMigration) {
      return answer(false, { database: 'ok', migrations: 'behind', reason: 'migrations are not applied' });
    }
    return answer(true, { database: 'ok', migrations: 'current', worker });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
