import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ArrivalTag } from '../enums/arrivals.ts';
import {
  decideEntry,
  type EntryDecision,
  type EntryFacts,
  type EntryMembership,
  type EntryPerson,
  RE_ENTRY_WINDOW_MINUTES,
} from './decide-entry.ts';
import type { DenialReasonCode } from './denial-reasons.ts';
import { NO_VACCINATION_REQUIREMENT, type VaccinationRequirement } from './vaccination-rule.ts';

const BRANCH = 'branch-here';
const date = (text: string) => Temporal.PlainDate.from(text);
const plus = (day: string, days: number) => date(day).add({ days }).toString();

function membership(overrides: Partial<EntryMembership> = {}): EntryMembership {
  return {
    id: 'm-1',
    branchId: BRANCH,
    planName: 'Gold',
    planType: 'ONGOING',
    status: 'ACTIVE',
    startDate: '2020-01-01',
    endDate: null,
    cancellationReason: null,
    allowAccessFrom: null,
    allowAccessUntil: null,
    numberOfVisitsLeft: null,
    paymentSetupPending: false,
    overdue: null,
    pauses: [],
    ...overrides,
  };
}

const VACCINATED = {
  certificateSightedAt: Temporal.Instant.from('2020-01-01T00:00:00Z'),
  passExpiryDate: null,
};
const UNVACCINATED = { certificateSightedAt: null, passExpiryDate: null };

function person(overrides: Partial<EntryPerson> = {}): EntryPerson {
  return { firstName: 'Ana', vaccination: VACCINATED, staff: null, memberHere: true, ...overrides };
}

function facts(overrides: Partial<EntryFacts> = {}): EntryFacts {
  return {
    branchId: BRANCH,
    cardNumber: 'CARD1',
    person: person(),
    memberships: [membership()],
    vaccinationRequirement: NO_VACCINATION_REQUIREMENT,
    lastGrantedArrival: null,
    ...overrides,
  };
}

interface Expected {
  granted: boolean;
  code?: DenialReasonCode;
  tags: ArrivalTag[];
}
const GRANTED_PAID: Expected = { granted: true, tags: ['PAID'] };

function outcome(decision: EntryDecision): Expected {
  return {
    granted: decision.granted,
    ...(decision.reason ? { code: decision.reason.code } : {}),
    tags: [...decision.tags],
  };
}

/**
 * Each membership state is built relative to the day D of the swipe; `today` is what the door must
 * decide on D, `dayBefore` on D-1 (the last millisecond before the branch's midnight).
 */
interface StateRow {
  name: string;
  memberships: (day: string) => EntryMembership[];
  today: Expected;
  dayBefore: Expected;
}

const overdue = (since: string) => ({ amountCents: 5400, since, dishonoured: true });

