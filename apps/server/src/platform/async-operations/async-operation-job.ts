import { z } from 'zod';
import { defineJob, type JobConcurrency } from '../jobs/job-definition.ts';
import { processAsyncOperation } from './process-async-operation.ts';

/**
 * Async operations in flight in one worker process: 4 fetch loops of up to 4 tickets. Staff wait
 * on every ticket (the web polls every 300 ms), so a burst must not queue behind one job at a time;
 * but each ticket holds a database connection for its transaction, and on a small database server
 * more parallel transactions only queue inside PostgreSQL. 16 drains a burst of 50 in about four
 * rounds of a few milliseconds each. Tickets stay exactly-once however many run together: each
 * locks its ticket row, and operations lock the rows they change (e.g. the person transferred).
 */
const ASYNC_OPERATION_CONCURRENCY: JobConcurrency = { workers: 4, batchSize: 4 };

/** Applies one async-operation ticket (spec 1 §4.3); the ticket id is all the payload carries. */
export const asyncOperationJob = defineJob({
  queue: 'async-operation',
  payload: z.object({ applicationId: z.uuid(), ticketId: z.uuid() }),
  // The backstop poll; a committed ticket wakes the worker at once through NOTIFY.
  pollingIntervalSeconds: 1,
  concurrency: ASYNC_OPERATION_CONCURRENCY,
  handle: (payload, { env, finalAttempt }) =>
    processAsyncOperation(env.db, env.asyncOperations, payload, { finalAttempt }),
});
