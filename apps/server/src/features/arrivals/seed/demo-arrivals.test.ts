import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { MembershipHistory, PersonHistory } from './arrival-history.ts';
import { buildDemoArrivals, type DemoArrivalsInput } from './demo-arrivals.ts';
import { decideDemoSwipe } from './demo-decision.ts';

/**
 * The demo arrivals' plan and decisions on a small history, without a database: the seeded
 * organisations are checked whole by seed/demo-agrees.test.ts.
 */
const AUCKLAND = 'b-auckland';
const PERTH = 'b-perth';
// Two years back from here cross both of Auckland's daylight-saving changes twice.
const anchor = new Date('2026-11-20T00:00:00Z');
const TEN = Array.from({ length: 10 }, (_, n) => n);
const day = (daysBeforeAnchor: number) =>
  new Date(anchor.getTime() - daysBeforeAnchor * 86_400_000).toISOString().slice(0, 10);

const person = (
  id: string,
  homeBranchId: string,
  card: string | null,
  roleType = 'Member',
): PersonHistory => ({
  id,
  firstName: id,
  homeBranchId,
  cardNumber: card,
  vaccinationCertSightedOn: null,
  vaccinationPassExpiryDate: null,
  roles: [{ branchId: homeBranchId, roleType, status: roleType === 'Member' ? 'MEMBER' : 'PROSPECT' }],
});

const membership = (id: string, personId: string, branchId: string, fields: Partial<MembershipHistory>) =>
  ({
    id,
    personId,
    branchId,
    status: 'ACTIVE',
    startDate: day(600),
    endDate: null,
    cancellationReason: null,
    allowAccessFrom: null,
    allowAccessUntil: null,
    planType: 'ONGOING',
    planName: 'Monthly',
    numberOfVisits: null,
    ddrStatus: 'DDR_ACTIVE',
    provider: 'PAYSMART',
    suspensions: [],
    ledger: [],
    ...fields,
  }) satisfies MembershipHistory;

// Ten past seven in the morning in Perth, ten past three in the afternoon in Auckland.
const seededAt = new Date('2026-11-20T02:10:00Z');

function input(now = seededAt): DemoArrivalsInput {
  return {
    applicationId: '00000009-0001-4000-8000-000000000001',
    tenantNumber: 9,
    anchor: new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000),
    now,
    branches: [
      { id: AUCKLAND, timeZone: 'Pacific/Auckland' },
      { id: PERTH, timeZone: 'Australia/Perth' },
    ],
    persons: [
      person('regular', AUCKLAND, 'CARD1'),
      person('pass', PERTH, 'CARD2'),
      ...TEN.map((n) => person(`ended-${n}`, AUCKLAND, `ENDED${n}`)),
      ...TEN.map((n) => person(`suspended-${n}`, AUCKLAND, `SUSP${n}`)),
      ...TEN.map((n) => person(`briefly-${n}`, AUCKLAND, `BRIEF${n}`)),
      person('prospect', PERTH, null, 'Prospect'),
    ],
    memberships: [
      membership('m-regular', 'regular', AUCKLAND, {}),
      membership('m-pass', 'pass', PERTH, {
        planType: 'VISITOR_PASS',
        planName: '5-visit pass',
        numberOfVisits: 5,
        startDate: day(60),
        endDate: day(-300),
        ddrStatus: null,
      }),
      // Some come back after the end, or while suspended, and some do not: ten of each.
      ...TEN.map((n) =>
        membership(`m-ended-${n}`, `ended-${n}`, AUCKLAND, {
          startDate: day(500),
          endDate: day(100),
          cancellationReason: 'Moving away',
        }),
      ),
      ...TEN.map((n) =>
        membership(`m-suspended-${n}`, `suspended-${n}`, AUCKLAND, {
          suspensions: [{ startDate: day(400), endDate: day(1), kind: 'SUSPENSION' }],
        }),
      ),
      // A fortnight's suspension that began a week ago: too short to be met by chance.
      ...TEN.map((n) =>
        membership(`m-briefly-${n}`, `briefly-${n}`, AUCKLAND, {
          suspensions: [{ startDate: day(7), endDate: day(-7), kind: 'SUSPENSION' }],
        }),
      ),
    ],
    recorderAt: () => 'desk-user',
    decide: (swipe) => decideDemoSwipe(swipe, new Map()),
  };
}

