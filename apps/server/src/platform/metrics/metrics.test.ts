import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { operationMetricsPlugin } from '../graphql/operation-metrics.ts';
import { createBoss, ensureQueues, PGBOSS_SCHEMA } from '../jobs/job-queue.ts';
import { createMetrics, observeHttp, observePools, registerMetricsRoute } from './metrics.ts';
import { BILLING_RUN_QUEUE, observeQueues } from './queue-metrics.ts';

let db: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  db = await createTestDatabase();
  // Sends and completes only: no worker of its own, so the jobs stay as the test leaves them.
  boss = createBoss(db.ownerUrl, 'api');
  boss.on('error', () => {});
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await db.drop();
});

/** The value of one sample line of a Prometheus text exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('serves the text format, with pool use per pool', async () => {
    const metrics = createMetrics();
    observePools(metrics, { app: db.pools.app, owner: db.pools.owner });
    const app = Fastify();
    registerMetricsRoute(app, metrics);
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(sample(response.body, 'clubline_db_pool_connections{pool="app",state="max"}')).toBe(10);
    expect(sample(response.body, 'clubline_db_pool_connections{pool="owner",state="max"}')).toBe(5);
    expect(response.body).toContain('clubline_process_resident_memory_bytes');
    await app.close();
  });
});

describe('latency', () => {
  it('times each GraphQL operation by its root fields, type and outcome', async () => {
    const metrics = createMetrics();
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { getPerson: String, getBranch: String, broken: String }',
        resolvers: {
          Query: {
            getPerson: () => 'p',
            getBranch: () => 'b',
            broken: () => {
              throw new Error('no');
            },
          },
        },
      }),
      plugins: [operationMetricsPlugin(metrics)],
      logging: false,
    });
    const run = (query: string) =>
      yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    await run('query Anything { getPerson }');
    await run('{ getBranch getPerson __typename }');
    await run('{ broken }');
    const text = await metrics.registry.metrics();
    const count = (labels: string) =>
      sample(text, `clubline_graphql_operation_duration_seconds_count{${labels}}`);
    expect(count('operation="getPerson",type="query",outcome="ok"')).toBe(1);
    expect(count('operation="getBranch,getPerson",type="query",outcome="ok"')).toBe(1);
    expect(count('operation="broken",type="query",outcome="error"')).toBe(1);
  });

  it('times HTTP answers by route pattern, never by address', async () => {
    const metrics = createMetrics();
    const app = Fastify();
    observeHttp(app, metrics);
    app.get('/files/:token', async () => 'file');
    await app.inject({ method: 'GET', url: '/files/secret-token-1' });
    await app.inject({ method: 'GET', url: '/files/secret-token-2' });
    await app.inject({ method: 'GET', url: '/no/such/path' });
    const text = await metrics.registry.metrics();
    expect(
      sample(
        text,
        'clubline_http_request_duration_seconds_count{method="GET",route="/files/:token",status="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'clubline_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('secret-token');
    await app.close();
  });
});

describe('queues and billing runs, read from the database at scrape time', () => {
  it('gives each queue its ready, deferred and active jobs and the age of its oldest ready job', async () => {
    await ensureQueues(boss, ['metrics-test']);
    await boss.send('metrics-test', {});
    await boss.send('metrics-test', {});
    await boss.send('metrics-test', {}, { startAfter: 3600 });
    await db.pools.owner.query(
      `update ${PGBOSS_SCHEMA}.job set created_on = now() - interval '90 seconds'
        where name = 'metrics-test' and start_after <= now()`,
    );
    const metrics = createMetrics();
    observeQueues(metrics, db.pools.owner);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'clubline_queue_jobs{queue="metrics-test",state="ready"}')).toBe(2);
    expect(sample(text, 'clubline_queue_jobs{queue="metrics-test",state="deferred"}')).toBe(1);
    expect(sample(text, 'clubline_queue_jobs{queue="metrics-test",state="active"}')).toBe(0);
    const age = sample(text, 'clubline_queue_oldest_ready_job_age_seconds{queue="metrics-test"}') ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(200);
  });

  it('counts billing runs by state and says when the last one completed', async () => {
    await ensureQueues(boss, [BILLING_RUN_QUEUE]);
    const applicationId = '00000000-0000-4000-8000-000000000001';
    await boss.send(BILLING_RUN_QUEUE, { applicationId, date: '2026-11-30' });
    await boss.send(BILLING_RUN_QUEUE, { applicationId, date: '2026-12-01' });
    const [job] = await boss.fetch(BILLING_RUN_QUEUE);
    if (!job) throw new Error('no billing run to fetch');
    await boss.complete(BILLING_RUN_QUEUE, job.id);
    const metrics = createMetrics();
    observeQueues(metrics, db.pools.owner);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'clubline_billing_runs{state="completed"}')).toBe(1);
    expect(sample(text, 'clubline_billing_runs{state="created"}')).toBe(1);
    expect(sample(text, 'clubline_billing_runs{state="failed"}')).toBe(0);
    const last = sample(text, 'clubline_billing_run_last_completed_timestamp_seconds') ?? 0;
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60);
  });
});
