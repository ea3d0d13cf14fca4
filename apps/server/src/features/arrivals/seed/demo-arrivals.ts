import { Temporal } from 'temporal-polyfill';
import { seedId } from '../../../platform/modules/demo-plan.ts';
import { type Random, randomSequence } from '../../members/public.ts';
import type { ArrivalInsert } from '../arrivals.service.ts';
import type { MembershipHistory, PersonHistory } from './arrival-history.ts';

/**
 * The demo arrivals: 24 months of door swipes and manual arrivals, each decided as the door decides
 * it (`decide`, the domain's rule over the history as it stood at that moment), so the seed shows
 * what the product would have recorded. Members come while a membership of theirs is in force
 * (0.2 to 0.8 times a week: history enough to browse, rows few enough for a quick seed), at the
 * branch's opening hours in its own time zone (busiest before and after work), now and then twice
 * within minutes (a re-entry), rarely during a suspension (but at least once in each); visit-pass holders come until their
 * visits run out and try once more; some try again after their membership ended or before their
 * payment setup is done; reciprocal members visit the other branch; prospects come on a trial
 * visit the front desk records (MANUAL); and each branch sees a few cards nobody holds.
 *
 * The days after the anchor (the UTC seeding day) up to the seeding moment in each branch's zone
 * have arrivals too, so a demo opened today shows today's arrivals at every branch: members whose
 * membership is in force come as on any day, only those whose time has come (`now`), and if that
 * leaves fewer than a handful today (the demo started early in the branch's morning), the first few
 * come between the opening and now (before 05:00: between midnight and now, the door taking a
 * member's card at any hour). They are planned from a second random sequence, so the 24 months
 * before stay as they were. Deterministic for a given seeding moment (seeded random, no clock).
 */

const KIND = { arrival: 0x50 } as const;
const DAY_MS = 86_400_000;
const WINDOW_DAYS = 730;
/** Opening hours, branch time: 05:00 to 22:00 (no DST change falls in them, so the offset holds). */
const OPEN_MINUTE = 5 * 60;
const CLOSE_MINUTE = 22 * 60;
const REENTRY_SHARE = 0.04;
/** The ids of the days since the anchor start here, so the history's ids stay as they were. */
const RECENT_IDS_FROM = 0x1000_0000;
const UNKNOWN_CARDS_PER_BRANCH = 12;
/** At least this many swipes at each branch earlier today (the seeding day in its zone). */
const TODAY_AT_LEAST = 4;

/** What the door decided for one swipe (the domain's decision, as it is stored). */
export interface DemoDecision {
  granted: boolean;
  tags: string[];
  reason: string | null;
  reasonText: string | null;
  membershipId: string | null;
  /** A visit pass (`membershipId`) loses a visit. */
  usesVisit: boolean;
}

/** One swipe to decide: who (null: a card nobody holds), where, when, and their history so far. */
export interface DemoSwipe {
  person: PersonHistory | null;
  cardNumber: string | null;
  branchId: string;
  timeZone: string;
  at: Date;
  /** `at`'s day in the branch's calendar, YYYY-MM-DD. */
  day: string;
  /** The person's memberships (all branches), as stored. */
  memberships: readonly MembershipHistory[];
  /** Visits each visit pass had used before this swipe. */
  visitsUsed: ReadonlyMap<string, number>;
  /** The person's last granted arrival at this branch before this swipe, and what it counted against. */
  lastGranted: { at: Date; membershipId: string | null } | null;
}

export interface DemoArrivalsInput {
  applicationId: string;
  tenantNumber: number;
  /** The start of the seeding day (UTC): the history falls in the 730 days before it. */
  anchor: Date;
  /** The moment the seed runs: the days since the anchor have arrivals up to it, never after. */
  now: Date;
  branches: readonly { id: string; timeZone: string }[];
  persons: readonly PersonHistory[];
  memberships: readonly MembershipHistory[];
  /** The staff user who records a manual arrival at a branch, if any. */
  recorderAt(branchId: string): string | null;
  decide(swipe: DemoSwipe): DemoDecision;
}

export interface DemoArrivals {
  arrivals: ArrivalInsert[];
  /** Visits used per visit pass (granted swipes counted against it). */
  visitsUsed: Map<string, number>;
  /** The latest granted arrival per person and branch. */
  lastVisits: { personId: string; branchId: string; at: Date }[];
}