const STATES: StateRow[] = [
  { name: 'ACTIVE, paid', memberships: () => [membership()], today: GRANTED_PAID, dayBefore: GRANTED_PAID },
  {
    name: 'ACTIVE, overdue (not blocked)',
    memberships: (d) => [membership({ overdue: overdue(plus(d, -10)) })],
    today: { granted: true, tags: ['OVERDUE'] },
    dayBefore: { granted: true, tags: ['OVERDUE'] },
  },
  {
    name: 'BLOCKED with money overdue',
    memberships: (d) => [membership({ status: 'BLOCKED', overdue: overdue(plus(d, -10)) })],
    today: { granted: false, code: 'MEMBERSHIP_BLOCKED_OVERDUE', tags: ['DENIED', 'BLOCKED', 'OVERDUE'] },
    dayBefore: { granted: false, code: 'MEMBERSHIP_BLOCKED_OVERDUE', tags: ['DENIED', 'BLOCKED', 'OVERDUE'] },
  },
  {
    name: 'BLOCKED, nothing overdue',
    memberships: () => [membership({ status: 'BLOCKED' })],
    today: { granted: false, code: 'MEMBERSHIP_BLOCKED', tags: ['DENIED', 'BLOCKED'] },
    dayBefore: { granted: false, code: 'MEMBERSHIP_BLOCKED', tags: ['DENIED', 'BLOCKED'] },
  },
  {
    name: 'BLOCKED, Unblock given from D until D+3',
    memberships: (d) => [
      membership({
        status: 'BLOCKED',
        overdue: overdue(plus(d, -10)),
        allowAccessFrom: d,
        allowAccessUntil: plus(d, 3),
      }),
    ],
    today: { granted: true, tags: ['OVERDUE'] },
    dayBefore: { granted: false, code: 'MEMBERSHIP_BLOCKED_OVERDUE', tags: ['DENIED', 'BLOCKED', 'OVERDUE'] },
  },
  {
    name: 'BLOCKED, Unblock ran until D-1 (inclusive)',
    memberships: (d) => [
      membership({ status: 'BLOCKED', allowAccessFrom: plus(d, -5), allowAccessUntil: plus(d, -1) }),
    ],
    today: { granted: false, code: 'MEMBERSHIP_BLOCKED', tags: ['DENIED', 'BLOCKED'] },
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'suspension starting on D (stored ACTIVE: the hourly job has not run yet)',
    memberships: (d) => [
      membership({ pauses: [{ startDate: d, endDate: plus(d, 14), kind: 'SUSPENSION' }] }),
    ],
    today: { granted: false, code: 'MEMBERSHIP_SUSPENDED', tags: ['DENIED', 'SUSPENDED'] },
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'suspension resuming on D (stored SUSPENDED: the hourly job has not run yet)',
    memberships: (d) => [
      membership({
        status: 'SUSPENDED',
        pauses: [{ startDate: plus(d, -14), endDate: d, kind: 'SUSPENSION' }],
      }),
    ],
    today: GRANTED_PAID,
    dayBefore: { granted: false, code: 'MEMBERSHIP_SUSPENDED', tags: ['DENIED', 'SUSPENDED'] },
  },
  {
    name: 'FREE_PERIOD running',
    memberships: (d) => [
      membership({
        status: 'FREE_PERIOD',
        pauses: [{ startDate: plus(d, -3), endDate: plus(d, 3), kind: 'FREE_PERIOD' }],
      }),
    ],
    today: GRANTED_PAID,
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'starting on D (PENDING the day before)',
    memberships: (d) => [membership({ startDate: d })],
    today: GRANTED_PAID,
    dayBefore: { granted: false, code: 'MEMBERSHIP_NOT_STARTED', tags: ['DENIED'] },
  },
  {
    name: 'cancelled, ending on D (its last day was D-1)',
    memberships: (d) => [membership({ endDate: d, cancellationReason: 'MOVED_AWAY' })],
    today: { granted: false, code: 'MEMBERSHIP_ENDED', tags: ['DENIED', 'STOPPED'] },
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'fixed term running out on D',
    memberships: (d) => [membership({ endDate: d })],
    today: { granted: false, code: 'MEMBERSHIP_EXPIRED', tags: ['DENIED', 'STOPPED'] },
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'visit pass with visits left',
    memberships: () => [
      membership({ planType: 'VISITOR_PASS', planName: '10-visit pass', numberOfVisitsLeft: 3 }),
    ],
    today: GRANTED_PAID,
    dayBefore: GRANTED_PAID,
  },
  {
    name: 'visit pass used up',
    memberships: () => [
      membership({ planType: 'VISITOR_PASS', planName: '10-visit pass', numberOfVisitsLeft: 0 }),
    ],
    today: { granted: false, code: 'NO_VISITS_LEFT', tags: ['DENIED'] },
    dayBefore: { granted: false, code: 'NO_VISITS_LEFT', tags: ['DENIED'] },
  },
  {
    name: 'payment setup not completed',
    memberships: () => [membership({ paymentSetupPending: true })],
    today: { granted: false, code: 'PAYMENT_SETUP_PENDING', tags: ['DENIED'] },
    dayBefore: { granted: false, code: 'PAYMENT_SETUP_PENDING', tags: ['DENIED'] },
  },
  {
    name: 'no membership',
    memberships: () => [],
    today: { granted: false, code: 'NO_MEMBERSHIP', tags: ['DENIED'] },
    dayBefore: { granted: false, code: 'NO_MEMBERSHIP', tags: ['DENIED'] },
  },
];

/** The vaccination rules: the requirement (now and scheduled from a day) and the person's record. */
interface VaccinationRow {
  name: string;
  requirement: (day: string) => VaccinationRequirement;
  vaccinated: boolean;
  /** Whether the rule is in force on D and on D-1. */
  inForce: { today: boolean; dayBefore: boolean };
}

const required = (now: boolean, scheduled: boolean | null = null, from: string | null = null) => ({
  requireVaccinationCertificate: now,
  scheduledRequireVaccinationCertificate: scheduled,
  scheduledFrom: from,
});

