import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/error-catalogue.ts';
import type { BookingAudience } from './classes-messages.ts';
import {
  BOOKING_OPERATIONS,
  type BookingClass,
  type BookingDecision,
  type BookingErrorCode,
  type BookingFacts,
  type BookingMembership,
  type BookingOperation,
  type BookingPerson,
  type BookingSession,
  decideBooking,
  membershipCountsForBooking,
} from './decide-booking.ts';

const BRANCH = 'branch-here';
const SESSION_DATE = '2026-06-15';
const NOW = Temporal.Instant.from('2026-06-14T00:00:00Z');
const SESSION_END = Temporal.Instant.from('2026-06-15T08:00:00Z');

function membership(overrides: Partial<BookingMembership> = {}): BookingMembership {
  return {
    id: 'm-1',
    planId: 'gold',
    branchId: BRANCH,
    planType: 'ONGOING',
    status: 'ACTIVE',
    startDate: '2026-01-01',
    endDate: null,
    cancellationReason: null,
    allowAccessFrom: null,
    allowAccessUntil: null,
    numberOfVisitsLeft: null,
    pauses: [],
    ...overrides,
  };
}

function classRules(overrides: Partial<BookingClass> = {}): BookingClass {
  return {
    allowBookingsFrom: 'ALL',
    bookingByMembership: { isAllowed: false, membershipPlans: [] },
    sessionWaitlistConfig: { status: 'ENABLED', limit: 2 },
    ...overrides,
  };
}

function session(overrides: Partial<BookingSession> = {}): BookingSession {
  return {
    branchId: BRANCH,
    date: SESSION_DATE,
    end: SESSION_END,
    capacity: 10,
    bookedCount: 3,
    heldOffers: 0,
    waitlistCount: 0,
    classAssociated: classRules(),
    classMissing: false,
    ...overrides,
  };
}

function person(overrides: Partial<BookingPerson> = {}): BookingPerson {
  return {
    staffHere: false,
    memberHere: true,
    memberships: [membership()],
    booked: false,
    onWaitlist: false,
    holdsOffer: false,
    ...overrides,
  };
}

function facts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return { operation: 'ADD_MEMBER_TO_SESSION', session: session(), person: person(), now: NOW, ...overrides };
}

const code = (decision: BookingDecision): BookingErrorCode | 'OK' => (decision.ok ? 'OK' : decision.code);

describe('who may book: audience × booking by membership × person (spec 3 §4, spec 2 §8)', () => {
  const PEOPLE: Record<string, BookingPerson> = {
    guest: person({ memberships: [] }),
    'member holding the listed plan': person({ memberships: [membership({ planId: 'gold' })] }),
    'member holding another plan': person({ memberships: [membership({ planId: 'silver' })] }),
    'staff without a membership': person({ memberships: [], staffHere: true }),
  };
  type Row = [BookingAudience, 'off' | 'gold', string, string, string, string];
  // Columns: guest, member (listed plan), member (other plan), staff.
  const TABLE: Row[] = [
    ['ALL', 'off', 'OK', 'OK', 'OK', 'OK'],
    ['ALL', 'gold', 'OK', 'OK', 'OK', 'OK'],
    ['MEMBER', 'off', 'MEMBER_ONLY_ALLOWED_ERROR', 'OK', 'OK', 'OK'],
    ['MEMBER', 'gold', 'MEMBER_ONLY_ALLOWED_ERROR', 'OK', 'OK', 'OK'],
    [
      'CASUAL',
      'off',
      'OK',
      'CASUAL_ONLY_ALLOWED_ERROR',
      'CASUAL_ONLY_ALLOWED_ERROR',
      'CASUAL_ONLY_ALLOWED_ERROR',
    ],
    ['CASUAL', 'gold', 'OK', 'OK', 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR', 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR'],
    ['NONE', 'off', 'NONE_ALLOWED_ERROR', 'NONE_ALLOWED_ERROR', 'NONE_ALLOWED_ERROR', 'NONE_ALLOWED_ERROR'],
    [
      'NONE',
      'gold',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
      'OK',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
    ],
  ];
  const cases = TABLE.flatMap(([audience, plans, ...expected]) =>
    Object.entries(PEOPLE).map(([who, somebody], i) => ({
      audience,
      plans,
      who,
      somebody,
      expected: expected[i],
    })),
  );

  it.each(cases)('$audience, plans $plans: a $who → $expected', ({ audience, plans, somebody, expected }) => {
    const rules = classRules({
      allowBookingsFrom: audience,
      bookingByMembership:
        plans === 'gold'
          ? { isAllowed: true, membershipPlans: ['gold'] }
          : { isAllowed: false, membershipPlans: [] },
    });
    const s = session({ classAssociated: rules });
    expect(code(decideBooking(facts({ session: s, person: somebody })))).toBe(expected);
    // The waitlist asks the same question once the session is full.
    const full = session({ classAssociated: rules, bookedCount: 10 });
    const waitlist = code(
      decideBooking(facts({ operation: 'ADD_MEMBER_TO_WAITLIST', session: full, person: somebody })),
    );
    expect(waitlist).toBe(expected);
  });

  it('lets anyone book a session made by name, without a class', () => {
    const named = session({ classAssociated: null });
    for (const somebody of Object.values(PEOPLE))
      expect(code(decideBooking(facts({ session: named, person: somebody })))).toBe('OK');
  });
});

