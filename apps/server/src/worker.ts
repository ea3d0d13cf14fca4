import type { WorkerEnvironment } from './platform/jobs/job-definition.ts';
import { JOB_RETRY_LIMIT } from './platform/jobs/job-queue.ts';
import type { AssembledModules } from './platform/modules/assemble.ts';

export type WorkerOptions = Omit<WorkerEnvironment, 'asyncOperations'>;

/**
 * The worker process: every module's jobs (handlers, schedules) and subscriptions, derived from
 * the module list. Schedules are (re)created at every start. Returns a stop function.
 */
export async function startWorker(
  modules: AssembledModules,
  options: WorkerOptions,
): Promise<() => Promise<void>> {
  const env: WorkerEnvironment = { ...options, asyncOperations: modules.asyncOperations };
  for (const job of modules.jobs) {
    const polling = job.pollingIntervalSeconds;
    await options.boss.work(
      job.queue,
      {
        batchSize: 1,
        ...(polling !== undefined
          ? { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling }
          : {}),
      },
      async ([delivered]) => {
        if (!delivered) return;
        const outcome = await job.run(delivered.data, {
          env,
          finalAttempt: delivered.retryCount >= JOB_RETRY_LIMIT,
        });
        options.logger.info({ queue: job.queue, jobId: delivered.id, outcome }, 'job processed');
      },
    );
    if (job.schedule) await options.boss.schedule(job.queue, job.schedule);
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
