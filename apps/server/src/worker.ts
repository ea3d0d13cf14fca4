import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { asyncOperationRegistry } from './async-operations.ts';
import { SMS_SEND_QUEUE, type SmsSendJob } from './features/members/sms/sms.jobs.ts';
import { applySmsDeliveryReport, processSmsSendJob } from './features/members/sms/sms.service.ts';
import {
  ASYNC_OPERATION_QUEUE,
  type AsyncOperationJob,
} from './platform/async-operations/async-operation.ts';
import { processAsyncOperation } from './platform/async-operations/async-operations.service.ts';
import type { Database } from './platform/db/client.ts';
import type { FileStorage } from './platform/files/file-storage.ts';
import {
  purgeExpiredTemporaryFiles,
  TEMPORARY_FILES_PURGE_QUEUE,
  TEMPORARY_FILES_PURGE_SCHEDULE,
} from './platform/files/temporary-files.ts';
import { JOB_RETRY_LIMIT } from './platform/jobs/job-queue.ts';
import type { SmsProvider } from './platform/messaging/sms-provider.ts';

export interface WorkerOptions {
  boss: PgBoss;
  /** The api-role database: operations apply through RLS like any request. */
  db: Database;
  logger: Logger;
  /** The SMS gateway (the sandbox unless configured otherwise). */
  sms: SmsProvider;
  /** Owner connection, for platform housekeeping across organisations (expired files). */
  ownerPool: pg.Pool;
  storage: FileStorage;
}

/** The worker process: pg-boss handlers (and, as features arrive, schedules). Returns a stop function. */
export async function startWorker(options: WorkerOptions): Promise<() => Promise<void>> {
  // A NOTIFY that lands while the worker is busy can be missed; pg-boss then waits for its backstop
  // poll (30 s by default on NOTIFY queues). Staff wait on these tickets (a transfer, an SMS and
  // the 2 s notes refetch), so both queues poll every second as well.
  await options.boss.work<AsyncOperationJob>(
    ASYNC_OPERATION_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const outcome = await processAsyncOperation(options.db, asyncOperationRegistry, job.data, {
        finalAttempt: job.retryCount >= JOB_RETRY_LIMIT,
      });
      options.logger.info({ ticketId: job.data.ticketId, outcome }, 'async operation processed');
    },
  );
  await options.boss.work<SmsSendJob>(
    SMS_SEND_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const outcome = await processSmsSendJob(options.db, options.sms, job.data, {
        finalAttempt: job.retryCount >= JOB_RETRY_LIMIT,
      });
      options.logger.info({ ticketId: job.data.ticketId, outcome }, 'SMS send processed');
    },
  );
  await options.boss.work(TEMPORARY_FILES_PURGE_QUEUE, { batchSize: 1 }, async () => {
    const purged = await purgeExpiredTemporaryFiles(options.ownerPool, options.storage);
    if (purged > 0) options.logger.info({ purged }, 'expired temporary files deleted');
  });
  await options.boss.schedule(TEMPORARY_FILES_PURGE_QUEUE, TEMPORARY_FILES_PURGE_SCHEDULE);
  const stopDeliveryReports = await options.sms.onDeliveryReports(async (report) => {
    await applySmsDeliveryReport(options.db, report);
  });
  return async () => {
    await options.boss.offWork(ASYNC_OPERATION_QUEUE);
    await options.boss.offWork(SMS_SEND_QUEUE);
    await options.boss.offWork(TEMPORARY_FILES_PURGE_QUEUE);
    await stopDeliveryReports();
  };
}
