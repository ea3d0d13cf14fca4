import { occurrencesBetween, type SessionSeries } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { seedId } from '../../../platform/modules/demo-plan.ts';
import { type Random, randomSequence } from '../../members/public.ts';

/**
 * The demo timetable of one organisation, built without a database (the seed step loads its
 * inputs and inserts the rows; `demo-timetable.repository.ts`): per branch a week of weekly
 * classes and a few sessions by name, materialised with the domain's recurrence in the branch's
 * zone from 8 weeks before the seed's day to 4 weeks after it, with bookings of members holding a
 * membership at that branch on the session's day (ATTENDED mostly on past sessions, BOOKED on
 * future ones), a few full sessions with a waitlist, and a few members' own cancellations.
 */

/** Id kinds of this step's rows (classes are 0x60). */
const KIND = { series: 0x70, session: 0x71, booking: 0x72, waitlistEntry: 0x73 } as const;

export const WEEKS_BACK = 8;
export const WEEKS_AHEAD = 4;
const DAYS_PER_WEEK = 7;

interface WeeklySlot {
  /** The class's name (the demo classes' names), or null for a session by name. */
  className: string | null;
  /** The session's own name when it is not a class. */
  name?: string;
  /** ISO weekday: 1 = Monday. */
  weekday: number;
  startTime: string;
  endTime: string;
  capacity: number | null;
}

/**
 * A club's week: early spin, lunchtime pilates, evening yoga, HIIT, and an induction by name. No
 * two slots of a day overlap, so whoever teaches them is never double-booked.
 */
const WEEK: readonly WeeklySlot[] = [
  { className: 'Spin', weekday: 1, startTime: '06:00', endTime: '07:00', capacity: 12 },
  { className: 'Spin', weekday: 3, startTime: '06:00', endTime: '07:00', capacity: 12 },
  { className: 'Spin', weekday: 5, startTime: '06:00', endTime: '07:00', capacity: 12 },
  { className: 'Spin', weekday: 2, startTime: '17:30', endTime: '18:30', capacity: 12 },
  { className: 'Spin', weekday: 4, startTime: '17:30', endTime: '18:30', capacity: 12 },
  { className: 'HIIT', weekday: 2, startTime: '06:30', endTime: '07:30', capacity: 16 },
  { className: 'HIIT', weekday: 4, startTime: '06:30', endTime: '07:30', capacity: 16 },
  { className: 'HIIT', weekday: 6, startTime: '08:00', endTime: '09:00', capacity: 16 },
  { className: 'Yoga', weekday: 1, startTime: '18:00', endTime: '19:00', capacity: 20 },
  { className: 'Yoga', weekday: 3, startTime: '18:00', endTime: '19:00', capacity: 20 },
  { className: 'Yoga', weekday: 6, startTime: '09:30', endTime: '10:30', capacity: 20 },
  { className: 'Yoga', weekday: 7, startTime: '09:00', endTime: '10:00', capacity: 15 },
  { className: 'Pilates', weekday: 2, startTime: '12:00', endTime: '13:00', capacity: 8 },
  { className: 'Pilates', weekday: 4, startTime: '12:00', endTime: '13:00', capacity: 8 },
  { className: 'Pilates', weekday: 5, startTime: '09:30', endTime: '10:30', capacity: 8 },
  { className: null, name: 'Gym induction', weekday: 3, startTime: '12:00', endTime: '12:30', capacity: 6 },
];

/** Sessions by name held once: one in the past weeks, one ahead (days from the seed's day). */
const ONCE: readonly (WeeklySlot & { daysFromToday: number })[] = [
  {
    className: null,
    name: 'Stretch & mobility clinic',
    weekday: 0,
    daysFromToday: -17,
    startTime: '13:00',
    endTime: '14:30',
    capacity: 10,
  },
  {
    className: null,
    name: 'Bootcamp in the park',
    weekday: 0,
    daysFromToday: 12,
    startTime: '07:00',
    endTime: '08:00',
    capacity: null,
  },
];

export interface TimetableClass {
  id: string;
  name: string;
  waitlistLimit: number | null;
}

export interface TimetableMembership {
  id: string;
  personId: string;
  startDate: string;
  endDate: string | null;
  /** Billed through a billing account: only such a membership is charged a class fee. */
  billing: boolean;
}

