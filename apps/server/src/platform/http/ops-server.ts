import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import { type Metrics, registerMetricsRoute } from '../metrics/metrics.ts';
import { type Readiness, registerHealthRoutes } from './health.ts';

/**
 * The operators' port (METRICS_PORT): /metrics, /healthz and /readyz, in api and worker processes
 * alike (a worker has no other port). Apart from the public port, so Prometheus and the
 * orchestrator reach it on the private network while the load balancer never exposes it.
 */
export async function createOpsServer(options: {
  metrics: Metrics;
  readiness: Readiness;
  logger: Logger;
}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerMetricsRoute(app, options.metrics);
  registerHealthRoutes(app, options.readiness);
  return app;
}
