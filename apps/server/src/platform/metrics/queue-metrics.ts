import type pg from 'pg';
import { Gauge } from 'prom-client';
import { PGBOSS_SCHEMA } from '../jobs/job-queue.ts';
import type { Metrics } from './metrics.ts';

/**
 * The queue of billing runs (features/billing/billing.jobs.ts): one job per organisation and day.
 * Named here because platform does not import features; queue-names.test.ts keeps them equal.
 */
export const BILLING_RUN_QUEUE = 'billing-run';

interface QueueRow {
  name: string;
  ready: number;
  deferred: number;
  active: number;
  oldest_ready_seconds: number | null;
}

interface BillingRow {
  state: string;
  runs: number;
  last_completed: number | null;
}

interface Snapshot {
  queues: QueueRow[];
  billing: BillingRow[];
}

/**
 * Database-wide numbers, read from pg-boss's tables at scrape time (owner pool: the api role has no
 * right in the pg-boss schema): every queue's depth and the age of its oldest ready job, and the
 * billing runs by outcome over pg-boss's retention (docs/operations.md). Every worker exports the
 * same values; alert on their max. One read serves all the gauges of a scrape.
 */
export function observeQueues(metrics: Metrics, ownerPool: pg.Pool): void {
  let cached: { at: number; snapshot: Promise<Snapshot> } | null = null;
  const snapshot = (): Promise<Snapshot> => {
    const now = Date.now();
    if (!cached || now - cached.at > 1000) cached = { at: now, snapshot: readSnapshot(ownerPool) };
    return cached.snapshot;
  };
  const registers = [metrics.registry];
  new Gauge({
    name: 'clubline_queue_jobs',
    help: 'Jobs per queue: ready (waiting for a worker), deferred (retry or start later), active',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await snapshot()).queues) {
        this.set({ queue: row.name, state: 'ready' }, row.ready);
        this.set({ queue: row.name, state: 'deferred' }, row.deferred);
        this.set({ queue: row.name, state: 'active' }, row.active);
      }
    },
  });
  new Gauge({
    name: 'clubline_queue_oldest_ready_job_age_seconds',
    help: 'How long the oldest job ready to run has waited, per queue (0 when none waits)',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await snapshot()).queues)
        this.set({ queue: row.name }, row.oldest_ready_seconds ?? 0);
    },
  });
  new Gauge({
    name: 'clubline_billing_runs',
    help: "Billing runs (one per organisation and day) by state, over pg-boss's retention",
    labelNames: ['state'],
    registers,
    async collect() {
      this.reset();
      for (const state of ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'])
        this.set({ state }, 0);
      for (const row of (await snapshot()).billing) this.set({ state: row.state }, row.runs);
    },
  });
  new Gauge({
    name: 'clubline_billing_run_last_completed_timestamp_seconds',
    help: 'When the last billing run completed (Unix time; 0 when none is retained)',
    registers,
    async collect() {
      const completed = (await snapshot()).billing.find((row) => row.state === 'completed');
      this.set(completed?.last_completed ?? 0);
    },
  });
}

async function readSnapshot(ownerPool: pg.Pool): Promise<Snapshot> {
  const schema = `"${PGBOSS_SCHEMA}"`;
  // Only unfinished jobs are counted: completed ones stay for the retention period and would make
  // every scrape scan them.
  const queues = await ownerPool.query<QueueRow>(
    `select q.name,
            count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as ready,
            count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as deferred,
            count(j.id) filter (where j.state = 'active')::int as active,
            extract(epoch from now() - min(j.created_on)
              filter (where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as oldest_ready_seconds
       from ${schema}.queue q
       left join ${schema}.job j on j.name = q.name and j.state < 'completed'
      group by q.name
      order by q.name`,
  );
  const billing = await ownerPool.query<BillingRow>(
    `select state::text as state, count(*)::int as runs,
            extract(epoch from max(completed_on))::float8 as last_completed
       from ${schema}.job where name = $1 group by state`,
    [BILLING_RUN_QUEUE],
  );
  return { queues: queues.rows, billing: billing.rows };
}
