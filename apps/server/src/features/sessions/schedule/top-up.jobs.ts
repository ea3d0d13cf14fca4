import { z } from 'zod';
import type { Transaction } from '../../../platform/db/client.ts';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { billingClock } from '../../billing/public.ts';
import { horizonOf, materialiseSeries } from './materialise.ts';
import { listOpenSeries } from './schedule.repository.ts';

/**
 * Tops up one organisation's weekly series without an end to 26 weeks ahead of today (in each
 * series' zone). Idempotent: a date already made is skipped by the unique (series, date), and a
 * series already far enough is not touched. Each series is written under a savepoint of its own:
 * one the database or the zone rules refuse is reported to `failed` and the others still go on.
 */
export async function topUpOpenSeries(
  tx: Transaction,
  failed: (seriesId: string, error: unknown) => void = () => {},
): Promise<number> {
  const open = await listOpenSeries(tx);
  let written = 0;
  for (const series of open) {
    try {
      written += await tx.transaction((savepoint) =>
        materialiseSeries(savepoint, series, horizonOf(series, billingClock.today(series.timeZone))),
      );
    } catch (error) {
      failed(series.id, error);
    }
  }
  return written;
}

export const sessionTopUpJob = defineJob({
  queue: 'session-top-up',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async (payload, { env }) =>
    withTenant(env.db, payload.applicationId, async (tx) => {
      const written = await topUpOpenSeries(tx, (seriesId, error) =>
        env.logger.error({ err: error, seriesId }, 'session series not topped up'),
      );
      return `${written} sessions made`;
    }),
});

async function enqueueTopUps(env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>): Promise<number> {
  const organisations = await organisationIds(env.ownerPool);
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