const VACCINATION_RULES: VaccinationRow[] = [
  {
    name: 'not required',
    requirement: () => required(false),
    vaccinated: false,
    inForce: { today: false, dayBefore: false },
  },
  {
    name: 'required, certificate sighted',
    requirement: () => required(true),
    vaccinated: true,
    inForce: { today: true, dayBefore: true },
  },
  {
    name: 'required, no certificate',
    requirement: () => required(true),
    vaccinated: false,
    inForce: { today: true, dayBefore: true },
  },
  {
    name: 'switched on from D (midnight), no certificate',
    requirement: (d) => required(false, true, d),
    vaccinated: false,
    inForce: { today: true, dayBefore: false },
  },
  {
    name: 'switched off from D (midnight), no certificate',
    requirement: (d) => required(true, false, d),
    vaccinated: false,
    inForce: { today: false, dayBefore: true },
  },
];

function withVaccination(expected: Expected, rule: VaccinationRow, inForce: boolean): Expected {
  if (!inForce || rule.vaccinated) return expected;
  // A person the memberships let in is turned away for the certificate; one they keep out keeps
  // that reason, and the arrival also shows the missing certificate.
  if (expected.granted)
    return { granted: false, code: 'NO_VACCINATION_CERTIFICATE', tags: ['DENIED', 'NO_VAX_CERT'] };
  return { ...expected, tags: [...expected.tags, 'NO_VAX_CERT'] };
}

/** Days to test in each zone: an ordinary day, and the days daylight saving starts and ends. */
const ZONES: { zone: string; days: string[] }[] = [
  { zone: 'Pacific/Auckland', days: ['2026-06-15', '2026-04-05', '2026-09-27', '2027-01-01'] },
  { zone: 'Australia/Sydney', days: ['2026-06-15', '2026-04-05', '2026-10-04', '2027-01-01'] },
  { zone: 'Australia/Perth', days: ['2026-06-15', '2026-04-05', '2026-10-04', '2027-01-01'] },
];

/** Instants on day D in the zone: midnight, the DST hours (02:30 does not exist on the spring day), noon, the last ms. */
function instantsOn(day: string, zone: string): Temporal.Instant[] {
  const start = date(day).toZonedDateTime({ timeZone: zone });
  // ZonedDateTime.with resolves a wall time the zone skips (02:30 on the spring day) to a real instant.
  const at = (hour: number, minute = 0) => start.with({ hour, minute }).toInstant();
  const end = date(day)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: zone })
    .toInstant()
    .subtract({ milliseconds: 1 });
  return [start.toInstant(), at(1, 59), at(2, 30), at(3, 0), at(12), end];
}

describe('decideEntry: membership state × vaccination rule × time of day, in the branch zone', () => {
  for (const { zone, days } of ZONES) {
    for (const day of days) {
      describe(`${zone} on ${day}`, () => {
        const midnight = date(day).toZonedDateTime({ timeZone: zone }).toInstant();
        const lastMsBefore = midnight.subtract({ milliseconds: 1 });
        for (const state of STATES) {
          for (const rule of VACCINATION_RULES) {
            it(`${state.name}; ${rule.name}`, () => {
              const input = facts({
                memberships: state.memberships(day),
                vaccinationRequirement: rule.requirement(day),
                person: person({ vaccination: rule.vaccinated ? VACCINATED : UNVACCINATED }),
              });
              for (const at of instantsOn(day, zone)) {
                expect(outcome(decideEntry(input, at, zone)), at.toString()).toEqual(
                  withVaccination(state.today, rule, rule.inForce.today),
                );
              }
              expect(outcome(decideEntry(input, lastMsBefore, zone)), 'the last ms before midnight').toEqual(
                withVaccination(state.dayBefore, rule, rule.inForce.dayBefore),
              );
            });
          }
        }
      });
    }
  }

  it('reads the day in the branch zone, not UTC: 00:30 in Auckland is the day before in UTC', () => {
    const at = Temporal.Instant.from('2026-06-14T12:30:00Z'); // 00:30 on 15 Jun in Auckland, 20:30 on 14 Jun in Perth
    const input = facts({ memberships: [membership({ startDate: '2026-06-15' })] });
    expect(decideEntry(input, at, 'Pacific/Auckland').granted).toBe(true);
    expect(decideEntry(input, at, 'Australia/Perth').reason?.code).toBe('MEMBERSHIP_NOT_STARTED');
  });
});

