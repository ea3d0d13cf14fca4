import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modules } from '../../features.ts';
import { TEST_JOB_TIMING } from '../../testing/test-constants.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { startWorker } from '../../worker.ts';
import { loadConfig } from '../config.ts';
import { defineJob } from './job-definition.ts';
import { ensureQueues, JOB_RETRY_LIMIT, PGBOSS_SCHEMA } from './job-queue.ts';
import { jobTimingOf, PRODUCTION_JOB_TIMING } from './job-timing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A worker of the test server's dependencies under the test timing. */
const workerOptions = () => ({
  boss: server.boss,
  db: server.deps.db,
  logger: pino({ level: 'silent' }),
  publicUrl: server.deps.publicUrl,
  sms: server.sms,
  email: server.email,
  ownerPool: server.db.pools.owner,
  storage: server.deps.files.storage,
  pollingIntervalSeconds: TEST_JOB_TIMING.pollingIntervalSeconds,
});

describe('job timing from the configuration (docs/operations.md "Jobs")', () => {
  it("keeps production's retry back-off, polling and supervision unless told otherwise", () => {
    expect(PRODUCTION_JOB_TIMING).toEqual({
      retryDelaySeconds: 1,
      retryBackoff: true,
      pollingIntervalSeconds: undefined,
      superviseIntervalSeconds: 10,
    });
    expect(jobTimingOf(loadConfig({}))).toEqual(PRODUCTION_JOB_TIMING);
    expect(
      jobTimingOf(
        loadConfig({
          JOB_RETRY_DELAY_SECONDS: '0',
          JOB_RETRY_BACKOFF: 'false',
          JOB_POLLING_INTERVAL_SECONDS: '0.5',
          JOB_SUPERVISE_INTERVAL_SECONDS: '1',
        }),
      ),
    ).toEqual({
      retryDelaySeconds: 0,
      retryBackoff: false,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    });
  });

  it('refuses values pg-boss would refuse or that would stall the queue', () => {
    // pg-boss polls at most every 0.5 s and supervises at most every second.
    expect(() => loadConfig({ JOB_POLLING_INTERVAL_SECONDS: '0.1' })).toThrow(
      /Invalid configuration: JOB_POLLING_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ JOB_SUPERVISE_INTERVAL_SECONDS: '0' })).toThrow(
      /Invalid configuration: JOB_SUPERVISE_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ JOB_RETRY_DELAY_SECONDS: '1.5' })).toThrow(
      /Invalid configuration: JOB_RETRY_DELAY_SECONDS/,
    );
    expect(() => loadConfig({ JOB_RETRY_DELAY_SECONDS: '86401' })).toThrow(
      /Invalid configuration: JOB_RETRY_DELAY_SECONDS/,
    );
    expect(() => loadConfig({ JOB_RETRY_BACKOFF: 'yes' })).toThrow(
      /Invalid configuration: JOB_RETRY_BACKOFF/,
    );
  });

  it('gives new queues the configured retry and brings queues made under another setting to it', async () => {
    await ensureQueues(server.boss, ['timing-a'], PRODUCTION_JOB_TIMING);
    const [before] = await server.boss.getQueues(['timing-a']);
    expect([before?.retryDelay, before?.retryBackoff]).toEqual([1, true]);

    await ensureQueues(server.boss, ['timing-a', 'timing-b'], TEST_JOB_TIMING);
    const after = await server.boss.getQueues(['timing-a', 'timing-b']);
    expect(after.map((queue) => [queue.name, queue.retryDelay, queue.retryBackoff])).toEqual([
      ['timing-a', 0, false],
      ['timing-b', 0, false],
    ]);
    // Everything else the queues are made with stays (retries, heartbeat, notify).
    expect(after.every((queue) => queue.retryLimit === JOB_RETRY_LIMIT && queue.notify)).toBe(true);
  });
});

describe('a worker under the test timing', () => {
  it('retries a failing job without waiting out the back-off, and still stops after the last retry', async () => {
    const runs: boolean[] = [];
    const failing = defineJob({
      queue: 'timing-fails',
      payload: z.object({}),
      // No interval of its own: pg-boss would wait 30 s between polls, the configured one does not.
      handle: async (_payload, { finalAttempt }) => {
        runs.push(finalAttempt);
        throw new Error('refused');
      },
    });
    await ensureQueues(server.boss, [failing.queue], TEST_JOB_TIMING);
    const stop = await startWorker({ ...modules, jobs: [failing], workerListeners: [] }, workerOptions());
    try {
      const started = Date.now();
      await server.boss.send(failing.queue, {});
      const state = async () => {
        const { rows } = await server.db.pools.owner.query<{ state: string; retry_count: number }>(
          `select state, retry_count from ${PGBOSS_SCHEMA}.job where name = $1`,
          [failing.queue],
        );
        return rows;
      };
      // Production's back-off alone waits at least 1 + 2 + 4 s for the three retries.
      await expect
        .poll(state, { timeout: 6_000, interval: 100 })
        .toEqual([{ state: 'failed', retry_count: JOB_RETRY_LIMIT }]);
      expect(Date.now() - started).toBeLessThan(6_000);
      // Every retry happened, and only the last knew it was the last.
      expect(runs).toEqual([false, false, false, true]);
    } finally {
      await stop();
    }
  });
});

describe('paused schedules (JOB_SCHEDULES_PAUSED)', () => {
  const daily = (queue: string) =>
    defineJob({ queue, payload: z.object({}), schedule: '0 17 * * *', handle: async () => {} });
  const workerOf = (jobs: ReturnType<typeof daily>[], pausedSchedules: string[]) =>
    startWorker({ ...modules, jobs, workerListeners: [] }, { ...workerOptions(), pausedSchedules });
  const scheduled = async () =>
    (await server.boss.getSchedules()).map((one) => one.name).filter((name) => name.startsWith('paused-'));

  it('does not run a paused cron, and removes the schedule an earlier start left', async () => {
    const jobs = [daily('paused-a'), daily('paused-b')];
    await ensureQueues(
      server.boss,
      jobs.map((job) => job.queue),
      TEST_JOB_TIMING,
    );
    await (await workerOf(jobs, []))();
    expect((await scheduled()).sort()).toEqual(['paused-a', 'paused-b']);

    await (await workerOf(jobs, ['paused-b']))();
    expect(await scheduled()).toEqual(['paused-a']);
  });

  it('refuses a name that is no scheduled queue, so a misspelt pause does not leave the run running', async () => {
    await expect(workerOf([daily('paused-c')], ['paused-cc'])).rejects.toThrow(
      /JOB_SCHEDULES_PAUSED names no scheduled queue: paused-cc/,
    );
    expect(() => loadConfig({ JOB_SCHEDULES_PAUSED: 'billing day; drop' })).toThrow(
      /Invalid configuration: JOB_SCHEDULES_PAUSED/,
    );
  });
});
