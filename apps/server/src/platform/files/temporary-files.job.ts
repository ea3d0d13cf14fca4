import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import { purgeExpiredTemporaryFiles } from './temporary-files.ts';

/** Deletes expired generated files (exports) of every organisation, every 15 minutes. */
export const temporaryFilesPurgeJob = defineJob({
  queue: 'files-purge-temporary',
  payload: z.unknown(),
  schedule: '*/15 * * * *',
  handle: (_payload, { env }) => purgeExpiredTemporaryFiles(env.ownerPool, env.storage),
});