describe('decideEntry: the reasons, in words', () => {
  const at = Temporal.Instant.from('2026-11-20T01:00:00Z');
  const zone = 'Pacific/Auckland';

  it.each([
    [
      'blocked for a dishonoured debit',
      facts({
        memberships: [
          membership({
            status: 'BLOCKED',
            overdue: { amountCents: 5400, since: '2026-11-03', dishonoured: true },
          }),
        ],
      }),
      'Direct debit dishonoured: $54.00 overdue since 3 Nov',
      'PAY_OVERDUE',
    ],
    [
      'blocked for a missed desk payment',
      facts({
        memberships: [
          membership({
            status: 'BLOCKED',
            overdue: { amountCents: 12000, since: '2026-10-30', dishonoured: false },
          }),
        ],
      }),
      'Payment overdue: $120.00 overdue since 30 Oct',
      'PAY_OVERDUE',
    ],
    [
      'blocked by staff',
      facts({ memberships: [membership({ status: 'BLOCKED' })] }),
      'Membership blocked',
      'UNBLOCK',
    ],
    [
      'suspended (resume date 13 Jan next year)',
      facts({
        memberships: [
          membership({ pauses: [{ startDate: '2026-11-01', endDate: '2027-01-13', kind: 'SUSPENSION' }] }),
        ],
      }),
      'Membership suspended until 12 Jan 2027',
      null,
    ],
    [
      'visit pass used up',
      facts({
        memberships: [
          membership({ planType: 'VISITOR_PASS', planName: '10-visit pass', numberOfVisitsLeft: 0 }),
        ],
      }),
      'No visits left on 10-visit pass',
      'SELL_MEMBERSHIP',
    ],
    [
      'unknown card',
      facts({ person: null, cardNumber: 'ZZ9' }),
      'Card ZZ9 is not assigned to anyone',
      'ASSIGN_CARD',
    ],
    ['no membership here', facts({ memberships: [] }), 'No membership at this branch', 'SELL_MEMBERSHIP'],
    [
      'not started',
      facts({ memberships: [membership({ startDate: '2026-12-01' })] }),
      'Membership starts on 1 Dec',
      null,
    ],
    [
      'ended',
      facts({ memberships: [membership({ endDate: '2026-11-05', cancellationReason: 'MOVED_AWAY' })] }),
      'Membership ended on 5 Nov',
      'SELL_MEMBERSHIP',
    ],
    [
      'no certificate',
      facts({ vaccinationRequirement: required(true), person: person({ vaccination: UNVACCINATED }) }),
      'No vaccination certificate sighted',
      'VERIFY_VACCINATION',
    ],
    [
      'pass expired (good through 19 Nov)',
      facts({
        vaccinationRequirement: required(true),
        person: person({ vaccination: { ...VACCINATED, passExpiryDate: date('2026-11-19') } }),
      }),
      'Vaccination pass expired on 19 Nov',
      'VERIFY_VACCINATION',
    ],
    [
      'inactive staff member',
      facts({ memberships: [], person: person({ staff: { active: false } }) }),
      'Staff member is inactive',
      null,
    ],
  ])('%s', (_name, input, text, fix) => {
    const decision = decideEntry(input, at, zone);
    expect(decision.granted).toBe(false);
    expect(decision.reason?.text).toBe(text);
    expect(decision.reason?.fix).toBe(fix);
  });

  it('lets the pass in on its expiry day, and not a certificate sighted after the swipe', () => {
    const rule = { vaccinationRequirement: required(true) };
    const onExpiryDay = facts({
      ...rule,
      person: person({ vaccination: { ...VACCINATED, passExpiryDate: date('2026-11-20') } }),
    });
    expect(decideEntry(onExpiryDay, at, zone).granted).toBe(true);
    const sightedLater = facts({
      ...rule,
      person: person({ vaccination: { certificateSightedAt: at.add({ seconds: 1 }), passExpiryDate: null } }),
    });
    expect(decideEntry(sightedLater, at, zone).reason?.code).toBe('NO_VACCINATION_CERTIFICATE');
  });
});

