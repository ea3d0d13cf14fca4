import { z } from 'zod';
import { defineJob, type JobConcurrency } from '../jobs/job-definition.ts';
import { processEmailSendJob } from './email-send.ts';

/**
 * The email send jobs. The payload carries ids only: the address and the rendered message (which
 * may hold a temporary passcode) stay in the RLS-protected `outbound_emails` row.
 *
 * Two queues with one handler, so one person's message never waits behind a crowd's. A day's
 * correspondence or a report schedule queues a hundred messages or thousands at once (`bulk`);
 * a temporary passcode, a payment setup link, a receipt or a place offered is one message someone
 * is waiting for. On one queue the passcode queued after a day's run waited for all of it.
 *
 * A message is sent once however many run together: each locks its own row.
 */
const payload = z.object({ applicationId: z.uuid(), emailId: z.uuid() });

/**
 * Two at a time, and a fetch again at once while both come back (pg-boss bursts only with batches
 * over one): a day's run drains at the handler's pace, where one job per fetch waited the polling
 * interval (1 s) between messages. Two, not more: every job a worker may hold in flight is a
 * database connection the deployment reserves (docs/operations.md "Sizing"; the container check's
 * fleet of two apis and two workers must fit in max_connections 200).
 */
const BULK_CONCURRENCY: JobConcurrency = { workers: 1, batchSize: 2 };

/** One at a time: these come one by one, and each enqueue's NOTIFY wakes the worker at once. */
export const emailSendJob = defineJob({
  queue: 'email-send',
  payload,
  pollingIntervalSeconds: 1,
  handle: (job, { env, finalAttempt }) => processEmailSendJob(env.db, env.email, job, { finalAttempt }),
});

export const bulkEmailSendJob = defineJob({
  queue: 'email-send.bulk',
  payload,
  pollingIntervalSeconds: 1,
  concurrency: BULK_CONCURRENCY,
  handle: (job, { env, finalAttempt }) => processEmailSendJob(env.db, env.email, job, { finalAttempt }),
});
