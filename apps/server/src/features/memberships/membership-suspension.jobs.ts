import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { loadFacts } from './membership-loader.ts';
import { refreshSuspendedStatus } from './membership-suspension.ts';
import {
  membershipsWithSuspensionChange,
  organisationsWithSuspensions,
} from './membership-suspensions.repository.ts';
import { findMembershipsByIds } from './memberships.repository.ts';

/**
 * The SUSPENDED status follows the calendar (docs/memberships.md "Suspensions"):
 * - `suspension-status` {applicationId}: every membership of the organisation whose suspension
 *   starts or ends around today becomes SUSPENDED or ACTIVE by its home branch's today; state-based,
 *   so a retry or a second delivery changes nothing;
 * - `suspension-status-hour`: hourly, one `suspension-status` per organisation with suspensions, so
 *   a suspension starts and ends within the hour after midnight in the branch's time zone.
 * The operations also set the status at once (the spec's 'approx 20 seconds').
 */
export async function refreshSuspendedStatuses(
  db: Database,
  applicationId: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<number> {
  return withTenant(db, applicationId, async (tx) => {
    const utcToday = now.toZonedDateTimeISO('UTC').toPlainDate().toString();
    const rows = await findMembershipsByIds(tx, await membershipsWithSuspensionChange(tx, utcToday));
    let changed = 0;
    for (const facts of await loadFacts(tx, rows)) {
      const today = now.toZonedDateTimeISO(facts.branch.timeZone).toPlainDate();
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

export async function enqueueSuspensionStatuses(
  env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>,
): Promise<number> {
  const organisations = await organisationsWithSuspensions(env.ownerPool);
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
