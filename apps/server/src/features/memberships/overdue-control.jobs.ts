import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { organisationIds } from '../../platform/db/organisations.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { billingClock } from '../billing/public.ts';
import { firstBranchTimeZone } from '../branches/public.ts';
import { overdueSettingsSaved, readOrganisationSettings } from '../organisation-settings/public.ts';
import { assessOverdueBlocking } from './blocking/membership-blocking.ts';

/**
 * Overdue control's jobs (docs/overdue-control.md). They block memberships, so they are
 * memberships' own; the organisation settings, a floor below, only hold the settings they read
 * and announce when those are saved.
 * - `overdue-assessment` {applicationId}: blocks and unblocks one organisation's memberships by
 *   its settings and ledgers; state-based, so a retry or a second delivery changes nothing. Also
 *   enqueued when the overdue settings are saved, so staff see the effect at once.
 * - `overdue-assessment-day`: the daily schedule, an hour after the billing day (17:00 UTC) so the
 *   night's debit outcomes count.
 */
export const overdueAssessmentJob = defineJob({
  queue: 'overdue-assessment',
  payload: z.object({ applicationId: z.uuid() }),
  pollingIntervalSeconds: 2,
  handle: async (payload, { env }) =>
    withTenant(env.db, payload.applicationId, async (tx) => {
      const settings = await readOrganisationSettings(tx);
      // The billing clock's today (BILLING_CLOCK_DATE when set): the day the runs billed and staff see.
      const today = Temporal.PlainDate.from(billingClock.today(await firstBranchTimeZone(tx)));
      const result = await assessOverdueBlocking(tx, payload.applicationId, settings.overdue, today);
      return `${result.blocked} blocked, ${result.unblocked} unblocked`;
    }),
});

export async function enqueueOverdueAssessments(
  env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>,
): Promise<number> {
  const organisations = await organisationIds(env.ownerPool);
  for (const applicationId of organisations) {
    await env.boss.send(overdueAssessmentJob.queue, { applicationId });
  }
  return organisations.length;
}

export const overdueAssessmentDayJob = defineJob({
  queue: 'overdue-assessment-day',
  payload: z.unknown(),
  schedule: '0 18 * * *',
  handle: (_payload, { env }) => enqueueOverdueAssessments(env),
});

/**
 * Saved overdue settings are assessed at once instead of at the next daily run: the assessment is
 * enqueued in the saving transaction, so it exists exactly when the settings were saved.
 */
export const assessWhenOverdueSettingsSaved = overdueSettingsSaved.handledBy((tx, { applicationId }) =>
  tenantJobQueue.send(overdueAssessmentJob, { applicationId }, tx),
);
