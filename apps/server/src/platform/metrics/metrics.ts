import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md "Metrics"), served on METRICS_PORT apart
 * from the public port. One registry per process (not prom-client's global one), so tests can
 * build several side by side.
 */
export interface Metrics {
  registry: Registry;
  /** One GraphQL operation's execution, labelled by its root fields. */
  operationSeconds: Histogram<'operation' | 'type' | 'outcome'>;
  /** Every HTTP answer of the api, by route pattern (never the address: it can hold a token). */
  httpSeconds: Histogram<'method' | 'route' | 'status'>;
  /** Jobs this worker finished, by queue and outcome (completed, or failed and retried). */
  jobSeconds: Histogram<'queue' | 'outcome'>;
}

/** Latency buckets from a cached read (5 ms) to a slow report (10 s). */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles: the Node process itself.
  collectDefaultMetrics({ register: registry, prefix: 'clubline_' });
  return {
    registry,
    operationSeconds: new Histogram({
      name: 'clubline_graphql_operation_duration_seconds',
      help: 'Execution time of GraphQL operations, by root fields, type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    httpSeconds: new Histogram({
      name: 'clubline_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    jobSeconds: new Histogram({
      name: 'clubline_job_duration_seconds',
      help: 'Time to run jobs in this worker, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers: [registry],
    }),
  };
}

/**
 * Connections of each pool of this process: in use, idle, waited for, and the pool's size. A pool
 * whose `waiting` stays above zero is too small (or a query is slow).
 */
export function observePools(metrics: Metrics, pools: Record<string, pg.Pool>): void {
  const entries = Object.entries(pools);
  new Gauge({
    name: 'clubline_db_pool_connections',
    help: 'Connections of the process pools by state: in use, idle, clients waiting, and the size',
    labelNames: ['pool', 'state'],
    registers: [metrics.registry],
    collect() {
      for (const [name, pool] of entries) {
        this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        this.set({ pool: name, state: 'max' }, pool.options.max ?? 10);
      }
    },
  });
}

/** The HTTP latency of every api answer, by the route's pattern. */
export function observeHttp(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label: a scan of random paths must not grow the series.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpSeconds.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}

/** GET /metrics in Prometheus's text format. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics): void {
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(body);
  });
}
