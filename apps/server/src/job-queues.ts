import { SMS_SEND_QUEUE } from './features/members/sms/sms.jobs.ts';
import { ASYNC_OPERATION_QUEUE } from './platform/async-operations/async-operation.ts';
import { TEMPORARY_FILES_PURGE_QUEUE } from './platform/files/temporary-files.ts';
import { SANDBOX_SMS_DELIVERY_QUEUE } from './platform/messaging/sandbox-sms.ts';

/** Every pg-boss queue the processes use; created at start-up (and in the test template). */
export const JOB_QUEUES = [
  ASYNC_OPERATION_QUEUE,
  SMS_SEND_QUEUE,
  SANDBOX_SMS_DELIVERY_QUEUE,
  TEMPORARY_FILES_PURGE_QUEUE,
] as const;
