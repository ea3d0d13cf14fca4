import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  answerOffer,
  DEFAULT_WAITLIST_OFFER_SETTINGS,
  expiredOffers,
  type FreedPlaceFacts,
  isWithinCutoff,
  offerExpiry,
  planFreedPlaces,
  type WaitlistQueueEntry,
  waitingInOrder,
} from './waitlist-offers.ts';

const START = Temporal.Instant.from('2026-06-15T18:00:00Z');
const minutesBefore = (minutes: number) => START.subtract({ minutes });
const SETTINGS = DEFAULT_WAITLIST_OFFER_SETTINGS; // hold 120, cut-off 60

function entry(
  id: string,
  joinedMinutesBefore: number,
  overrides: Partial<WaitlistQueueEntry> = {},
): WaitlistQueueEntry {
  return {
    id,
    joinedAt: START.subtract({ hours: 48 }).add({ minutes: -joinedMinutesBefore }),
    offerExpiresAt: null,
    lastPromotionResult: null,
    ...overrides,
  };
}

const ANA = entry('ana', 30);
const BEN = entry('ben', 20);
const CAT = entry('cat', 10);

function facts(overrides: Partial<FreedPlaceFacts> = {}): FreedPlaceFacts {
  return {
    now: minutesBefore(24 * 60),
    sessionStart: START,
    capacity: 10,
    bookedCount: 9,
    entries: [CAT, ANA, BEN],
    settings: SETTINGS,
    ...overrides,
  };
}

describe('the hold of an offer', () => {
  it('is now + 2 hours by default, never past the start', () => {
    expect(SETTINGS).toEqual({ holdMinutes: 120, cutoffMinutes: 60 });
    expect(offerExpiry(minutesBefore(300), START, SETTINGS)).toEqual(minutesBefore(180));
    expect(offerExpiry(minutesBefore(120), START, SETTINGS)).toEqual(START);
    expect(offerExpiry(minutesBefore(90), START, SETTINGS)).toEqual(START);
    expect(offerExpiry(minutesBefore(300), START, { ...SETTINGS, holdMinutes: 30 })).toEqual(
      minutesBefore(270),
    );
  });
});

describe('a freed place (planFreedPlaces)', () => {
  it('is offered to the first who joined, held until now + hold', () => {
    expect(planFreedPlaces(facts())).toEqual([
      { kind: 'OFFER', entryId: 'ana', expiresAt: minutesBefore(24 * 60 - 120) },
    ]);
  });

  it('offers as many places as are free, in queue order', () => {
    expect(planFreedPlaces(facts({ bookedCount: 8 })).map((s) => s.entryId)).toEqual(['ana', 'ben']);
    expect(planFreedPlaces(facts({ bookedCount: 10 }))).toEqual([]);
  });

  it('does not offer a place already held by a pending offer again', () => {
    const offered = entry('ana', 30, { lastPromotionResult: 'OFFERED', offerExpiresAt: minutesBefore(60) });
    expect(planFreedPlaces(facts({ entries: [offered, BEN, CAT] }))).toEqual([]);
    expect(
      planFreedPlaces(facts({ entries: [offered, BEN, CAT], bookedCount: 8 })).map((s) => s.entryId),
    ).toEqual(['ben']);
  });

  it('passes over members who declined, let an offer expire or could not be booked', () => {
    const entries = [
      entry('ana', 30, { lastPromotionResult: 'EXPIRED', offerExpiresAt: minutesBefore(24 * 60) }),
      entry('ben', 20, { lastPromotionResult: 'DECLINED' }),
      entry('cat', 10, { lastPromotionResult: 'REFUSED' }),
      entry('dan', 5),
    ];
    expect(planFreedPlaces(facts({ entries })).map((s) => s.entryId)).toEqual(['dan']);
  });

  it('waits for an offer that has run out to be recorded EXPIRED before planning', () => {
    const ranOut = entry('ana', 30, {
      lastPromotionResult: 'OFFERED',
      offerExpiresAt: minutesBefore(24 * 60),
    });
    const now = minutesBefore(24 * 60);
    expect(expiredOffers([ranOut, BEN], now).map((e) => e.id)).toEqual(['ana']);
    expect(planFreedPlaces(facts({ now, entries: [ranOut, BEN] }))).toEqual([]);
    const recorded = { ...ranOut, lastPromotionResult: 'EXPIRED' as const };
    expect(planFreedPlaces(facts({ now, entries: [recorded, BEN] })).map((s) => s.entryId)).toEqual(['ben']);
  });

  it.each([
    [61, 'OFFER'],
    [60, 'BOOK'],
    [1, 'BOOK'],
  ] as const)('%s minutes before the start the first waiting gets a %s', (minutes, kind) => {
    expect(planFreedPlaces(facts({ now: minutesBefore(minutes) }))[0]?.kind).toBe(kind);
  });

  it('does nothing once the session has started', () => {
    expect(planFreedPlaces(facts({ now: START }))).toEqual([]);
    expect(planFreedPlaces(facts({ now: START.add({ minutes: 5 }) }))).toEqual([]);
    expect(isWithinCutoff(START, START, SETTINGS)).toBe(false);
  });

  it('books everyone waiting when the capacity was lifted, and orders ties by id', () => {
    const twin = entry('aaa', 30);
    expect(waitingInOrder([ANA, twin]).map((e) => e.id)).toEqual(['aaa', 'ana']);
    expect(planFreedPlaces(facts({ capacity: 0, now: minutesBefore(30) })).map((s) => s.entryId)).toEqual([
      'ana',
      'ben',
      'cat',
    ]);
  });
});

describe('answering an offer through its link', () => {
  const expiresAt = minutesBefore(60);
  const offered = entry('ana', 30, { lastPromotionResult: 'OFFERED', offerExpiresAt: expiresAt });

  it('books on Accept and leaves the waitlist on Decline while the hold lasts', () => {
    expect(answerOffer(offered, 'ACCEPT', expiresAt.subtract({ seconds: 1 }))).toEqual({ kind: 'BOOK' });
    expect(answerOffer(offered, 'DECLINE', expiresAt.subtract({ seconds: 1 }))).toEqual({ kind: 'DECLINE' });
  });

  it('is too late at the expiry itself, recorded or not', () => {
    expect(answerOffer(offered, 'ACCEPT', expiresAt)).toEqual({ kind: 'EXPIRED' });
    expect(answerOffer({ ...offered, lastPromotionResult: 'EXPIRED' }, 'ACCEPT', minutesBefore(120))).toEqual(
      { kind: 'EXPIRED' },
    );
  });

  it('does not book twice when the link is used again', () => {
    const accepted = { ...offered, lastPromotionResult: 'ACCEPTED' as const };
    expect(answerOffer(accepted, 'ACCEPT', minutesBefore(90))).toEqual({ kind: 'ALREADY_ACCEPTED' });
    expect(answerOffer(accepted, 'DECLINE', minutesBefore(90))).toEqual({ kind: 'NO_OFFER' });
    expect(answerOffer({ ...offered, lastPromotionResult: 'DECLINED' }, 'ACCEPT', minutesBefore(90))).toEqual(
      { kind: 'NO_OFFER' },
    );
    expect(answerOffer(ANA, 'ACCEPT', minutesBefore(90))).toEqual({ kind: 'NO_OFFER' });
  });
});