describe('which memberships make a member on the session day', () => {
  const memberOnly = (m: BookingMembership, extra: Partial<BookingPerson> = {}) =>
    code(
      decideBooking(
        facts({
          session: session({ classAssociated: classRules({ allowBookingsFrom: 'MEMBER' }) }),
          person: person({ memberships: [m], ...extra }),
        }),
      ),
    );
  const REFUSED = 'MEMBER_ONLY_ALLOWED_ERROR';

  it.each([
    ['ACTIVE', membership(), 'OK'],
    ['starting on the session day', membership({ startDate: SESSION_DATE }), 'OK'],
    ['starting the day after (PENDING)', membership({ startDate: '2026-06-16' }), REFUSED],
    [
      'cancelled, ending on the session day',
      membership({ endDate: SESSION_DATE, cancellationReason: 'MOVED_AWAY' }),
      REFUSED,
    ],
    ['fixed term ending the day after', membership({ endDate: '2026-06-16' }), 'OK'],
    ['expired', membership({ endDate: '2026-06-01' }), REFUSED],
    [
      'in a free period',
      membership({
        status: 'FREE_PERIOD',
        pauses: [{ startDate: '2026-06-01', endDate: '2026-07-01', kind: 'FREE_PERIOD' }],
      }),
      'OK',
    ],
    [
      'suspended over the session day',
      membership({ pauses: [{ startDate: '2026-06-10', endDate: '2026-06-20', kind: 'SUSPENSION' }] }),
      REFUSED,
    ],
    [
      'suspended now, resuming on the session day',
      membership({
        status: 'SUSPENDED',
        pauses: [{ startDate: '2026-06-01', endDate: SESSION_DATE, kind: 'SUSPENSION' }],
      }),
      'OK',
    ],
    ['BLOCKED', membership({ status: 'BLOCKED' }), REFUSED],
    [
      'BLOCKED with an Unblock over the session day',
      membership({ status: 'BLOCKED', allowAccessFrom: '2026-06-14', allowAccessUntil: SESSION_DATE }),
      'OK',
    ],
    ['a visit pass with visits left', membership({ planType: 'VISITOR_PASS', numberOfVisitsLeft: 2 }), 'OK'],
    ['a visit pass used up', membership({ planType: 'VISITOR_PASS', numberOfVisitsLeft: 0 }), REFUSED],
  ])('%s → %s', (_, m, expected) => {
    expect(memberOnly(m)).toBe(expected);
    expect(membershipCountsForBooking(m, SESSION_DATE)).toBe(expected === 'OK');
  });

  it('counts another branch’s membership only for a member of this branch', () => {
    const elsewhere = membership({ branchId: 'branch-other' });
    expect(memberOnly(elsewhere, { memberHere: true })).toBe('OK');
    expect(memberOnly(elsewhere, { memberHere: false })).toBe(REFUSED);
  });
});

