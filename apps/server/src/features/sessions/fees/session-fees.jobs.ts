import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { type NoShowCursor, noShowsToAssess } from './session-fees.repository.ts';
import { assessNoShow } from './session-fees.ts';

/** Bookings read per batch; a run reads batches until none is left. */
const NO_SHOWS_PER_BATCH = 500;

/**
 * No-shows of one organisation at `now`: each booking in its own transaction, so one that fails
 * (logged) never stops the others; it is tried again at the next run while its session ended less
 * than a day ago. The bookings are read in batches after the last one read, not from the start
 * again: bookings that are never recorded (a guest, a member without a billing account, one that
 * fails) would otherwise fill the first batch at every run and no one after them would be charged.
 * Answers how many were charged or waived free.
 */
export async function assessOrganisationNoShows(
  env: Pick<WorkerEnvironment, 'db' | 'logger'>,
  applicationId: string,
  now: Temporal.Instant,
  options: { batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? NO_SHOWS_PER_BATCH;
  let recorded = 0;
  let after: NoShowCursor | null = null;
  for (;;) {
    const cursor: NoShowCursor | null = after;
    const batch: NoShowCursor[] = await withTenant(env.db, applicationId, (tx) =>
      noShowsToAssess(tx, now, batchSize, cursor),
    );
    for (const { bookingId } of batch) {
      try {
        const outcome = await withTenant(env.db, applicationId, (tx) =>
          assessNoShow(tx, applicationId, bookingId, now),
        );
        if (outcome === 'charged' || outcome === 'free') recorded += 1;
      } catch (error) {
        env.logger.error(
          { err: error, applicationId, bookingId },
          'no-show fee: the booking was not assessed',
        );
      }
    }
    after = batch.at(-1) ?? null;
    if (batch.length < batchSize || after === null) return recorded;
  }
}

/**
 * Every 5 minutes: sessions of classes with fees on that ended with members still BOOKED (never
 * checked in) record a no-show fee for each (docs/billing.md "Class fees").
 */
export const noShowFeesJob = defineJob({
  queue: 'sessions.no-show-fees',
  payload: z.unknown(),
  schedule: '*/5 * * * *',
  handle: async (_payload, { env }) => {
    const now = Temporal.Now.instant();
    let recorded = 0;
    for (const applicationId of await organisationIds(env.ownerPool)) {
      try {
        recorded += await assessOrganisationNoShows(env, applicationId, now);
      } catch (error) {
        env.logger.error({ err: error, applicationId }, 'no-show fees: the organisation was not assessed');
      }
    }
    return recorded;
  },
});
