import type { Job, JobResult } from 'pg-boss';
import { ConfigError } from './platform/config.ts';
import type { RegisteredJob, WorkerEnvironment } from './platform/jobs/job-definition.ts';
import { JOB_RETRY_LIMIT } from './platform/jobs/job-queue.ts';
import type { Metrics } from './platform/metrics/metrics.ts';
import type { AssembledModules } from './platform/modules/assemble.ts';

export interface WorkerOptions extends Omit<WorkerEnvironment, 'asyncOperations'> {
  /**
   * Seconds between polls of every queue, instead of each job's own (JOB_POLLING_INTERVAL_SECONDS;
   * the test harness polls every 0.5 s so retries coming due are not waited for).
   */
  pollingIntervalSeconds?: number | undefined;
  /** Scheduled queues whose cron is not run (JOB_SCHEDULES_PAUSED); each must be a scheduled queue. */
  pausedSchedules?: readonly string[];
}

/**
 * The worker process: every module's jobs (handlers, schedules) and subscriptions, derived from
 * the module list. Schedules are (re)created at every start. Returns a stop function.
 *
 * Wake-up: queues are created with `notify`, so every enqueue (the api's `enqueue_tenant_job`
 * included) sends a NOTIFY that PostgreSQL delivers on commit, and pg-boss's listener wakes the
 * queue's fetch loops at once; `pollingIntervalSeconds` (the job's, or the configured one for every
 * queue) is only the backstop, and what picks up a retry coming due. Concurrency: a job
 * definition's `concurrency` gives the number of fetch loops and the batch each claims; a loop that
 * claimed a full batch fetches again without waiting (more work is likely queued behind it).
 */
export async function startWorker(
  modules: AssembledModules,
  options: WorkerOptions,
  metrics?: Metrics,
): Promise<() => Promise<void>> {
  const { pollingIntervalSeconds: configuredPolling, pausedSchedules = [], ...environment } = options;
  const paused = pausedSchedulesOf(modules, pausedSchedules);
  const env: WorkerEnvironment = { ...environment, asyncOperations: modules.asyncOperations };
  for (const job of modules.jobs) {
    const polling = configuredPolling ?? job.pollingIntervalSeconds;
    const batchSize = job.concurrency?.batchSize ?? 1;
    await options.boss.work(
      job.queue,
      {
        batchSize,
        localConcurrency: job.concurrency?.workers ?? 1,
        burstWhenBatchFull: batchSize > 1,
        perJobResults: true,
        ...(polling !== undefined
          ? { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling }
          : {}),
      },
      (delivered) => Promise.all(delivered.map((one) => timed(job, one, env, metrics))),
    );
    // A paused schedule is also removed from pg-boss's table, where an earlier start left it.
    if (job.schedule && paused.has(job.queue)) await options.boss.unschedule(job.queue);
    else if (job.schedule) await options.boss.schedule(job.queue, job.schedule);
  }
  const stopListeners = await Promise.all(
    modules.workerListeners.map((listen) =>
      listen({ db: options.db, sms: options.sms, logger: options.logger }),
    ),
  );
  return async () => {
    for (const job of modules.jobs) await options.boss.offWork(job.queue);
    for (const stop of stopListeners) await stop();
  };
}

/**
 * The paused names as a set, refused unless each is a scheduled queue: a misspelt name would
 * otherwise leave the run it meant to pause running.
 */
function pausedSchedulesOf(
  modules: Pick<AssembledModules, 'jobs'>,
  names: readonly string[],
): ReadonlySet<string> {
  const scheduled = new Set(modules.jobs.filter((job) => job.schedule).map((job) => job.queue));
  const unknown = names.filter((name) => !scheduled.has(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration: JOB_SCHEDULES_PAUSED names no scheduled queue: ${unknown.join(', ')} (scheduled: ${[...scheduled].sort().join(', ')})`,
    );
  }
  return new Set(names);
}

/** `runOne`, its time recorded by queue and outcome when the process exports metrics. */
async function timed(
  job: RegisteredJob,
  delivered: Job<unknown>,
  env: WorkerEnvironment,
  metrics: Metrics | undefined,
): Promise<JobResult> {
  const startedAt = performance.now();
  const result = await runOne(job, delivered, env);
  metrics?.jobSeconds.observe(
    { queue: job.queue, outcome: result.status },
    (performance.now() - startedAt) / 1000,
  );
  return result;
}

/**
 * Runs one job of a batch and settles it alone: a job that throws is failed (pg-boss retries it up
 * to JOB_RETRY_LIMIT times) without failing, and so repeating, the others of its batch.
 */
async function runOne(
  job: RegisteredJob,
  delivered: Job<unknown>,
  env: WorkerEnvironment,
): Promise<JobResult> {
  try {
    const outcome = await job.run(delivered.data, {
      env,
      finalAttempt: delivered.retryCount >= JOB_RETRY_LIMIT,
    });
    env.logger.info({ queue: job.queue, jobId: delivered.id, outcome }, 'job processed');
    return { id: delivered.id, status: 'completed' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    env.logger.warn(
      { queue: job.queue, jobId: delivered.id, attempt: delivered.retryCount, err: error },
      'job failed',
    );
    return { id: delivered.id, status: 'failed', output: { message } };
  }
}
