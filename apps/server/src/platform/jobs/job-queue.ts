import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Transaction } from '../db/client.ts';
import { type JobDefinition, jobsInFlight, type RegisteredJob } from './job-definition.ts';
import { type JobTiming, PRODUCTION_JOB_TIMING } from './job-timing.ts';

export const PGBOSS_SCHEMA = 'pgboss';
/** Retries after the first attempt; the last attempt records its failure instead of retrying. */
export const JOB_RETRY_LIMIT = 3;
/**
 * The only way the api role reaches the job queue: a SECURITY DEFINER function that inserts one
 * job for the transaction's tenant (see `installTenantEnqueue`).
 */
const TENANT_ENQUEUE_FUNCTION = 'public.enqueue_tenant_job';

/** Enqueues jobs. With a transaction, the job exists exactly when the transaction commits. */
export interface JobQueue {
  /** Only the queue and payload are read: a feature may enqueue into a queue another file handles. */
  send<Payload extends object>(
    job: Pick<JobDefinition<Payload>, 'queue' | 'payload'>,
    payload: Payload,
    tx: Transaction,
  ): Promise<void>;
}

/**
 * pg-boss's own connections in a worker: every fetch loop fetches and settles through them, beside
 * supervision, the scheduler and the LISTEN connection (which is separate). Ten covers the worker's
 * loops (see `concurrency` of the job definitions) with room for maintenance.
 */
export const WORKER_BOSS_CONNECTIONS = 10;
/** pg-boss's pool in an api process: it only installs the enqueue function at start. */
export const API_BOSS_CONNECTIONS = 4;

/**
 * Retention (docs/operations.md "Jobs"): a finished job (completed, failed or cancelled) is deleted
 * 14 days after it finished (pg-boss keeps 7 by default): two weeks of billing runs and failures
 * to look into, while the job table stays small at a million members (async operations keep their
 * own record in async_operations). A job nobody started (created, or waiting to retry) is dropped
 * after 7 days (pg-boss: 14): staff stopped waiting for it long before, and a transfer or a billing
 * day applied a week late would surprise more than help (the next billing day covers its debits).
 * pg-boss's maintenance in the workers deletes them; every queue gets these rules at start.
 */
export const JOB_DELETE_AFTER_SECONDS = 14 * 24 * 3600;
export const JOB_RETENTION_SECONDS = 7 * 24 * 3600;

/**
 * A worker that dies (kill -9, a lost machine) leaves its jobs active. pg-boss would retry them only
 * when they expire (15 minutes by default), long after staff's polling gave up (2 minutes, spec 1
 * §4.3). With a heartbeat, a running job is touched every 5 s and the supervisor (every
 * `superviseIntervalSeconds` of the job timing, 10 s in production) retries a job not touched for
 * 10 s (pg-boss's minimum): a crashed worker's jobs run again within about 20 s. Retrying is safe:
 * handlers have one effect however often they run (see JobDefinition).
 */
const JOB_HEARTBEAT_SECONDS = 10;

/**
 * pg-boss over the owner connection. Only the worker supervises, schedules and listens for
 * NOTIFY; an api process only installs the enqueue function at start (its requests enqueue
 * through that function).
 */
export function createBoss(
  ownerUrl: string,
  role: 'api' | 'worker',
  timing: JobTiming = PRODUCTION_JOB_TIMING,
): PgBoss {
  return new PgBoss({
    connectionString: ownerUrl,
    schema: PGBOSS_SCHEMA,
    max: role === 'worker' ? WORKER_BOSS_CONNECTIONS : API_BOSS_CONNECTIONS,
    supervise: role === 'worker',
    // pg-boss checks heartbeats in the pass that monitors a queue: both at the same pace.
    superviseIntervalSeconds: timing.superviseIntervalSeconds,
    monitorIntervalSeconds: timing.superviseIntervalSeconds,
    schedule: role === 'worker',
    useListenNotify: role === 'worker',
  });
}

/**
 * App-role connections the worker's jobs may hold at once: one per job in flight (a handler runs
 * in one tenant transaction at a time). The worker's pool is sized with it.
 */
export function workerDatabaseConnections(jobs: readonly RegisteredJob[]): number {
  return jobs.reduce((sum, job) => sum + jobsInFlight(job.concurrency), 0);
}

const RETENTION = {
  deleteAfterSeconds: JOB_DELETE_AFTER_SECONDS,
  retentionSeconds: JOB_RETENTION_SECONDS,
} as const;

/**
 * Queues every process relies on; creating an existing queue is a no-op. Every queue has `notify`
 * on: its inserts (the enqueue function's too, which is built from them) then send a NOTIFY that
 * PostgreSQL delivers when the transaction commits, and the worker wakes at once. Every queue has
 * the heartbeat too, and the timing's retry delay and back-off (a job takes them from its queue
 * when it is enqueued). A queue created before these rules, or under another timing, is brought up
 * to them here: every process must therefore run with the same JOB_RETRY_* settings.
 */
export async function ensureQueues(
  boss: PgBoss,
  queues: readonly string[],
  timing: JobTiming = PRODUCTION_JOB_TIMING,
): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const retry = { retryDelay: timing.retryDelaySeconds, retryBackoff: timing.retryBackoff };
  for (const name of queues) {
    const queue = existing.get(name);
    if (!queue) {
      // Three retries with backoff cover a crashed attempt.
      await boss.createQueue(name, {
        notify: true,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        retryLimit: JOB_RETRY_LIMIT,
        ...retry,
        ...RETENTION,
      });
    } else if (
      !queue.notify ||
      queue.heartbeatSeconds !== JOB_HEARTBEAT_SECONDS ||
      queue.retryDelay !== retry.retryDelay ||
      queue.retryBackoff !== retry.retryBackoff ||
      queue.deleteAfterSeconds !== RETENTION.deleteAfterSeconds ||
      queue.retentionSeconds !== RETENTION.retentionSeconds
    ) {
      await boss.updateQueue(name, {
        notify: true,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        ...retry,
        ...RETENTION,
      });
    }
  }
}