interface TimetableBranch {
  id: string;
  timeZone: string;
  /** Persons of demo staff working at the branch: they teach. */
  staffIds: readonly string[];
  classes: readonly TimetableClass[];
  /** Current memberships at the branch: who books. */
  memberships: readonly TimetableMembership[];
}

export interface DemoTimetableInput {
  applicationId: string;
  tenantNumber: number;
  /** The start of the seed's day (UTC): the weeks are counted from its date; nobody booked after it. */
  anchor: Date;
  /**
   * The seed's moment: sessions ended before it are past (most of their members attended). Not
   * the anchor: a session that ended this afternoon, after UTC midnight, with nobody checked in
   * showed as a class nobody came to, and the no-show fees' first run charged all its members.
   */
  now: Date;
  branches: readonly TimetableBranch[];
}

interface SeriesRow {
  id: string;
  applicationId: string;
  branchId: string;
  classId: string | null;
  name: string | null;
  staffMemberId: string | null;
  capacity: number | null;
  frequency: 'ONCE' | 'WEEKLY';
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  timeZone: string;
  materialisedUntil: string;
}

interface SessionRow {
  id: string;
  applicationId: string;
  seriesId: string;
  branchId: string;
  classId: string | null;
  name: string | null;
  staffMemberId: string | null;
  capacity: number | null;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  bookedCount: number;
  waitlistCount: number;
}

interface BookingRow {
  id: string;
  applicationId: string;
  sessionId: string;
  personId: string;
  status: 'BOOKED' | 'ATTENDED';
  membershipId: string;
  bookedAt: Date;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: 'MEMBER' | null;
}

interface WaitlistRow {
  id: string;
  applicationId: string;
  sessionId: string;
  personId: string;
  joinedAt: Date;
}

export interface DemoTimetable {
  series: SeriesRow[];
  sessions: SessionRow[];
  bookings: BookingRow[];
  waitlist: WaitlistRow[];
  /** The booking cancelled late at the first branch's class with fees, for the seed to assess. */
  lateCancellationId: string | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Share of sessions filled to the last place; of full ones with a waitlist, members queue. */
const FULL_CHANCE = 0.12;
const ATTENDED_CHANCE = 0.9;
const MEMBER_CANCELLATION_CHANCE = 0.06;

function firstOnOrAfter(date: Temporal.PlainDate, weekday: number): Temporal.PlainDate {
  return date.add({ days: (weekday - date.dayOfWeek + DAYS_PER_WEEK) % DAYS_PER_WEEK });
}

/** `count` distinct items of `items`, in random order (a partial Fisher–Yates shuffle). */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = random.int(i, pool.length - 1);
    const a = pool[i];
    const b = pool[j];
    if (a === undefined || b === undefined) break;
    pool[i] = b;
    pool[j] = a;
  }
  return pool.slice(0, n);
}

function coversDay(membership: TimetableMembership, date: string): boolean {
  return membership.startDate <= date && (membership.endDate === null || membership.endDate >= date);
}

/** Fixed ids numbered per kind in the order the rows are built. */
function idCounter(tenant: number) {
  const next = new Map<number, number>();
  return {
    id(kind: number): string {
      const n = (next.get(kind) ?? 0) + 1;
      next.set(kind, n);
      return seedId(tenant, kind, n);
    },
  };
}
type IdCounter = ReturnType<typeof idCounter>;

interface Span {
  start: number;
  end: number;
}

/**
 * Who teaches what: a series goes to the first of its branch's staff who is free at every one of
 * its occurrences (staff covering several branches teach across zones), else to nobody (a session
 * may have no staff member): the seed never double-books anyone.
 */
function teacherDiary() {
  const busy = new Map<string, Span[]>();
  const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
  return {
    assign(candidates: readonly string[], spans: readonly Span[]): string | null {
      for (const id of candidates) {
        const diary = busy.get(id) ?? [];
        if (spans.some((span) => diary.some((taken) => overlaps(span, taken)))) continue;
        busy.set(id, [...diary, ...spans]);
        return id;
      }
      return null;
    },
  };
}

/** The branch's staff starting from the n-th, so classes spread over everyone who works there. */
const rotate = <T>(items: readonly T[], n: number): T[] => {
  const k = items.length === 0 ? 0 : n % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
};

