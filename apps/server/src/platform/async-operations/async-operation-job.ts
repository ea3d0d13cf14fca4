import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import { processAsyncOperation } from './process-async-operation.ts';

/** Applies one async-operation ticket (spec 1 §4.3); the ticket id is all the payload carries. */
export const asyncOperationJob = defineJob({
  queue: 'async-operation',
  payload: z.object({ applicationId: z.uuid(), ticketId: z.uuid() }),
  pollingIntervalSeconds: 1,
  handle: (payload, { env, finalAttempt }) =>
    processAsyncOperation(env.db, env.asyncOperations, payload, { finalAttempt }),
});