interface Planned {
  branchId: string;
  at: Date;
  /** The branch's calendar day of `at`, YYYY-MM-DD. */
  day: string;
  /** A front-desk entry (prospect's trial visit) rather than a swipe. */
  manual: boolean;
  /** Planned for the days since the anchor (its draws come from the second sequence). */
  recent?: true;
}

export function buildDemoArrivals(input: DemoArrivalsInput): DemoArrivals {
  const random = randomSequence(input.tenantNumber * 15_485_863 + 7);
  const recentRandom = randomSequence(input.tenantNumber * 15_485_863 + 11);
  const now = input.now.getTime();
  const anchorDay = Math.floor(input.anchor.getTime() / DAY_MS) * DAY_MS;
  const firstDay = anchorDay - WINDOW_DAYS * DAY_MS;
  const lastDay = anchorDay - DAY_MS;
  const clock = new BranchClock();
  const zones = new Map(input.branches.map((branch) => [branch.id, branch.timeZone]));
  const membershipsOf = Map.groupBy(input.memberships, (m) => m.personId);
  const out: DemoArrivals = { arrivals: [], visitsUsed: new Map(), lastVisits: [] };
  let number = 0;
  let recentNumber = RECENT_IDS_FROM;

  const at = (branchId: string, day: number, minute: number) =>
    clock.instant(zones.get(branchId) ?? 'UTC', day, minute);
  const historyMinute = () => openMinute(random);

  // Whoever is still in the gym at the seeding moment has not left yet.
  const departed = (at: number | null) => (at !== null && at < now ? new Date(at) : null);

  const recentPlans = planRecentSwipes(input, recentRandom, clock);

  const push = (row: Omit<ArrivalInsert, 'id' | 'applicationId'>, recent = false) => {
    out.arrivals.push({
      ...row,
      id: seedId(input.tenantNumber, KIND.arrival, recent ? ++recentNumber : ++number),
      applicationId: input.applicationId,
    });
  };

  for (const person of input.persons) {
    const held = membershipsOf.get(person.id) ?? [];
    const plan = [
      ...planSwipes(person, held, { random, firstDay, lastDay, at, openMinute: historyMinute }),
      ...(recentPlans.get(person.id) ?? []),
    ].filter((swipe) => swipe.at.getTime() < now);
    plan.sort((a, b) => a.at.getTime() - b.at.getTime());
    const visitsUsed = new Map<string, number>();
    const lastGranted = new Map<string, { at: Date; membershipId: string | null }>();
    for (const swipe of plan) {
      const draw = swipe.recent ? recentRandom : random;
      if (swipe.manual) {
        push({
          personId: person.id,
          branchId: swipe.branchId,
          arrivedAt: swipe.at,
          receivedAt: swipe.at,
          departedAt: departed(swipe.at.getTime() + draw.int(40, 90) * 60_000),
          tags: ['MANUAL'],
          granted: true,
          recordedByUserId: input.recorderAt(swipe.branchId),
        });
        lastGranted.set(swipe.branchId, { at: swipe.at, membershipId: null });
        continue;
      }
      const decision = input.decide({
        person,
        cardNumber: person.cardNumber,
        branchId: swipe.branchId,
        timeZone: zones.get(swipe.branchId) ?? 'UTC',
        at: swipe.at,
        day: swipe.day,
        memberships: held,
        visitsUsed,
        lastGranted: lastGranted.get(swipe.branchId) ?? null,
      });
      const previous = out.arrivals.at(-1);
      const reEntry = decision.tags.includes('RE_ENTRY');
      if (reEntry && previous?.personId === person.id && previous.departedAt)
        // They stepped out just before coming back in.
        previous.departedAt = new Date(swipe.at.getTime() - 60_000);
      push(
        {
          personId: person.id,
          branchId: swipe.branchId,
          arrivedAt: swipe.at,
          receivedAt: swipe.at,
          departedAt: departed(
            decision.granted && draw.chance(0.85) ? swipe.at.getTime() + draw.int(35, 120) * 60_000 : null,
          ),
          tags: decision.tags,
          granted: decision.granted,
          reason: decision.reason,
          reasonText: decision.reasonText,
          cardNumber: person.cardNumber,
          membershipId: decision.membershipId,
        },
        swipe.recent === true,
      );
      if (!decision.granted) continue;
      lastGranted.set(swipe.branchId, { at: swipe.at, membershipId: decision.membershipId });
      if (decision.usesVisit && decision.membershipId)
        visitsUsed.set(decision.membershipId, (visitsUsed.get(decision.membershipId) ?? 0) + 1);
    }
    for (const [membershipId, used] of visitsUsed) out.visitsUsed.set(membershipId, used);
    for (const [branchId, last] of lastGranted)
      out.lastVisits.push({ personId: person.id, branchId, at: last.at });
  }

  // A swipe of a card nobody holds (a lost visitor's card, a neighbour's gym tag), decided by the
  // door as any other: denied, with no person.
  const strangerSwipe = (
    branch: { id: string; timeZone: string },
    when: Date,
    day: string,
    cardNumber: string,
    recent: boolean,
  ) => {
    const decision = input.decide({
      person: null,
      cardNumber,
      branchId: branch.id,
      timeZone: branch.timeZone,
      at: when,
      day,
      memberships: [],
      visitsUsed: new Map(),
      lastGranted: null,
    });
    push(
      {
        personId: null,
        branchId: branch.id,
        arrivedAt: when,
        receivedAt: when,
        departedAt: null,
        tags: decision.tags,
        granted: decision.granted,
        reason: decision.reason,
        reasonText: decision.reasonText,
        cardNumber,
        membershipId: null,
      },
      recent,
    );
  };
  for (const branch of input.branches) {
    for (let n = 0; n < UNKNOWN_CARDS_PER_BRANCH; n++) {
      // The card is drawn before its day, as before: the seeded history stays as it was.
      const cardNumber = strangerCard(random);
      const day = firstDay + random.int(0, WINDOW_DAYS - 1) * DAY_MS;
      strangerSwipe(branch, at(branch.id, day, historyMinute()), isoOf(day), cardNumber, false);
    }
  }
  // And one earlier today at each branch.
  for (const branch of input.branches) {
    const when = recentPlans.todayInstant(branch.id, recentRandom);
    if (!when) continue;
    strangerSwipe(branch, when, branchDay(when, branch.timeZone), strangerCard(recentRandom), true);
  }
  return out;
}