export function buildDemoTimetable(input: DemoTimetableInput): DemoTimetable {
  const random = randomSequence(input.tenantNumber * 104_729 + 24);
  const ids = idCounter(input.tenantNumber);
  const built: DemoTimetable = {
    series: [],
    sessions: [],
    bookings: [],
    waitlist: [],
    lateCancellationId: null,
  };
  const teachers = teacherDiary();
  const today = Temporal.PlainDate.from(input.anchor.toISOString().slice(0, 10));
  const firstDay = today.subtract({ days: WEEKS_BACK * DAYS_PER_WEEK });
  // Inclusive: the last day materialised; the sessions job continues open-ended series from it.
  const lastDay = today.add({ days: WEEKS_AHEAD * DAYS_PER_WEEK - 1 });
  for (const branch of input.branches) {
    const classByName = new Map(branch.classes.map((c) => [c.name, c]));
    const slots = [
      ...WEEK.map((slot) => ({ slot, startDate: firstOnOrAfter(firstDay, slot.weekday), weekly: true })),
      ...ONCE.map((slot) => ({ slot, startDate: today.add({ days: slot.daysFromToday }), weekly: false })),
    ];
    for (const [index, { slot, startDate, weekly }] of slots.entries()) {
      const demoClass = slot.className === null ? undefined : classByName.get(slot.className);
      if (slot.className !== null && !demoClass) continue;
      const series: SeriesRow = {
        id: ids.id(KIND.series),
        applicationId: input.applicationId,
        branchId: branch.id,
        classId: demoClass?.id ?? null,
        name: demoClass ? null : (slot.name ?? null),
        staffMemberId: null,
        capacity: slot.capacity,
        frequency: weekly ? 'WEEKLY' : 'ONCE',
        startDate: startDate.toString(),
        endDate: weekly ? null : startDate.toString(),
        startTime: slot.startTime,
        endTime: slot.endTime,
        timeZone: branch.timeZone,
        materialisedUntil: weekly ? lastDay.toString() : startDate.toString(),
      };
      built.series.push(series);
      const recurrence: SessionSeries = {
        timeZone: series.timeZone,
        startDate: series.startDate,
        startTime: series.startTime,
        endTime: series.endTime,
        repeat: series.frequency,
        untilDate: weekly ? lastDay.toString() : series.startDate,
        count: null,
      };
      const from = firstDay.toZonedDateTime(branch.timeZone).toInstant();
      const to = lastDay.add({ days: 1 }).toZonedDateTime(branch.timeZone).toInstant();
      const occurrences = occurrencesBetween(recurrence, from, to).map((o) => ({
        date: o.date,
        start: o.start.epochMilliseconds,
        end: o.end.epochMilliseconds,
      }));
      series.staffMemberId = teachers.assign(rotate(branch.staffIds, index), occurrences);
      for (const occurrence of occurrences) {
        const session: SessionRow = {
          id: ids.id(KIND.session),
          applicationId: input.applicationId,
          seriesId: series.id,
          branchId: branch.id,
          classId: series.classId,
          name: series.name,
          staffMemberId: series.staffMemberId,
          capacity: series.capacity,
          date: occurrence.date,
          startTime: series.startTime,
          endTime: series.endTime,
          timeZone: series.timeZone,
          startsAt: new Date(occurrence.start),
          endsAt: new Date(occurrence.end),
          bookedCount: 0,
          waitlistCount: 0,
        };
        built.sessions.push(session);
        fillSession(random, ids, input, session, branch, demoClass, built);
      }
    }
  }
  built.lateCancellationId = addLateCancellation(ids, input, built);
  return built;
}

/** The class whose fees the demo shows (classes.seed.ts turns them on at the first branch). */
const FEE_CLASS = 'Spin';

/**
 * One member's late cancellation: booked two days ahead, cancelled 45 minutes before the start of
 * the first branch's latest past spin class (inside its 2-hour window). The booking is written
 * like any other; the seed step then charges it through the fees' own assessment.
 */
