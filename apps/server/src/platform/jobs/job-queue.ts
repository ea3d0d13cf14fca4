import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Transaction } from '../db/client.ts';
import type { JobDefinition } from './job-definition.ts';

export const PGBOSS_SCHEMA = 'pgboss';
/** Retries after the first attempt; the last attempt records its failure instead of retrying. */
export const JOB_RETRY_LIMIT = 3;

/** Enqueues jobs. With a transaction, the job exists exactly when the transaction commits. */
export interface JobQueue {
  send<Payload extends object>(job: JobDefinition<Payload>, payload: Payload, tx: Transaction): Promise<void>;
}

/**
 * pg-boss over the owner connection. Only the worker supervises and schedules; an api process
 * only inserts jobs (inside its own transactions).
 */
export function createBoss(ownerUrl: string, role: 'api' | 'worker'): PgBoss {
  return new PgBoss({
    connectionString: ownerUrl,
    schema: PGBOSS_SCHEMA,
    max: 4,
    supervise: role === 'worker',
    schedule: role === 'worker',
    useListenNotify: role === 'worker',
  });
}

/** Queues every process relies on; creating an existing queue is a no-op. */
export async function ensureQueues(boss: PgBoss, queues: readonly string[]): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of queues) {
    if (!existing.has(name)) {
      // Jobs wake workers through NOTIFY; three retries with backoff cover a crashed attempt.
      await boss.createQueue(name, {
        notify: true,
        retryLimit: JOB_RETRY_LIMIT,
        retryDelay: 1,
        retryBackoff: true,
      });
    }
  }
}

export function jobQueueOf(boss: PgBoss): JobQueue {
  return {
    async send(job, payload, tx) {
      await boss.send(job.queue, payload, { db: fromDrizzle(tx, sql) });
    },
  };
}

/**
 * The api role inserts jobs inside its own data transactions, so it needs to read queue
 * definitions and insert job rows; it gets nothing else in the pg-boss schema. Job payloads
 * carry only ids (tenant, ticket), never tenant data, which stays behind RLS.
 */
export async function grantJobInsert(boss: PgBoss, appUser: string): Promise<void> {
  const ident = `"${appUser.replaceAll('"', '""')}"`;
  const db = boss.getDb();
  await db.executeSql(`GRANT USAGE ON SCHEMA ${PGBOSS_SCHEMA} TO ${ident}`);
  await db.executeSql(`GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA ${PGBOSS_SCHEMA} TO ${ident}`);
  await db.executeSql(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${PGBOSS_SCHEMA} TO ${ident}`);
}