/**
 * Requests enqueue inside their tenant transaction (`withTenant`) through the enqueue function, so
 * the job commits with the data it refers to (async operations rely on that) and carries the
 * transaction's organisation whatever the payload says.
 */
export const tenantJobQueue: JobQueue = {
  async send(job, payload, tx) {
    await tx.execute(
      sql`select ${sql.raw(TENANT_ENQUEUE_FUNCTION)}(${job.queue}, ${JSON.stringify(payload)}::jsonb)`,
    );
  },
};

/**
 * The queues requests may feed: every job without a cron schedule. Scheduled jobs are
 * housekeeping the worker's scheduler runs; provider queues (the SMS sandbox) are the worker's own.
 */
export function tenantQueuesOf(jobs: readonly RegisteredJob[]): string[] {
  return jobs.filter((job) => job.schedule === undefined).map((job) => job.queue);
}

/**
 * Takes every pg-boss right away from the api role and (re)creates the enqueue function it uses
 * instead. The function runs as the owner (SECURITY DEFINER, search_path pinned to pg_catalog), so
 * the api role needs no access to the pg-boss schema; it refuses a transaction without a tenant, a
 * queue not in `queues`, and a payload naming another organisation, and stamps the payload's
 * `applicationId` with the tenant. The insert itself is the SQL pg-boss builds for each queue
 * (captured, not run), so the job rows stay exactly what `boss.send` would write. Run at every
 * start after `ensureQueues`, as the owner; replicas starting together are serialised.
 */
export async function installTenantEnqueue(
  boss: PgBoss,
  appUser: string,
  queues: readonly string[],
): Promise<void> {
  const branches: string[] = [];
  for (const queue of queues) {
    const insert = await capturedInsert(boss, queue);
    branches.push(
      `WHEN ${quoteLiteral(queue)} THEN EXECUTE ${quoteLiteral(insert)} INTO job_id USING job::text;`,
    );
  }
  const app = quoteIdent(appUser);
  const signature = `${TENANT_ENQUEUE_FUNCTION}(text, jsonb)`;
  const declaration = `${TENANT_ENQUEUE_FUNCTION}(queue_name text, payload jsonb)`;
  // One simple-protocol query: its statements run as one transaction, so the lock holds to the end.
  await boss.getDb().executeSql(`
    SELECT pg_advisory_xact_lock(7461002);
    CREATE OR REPLACE FUNCTION ${declaration} RETURNS uuid
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
    AS $enqueue$
    DECLARE
      tenant uuid := nullif(current_setting('app.application_id', true), '')::uuid;
      job jsonb;
      job_id uuid;
    BEGIN
      IF tenant IS NULL THEN
        RAISE EXCEPTION 'jobs are enqueued inside a tenant transaction' USING ERRCODE = '42501';
      END IF;
      IF jsonb_typeof(payload) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'a job payload is a JSON object' USING ERRCODE = '22023';
      END IF;
      IF payload ? 'applicationId' AND lower(payload ->> 'applicationId') IS DISTINCT FROM tenant::text THEN
        RAISE EXCEPTION 'a job payload names another organisation' USING ERRCODE = '42501';
      END IF;
      job := jsonb_build_array(jsonb_build_object('data', payload || jsonb_build_object('applicationId', tenant)));
      CASE queue_name
        ${branches.join('\n        ')}
        ELSE RAISE EXCEPTION 'queue % is not open to requests', queue_name USING ERRCODE = '42501';
      END CASE;
      RETURN job_id;
    END
    $enqueue$;
    REVOKE ALL ON FUNCTION ${signature} FROM PUBLIC;
    GRANT EXECUTE ON FUNCTION ${signature} TO ${app};
    REVOKE ALL ON ALL TABLES IN SCHEMA ${PGBOSS_SCHEMA} FROM ${app};
    REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${PGBOSS_SCHEMA} FROM ${app};
    REVOKE ALL ON ALL FUNCTIONS IN SCHEMA ${PGBOSS_SCHEMA} FROM ${app};
    REVOKE ALL ON SCHEMA ${PGBOSS_SCHEMA} FROM ${app};
  `);
}

/**
 * The statement `boss.send(queue, …)` would run, taken from a database adapter that records it
 * instead of executing it. pg-boss passes the jobs as one JSON array parameter ($1).
 */
async function capturedInsert(boss: PgBoss, queue: string): Promise<string> {
  const statements: { text: string; values: unknown[] }[] = [];
  await boss.send(
    queue,
    {},
    {
      db: {
        async executeSql(text: string, values?: unknown[]) {
          statements.push({ text, values: values ?? [] });
          return { rows: [{ id: '00000000-0000-0000-0000-000000000000' }] };
        },
      },
    },
  );
  const [insert] = statements;
  const oneParameter =
    insert?.values.length === 1 && insert.text.includes('$1') && !insert.text.includes('$2');
  if (statements.length !== 1 || !insert || !oneParameter) {
    throw new Error(`pg-boss did not build a one-parameter insert for queue '${queue}'`);
  }
  // The insert of a notify queue ends in pg_notify on pg-boss's channel: without it, jobs the api
  // enqueues would wait for the worker's backstop poll.
  if (!insert.text.includes('pg_notify(')) {
    throw new Error(`pg-boss's insert for queue '${queue}' sends no NOTIFY (queue created without notify?)`);
  }
  return insert.text;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