function addLateCancellation(ids: IdCounter, input: DemoTimetableInput, built: DemoTimetable): string | null {
  const branch = input.branches[0];
  const feeClass = branch?.classes.find((c) => c.name === FEE_CLASS);
  if (!branch || !feeClass) return null;
  const session = built.sessions
    .filter((s) => s.classId === feeClass.id && s.endsAt.getTime() <= input.anchor.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .at(-1);
  if (!session) return null;
  const taken = new Set(built.bookings.filter((b) => b.sessionId === session.id).map((b) => b.personId));
  const membership = branch.memberships.find(
    (m) => m.billing && coversDay(m, session.date) && !taken.has(m.personId),
  );
  if (!membership) return null;
  const start = session.startsAt.getTime();
  const id = ids.id(KIND.booking);
  built.bookings.push({
    id,
    applicationId: input.applicationId,
    sessionId: session.id,
    personId: membership.personId,
    status: 'BOOKED',
    membershipId: membership.id,
    bookedAt: new Date(start - 48 * HOUR_MS),
    checkedInAt: null,
    cancelledAt: new Date(start - 45 * MINUTE_MS),
    cancelReason: 'MEMBER',
  });
  return id;
}

/** Bookings (and, for a full future class with a waitlist, members waiting) of one session. */
function fillSession(
  random: Random,
  ids: IdCounter,
  input: DemoTimetableInput,
  session: SessionRow,
  branch: TimetableBranch,
  demoClass: TimetableClass | undefined,
  built: DemoTimetable,
): void {
  const eligible = branch.memberships.filter((m) => coversDay(m, session.date));
  // One live booking per member: a member with two memberships at the branch books once.
  const byPerson = [...new Map(eligible.map((m) => [m.personId, m])).values()];
  const past = session.endsAt.getTime() <= input.now.getTime();
  const capacity = session.capacity ?? random.int(18, 30);
  const full = session.capacity !== null && random.chance(FULL_CHANCE);
  const wanted = full ? capacity : random.int(Math.ceil(capacity * 0.35), Math.max(1, capacity - 1));
  const chosen = sample(random, byPerson, wanted + 4);
  const booked = chosen.slice(0, wanted);
  const start = session.startsAt.getTime();
  const bookedAtFor = () => {
    const at = start - random.int(2, 7 * 24) * HOUR_MS;
    // Nobody booked after the seed's day began.
    return new Date(Math.min(at, input.anchor.getTime() - random.int(1, 48) * HOUR_MS));
  };
  for (const membership of booked) {
    const attended = past && random.chance(ATTENDED_CHANCE);
    built.bookings.push({
      id: ids.id(KIND.booking),
      applicationId: input.applicationId,
      sessionId: session.id,
      personId: membership.personId,
      status: attended ? 'ATTENDED' : 'BOOKED',
      membershipId: membership.id,
      bookedAt: bookedAtFor(),
      checkedInAt: attended ? new Date(start - random.int(0, 15) * MINUTE_MS) : null,
      cancelledAt: null,
      cancelReason: null,
    });
  }
  session.bookedCount = booked.length;
  const rest = chosen.slice(wanted);
  // A member who booked and cancelled in good time (kept: activities show it); the place was free again.
  const canceller = rest[0];
  if (canceller && random.chance(MEMBER_CANCELLATION_CHANCE)) {
    const bookedAt = bookedAtFor();
    const cancelledAt = new Date(
      Math.min(bookedAt.getTime() + random.int(1, 24) * HOUR_MS, start - 6 * HOUR_MS),
    );
    if (cancelledAt.getTime() > bookedAt.getTime() && cancelledAt.getTime() < input.anchor.getTime()) {
      built.bookings.push({
        id: ids.id(KIND.booking),
        applicationId: input.applicationId,
        sessionId: session.id,
        personId: canceller.personId,
        status: 'BOOKED',
        membershipId: canceller.id,
        bookedAt,
        checkedInAt: null,
        cancelledAt,
        cancelReason: 'MEMBER',
      });
    }
  }
  const limit = demoClass?.waitlistLimit ?? null;
  if (!full || past || limit === null) return;
  const waiting = rest.slice(1, 1 + Math.min(limit, random.int(1, 3)));
  for (const [position, membership] of waiting.entries()) {
    built.waitlist.push({
      id: ids.id(KIND.waitlistEntry),
      applicationId: input.applicationId,
      sessionId: session.id,
      personId: membership.personId,
      joinedAt: new Date(input.anchor.getTime() - (12 - position) * HOUR_MS),
    });
  }
  session.waitlistCount = waiting.length;
}
