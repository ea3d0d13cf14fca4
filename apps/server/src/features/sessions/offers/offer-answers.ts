import { answerOffer, isOfferPending, type OfferAnswer, waitlistOfferMessages } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { takePlace } from '../bookings/places.ts';
import { fillFreedPlaces } from './fill-freed-places.ts';
import { mayPromote } from './may-promote.ts';
import type { OfferLinkClaims, OfferLinks } from './offer-links.ts';
import {
  answerStoredOffer,
  findOffer,
  leaveWaitlist,
  lockOfferSession,
  type OfferSession,
  recordAttempt,
} from './offers.repository.ts';

/** Ours: the held place was taken after all (staff booked past the hold); the member still waits. */
const PLACE_TAKEN_MESSAGE = 'Sorry, this place has just been taken. You are still on the waitlist.';

type OfferPageState =
  | 'OPEN'
  | 'ACCEPTED'
  | 'ALREADY_ACCEPTED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'NO_OFFER'
  | 'TAKEN';

/** What the offer's page shows: the session (unless the offer is unknown), its state and its sentence. */
export interface OfferPage {
  state: OfferPageState;
  message: string;
  session: OfferSession | null;
  expiresAt: Temporal.Instant | null;
}

const MESSAGES: Readonly<Record<OfferPageState, string>> = {
  OPEN: '',
  ACCEPTED: waitlistOfferMessages.accepted,
  ALREADY_ACCEPTED: waitlistOfferMessages.alreadyAccepted,
  DECLINED: waitlistOfferMessages.declined,
  EXPIRED: waitlistOfferMessages.expired,
  NO_OFFER: waitlistOfferMessages.noOffer,
  TAKEN: PLACE_TAKEN_MESSAGE,
};

const page = (
  state: OfferPageState,
  session: OfferSession | null = null,
  expiresAt: Temporal.Instant | null = null,
): OfferPage => ({ state, message: MESSAGES[state], session, expiresAt });

/** A link used at or after its expiry is too late, whatever is stored (nothing is read). */
const linkExpired = (claims: OfferLinkClaims, now: Temporal.Instant) =>
  now.epochMilliseconds >= claims.expiresAt * 1000;

/** The offer as its link shows it (GET): nothing is written. */
export async function viewOffer(
  db: Database,
  claims: OfferLinkClaims,
  now: Temporal.Instant,
): Promise<OfferPage> {
  if (linkExpired(claims, now)) return page('EXPIRED');
  return withTenant(db, claims.applicationId, async (tx) => {
    const offer = await findOffer(tx, claims.offerId);
    if (!offer) return page('NO_OFFER');
    const session = (await lockOfferSession(tx, offer.sessionId, { lock: false })) ?? null;
    const result = offer.entry.lastPromotionResult;
    if (result === 'ACCEPTED') return page('ALREADY_ACCEPTED', session);
    if (result === 'OFFERED' && isOfferPending(offer.entry, now))
      return page('OPEN', session, offer.expiresAt);
    if (result === 'OFFERED' || result === 'EXPIRED') return page('EXPIRED', session);
    return page('NO_OFFER', session);
  });
}

/**
 * The member's answer (POST), in one transaction that first locks the session (as the planner
 * does): Accept turns the held place into a booking (source WAITLIST_OFFER) and the entry leaves
 * the waitlist (OFFER_ACCEPTED); a second Accept finds the entry ACCEPTED and books nothing.
 * Decline leaves the waitlist (DECLINED) and the place is offered to the next member waiting at
 * once. At or after the expiry the answer is too late (the domain's answerOffer).
 */
export async function answerOfferLink(
  db: Database,
  claims: OfferLinkClaims,
  answer: OfferAnswer,
  request: { now: Temporal.Instant; links: OfferLinks },
): Promise<OfferPage> {
  const { now } = request;
  if (linkExpired(claims, now)) return page('EXPIRED');
  const { applicationId } = claims;
  return withTenant(db, applicationId, async (tx) => {
    const seen = await findOffer(tx, claims.offerId);
    if (!seen) return page('NO_OFFER');
    const session = await lockOfferSession(tx, seen.sessionId);
    // Read again under the session's lock: a planner or another click may have just changed it.
    const offer = await findOffer(tx, claims.offerId);
    if (!session || !offer) return page('NO_OFFER');
    const decision = answerOffer(offer.entry, answer, now);
    if (decision.kind === 'ALREADY_ACCEPTED') return page('ALREADY_ACCEPTED', session);
    if (decision.kind === 'EXPIRED') return page('EXPIRED', session);
    if (decision.kind === 'NO_OFFER' || offer.entryLeft) return page('NO_OFFER', session);
    if (decision.kind === 'DECLINE') {
      await answerStoredOffer(tx, offer.id, 'DECLINED', now);
      await leaveWaitlist(tx, { id: offer.entryId, reason: 'DECLINED', result: 'DECLINED' }, now);
      await fillFreedPlaces(tx, { applicationId, sessionId: session.id, now, links: request.links });
      return page('DECLINED', session);
    }
    const verdict = await mayPromote(tx, session.id, offer.personId, now);
    if (verdict.kind === 'FULL') return page('TAKEN', session);
    if (verdict.kind === 'REFUSED') {
      // The class's rules refuse them now: the place is not theirs to take, and passes on.
      await answerStoredOffer(tx, offer.id, 'WITHDRAWN', now);
      await recordAttempt(tx, offer.entryId, 'REFUSED', now);
      await fillFreedPlaces(tx, { applicationId, sessionId: session.id, now, links: request.links });
      return { ...page('NO_OFFER', session), message: verdict.message };
    }
    if (verdict.kind === 'ALLOWED') {
      const taken = await takePlace(tx, {
        applicationId,
        sessionId: session.id,
        personId: offer.personId,
        membershipId: verdict.membershipId,
        source: 'WAITLIST_OFFER',
        bookedByUserId: null,
      });
      if (!taken.ok && taken.reason === 'FULL') return page('TAKEN', session);
      if (!taken.ok && taken.reason === 'NOT_FOUND') return page('NO_OFFER', session);
    }
    await answerStoredOffer(tx, offer.id, 'ACCEPTED', now);
    await leaveWaitlist(tx, { id: offer.entryId, reason: 'OFFER_ACCEPTED', result: 'ACCEPTED' }, now);
    return page('ACCEPTED', session);
  });
}