describe('decideEntry: visits, re-entry, staff and reciprocal access', () => {
  const zone = 'Australia/Sydney';
  const at = Temporal.Instant.from('2026-06-15T00:00:00Z');
  const pass = membership({
    id: 'pass',
    planType: 'VISITOR_PASS',
    planName: '10-visit pass',
    numberOfVisitsLeft: 1,
  });
  const usedUp = { ...pass, numberOfVisitsLeft: 0 };
  const lastEntry = (minutesAgo: number, membershipId: string | null = 'pass') => ({
    at: at.subtract({ minutes: minutesAgo }),
    membershipId,
  });

  it('uses one visit of a pass and counts the entry against it', () => {
    expect(decideEntry(facts({ memberships: [pass] }), at, zone)).toMatchObject({
      granted: true,
      membershipId: 'pass',
      usesVisit: true,
    });
  });

  it(`lets a person back in within ${RE_ENTRY_WINDOW_MINUTES} minutes as a re-entry, without another visit`, () => {
    const decision = decideEntry(
      facts({ memberships: [usedUp], lastGrantedArrival: lastEntry(RE_ENTRY_WINDOW_MINUTES) }),
      at,
      zone,
    );
    expect(decision).toMatchObject({ granted: true, usesVisit: false, membershipId: 'pass' });
    expect(decision.tags).toEqual(['PAID', 'RE_ENTRY']);
    const withVisits = decideEntry(
      facts({ memberships: [pass], lastGrantedArrival: lastEntry(2) }),
      at,
      zone,
    );
    expect(withVisits).toMatchObject({ granted: true, usesVisit: false });
  });

  it('is a new visit after the window, even across midnight', () => {
    const late = decideEntry(
      facts({ memberships: [usedUp], lastGrantedArrival: lastEntry(RE_ENTRY_WINDOW_MINUTES + 1) }),
      at,
      zone,
    );
    expect(late.reason?.code).toBe('NO_VISITS_LEFT');
    // 23:55 then 00:03 in Sydney: a re-entry, though the calendar day changed.
    const midnight = date('2026-06-16').toZonedDateTime({ timeZone: zone }).toInstant();
    const afterMidnight = midnight.add({ minutes: 3 });
    const decision = decideEntry(
      facts({
        memberships: [usedUp],
        lastGrantedArrival: { at: midnight.subtract({ minutes: 5 }), membershipId: 'pass' },
      }),
      afterMidnight,
      zone,
    );
    expect(decision).toMatchObject({ granted: true, usesVisit: false });
  });

  it('does not let a re-entry through a block that came in between', () => {
    const blocked = membership({ id: 'pass', status: 'BLOCKED' });
    expect(
      decideEntry(facts({ memberships: [blocked], lastGrantedArrival: lastEntry(1) }), at, zone).granted,
    ).toBe(false);
  });

  it('prefers an ongoing membership to a visit pass, and the pass closest to running out', () => {
    const ongoing = membership({ id: 'gold' });
    expect(decideEntry(facts({ memberships: [pass, ongoing] }), at, zone)).toMatchObject({
      membershipId: 'gold',
      usesVisit: false,
    });
    const fuller = { ...pass, id: 'fuller', numberOfVisitsLeft: 8 };
    expect(decideEntry(facts({ memberships: [fuller, pass] }), at, zone).membershipId).toBe('pass');
  });

  it('tells the most pressing of several refusals', () => {
    const ended = membership({ id: 'old', endDate: '2026-01-01', cancellationReason: 'MOVED_AWAY' });
    const suspended = membership({
      id: 'now',
      pauses: [{ startDate: '2026-06-01', endDate: '2026-07-01', kind: 'SUSPENSION' }],
    });
    expect(decideEntry(facts({ memberships: [ended, suspended] }), at, zone)).toMatchObject({
      membershipId: 'now',
      reason: { code: 'MEMBERSHIP_SUSPENDED' },
    });
  });

  it('lets active staff in without a membership or a visit; inactive staff are turned away', () => {
    const staff = person({ staff: { active: true } });
    expect(decideEntry(facts({ person: staff, memberships: [] }), at, zone)).toMatchObject({
      granted: true,
      tags: [],
    });
    expect(decideEntry(facts({ person: staff, memberships: [pass] }), at, zone)).toMatchObject({
      granted: true,
      usesVisit: false,
    });
    const inactive = person({ staff: { active: false } });
    expect(decideEntry(facts({ person: inactive, memberships: [] }), at, zone).tags).toEqual([
      'DENIED',
      'INACTIVE',
    ]);
    expect(decideEntry(facts({ person: inactive, memberships: [membership()] }), at, zone).granted).toBe(
      true,
    );
  });

  it('counts another branch’s membership only for a member of this branch (reciprocal access)', () => {
    const elsewhere = membership({ branchId: 'branch-elsewhere' });
    const visitor = facts({ memberships: [elsewhere], person: person({ memberHere: false }) });
    expect(decideEntry(visitor, at, zone).reason?.code).toBe('NO_MEMBERSHIP');
    const reciprocal = facts({ memberships: [elsewhere], person: person({ memberHere: true }) });
    expect(decideEntry(reciprocal, at, zone).granted).toBe(true);
  });

  it('stores an unknown card as denied with no person', () => {
    expect(decideEntry(facts({ person: null }), at, zone)).toEqual({
      granted: false,
      tags: ['DENIED'],
      reason: { code: 'UNKNOWN_CARD', text: 'Card CARD1 is not assigned to anyone', fix: 'ASSIGN_CARD' },
      membershipId: null,
      usesVisit: false,
    });
  });
});
