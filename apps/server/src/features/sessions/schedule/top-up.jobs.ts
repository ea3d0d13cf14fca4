import { z } from 'zod';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { billingClock } from '../../billing/public.ts';
import { horizonOf, materialiseSeries } from './materialise.ts';
import { allOrganisations, listOpenSeries } from './schedule.repository.ts';

/**
 * Tops up one organisation's weekly series without an end to 26 weeks ahead of today (in each
 * series' zone). Idempotent: a date already made is skipped by the unique (series, date), and a
 * series already far enough is not touched.
 */
export async function topUpOpenSeries(tx: Parameters<typeof materialiseSeries>[0]): Promise<number> {
  const open = await listOpenSeries(tx);
  let written = 0;
  for (const series of open) {
    written += await materialiseSeries(tx, series, horizonOf(series, billingClock.today(series.timeZone)));
  }
  return written;
}

export const sessionTopUpJob = defineJob({
  queue: 'session-top-up',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async (payload, { env }) =>
    withTenant(env.db, payload.applicationId, async (tx) => `${await topUpOpenSeries(tx)} sessions made`),
});

async function enqueueTopUps(env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>): Promise<number> {
  const organisations = await allOrganisations(env.ownerPool);
  for (const applicationId of organisations) await env.boss.send(sessionTopUpJob.queue, { applicationId });
  return organisations.length;
}

/** Daily, at 15:00 UTC (the small hours in New Zealand and Australia). */
export const sessionTopUpDayJob = defineJob({
  queue: 'session-top-up-day',
  payload: z.unknown(),
  schedule: '0 15 * * *',
  handle: (_payload, { env }) => enqueueTopUps(env),
});
