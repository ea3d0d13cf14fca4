import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { asyncOperationRegistry } from './async-operations.ts';
import {
  ASYNC_OPERATION_QUEUE,
  type AsyncOperationJob,
} from './platform/async-operations/async-operation.ts';
import { processAsyncOperation } from './platform/async-operations/async-operations.service.ts';
import type { Database } from './platform/db/client.ts';
import { JOB_RETRY_LIMIT } from './platform/jobs/job-queue.ts';

export interface WorkerOptions {
  boss: PgBoss;
  /** The api-role database: operations apply through RLS like any request. */
  db: Database;
  logger: Logger;
}

/** The worker process: pg-boss handlers (and, as features arrive, schedules). Returns a stop function. */
export async function startWorker(options: WorkerOptions): Promise<() => Promise<void>> {
  await options.boss.work<AsyncOperationJob>(
    ASYNC_OPERATION_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const outcome = await processAsyncOperation(options.db, asyncOperationRegistry, job.data, {
        finalAttempt: job.retryCount >= JOB_RETRY_LIMIT,
      });
      options.logger.info({ ticketId: job.data.ticketId, outcome }, 'async operation processed');
    },
  );
  return () => options.boss.offWork(ASYNC_OPERATION_QUEUE);
}
