import { expiredOffers, planFreedPlaces } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { takePlace } from '../bookings/places.ts';
import type { OfferLinks } from './offer-links.ts';
import { tellMember } from './offer-notices.ts';
import {
  insertOffer,
  leaveWaitlist,
  lockOfferSession,
  type QueueEntry,
  recordExpired,
  waitingEntries,
} from './offers.repository.ts';

/** What one planning of a session did (the jobs log it). */
export interface FillResult {
  expired: number;
  offered: number;
  booked: number;
}

const NOTHING: FillResult = { expired: 0, offered: 0, booked: 0 };

/**
 * Fills a session's free places from its waitlist (docs/classes.md "Waitlist offers"), all in the
 * caller's one transaction: the session's row is locked first, so a second run (the job delivered
 * twice, the expiry job, an answer through a link) waits and then re-plans from what this one
 * stored. Offers whose hold ran out are recorded EXPIRED, then the domain's `planFreedPlaces`
 * says, for each free place, whom to offer it to (outside the cut-off) or book directly (within
 * it); the offer or booking, the entry's lastPromotionAttempt/lastPromotionResult and the
 * messages are written together, so a run killed midway leaves nothing half done.
 */
export async function fillFreedPlaces(
  tx: Transaction,
  request: { applicationId: string; sessionId: string; now: Temporal.Instant; links: OfferLinks },
): Promise<FillResult> {
  const { applicationId, sessionId, now } = request;
  const session = await lockOfferSession(tx, sessionId);
  if (!session) return NOTHING;
  const stored = await waitingEntries(tx, sessionId);
  const expired = new Set(expiredOffers(stored, now).map((entry) => entry.id));
  await recordExpired(tx, [...expired]);
  const entries: QueueEntry[] = stored.map((entry) =>
    expired.has(entry.id) ? { ...entry, lastPromotionResult: 'EXPIRED' } : entry,
  );
  const result = { ...NOTHING, expired: expired.size };
  // Flag 1016 is the web's; on the server a waitlist is on when its class's is ENABLED.
  if (session.cancelled || !session.waitlistEnabled) return result;
  const steps = planFreedPlaces({
    now,
    sessionStart: session.startsAt,
    capacity: session.capacity,
    bookedCount: session.bookedCount,
    entries,
    settings: { holdMinutes: session.holdMinutes, cutoffMinutes: session.cutoffMinutes },
  });
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const step of steps) {
    const entry = byId.get(step.entryId);
    if (!entry) continue;
    const notice = { applicationId, session, entryId: entry.id, personId: entry.personId };
    if (step.kind === 'OFFER') {
      const offerId = await insertOffer(tx, {
        applicationId,
        entryId: entry.id,
        sessionId,
        personId: entry.personId,
        offeredAt: now,
        expiresAt: step.expiresAt,
      });
      if (offerId === null) continue;
      await tellMember(tx, {
        ...notice,
        offer: { offerId, expiresAt: step.expiresAt, links: request.links },
      });
      result.offered += 1;
      continue;
    }
    const taken = await takePlace(tx, {
      applicationId,
      sessionId,
      personId: entry.personId,
      membershipId: null,
      source: 'WAITLIST_AUTO',
      bookedByUserId: null,
    });
    // Full after all (a place taken meanwhile): the others wait for the next freed place.
    if (!taken.ok && taken.reason !== 'ALREADY_BOOKED') break;
    await leaveWaitlist(tx, { id: entry.id, reason: 'PROMOTED', result: 'BOOKED' }, now);
    if (taken.ok) {
      await tellMember(tx, { ...notice, offer: null });
      result.booked += 1;
    }
  }
  return result;
}
