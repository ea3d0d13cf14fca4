import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RegisteredAsyncOperation } from '../async-operations/async-operation.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { EmailProvider } from '../messaging/email-provider.ts';
import type { SmsProvider } from '../messaging/sms-provider.ts';

/** What a job handler may use in the worker process. */
export interface WorkerEnvironment {
  boss: PgBoss;
  /** The api-role database: handlers apply changes through RLS like any request. */
  db: Database;
  logger: Logger;
  /** PUBLIC_URL, without a trailing slash: links a job sends to members (a waitlist offer) open it. */
  publicUrl: string;
  /** The SMS gateway (the sandbox unless configured otherwise). */
  sms: SmsProvider;
  /** The email service: SMTP when SMTP_URL is set, else the sandbox (docs/email.md). */
  email: EmailProvider;
  /** Owner connection, for platform housekeeping across organisations (expired files). */
  ownerPool: pg.Pool;
  storage: FileStorage;
  /** Every asynchronous operation of the assembled modules, by `domain:name`. */
  asyncOperations: ReadonlyMap<string, RegisteredAsyncOperation>;
}

export interface JobRun {
  env: WorkerEnvironment;
  /** The queue will not retry after this attempt: record the failure instead of throwing. */
  finalAttempt: boolean;
}

/**
 * One kind of background job: its queue, the payload it carries (ids only: tenant data stays
 * behind RLS), the handler the worker runs for it and, for housekeeping, a cron schedule. Jobs
 * are enqueued with the definition, never a queue-name string, so payloads are typed. A handler
 * must be safe to run twice for one job (a crash after the effect and before the acknowledgement
 * delivers it again).
 */
export interface JobDefinition<Payload> {
  queue: string;
  payload: z.ZodType<Payload>;
  /** The result is logged (e.g. 'applied', 'already-done'). */
  handle(payload: Payload, run: JobRun): Promise<string | number | undefined>;
  /** Cron; the worker (re)creates the schedule at every start. */
  schedule?: string;
  /**
   * Seconds between polls besides NOTIFY. Staff wait on some jobs (a transfer, an SMS), and a
   * NOTIFY that lands while the worker is busy can be missed; pg-boss would then wait 30 s.
   */
  pollingIntervalSeconds?: number;
  /** How many jobs one worker process runs at once; one at a time when absent. */
  concurrency?: JobConcurrency;
}

/**
 * Parallelism of one queue in one worker process: `workers` fetch loops, each claiming up to
 * `batchSize` jobs per fetch and running them side by side, so up to `workers × batchSize` jobs are
 * in flight. Each job is settled on its own (one failure retries that job only). Every job in
 * flight may hold a database connection, so the product counts against the worker's pool.
 */
export interface JobConcurrency {
  workers: number;
  batchSize: number;
}

/** Jobs one worker process may have in flight for this queue. */
export function jobsInFlight(concurrency: JobConcurrency | undefined): number {
  return concurrency ? concurrency.workers * concurrency.batchSize : 1;
}

/** A job definition with its payload type erased, so definitions can share one list. */
export interface RegisteredJob {
  queue: string;
  schedule: string | undefined;
  pollingIntervalSeconds: number | undefined;
  concurrency: JobConcurrency | undefined;
  /** Parses the raw payload (a malformed one fails the job loudly) and runs the handler. */
  run(rawPayload: unknown, run: JobRun): Promise<string | number | undefined>;
}

export function defineJob<Payload>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> & RegisteredJob {
  return {
    ...definition,
    schedule: definition.schedule,
    pollingIntervalSeconds: definition.pollingIntervalSeconds,
    concurrency: definition.concurrency,
    run: (rawPayload, run) => definition.handle(definition.payload.parse(rawPayload), run),
  };
}
