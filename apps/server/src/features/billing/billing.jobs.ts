import { z } from 'zod';
import { withTenant } from '../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { defineHook } from '../../platform/modules/hooks.ts';
import { billingClock } from './billing-clock.ts';
import { organisationTimeZone } from './billing-run.repository.ts';
import { organisationsToBill, runBillingDay } from './billing-run.ts';
import { billingProvidersOf } from './providers/providers.ts';

/**
 * A billing run changed the account billing status of these people's memberships (debit outcomes
 * recorded, arrears fallen due or paid), assessed as of `today` (YYYY-MM-DD). Announced in the
 * transaction that changed them, so what a handler writes (memberships: the `overdue` person tags,
 * spec 2 §4 "Overdue") commits with the statuses. Billing stands below memberships and never calls
 * it; memberships registers its handler through its module.
 */
export const billingStatusesChanged = defineHook<{ personIds: readonly string[]; today: string }>(
  'billing-statuses-changed',
);

/**
 * The billing runs' jobs (docs/billing.md "Billing runs"):
 * - `billing-run` {applicationId, date}: one organisation's billing day (billing-run.ts); safe to
 *   run twice or to retry after a crash;
 * - `billing-day`: the daily schedule (17:00 UTC: early morning of the next day in New Zealand and
 *   eastern Australia) enqueueing one `billing-run` per organisation for its billing clock's today.
 */
export const billingRunJob = defineJob({
  queue: 'billing-run',
  payload: z.object({ applicationId: z.uuid(), date: z.iso.date() }),
  handle: async (payload, { env }) => {
    // A job retried on a later day still bills its own day, but assesses arrears as of today.
    const timeZone = await withTenant(env.db, payload.applicationId, organisationTimeZone);
    const result = await runBillingDay(
      env.db,
      billingProvidersOf(env.ownerPool),
      payload.applicationId,
      payload.date,
      {
        afterOutcomes: (tx, personIds, today) => billingStatusesChanged.announce(tx, { personIds, today }),
        today: billingClock.today(timeZone),
        // Reported where operators look; the run has billed every other membership already.
        onFailure: (failure) =>
          env.logger.error(
            { applicationId: payload.applicationId, date: payload.date, ...failure },
            'billing run: a membership was set aside; the next run tries it again',
          ),
        onRecordingFailed: (membershipIds, reason) =>
          env.logger.error(
            { applicationId: payload.applicationId, date: payload.date, membershipIds, reason },
            'billing run: the record of set-aside memberships (billing_run_failures) could not be written',
          ),
      },
    );
    const setAside = result.failures.length > 0 ? `, ${result.failures.length} set aside` : '';
    return `${result.debitsSubmitted} debits, ${result.settled} settled, ${result.dishonoured} dishonoured${setAside}`;
  },
});

export async function enqueueBillingDays(
  env: Pick<WorkerEnvironment, 'boss' | 'ownerPool' | 'db'>,
): Promise<number> {
  const organisations = await organisationsToBill(env.ownerPool, env.db);
  for (const organisation of organisations) {
    const date = billingClock.today(organisation.timeZone);
    await env.boss.send(
      billingRunJob.queue,
      { applicationId: organisation.applicationId, date },
      { singletonKey: `${organisation.applicationId}:${date}` },
    );
  }
  return organisations.length;
}

export const billingDayJob = defineJob({
  queue: 'billing-day',
  payload: z.unknown(),
  schedule: '0 17 * * *',
  handle: (_payload, { env }) => enqueueBillingDays(env),
});