describe('capacity, waitlist and the order of the answers (every combination)', () => {
  interface State {
    sessionGone: boolean;
    classGone: boolean;
    booked: boolean;
    onWaitlist: boolean;
    audienceRefuses: boolean;
    full: boolean;
    waitlistEnabled: boolean;
    waitlistFull: boolean;
    past: boolean;
  }
  const FLAGS = [
    'sessionGone',
    'classGone',
    'booked',
    'onWaitlist',
    'audienceRefuses',
    'full',
    'waitlistEnabled',
    'waitlistFull',
    'past',
  ] as const;

  function factsOf(operation: BookingOperation, state: State): BookingFacts {
    const rules = classRules({
      allowBookingsFrom: state.audienceRefuses ? 'NONE' : 'ALL',
      sessionWaitlistConfig: state.waitlistEnabled
        ? { status: 'ENABLED', limit: 2 }
        : { status: 'DISABLED', limit: null },
    });
    return facts({
      operation,
      now: state.past ? SESSION_END : NOW,
      session: state.sessionGone
        ? null
        : session({
            classAssociated: rules,
            classMissing: state.classGone,
            bookedCount: state.full ? 10 : 9,
            waitlistCount: state.waitlistFull ? 2 : 1,
          }),
      person: person({ booked: state.booked, onWaitlist: state.onWaitlist }),
    });
  }

  /** The spec's answers in the order they are given (decide-booking.ts); the first that applies wins. */
  const ORDER: Record<BookingOperation, [keyof State | `!${keyof State}`, BookingErrorCode][]> = {
    ADD_MEMBER_TO_SESSION: [
      ['sessionGone', 'SESSION_NOT_FOUND_ERROR'],
      ['classGone', 'CLASS_NOT_FOUND_ERROR'],
      ['booked', 'SESSION_ALDREADY_BOOKED_ERROR'],
      ['audienceRefuses', 'NONE_ALLOWED_ERROR'],
      ['full', 'SESSION_FULL_ERROR'],
    ],
    PROMOTE_WAITLIST_MEMBER: [
      ['sessionGone', 'SESSION_NOT_FOUND_ERROR'],
      ['classGone', 'CLASS_NOT_FOUND_ERROR'],
      ['booked', 'SESSION_ALDREADY_BOOKED_ERROR'],
      ['!onWaitlist', 'SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR'],
      ['audienceRefuses', 'NONE_ALLOWED_ERROR'],
      ['full', 'SESSION_FULL_ERROR'],
    ],
    ADD_MEMBER_TO_WAITLIST: [
      ['sessionGone', 'SESSION_NOT_FOUND_ERROR'],
      ['classGone', 'CLASS_NOT_FOUND_ERROR'],
      ['!waitlistEnabled', 'CLASS_WAITLIST_DISABLED_ERROR'],
      ['past', 'SESSION_EXPIRED_ERROR'],
      ['onWaitlist', 'SESSION_WAITLIST_ALREADY_ADDED_ERROR'],
      ['booked', 'SESSION_ALDREADY_BOOKED_ERROR'],
      ['audienceRefuses', 'NONE_ALLOWED_ERROR'],
      ['!full', 'SESSION_NOT_FULL_ERROR'],
      ['waitlistFull', 'SESSION_WAITLIST_LIMIT_REACHED_ERROR'],
    ],
    REMOVE_MEMBER_FROM_WAITLIST: [
      ['sessionGone', 'SESSION_NOT_FOUND_ERROR'],
      ['classGone', 'CLASS_NOT_FOUND_ERROR'],
    ],
  };

  function expected(operation: BookingOperation, state: State): BookingDecision {
    for (const [condition, refusal] of ORDER[operation]) {
      const negated = condition.startsWith('!');
      const flag = (negated ? condition.slice(1) : condition) as keyof State;
      if (state[flag] !== negated) return { ok: false, code: refusal };
    }
    switch (operation) {
      case 'ADD_MEMBER_TO_SESSION':
      case 'PROMOTE_WAITLIST_MEMBER':
        return { ok: true, outcome: 'BOOKED', inPast: state.past, leavesWaitlist: state.onWaitlist };
      case 'ADD_MEMBER_TO_WAITLIST':
        return { ok: true, outcome: 'WAITLISTED', position: 2 };
      case 'REMOVE_MEMBER_FROM_WAITLIST':
        return { ok: true, outcome: state.onWaitlist ? 'LEFT_WAITLIST' : 'UNCHANGED' };
    }
  }

  const states: State[] = Array.from(
    { length: 2 ** FLAGS.length },
    (_, bits) =>
      Object.fromEntries(FLAGS.map((flag, i) => [flag, (bits & (1 << i)) !== 0])) as unknown as State,
  );

  it.each(BOOKING_OPERATIONS)('%s answers as its table says in all 512 states', (operation) => {
    for (const state of states) {
      expect(decideBooking(factsOf(operation, state)), JSON.stringify(state)).toEqual(
        expected(operation, state),
      );
    }
  });
});

