import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { unsubscribeSignerOf } from '../unsubscribe/unsubscribe-links.ts';
import { type RunEnvironment, runOrganisation } from './organisation-run.ts';

async function runEnvironment(env: WorkerEnvironment): Promise<RunEnvironment> {
  return {
    db: env.db,
    deps: { jobs: tenantJobQueue },
    sms: env.sms,
    links: { publicUrl: env.publicUrl, signer: await unsubscribeSignerOf(env.ownerPool) },
    report: (event, details) => env.logger.error(details, event),
  };
}

/**
 * One organisation's correspondence (organisation-run.ts). Safe twice: the send log makes a
 * repeated run send nothing more.
 */
export const correspondenceRunJob = defineJob({
  queue: 'correspondence.run',
  payload: z.object({
    applicationId: z.uuid(),
    branchId: z.uuid().optional(),
    force: z.boolean().optional(),
  }),
  handle: async ({ applicationId, branchId, force }, { env }) => {
    const result = await runOrganisation(await runEnvironment(env), applicationId, Temporal.Now.instant(), {
      branchId,
      force,
    });
    return `${result.queued} queued, ${result.smsSent} SMS sent`;
  },
});

/**
 * Hourly at five past: every organisation's run. A branch runs its day from 09:00 in its own zone
 * (later runs that day send what became due since); waiting SMS go once quiet hours end.
 */
export const correspondenceHourlyJob = defineJob({
  queue: 'correspondence.hourly',
  payload: z.unknown(),
  schedule: '5 * * * *',
  handle: async (_payload, { env }) => {
    const organisations = await organisationIds(env.ownerPool);
    for (const applicationId of organisations)
      await env.boss.send(correspondenceRunJob.queue, { applicationId });
    return organisations.length;
  },
});
