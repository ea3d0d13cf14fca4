import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-definition.ts';
import { processSmsSendJob } from './sms-send.ts';

/**
 * The SMS send job. The payload carries ids only; the destination number is personal data and
 * stays in the RLS-protected ticket (async_operations.input), like any async operation's input.
 */
export const smsSendJob = defineJob({
  queue: 'sms-send',
  payload: z.object({ applicationId: z.uuid(), ticketId: z.uuid() }),
  pollingIntervalSeconds: 1,
  handle: (payload, { env, finalAttempt }) => processSmsSendJob(env.db, env.sms, payload, { finalAttempt }),
});