describe('capacity edges', () => {
  const add = (s: Partial<BookingSession>, p: Partial<BookingPerson> = {}) =>
    code(decideBooking(facts({ session: session(s), person: person(p) })));

  it('is full when bookings reach the capacity; 0 or none is no limit', () => {
    expect(add({ capacity: 10, bookedCount: 9 })).toBe('OK');
    expect(add({ capacity: 10, bookedCount: 10 })).toBe('SESSION_FULL_ERROR');
    expect(add({ capacity: 10, bookedCount: 11 })).toBe('SESSION_FULL_ERROR');
    expect(add({ capacity: 0, bookedCount: 500 })).toBe('OK');
    expect(add({ capacity: null, bookedCount: 500 })).toBe('OK');
  });

  it('keeps a place offered from the waitlist for the member it was offered to', () => {
    expect(add({ capacity: 10, bookedCount: 9, heldOffers: 1 })).toBe('SESSION_FULL_ERROR');
    expect(add({ capacity: 10, bookedCount: 9, heldOffers: 1 }, { holdsOffer: true, onWaitlist: true })).toBe(
      'OK',
    );
  });

  it('refuses a waitlist place while a place is free, and counts a waitlist limit of 0 as full', () => {
    const waitlist = (s: Partial<BookingSession>) =>
      code(decideBooking(facts({ operation: 'ADD_MEMBER_TO_WAITLIST', session: session(s) })));
    expect(waitlist({ capacity: 0, bookedCount: 40 })).toBe('SESSION_NOT_FULL_ERROR');
    expect(waitlist({ capacity: 10, bookedCount: 9, heldOffers: 1 })).toBe('OK');
    expect(
      waitlist({
        bookedCount: 10,
        classAssociated: classRules({ sessionWaitlistConfig: { status: 'ENABLED', limit: 0 } }),
      }),
    ).toBe('SESSION_WAITLIST_LIMIT_REACHED_ERROR');
    expect(waitlist({ bookedCount: 10, classAssociated: null })).toBe('CLASS_WAITLIST_DISABLED_ERROR');
  });

  it('books an ended session and says so; its end is the edge', () => {
    expect(decideBooking(facts({ now: SESSION_END.subtract({ milliseconds: 1 }) }))).toMatchObject({
      ok: true,
      inPast: false,
    });
    expect(decideBooking(facts({ now: SESSION_END }))).toMatchObject({ ok: true, inPast: true });
  });

  it('explains every refusal with the catalogue’s text', () => {
    expect(errorText('SESSION_EXPIRED_ERROR')).toBe(
      'Session has expired. Members can no longer join its waitlist.',
    );
    expect(errorText('SESSION_WAITLIST_ENTRY_NOT_FOUND_ERROR')).toContain('no longer on the waitlist');
  });
});
