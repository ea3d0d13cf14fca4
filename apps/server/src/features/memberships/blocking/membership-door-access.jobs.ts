import type { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client.ts';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { listPersonsWithRevokedDoorAccess } from '../../access-control/public.ts';
import { findBlockedMemberships } from './membership-blocking.repository.ts';
import { refreshDoorAccess } from './membership-door-access.ts';

/**
 * Door access follows the calendar too (docs/access-control.md "Blocked members"): an admin's
 * allowance ends by itself after its last day, and a blocked membership that ends stops keeping its
 * member out. Blocking, unblocking and Unblock change the doors at once; these catch what time
 * changes:
 * - `door-access` {applicationId}: every person of the organisation with a membership stored
 *   BLOCKED or with their door access taken back is let in or kept out by the rule now; state-based,
 *   so a retry or a second delivery changes nothing;
 * - `door-access-hour`: hourly, one `door-access` per organisation (each finds its own), so an allowance
 *   ends within the hour after midnight (the day after its last day) in the branch's time zone.
 * Today is the billing clock's (BILLING_CLOCK_DATE when set), as Unblock's; `now` (tests) stands on
 * that instant's day instead.
 */
export async function refreshDoorAccessOf(
  db: Database,
  applicationId: string,
  now?: Temporal.Instant,
): Promise<number> {
  return withTenant(db, applicationId, async (tx) => {
    const blocked = (await findBlockedMemberships(tx)).map((row) => row.personId);
    const revoked = await listPersonsWithRevokedDoorAccess(tx);
    return refreshDoorAccess(tx, applicationId, [...blocked, ...revoked], now);
  });
}

export const doorAccessJob = defineJob({
  queue: 'door-access',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async (payload, { env }) => `${await refreshDoorAccessOf(env.db, payload.applicationId)} changed`,
});

async function enqueueDoorAccessRefreshes(
  env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>,
): Promise<number> {
  const organisations = await organisationIds(env.ownerPool);
  for (const applicationId of organisations) {
    await env.boss.send(doorAccessJob.queue, { applicationId });
  }
  return organisations.length;
}

export const doorAccessHourJob = defineJob({
  queue: 'door-access-hour',
  payload: z.unknown(),
  // Ten past the hour: after the suspension statuses (five past) have moved with the calendar.
  schedule: '10 * * * *',
  handle: (_payload, { env }) => enqueueDoorAccessRefreshes(env),
});