/** A card number nobody holds: two digits and six hex digits, drawn from `draw`. */
const strangerCard = (draw: Random) =>
  `${draw.digits(2)}${Math.floor(draw.next() * 2 ** 24)
    .toString(16)
    .toUpperCase()
    .padStart(6, '0')}`;

const branchDay = (at: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** The swipes of the days since the anchor, by person, and how to place one more earlier today. */
interface RecentPlans {
  get(personId: string): Planned[] | undefined;
  /** An instant earlier today at the branch (null when its day began this very moment). */
  todayInstant(branchId: string, random: Random): Date | null;
}

/**
 * The days after the anchor up to the seeding moment, branch by branch in its own zone (none, one
 * or two days: the anchor is a UTC day): members whose membership at the branch is in force and not
 * suspended come as on any day, at a time that has come; then, when today has fewer than
 * `TODAY_AT_LEAST` swipes so far, the next members in force come between the opening and now.
 */
function planRecentSwipes(input: DemoArrivalsInput, random: Random, clock: BranchClock): RecentPlans {
  const now = input.now.getTime();
  const anchorDay = Math.floor(input.anchor.getTime() / DAY_MS) * DAY_MS;
  const plans = new Map<string, Planned[]>();
  const byBranch = new Map(
    input.branches.map((branch) => {
      const today = dayOf(branchDay(input.now, branch.timeZone));
      const opening = clock.instant(branch.timeZone, today, OPEN_MINUTE).getTime();
      // Its start (the branch clock takes noon's offset, which a daylight-saving day changes by 02:00).
      const midnight = Temporal.PlainDate.from(isoOf(today)).toZonedDateTime({
        timeZone: branch.timeZone,
      }).epochMilliseconds;
      // Before the opening, the night's few: the door takes a member's card at any hour.
      const from = now > opening ? opening : midnight;
      return [branch.id, { ...branch, today, from, swipesToday: 0 }];
    }),
  );
  const inForce = (membership: MembershipHistory, day: number) =>
    membership.planType !== 'VISITOR_PASS' &&
    dayOf(membership.startDate) <= day &&
    (!membership.endDate || day < dayOf(membership.endDate)) &&
    !membership.suspensions.some((s) => s.startDate <= isoOf(day) && isoOf(day) < s.endDate);
  const members = input.persons.filter(
    (person) => person.cardNumber && person.roles.some((role) => role.roleType === 'Member'),
  );
  const membershipsOf = Map.groupBy(input.memberships, (m) => m.personId);
  const add = (personId: string, branchId: string, at: Date) => {
    const branch = byBranch.get(branchId);
    if (!branch) return;
    const day = branchDay(at, branch.timeZone);
    if (dayOf(day) === branch.today) branch.swipesToday++;
    const list = plans.get(personId) ?? [];
    list.push({ branchId, at, day, manual: false, recent: true });
    plans.set(personId, list);
  };

  for (const person of members) {
    const perWeek = 0.2 + random.next() * 0.6;
    for (const membership of membershipsOf.get(person.id) ?? []) {
      const branch = byBranch.get(membership.branchId);
      if (!branch) continue;
      for (let day = anchorDay; day <= branch.today; day += DAY_MS) {
        if (!inForce(membership, day) || !random.chance(perWeek / 7)) continue;
        const at = clock.instant(branch.timeZone, day, openMinute(random));
        // Those whose time has not come yet come later today.
        if (at.getTime() < now) add(person.id, branch.id, at);
      }
    }
  }

  const todayInstant = (branchId: string, draw: Random) => {
    const branch = byBranch.get(branchId);
    if (!branch || branch.from >= now) return null;
    return new Date(branch.from + Math.floor(draw.next() * (now - branch.from)));
  };
  for (const branch of byBranch.values()) {
    const comeToday = members.filter(
      (person) =>
        !plans.get(person.id)?.some((s) => s.branchId === branch.id && dayOf(s.day) === branch.today) &&
        (membershipsOf.get(person.id) ?? []).some(
          (m) => m.branchId === branch.id && inForce(m, branch.today),
        ),
    );
    for (const person of comeToday) {
      if (branch.swipesToday >= TODAY_AT_LEAST) break;
      const at = todayInstant(branch.id, random);
      if (!at) break;
      add(person.id, branch.id, at);
    }
  }
  return { get: (personId) => plans.get(personId), todayInstant };
}

/** A time of day, in minutes: before and after work are the busy hours, the rest is quieter. */
function openMinute(random: Random): number {
  const roll = random.next();
  if (roll < 0.4) return random.int(OPEN_MINUTE + 30, 9 * 60);
  if (roll < 0.8) return random.int(16 * 60 + 30, 20 * 60 + 30);
  return random.int(OPEN_MINUTE, CLOSE_MINUTE - 30);
}

interface PlanContext {
  random: Random;
  firstDay: number;
  lastDay: number;
  at(branchId: string, day: number, minute: number): Date;
  openMinute(): number;
}

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (day: number) => new Date(day).toISOString().slice(0, 10);

/** When a person turns up, before any decision: the plan the door then decides swipe by swipe. */
function planSwipes(
  person: PersonHistory,
  memberships: readonly MembershipHistory[],
  context: PlanContext,
): Planned[] {
  const { random, firstDay, lastDay, at, openMinute } = context;
  const planned: Planned[] = [];
  const swipe = (branchId: string, day: number) =>
    planned.push({ branchId, at: at(branchId, day, openMinute()), day: isoOf(day), manual: false });
  const isMember = person.roles.some((role) => role.roleType === 'Member');

  if (!isMember || !person.cardNumber) {
    // A prospect's trial visits, entered by the front desk.
    const home = person.homeBranchId;
    if (home && person.roles.some((role) => role.roleType === 'Prospect'))
      for (let n = random.int(0, 2); n > 0; n--) {
        const day = firstDay + random.int(0, WINDOW_DAYS - 1) * DAY_MS;
        planned.push({ branchId: home, at: at(home, day, openMinute()), day: isoOf(day), manual: true });
      }
    return planned;
  }

  const perWeek = 0.2 + random.next() * 0.6;
  for (const membership of memberships) {
    const start = Math.max(dayOf(membership.startDate), firstDay);
    const end = Math.min(membership.endDate ? dayOf(membership.endDate) - DAY_MS : lastDay, lastDay);
    if (membership.planType === 'VISITOR_PASS') {
      // Two or three a week until the pass is used up; the door refuses the one after.
      const visits = (membership.numberOfVisits ?? 0) + 1;
      let day = start;
      for (let n = 0; n < visits && day <= end; n++) {
        swipe(membership.branchId, day);
        day += random.int(1, 4) * DAY_MS;
      }
    } else {
      const triedWhileSuspended = new Set<string>();
      for (
        let day = start;
        day <= end;
        day += random.int(1, Math.max(1, Math.round(14 / perWeek))) * DAY_MS
      ) {
        const suspension = membership.suspensions.find(
          (s) => s.startDate <= isoOf(day) && isoOf(day) < s.endDate,
        );
        // A suspended member rarely comes; the door turns them away when they do.
        if (suspension && !random.chance(0.05)) continue;
        if (suspension) triedWhileSuspended.add(suspension.startDate);
        swipe(membership.branchId, day);
        if (random.chance(REENTRY_SHARE)) {
          const last = planned.at(-1);
          if (last)
            planned.push({
              branchId: last.branchId,
              at: new Date(last.at.getTime() + random.int(3, 9) * 60_000),
              day: last.day,
              manual: false,
            });
        }
      }
      // Each suspension under way or over is tried at least once (forgotten, or to ask at the desk),
      // so every seeding day shows the door's refusal: a chance alone left some days with none.
      for (const s of membership.suspensions) {
        const from = Math.max(dayOf(s.startDate), start);
        const until = Math.min(dayOf(s.endDate) - DAY_MS, end);
        if (triedWhileSuspended.has(s.startDate) || until < from) continue;
        swipe(membership.branchId, from + random.int(0, Math.round((until - from) / DAY_MS)) * DAY_MS);
      }
    }
    // After it ended, some come once or twice more before they learn it is over.
    if (membership.endDate && dayOf(membership.endDate) <= lastDay && random.chance(0.3)) {
      for (let n = random.int(1, 2); n > 0; n--) {
        const day = dayOf(membership.endDate) + random.int(0, 20) * DAY_MS;
        if (day <= lastDay) swipe(membership.branchId, day);
      }
    }
  }
  // A member with nothing on file tries their card now and then.
  if (memberships.length === 0 && person.homeBranchId) {
    const home = person.homeBranchId;
    for (let n = random.int(0, 2); n > 0; n--)
      swipe(home, firstDay + random.int(0, WINDOW_DAYS - 1) * DAY_MS);
  }
  // Reciprocal members visit the other branch a few times while their home membership runs.
  const home = memberships.find((m) => m.planType !== 'VISITOR_PASS');
  for (const role of person.roles) {
    if (role.roleType !== 'Member' || role.branchId === person.homeBranchId || !home) continue;
    const start = Math.max(dayOf(home.startDate), firstDay);
    const end = Math.min(home.endDate ? dayOf(home.endDate) - DAY_MS : lastDay, lastDay);
    if (end < start) continue;
    for (let n = random.int(1, 3); n > 0; n--)
      swipe(role.branchId, start + random.int(0, Math.round((end - start) / DAY_MS)) * DAY_MS);
  }
  return planned;
}

/** Branch-local wall-clock times to instants, with each zone's offset on each day worked out once. */
class BranchClock {
  private readonly offsets = new Map<string, number>();

  /** `minute` minutes after local midnight of `day` (ms since the epoch, midnight UTC) in `timeZone`. */
  instant(timeZone: string, day: number, minute: number): Date {
    const key = `${timeZone}/${day}`;
    let offsetMs = this.offsets.get(key);
    if (offsetMs === undefined) {
      const noon = Temporal.PlainDate.from(isoOf(day)).toZonedDateTime({
        timeZone,
        plainTime: Temporal.PlainTime.from('12:00'),
      });
      offsetMs = noon.offsetNanoseconds / 1_000_000;
      this.offsets.set(key, offsetMs);
    }
    return new Date(day + minute * 60_000 - offsetMs);
  }
}
