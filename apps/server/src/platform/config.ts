import { z } from 'zod';
import { PRODUCTION_JOB_TIMING } from './jobs/job-timing.ts';

/**
 * Process configuration, read once from the environment. Everything has a default that works
 * for the embedded mode (`npm start`), so a fresh machine needs no configuration at all.
 */
/** The api role's password for `npm start`: known to everyone, so never accepted in production. */
const LOCAL_APP_DB_PASSWORD = 'app_user_local_password';

/** Prometheus's conventional port for a Node exporter-style endpoint. */
const DEFAULT_METRICS_PORT = 9464;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on. Absent → 127.0.0.1 outside production (development pages and the
   * demo accounts stay on this machine), 0.0.0.0 in production (behind a load balancer). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where staff reach the product: the token issuer is `$PUBLIC_URL/oidc`, and the web origins
   * allowed to sign in are this origin and `<domain>.<its host>` for each organisation. */
  PUBLIC_URL: z.string().url().optional(),
  /** The API key the web app sends as `x-api-key` on every GraphQL call (returned by discovery). */
  WEB_API_KEY: z.string().min(1).default('clubline-web-local'),
  /** Behind a load balancer: take the client address and scheme from X-Forwarded-* headers, so
   * sign-in throttling counts real client addresses and cookies are marked secure. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Owner connection (migrations, jobs). Absent → embedded PostgreSQL in EMBEDDED_PG_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Connection of the api role (`app_user`). Absent → derived from DATABASE_URL with APP_DB_USER. */
  DATABASE_APP_URL: z.string().optional(),
  APP_DB_USER: z.string().default('app_user'),
  APP_DB_PASSWORD: z.string().default(LOCAL_APP_DB_PASSWORD),
  EMBEDDED_PG_DIR: z.string().default('./data/pg'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** `throwaway` gives up crash safety (no fsync) for a cluster wiped on every start: the journeys'. */
  EMBEDDED_PG_DURABILITY: z.enum(['durable', 'throwaway']).default('durable'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo organisations (each only when missing). `auto`: in embedded mode only. */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  /** Uploaded files (attachments, profile images) on the local disk, when no bucket is set. */
  FILES_DIR: z.string().default('./data/files'),
  /** An S3 bucket for uploaded files instead of FILES_DIR; credentials from AWS_ACCESS_KEY_ID etc. */
  FILES_S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible endpoint (MinIO, R2, …), addressed path-style; absent → AWS itself. */
  FILES_S3_ENDPOINT: z.string().url().optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** Secret for signed file addresses; absent → derived from the token signing key. */
  FILE_URL_SECRET: z.string().min(32).optional(),
  /** The SMS gateway. Only the built-in sandbox exists so far (see platform/messaging). */
  SMS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** How long the SMS sandbox takes to report a delivery. */
  SMS_SANDBOX_DELIVERY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /** The SMTP server that sends email, e.g. smtps://user:password@smtp.example.com:465. Absent → the
   * email sandbox, whose outbox is GET /sandbox/email outside production (docs/email.md). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// address')
    .optional(),
  /** The sender of every email. */
  EMAIL_FROM: z.string().min(3).default('Clubline <no-reply@clubline.invalid>'),
  /** Port of /metrics (Prometheus), /healthz and /readyz for operators, apart from the public port.
   * Absent → 9464 in production, off otherwise; `off` turns it off. */
  METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(1).max(65535)]).optional(),
  /** Feature flags switched off for the server, comma-separated web flag names (e.g. transferMembers). */
  FEATURE_FLAGS_OFF: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_, ]*$/, 'must be flag names separated by commas')
    .default(''),
  /** The api's app-role pool per process (a worker's pool is sized from its jobs). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** How many api and worker processes the deployment runs: at start, every process checks that
   * all of them together fit in the database's max_connections. */
  API_REPLICAS: z.coerce.number().int().min(0).max(1000).default(1),
  WORKER_REPLICAS: z.coerce.number().int().min(0).max(1000).default(1),
  /** Seconds before a failed job runs again (every process: it is a setting of the queues). */
  JOB_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(PRODUCTION_JOB_TIMING.retryDelaySeconds),
  /** `true`: each retry waits about twice as long as the one before (platform/jobs/job-timing.ts). */
  JOB_RETRY_BACKOFF: z.enum(['true', 'false']).default(PRODUCTION_JOB_TIMING.retryBackoff ? 'true' : 'false'),
  /** Seconds between a worker's polls of every queue; absent → each job's own. pg-boss's floor is 0.5. */
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(600).optional(),
  /** Scheduled queues whose cron the worker does not run, comma-separated (e.g. billing-day): an
   * operator pauses a daily run without a deploy; its jobs still run when enqueued otherwise. A
   * name that is no scheduled queue refuses the worker's start. */
  JOB_SCHEDULES_PAUSED: z
    .string()
    .max(2000)
    .regex(/^[a-z0-9.\-, ]*$/, 'must be queue names separated by commas')
    .default(''),
  /** Seconds between the worker's supervision passes (a dead worker's jobs, queue statistics). */
  JOB_SUPERVISE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(PRODUCTION_JOB_TIMING.superviseIntervalSeconds),
});

export type Config = Omit<z.infer<typeof configSchema>, 'HOST' | 'METRICS_PORT'> & {
  HOST: string;
  /** null: no metrics port. */
  METRICS_PORT: number | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${first?.path.join('.')} ${first?.message ?? ''}`.trim());
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') assertProductionReady(config);
  const production = config.NODE_ENV === 'production';
  const host = config.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const metricsPort = config.METRICS_PORT ?? (production ? DEFAULT_METRICS_PORT : 'off');
  return { ...config, HOST: host, METRICS_PORT: metricsPort === 'off' ? null : metricsPort };
}

/**
 * Production refuses the conveniences of `npm start`: the embedded database (one process's disk),
 * an address guessed from the port (the token issuer and every signed link depend on it) and the
 * api role's local default password, which is public in this repository.
 */
function assertProductionReady(config: z.infer<typeof configSchema>): void {
  const missing = [
    config.DATABASE_URL ? null : 'DATABASE_URL',
    config.PUBLIC_URL ? null : 'PUBLIC_URL',
    config.DATABASE_APP_URL || config.APP_DB_PASSWORD !== LOCAL_APP_DB_PASSWORD ? null : 'APP_DB_PASSWORD',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs ${missing.join(', ')} (see "Production start" in the README)`,
    );
  }
}

/** The names of a comma-separated setting (FEATURE_FLAGS_OFF, JOB_SCHEDULES_PAUSED), blanks left out. */
export function namesOf(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** A configuration or start-up problem that is reported as one line, without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
