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
 * Each queue claims a batch per fetch and fetches again at once while batches come back full
 * (a queue worked one job at a time waits its polling interval between jobs: one message a second).
 * A message is sent once however many run together: each locks its own row.
 */
const payload = z.object({ applicationId: z.uuid(), emailId: z.uuid() });

/** A few at a time: these come one by one, and a burst (a branch's receipts) is small. */
const PERSONAL_CONCURRENCY: JobConcurrency = { workers: 1, batchSize: 4 };
/**
 * Eight at a time, holding eight of the worker's connections while a burst lasts: the demo's day
 * of correspondence (114 emails) was sent while its run was still queueing them, the last 0.13 s
 * after the run (docs/email.md); through SMTP each message also waits for the mail server.
 */
const BULK_CONCURRENCY: JobConcurrency = { workers: 1, batchSize: 8 };

export const emailSendJob = defineJob({
  queue: 'email-send',
  payload,
  pollingIntervalSeconds: 1,
  concurrency: PERSONAL_CONCURRENCY,
  handle: (job, { env, finalAttempt }) => processEmailSendJob(env.db, env.email, job, { finalAttempt }),
});

export const bulkEmailSendJob = defineJob({
  queue: 'email-send.bulk',
  payload,
  pollingIntervalSeconds: 1,
  concurrency: BULK_CONCURRENCY,
  handle: (job, { env, finalAttempt }) => processEmailSendJob(env.db, env.email, job, { finalAttempt }),
});
