import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import { processEmailSendJob } from './email-send.ts';

/**
 * The generic email send job. The payload carries ids only: the address and the rendered message
 * (which may hold a temporary passcode) stay in the RLS-protected `outbound_emails` row.
 */
export const emailSendJob = defineJob({
  queue: 'email-send',
  payload: z.object({ applicationId: z.uuid(), emailId: z.uuid() }),
  pollingIntervalSeconds: 1,
  handle: (payload, { env, finalAttempt }) =>
    processEmailSendJob(env.db, env.email, payload, { finalAttempt }),
});