const zones = new Map([
  [AUCKLAND, 'Pacific/Auckland'],
  [PERTH, 'Australia/Perth'],
]);
const branchDay = (at: Date, branchId: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(zones.get(branchId) ?? 'UTC')
    .toPlainDate()
    .toString();

describe('the demo arrivals', () => {
  const built = buildDemoArrivals(input());
  const of = (personId: string) => built.arrivals.filter((a) => a.personId?.startsWith(personId));

  it('are the same for the same history and day', () => {
    expect(buildDemoArrivals(input())).toEqual(built);
  });

  it("fall in the 24 months before the seeding moment, at opening hours in each branch's own zone", () => {
    for (const arrival of built.arrivals) {
      const at = arrival.arrivedAt ?? new Date(0);
      expect(at.getTime()).toBeLessThan(seededAt.getTime());
      expect(anchor.getTime() - at.getTime()).toBeLessThanOrEqual(731 * 86_400_000);
      const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(
        zones.get(arrival.branchId) ?? 'UTC',
      );
      // 05:00 to 22:00, a re-entry a few minutes after.
      expect(local.hour * 60 + local.minute, `${arrival.id} at ${local.toString()}`).toBeGreaterThanOrEqual(
        300,
      );
      expect(local.hour * 60 + local.minute, `${arrival.id} at ${local.toString()}`).toBeLessThan(
        22 * 60 + 15,
      );
    }
  });

  it('uses a visit pass up and refuses the swipe after, counting no visit twice', () => {
    const pass = of('pass');
    expect(pass.filter((a) => a.granted)).toHaveLength(5);
    expect(pass.every((a) => a.membershipId === 'm-pass')).toBe(true);
    expect(pass.at(-1)).toMatchObject({
      granted: false,
      reason: 'NO_VISITS_LEFT',
      reasonText: 'No visits left on 5-visit pass',
    });
    expect(built.visitsUsed.get('m-pass')).toBe(5);
  });

  it('refuses swipes after a membership ended and while it is suspended, with the reason and its tags', () => {
    const ended = of('ended');
    const refused = ended.filter((a) => !a.granted);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.reason === 'MEMBERSHIP_ENDED' && a.tags?.includes('STOPPED'))).toBe(true);
    // Every entry before the end was let in.
    const end = new Date(`${day(100)}T00:00:00Z`);
    expect(ended.filter((a) => a.granted).every((a) => (a.arrivedAt ?? end) < end)).toBe(true);
    const suspended = of('suspended').filter((a) => !a.granted);
    expect(suspended.length).toBeGreaterThan(0);
    for (const arrival of suspended) {
      expect(arrival.reason).toBe('MEMBERSHIP_SUSPENDED');
      expect(arrival.tags).toEqual(['DENIED', 'SUSPENDED']);
    }
    // Every suspension that has begun is tried at least once, however short.
    for (const n of TEN)
      expect(
        of(`briefly-${n}`).filter((a) => a.reason === 'MEMBERSHIP_SUSPENDED'),
        `briefly-${n}`,
      ).not.toHaveLength(0);
    // Before the suspension they came in, paid up.
    expect(of('suspended').some((a) => a.granted && a.tags?.includes('PAID'))).toBe(true);
  });

  it("records prospects' trial visits as the front desk's manual arrivals, and cards nobody holds as refusals", () => {
    for (const arrival of of('prospect'))
      expect(arrival).toMatchObject({ granted: true, tags: ['MANUAL'], recordedByUserId: 'desk-user' });
    const unknown = built.arrivals.filter((a) => a.personId === null);
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((a) => !a.granted && a.reason === 'UNKNOWN_CARD' && a.cardNumber)).toBe(true);
  });

  it("gives each person's last visit at a branch as their latest granted arrival there", () => {
    for (const visit of built.lastVisits) {
      const granted = built.arrivals
        .filter((a) => a.personId === visit.personId && a.branchId === visit.branchId && a.granted)
        .map((a) => a.arrivedAt?.getTime() ?? 0);
      expect(visit.at.getTime()).toBe(Math.max(...granted));
    }
    expect(built.lastVisits.map((v) => v.personId)).toContain('regular');
  });
});

describe("the demo arrivals of the branch's today", () => {
  const today = (built: ReturnType<typeof buildDemoArrivals>, now: Date, branchId: string) =>
    built.arrivals.filter(
      (a) =>
        a.branchId === branchId &&
        a.arrivedAt &&
        branchDay(a.arrivedAt, branchId) === branchDay(now, branchId),
    );

  it('are there at each branch whatever the hour the demo is seeded, and never in the future', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(Date.UTC(2026, 10, 20, hour, 17));
      const built = buildDemoArrivals(input(now));
      // Auckland has members in force today: a handful came, members first; Perth has only a pass
      // used up months ago, and sees the card nobody holds.
      const auckland = today(built, now, AUCKLAND);
      expect(auckland.filter((a) => a.personId).length, `${now.toISOString()}`).toBeGreaterThanOrEqual(4);
      expect(auckland.some((a) => a.granted)).toBe(true);
      expect(today(built, now, PERTH).length, `${now.toISOString()}`).toBeGreaterThanOrEqual(1);
      for (const arrival of built.arrivals) {
        expect(arrival.arrivedAt?.getTime()).toBeLessThan(now.getTime());
        if (arrival.departedAt) expect(arrival.departedAt.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it('leave the 24 months before the seeding day as they were, whatever the moment of that day', () => {
    // The history's ids are numbered from 1, the days since the anchor's from 0x10000000.
    const history = (built: ReturnType<typeof buildDemoArrivals>) =>
      built.arrivals.filter((a) => Number.parseInt((a.id ?? '').slice(-12), 16) < 0x1000_0000);
    const early = buildDemoArrivals(input(new Date('2026-11-20T00:05:00Z')));
    const late = buildDemoArrivals(input(new Date('2026-11-20T23:55:00Z')));
    expect(history(late)).toEqual(history(early));
    expect(history(early).every((a) => (a.arrivedAt?.getTime() ?? 0) < anchor.getTime())).toBe(true);
  });

  it("fall in the branch's day when daylight saving begins in the night", () => {
    // 27 September 2026, 03:30 in Auckland: the clocks went from 02:00 to 03:00.
    const now = new Date('2026-09-26T14:30:00Z');
    const built = buildDemoArrivals(input(now));
    const auckland = today(built, now, AUCKLAND);
    expect(auckland.filter((a) => a.personId).length).toBeGreaterThanOrEqual(4);
    const midnight = new Date('2026-09-26T12:00:00Z');
    for (const arrival of auckland)
      expect(arrival.arrivedAt?.getTime()).toBeGreaterThanOrEqual(midnight.getTime());
  });
});
