import { expiredOffers, planFreedPlaces } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { takePlace } from '../bookings/places.ts';
import { mayPromote } from './may-promote.ts';
import type { OfferLinks } from './offer-links.ts';
import { tellMember } from './offer-notices.ts';
import {
  insertOffer,
  leaveWaitlist,
  lockOfferSession,
  type OfferSession,
  type QueueEntry,
  recordAttempt,
  recordExpired,
  waitingEntries,
} from './offers.repository.ts';

/** What one planning of a session did (the jobs log it). */
export interface FillResult {
  expired: number;
  offered: number;
  booked: number;
  refused: number;
}

interface FillRequest {
  applicationId: string;
  sessionId: string;
  now: Temporal.Instant;
  links: OfferLinks;
}

/**
 * Fills a session's free places from its waitlist (docs/classes.md "Waitlist offers and class fees
 * on the server"), all in the caller's one transaction: the session's row is locked first, so a
 * second run (the job delivered twice, the expiry job, an answer through a link) waits and then
 * re-plans from what this one stored. Offers whose hold ran out are recorded EXPIRED, then the
 * domain's `planFreedPlaces` says, for each free place, whom to offer it to (outside the cut-off)
 * or book directly (within it). Each member chosen is checked as a promotion by staff would be; one
 * the class's rules now refuse is recorded REFUSED and the place is planned again for the next. The
 * offer or booking, the entry's lastPromotionAttempt/lastPromotionResult and the messages are
 * written together, so a run killed midway leaves nothing half done.
 */
export async function fillFreedPlaces(tx: Transaction, request: FillRequest): Promise<FillResult> {
  const { sessionId, now } = request;
  const result: FillResult = { expired: 0, offered: 0, booked: 0, refused: 0 };
  const session = await lockOfferSession(tx, sessionId);
  if (!session) return result;
  const stored = await waitingEntries(tx, sessionId);
  const expired = new Set(expiredOffers(stored, now).map((entry) => entry.id));
  await recordExpired(tx, [...expired]);
  result.expired = expired.size;
  let entries: QueueEntry[] = stored.map((entry) =>
    expired.has(entry.id) ? { ...entry, lastPromotionResult: 'EXPIRED' } : entry,
  );
  // Flag 1016 is the web's; on the server a waitlist is on when its class's is ENABLED.
  if (session.cancelled || !session.waitlistEnabled) return result;
  // Each round either fills every place it planned or refuses someone (who is not asked again).
  for (let round = 0; round <= entries.length; round += 1) {
    const steps = planFreedPlaces({
      now,
      sessionStart: session.startsAt,
      capacity: session.capacity,
      bookedCount: session.bookedCount,
      entries,
      settings: { holdMinutes: session.holdMinutes, cutoffMinutes: session.cutoffMinutes },
    });
    if (steps.length === 0) break;
    let replan = false;
    for (const step of steps) {
      const entry = entries.find((candidate) => candidate.id === step.entryId);
      if (!entry) continue;
      const verdict = await mayPromote(tx, sessionId, entry.personId, now);
      if (verdict.kind === 'FULL') return result;
      const update = (changed: QueueEntry | null) => {
        entries = entries.flatMap((candidate) =>
          candidate.id !== entry.id ? [candidate] : changed ? [changed] : [],
        );
      };
      if (verdict.kind === 'REFUSED') {
        await recordAttempt(tx, entry.id, 'REFUSED', now);
        update({ ...entry, lastPromotionResult: 'REFUSED' });
        result.refused += 1;
        replan = true;
        continue;
      }
      if (verdict.kind === 'ALREADY_BOOKED') {
        await leaveWaitlist(tx, { id: entry.id, reason: 'PROMOTED', result: 'BOOKED' }, now);
        update(null);
        replan = true;
        continue;
      }
      if (step.kind === 'OFFER') {
        if (await offer(tx, request, session, entry, step.expiresAt)) result.offered += 1;
        update({ ...entry, lastPromotionResult: 'OFFERED', offerExpiresAt: step.expiresAt });
        continue;
      }
      const booked = await book(tx, request, session, entry, verdict.membershipId);
      if (!booked) return result;
      session.bookedCount += 1;
      update(null);
      result.booked += 1;
    }
    if (!replan) break;
  }
  return result;
}

async function offer(
  tx: Transaction,
  request: FillRequest,
  session: OfferSession,
  entry: QueueEntry,
  expiresAt: Temporal.Instant,
): Promise<boolean> {
  const { applicationId, now } = request;
  const offerId = await insertOffer(tx, {
    applicationId,
    entryId: entry.id,
    sessionId: session.id,
    personId: entry.personId,
    offeredAt: now,
    expiresAt,
  });
  if (offerId === null) return false;
  await tellMember(tx, {
    applicationId,
    session,
    entryId: entry.id,
    personId: entry.personId,
    offer: { offerId, expiresAt, links: request.links },
  });
  return true;
}

/** Within the cut-off: the booking (WAITLIST_AUTO), the entry gone (PROMOTED, BOOKED), the member told. */
async function book(
  tx: Transaction,
  request: FillRequest,
  session: OfferSession,
  entry: QueueEntry,
  membershipId: string | null,
): Promise<boolean> {
  const { applicationId, now } = request;
  const taken = await takePlace(tx, {
    applicationId,
    sessionId: session.id,
    personId: entry.personId,
    membershipId,
    source: 'WAITLIST_AUTO',
    bookedByUserId: null,
  });
  if (!taken.ok) return false;
  await leaveWaitlist(tx, { id: entry.id, reason: 'PROMOTED', result: 'BOOKED' }, now);
  await tellMember(tx, { applicationId, session, entryId: entry.id, personId: entry.personId, offer: null });
  return true;
}
