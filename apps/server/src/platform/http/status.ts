import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * GET /status: 200 with a small body when the database answers within two seconds, 503
 * otherwise. The web's outage banner polls it.
 */
export function registerStatusRoute(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/status', async (_request, reply) => {
    const startedAt = performance.now();
    try {
      await withTimeout(pool.query('select 1'), 2000);
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - startedAt) });
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', database: 'down' });
    }
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
