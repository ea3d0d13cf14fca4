import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { loadSigningKeys } from '../../../platform/auth/access-tokens.ts';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { deriveFileUrlKey, fileUrlSigner } from '../../../platform/files/file-urls.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { runDueSchedules, type ScheduleRunEnvironment } from './schedule-run.ts';
import { scheduledReportSigner } from './scheduled-report-links.ts';

async function runEnvironment(env: WorkerEnvironment): Promise<ScheduleRunEnvironment> {
  const keys = await loadSigningKeys(env.ownerPool);
  const secret = keys.privateJwk.d;
  if (!secret) throw new Error('The token signing key has no private part');
  return {
    deps: {
      db: env.db,
      jobs: tenantJobQueue,
      publicUrl: env.publicUrl,
      // Reports hand out no file addresses; the services' dependencies ask for the file service.
      files: {
        storage: env.storage,
        urls: fileUrlSigner({ key: deriveFileUrlKey(secret), publicUrl: env.publicUrl }),
      },
    },
    storage: env.storage,
    signer: scheduledReportSigner(keys),
    report: (event, details) => env.logger.error(details, event),
  };
}

/** One organisation's due report schedules (schedule-run.ts). Safe twice: a period runs once. */
export const reportSchedulesRunJob = defineJob({
  queue: 'report-schedules.run',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async ({ applicationId }, { env }) => {
    const summary = await runDueSchedules(await runEnvironment(env), applicationId, Temporal.Now.instant());
    return `${summary.sent} sent, ${summary.failed} failed`;
  },
});

/**
 * Every quarter hour, every organisation's run: a schedule's hour is in the organisation's zone,
 * and zones half an hour off UTC (Adelaide) still run within the hour they name.
 */
export const reportSchedulesTickJob = defineJob({
  queue: 'report-schedules.tick',
  payload: z.unknown(),
  schedule: '*/15 * * * *',
  handle: async (_payload, { env }) => {
    const organisations = await organisationIds(env.ownerPool);
    for (const applicationId of organisations)
      await env.boss.send(reportSchedulesRunJob.queue, { applicationId });
    return organisations.length;
  },
});
