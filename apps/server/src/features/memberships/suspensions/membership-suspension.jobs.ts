import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client.ts';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { billingClock } from '../../billing/public.ts';
import { findMembershipsByIds } from '../memberships.repository.ts';
import { loadFacts } from '../views/membership-loader.ts';
import { refreshSuspendedStatus } from './membership-suspension.ts';
import { membershipsWithSuspensionChange } from './membership-suspensions.repository.ts';

/**
 * The SUSPENDED status follows the calendar (docs/memberships.md "Suspensions"):
 * - `suspension-status` {applicationId}: every membership of the organisation whose suspension
 *   starts or ends around today becomes SUSPENDED or ACTIVE by its home branch's today; state-based,
 *   so a retry or a second delivery changes nothing;
 * - `suspension-status-hour`: hourly, one `suspension-status` per organisation (platform/db/organisations.ts), so
 *   a suspension starts and ends within the hour after midnight in the branch's time zone.
 * The operations also set the status at once (the spec's 'approx 20 seconds').
 *
 * Today is the billing clock's (BILLING_CLOCK_DATE when set), the day staff's views, the actions
 * and the billing runs stand on; `now` (tests) stands on that instant's day instead.
 */
export async function refreshSuspendedStatuses(
  db: Database,
  applicationId: string,
  now?: Temporal.Instant,
): Promise<number> {
  const todayIn = (timeZone: string) =>
    now
      ? now.toZonedDateTimeISO(timeZone).toPlainDate()
      : Temporal.PlainDate.from(billingClock.today(timeZone));
  return withTenant(db, applicationId, async (tx) => {
    const utcToday = todayIn('UTC').toString();
    const rows = await findMembershipsByIds(tx, await membershipsWithSuspensionChange(tx, utcToday));
    let changed = 0;
    for (const facts of await loadFacts(tx, rows)) {
      const today = todayIn(facts.branch.timeZone);
      if (await refreshSuspendedStatus(tx, facts.row.id, facts.row.status, facts.suspensions, today))
        changed++;
    }
    return changed;
  });
}

export const suspensionStatusJob = defineJob({
  queue: 'suspension-status',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async (payload, { env }) =>
    `${await refreshSuspendedStatuses(env.db, payload.applicationId)} changed`,
});

async function enqueueSuspensionStatuses(
  env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>,
): Promise<number> {
  const organisations = await organisationIds(env.ownerPool);
  for (const applicationId of organisations) {
    await env.boss.send(suspensionStatusJob.queue, { applicationId });
  }
  return organisations.length;
}

export const suspensionStatusHourJob = defineJob({
  queue: 'suspension-status-hour',
  payload: z.unknown(),
  schedule: '5 * * * *',
  handle: (_payload, { env }) => enqueueSuspensionStatuses(env),
});
