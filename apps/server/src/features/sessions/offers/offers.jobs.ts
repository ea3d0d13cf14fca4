import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { PLACE_FREED_QUEUE, type PlaceFreed, placeFreedPayload } from '../bookings/place-freed.queue.ts';
import { assessCancellation } from '../fees/session-fees.ts';
import { type FillResult, fillFreedPlaces } from './fill-freed-places.ts';
import { type OfferLinks, offerLinkSignerOf } from './offer-links.ts';
import { type ExpiredOffersCursor, sessionsWithExpiredOffers } from './offers.repository.ts';

/** Sessions read per batch; a run reads batches until none is left. */
const EXPIRED_SESSIONS_PER_BATCH = 200;

async function linksOf(env: Pick<WorkerEnvironment, 'ownerPool' | 'publicUrl'>): Promise<OfferLinks> {
  return { publicUrl: env.publicUrl, signer: await offerLinkSignerOf(env.ownerPool) };
}

const summary = (fill: FillResult) =>
  `${fill.offered} offered, ${fill.booked} booked, ${fill.expired} expired, ${fill.refused} refused`;

/**
 * A place was freed (bookings/places.ts `releasePlace`): first the cancelled booking's fee is
 * assessed (late, and not the club's doing), then the session's free places are filled from its
 * waitlist. Each step is its own transaction and safe to run twice (one fee per booking; the
 * planner re-plans from what is stored). A failed fee does not hold back the offer: the offer is
 * made, then the job fails and its retry assesses the fee again.
 */
export async function handlePlaceFreed(
  payload: PlaceFreed,
  env: Pick<WorkerEnvironment, 'db' | 'logger' | 'ownerPool' | 'publicUrl'>,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<string> {
  const { applicationId, sessionId, bookingId } = payload;
  let feeFailure: unknown = null;
  let fee = 'not assessed';
  try {
    fee = await withTenant(env.db, applicationId, (tx) => assessCancellation(tx, applicationId, bookingId));
  } catch (error) {
    feeFailure = error;
    env.logger.error(
      { err: error, applicationId, bookingId },
      'late cancellation fee: not assessed, retried',
    );
  }
  const links = await linksOf(env);
  const fill = await withTenant(env.db, applicationId, (tx) =>
    fillFreedPlaces(tx, { applicationId, sessionId, now, links }),
  );
  if (feeFailure !== null) throw feeFailure;
  return `fee ${fee}; ${summary(fill)}`;
}

export const placeFreedJob = defineJob({
  queue: PLACE_FREED_QUEUE,
  payload: placeFreedPayload,
  // Staff watch the drawer for the place to fill (it polls every 3 s after a removal).
  pollingIntervalSeconds: 1,
  handle: (payload, { env }) => handlePlaceFreed(payload, env),
});

/**
 * Offers of one organisation whose hold ran out by `now`: each session re-planned in its own
 * transaction (the expiry recorded, the next member waiting asked); a failure is logged and the
 * next run tries again. The sessions are read in batches after the last one read, not from the
 * start again: sessions that fail, or whose offers are never recorded, would otherwise fill the
 * first batch at every run and no session after them would see its offers expire.
 */
export async function expireOrganisationOffers(
  env: Pick<WorkerEnvironment, 'db' | 'logger' | 'ownerPool' | 'publicUrl'>,
  applicationId: string,
  now: Temporal.Instant,
  options: { batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? EXPIRED_SESSIONS_PER_BATCH;
  let links: OfferLinks | undefined;
  let expired = 0;
  let after: ExpiredOffersCursor | null = null;
  for (;;) {
    const cursor: ExpiredOffersCursor | null = after;
    const batch: ExpiredOffersCursor[] = await withTenant(env.db, applicationId, (tx) =>
      sessionsWithExpiredOffers(tx, now, batchSize, cursor),
    );
    if (batch.length === 0) return expired;
    // Read once a run, and only when there is something to re-plan.
    links ??= await linksOf(env);
    const offerLinks = links;
    for (const { sessionId } of batch) {
      try {
        const fill = await withTenant(env.db, applicationId, (tx) =>
          fillFreedPlaces(tx, { applicationId, sessionId, now, links: offerLinks }),
        );
        expired += fill.expired;
      } catch (error) {
        env.logger.error({ err: error, applicationId, sessionId }, 'waitlist offers: expiry not recorded');
      }
    }
    after = batch.at(-1) ?? null;
    if (batch.length < batchSize) return expired;
  }
}

/** Every minute: offers past their expiry are recorded EXPIRED and the place passes to the next. */
export const offerExpiryJob = defineJob({
  queue: 'sessions.offer-expiry',
  payload: z.unknown(),
  schedule: '* * * * *',
  handle: async (_payload, { env }) => {
    const now = Temporal.Now.instant();
    let expired = 0;
    for (const applicationId of await organisationIds(env.ownerPool)) {
      try {
        expired += await expireOrganisationOffers(env, applicationId, now);
      } catch (error) {
        env.logger.error({ err: error, applicationId }, 'waitlist offers: organisation not looked at');
      }
    }
    return expired;
  },
});
