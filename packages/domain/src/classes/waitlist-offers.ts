import { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_OFFER_CUTOFF_MINUTES,
  DEFAULT_OFFER_HOLD_MINUTES,
  type PromotionResult,
} from './classes-messages.ts';

/*
 * A waitlist that fills itself (beyond the spec; docs/classes.md "Waitlist offers"). When a place
 * frees in a session with members waiting, a worker job asks `planFreedPlaces` what to do:
 * - more than the class's cut-off before the start, the first member waiting is OFFERED the place
 *   by email and SMS, held for them until min(now + hold, the session's start) (hold: a class
 *   setting, 2 hours by default); nobody else can take a held place (decide-booking.ts);
 * - within the cut-off (default 60 minutes), there is no time to ask: the first member waiting is
 *   BOOKED directly and told so;
 * - once the session has started nothing happens: nobody could come in time.
 * An offer accepted through its signed link becomes a booking; declined, the member leaves the
 * waitlist; unanswered by its expiry, it is recorded EXPIRED and the member stays on the list
 * (staff may still promote them) but is not offered a place of this session again. Either way the
 * job plans again and the next member waiting is asked. Each step is stored as the entry's
 * lastPromotionAttempt / lastPromotionResult in the same transaction as the booking or offer, so
 * a job that runs twice or dies midway re-plans from what is stored and acts once.
 */

/** The class's offer settings. */
export interface WaitlistOfferSettings {
  /** How long an offered place is held, in minutes. */
  readonly holdMinutes: number;
  /** Within this many minutes of the start, the first waiting is booked without an offer. */
  readonly cutoffMinutes: number;
}

export const DEFAULT_WAITLIST_OFFER_SETTINGS: WaitlistOfferSettings = {
  holdMinutes: DEFAULT_OFFER_HOLD_MINUTES,
  cutoffMinutes: DEFAULT_OFFER_CUTOFF_MINUTES,
};

/** One member on a session's waitlist, as the offer rules read it. */
export interface WaitlistQueueEntry {
  readonly id: string;
  /** When they joined: the queue's order (ties by id). */
  readonly joinedAt: Temporal.Instant;
  /** The end of the hold of their latest offer; null when never offered. */
  readonly offerExpiresAt: Temporal.Instant | null;
  readonly lastPromotionResult: PromotionResult | null;
}

export interface FreedPlaceFacts {
  readonly now: Temporal.Instant;
  readonly sessionStart: Temporal.Instant;
  /** 0 or null: no limit. */
  readonly capacity: number | null;
  readonly bookedCount: number;
  readonly entries: readonly WaitlistQueueEntry[];
  readonly settings: WaitlistOfferSettings;
}

export type WaitlistStep =
  | { readonly kind: 'OFFER'; readonly entryId: string; readonly expiresAt: Temporal.Instant }
  | { readonly kind: 'BOOK'; readonly entryId: string };

const before = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) < 0;

/** When an offer made at `now` stops holding the place: after the hold, never after the start. */
export function offerExpiry(
  now: Temporal.Instant,
  sessionStart: Temporal.Instant,
  settings: WaitlistOfferSettings,
): Temporal.Instant {
  const held = now.add({ minutes: settings.holdMinutes });
  return before(held, sessionStart) ? held : sessionStart;
}

/** An offer still holding its place at `now` (its expiry is exclusive). */
export function isOfferPending(entry: WaitlistQueueEntry, now: Temporal.Instant): boolean {
  return (
    entry.lastPromotionResult === 'OFFERED' &&
    entry.offerExpiresAt !== null &&
    before(now, entry.offerExpiresAt)
  );
}

/** Offers whose hold has run out unanswered: the job records them EXPIRED before it plans again. */
export function expiredOffers(
  entries: readonly WaitlistQueueEntry[],
  now: Temporal.Instant,
): WaitlistQueueEntry[] {
  return entries.filter((entry) => entry.lastPromotionResult === 'OFFERED' && !isOfferPending(entry, now));
}

/** Whether `now` is within the cut-off before the start (and the session has not started). */
export function isWithinCutoff(
  now: Temporal.Instant,
  sessionStart: Temporal.Instant,
  settings: WaitlistOfferSettings,
): boolean {
  return (
    before(now, sessionStart) && !before(now, sessionStart.subtract({ minutes: settings.cutoffMinutes }))
  );
}

/** Who may still be asked, in queue order: never offered, or their offer ended without an answer yet recorded. */
export function waitingInOrder(entries: readonly WaitlistQueueEntry[]): WaitlistQueueEntry[] {
  return entries
    .filter((entry) => entry.lastPromotionResult === null)
    .sort(
      (a, b) => Temporal.Instant.compare(a.joinedAt, b.joinedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * What to do with the places free at `now`: one step per free place (capacity minus bookings
 * minus offers still held), taken by the members waiting in order. Steps for members whose
 * offer expired are not planned until the job has recorded the expiry.
 */
export function planFreedPlaces(facts: FreedPlaceFacts): WaitlistStep[] {
  const { now, sessionStart, settings } = facts;
  if (!before(now, sessionStart)) return [];
  if (expiredOffers(facts.entries, now).length > 0) return [];
  const waiting = waitingInOrder(facts.entries);
  const held = facts.entries.filter((entry) => isOfferPending(entry, now)).length;
  const free =
    facts.capacity === null || facts.capacity <= 0
      ? waiting.length
      : Math.max(0, facts.capacity - facts.bookedCount - held);
  const chosen = waiting.slice(0, free);
  if (isWithinCutoff(now, sessionStart, settings))
    return chosen.map((entry) => ({ kind: 'BOOK', entryId: entry.id }));
  const expiresAt = offerExpiry(now, sessionStart, settings);
  return chosen.map((entry) => ({ kind: 'OFFER', entryId: entry.id, expiresAt }));
}

export type OfferAnswer = 'ACCEPT' | 'DECLINE';

export type OfferAnswerDecision =
  /** Book them (through decideBooking's PROMOTE_WAITLIST_MEMBER, their held place counting for them). */
  | { readonly kind: 'BOOK' }
  /** They leave the waitlist; the place goes to the next. */
  | { readonly kind: 'DECLINE' }
  /** The link was used again after it was accepted: show the booking, change nothing. */
  | { readonly kind: 'ALREADY_ACCEPTED' }
  | { readonly kind: 'EXPIRED' }
  /** Declined before, or no offer is open for them. */
  | { readonly kind: 'NO_OFFER' };

/**
 * The answer to an offer through its signed link at `now`. A second click on Accept is not a
 * second booking; an answer at or after the expiry is too late, even when the job has not yet
 * recorded the expiry.
 */
export function answerOffer(
  entry: WaitlistQueueEntry,
  answer: OfferAnswer,
  now: Temporal.Instant,
): OfferAnswerDecision {
  if (entry.lastPromotionResult === 'ACCEPTED')
    return answer === 'ACCEPT' ? { kind: 'ALREADY_ACCEPTED' } : { kind: 'NO_OFFER' };
  if (entry.lastPromotionResult === 'EXPIRED') return { kind: 'EXPIRED' };
  if (entry.lastPromotionResult !== 'OFFERED') return { kind: 'NO_OFFER' };
  if (!isOfferPending(entry, now)) return { kind: 'EXPIRED' };
  return answer === 'ACCEPT' ? { kind: 'BOOK' } : { kind: 'DECLINE' };
}
