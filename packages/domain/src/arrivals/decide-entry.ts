import { Temporal } from 'temporal-polyfill';
import type { ArrivalTag } from '../enums/arrivals.ts';
import type { PlanType } from '../enums/plans.ts';
import type { DoorAccessSource } from '../memberships/door-access.ts';
import { isAccessAllowedByAdmin } from '../memberships/membership-actions.ts';
import { membershipStatusOn } from '../memberships/membership-status.ts';
import {
  DENIAL_REASONS,
  type DenialReason,
  type DenialReasonCode,
  denialReason,
  denialTexts,
  type OverdueAtDoor,
} from './denial-reasons.ts';
import {
  type VaccinationRecord,
  type VaccinationRequirement,
  vaccinationProblem,
  vaccinationRequiredOn,
} from './vaccination-rule.ts';

/**
 * A person who came back through the door this soon after a granted entry at the same branch is
 * re-entering (stepped out to the car park): tagged RE_ENTRY, and it uses no second visit.
 */
export const RE_ENTRY_WINDOW_MINUTES = 10;

/** A suspension or free period that has not ended: [startDate, endDate), endDate the resume day. */
export interface EntryPause {
  readonly startDate: string;
  readonly endDate: string;
  readonly kind: 'SUSPENSION' | 'FREE_PERIOD';
}

/** One of the person's memberships as the door reads it. */
export interface EntryMembership extends DoorAccessSource {
  readonly id: string;
  /** The branch that sold it. */
  readonly branchId: string;
  readonly planName: string;
  readonly planType: PlanType;
  /** Visit passes: visits left before this swipe. */
  readonly numberOfVisitsLeft: number | null;
  /** A billing membership whose payment setup (direct debit request) the member has not completed. */
  readonly paymentSetupPending: boolean;
  readonly overdue: OverdueAtDoor | null;
  readonly pauses: readonly EntryPause[];
}

export interface EntryPerson {
  readonly firstName: string;
  readonly vaccination: VaccinationRecord;
  /** Their staff role at the door's branch; null when they do not work there. */
  readonly staff: { readonly active: boolean } | null;
  /**
   * They hold a Member role at the door's branch (home or reciprocal): then every membership of
   * theirs counts here, not only those the branch sold (docs/access-control.md "Door decisions").
   */
  readonly memberHere: boolean;
}

/** Everything the door decision reads, gathered by the server in the swipe's transaction. */
export interface EntryFacts {
  readonly branchId: string;
  readonly cardNumber: string;
  /** The card's holder; null when no one holds the card. */
  readonly person: EntryPerson | null;
  readonly memberships: readonly EntryMembership[];
  readonly vaccinationRequirement: VaccinationRequirement;
  /** The person's latest granted arrival at this branch before this swipe. */
  readonly lastGrantedArrival: { readonly at: Temporal.Instant; readonly membershipId: string | null } | null;
}

export interface EntryDecision {
  readonly granted: boolean;
  readonly tags: readonly ArrivalTag[];
  readonly reason: DenialReason | null;
  /** What the entry counted against, or the membership the denial is about (its fix opens it). */
  readonly membershipId: string | null;
  /** A visit pass loses one visit (never on a re-entry). */
  readonly usesVisit: boolean;
}

type Outcome =
  | { readonly granted: true; readonly membership: EntryMembership }
  | { readonly granted: false; readonly membership: EntryMembership; readonly reason: DenialReason };

/** When a person's memberships all say no, the one the desk should hear about first. */
const DENIAL_PRIORITY: readonly DenialReasonCode[] = [
  'MEMBERSHIP_BLOCKED_OVERDUE',
  'MEMBERSHIP_BLOCKED',
  'MEMBERSHIP_SUSPENDED',
  'PAYMENT_SETUP_PENDING',
  'NO_VISITS_LEFT',
  'MEMBERSHIP_NOT_STARTED',
  'MEMBERSHIP_ENDED',
  'MEMBERSHIP_EXPIRED',
];

const isBefore = (a: string, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(Temporal.PlainDate.from(a), b) <= 0;
const isAfter = (a: string, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(Temporal.PlainDate.from(a), b) > 0;

function evaluate(membership: EntryMembership, today: Temporal.PlainDate, reEntryOnIt: boolean): Outcome {
  const deny = (code: DenialReasonCode, text: string): Outcome => ({
    granted: false,
    membership,
    reason: denialReason(code, text),
  });
  const status = membershipStatusOn(membership, today);
  if (status === 'ENDED') return deny('MEMBERSHIP_ENDED', denialTexts.ended(membership.endDate, today));
  if (status === 'EXPIRED') return deny('MEMBERSHIP_EXPIRED', denialTexts.expired(membership.endDate, today));
  if (status === 'PENDING') {
    return deny('MEMBERSHIP_NOT_STARTED', denialTexts.notStarted(membership.startDate, today));
  }
  if (status === 'BLOCKED') {
    if (isAccessAllowedByAdmin(membership, today.toString())) return { granted: true, membership };
    return membership.overdue !== null && membership.overdue.amountCents > 0
      ? deny('MEMBERSHIP_BLOCKED_OVERDUE', denialTexts.blockedOverdue(membership.overdue, today))
      : deny('MEMBERSHIP_BLOCKED', denialTexts.blocked());
  }
  // The calendar decides a suspension, not the stored SUSPENDED/FREE_PERIOD status: the hourly job
  // that moves the stored status may not have run yet at the branch's midnight.
  const pause = membership.pauses.find((p) => isBefore(p.startDate, today) && isAfter(p.endDate, today));
  if (pause?.kind === 'SUSPENSION') {
    const lastDay = Temporal.PlainDate.from(pause.endDate).subtract({ days: 1 });
    return deny('MEMBERSHIP_SUSPENDED', denialTexts.suspended(lastDay, today));
  }
  if (pause?.kind === 'FREE_PERIOD') return { granted: true, membership };
  if (membership.paymentSetupPending) return deny('PAYMENT_SETUP_PENDING', denialTexts.paymentSetupPending());
  if (membership.planType === 'VISITOR_PASS' && (membership.numberOfVisitsLeft ?? 0) <= 0 && !reEntryOnIt) {
    return deny('NO_VISITS_LEFT', denialTexts.noVisitsLeft(membership.planName));
  }
  return { granted: true, membership };
}

/** Grants that use nothing come first; of visit passes, the one that runs out first. */
function preferredGrant(grants: readonly EntryMembership[]): EntryMembership | undefined {
  const rank = (m: EntryMembership) => (m.planType === 'VISITOR_PASS' ? 1 : 0);
  return [...grants].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.numberOfVisitsLeft ?? 0) - (b.numberOfVisitsLeft ?? 0) ||
      a.startDate.localeCompare(b.startDate) ||
      a.id.localeCompare(b.id),
  )[0];
}

function denied(
  reason: DenialReason,
  membershipId: string | null,
  extraTags: readonly ArrivalTag[],
): EntryDecision {
  const tags = new Set<ArrivalTag>(['DENIED', ...DENIAL_REASONS[reason.code].tags, ...extraTags]);
  return { granted: false, tags: [...tags], reason, membershipId, usesVisit: false };
}

/**
 * Grant or deny one swipe (docs/access-control.md "Door decisions"): from the card holder's
 * memberships that count at the door's branch, their staff role there, the branch's vaccination
 * requirement and their last entry, on the branch's calendar day at `at` in `timeZone`. Pure: the
 * server gathers the facts under lock and stores what this returns; the door's offline list and
 * the seed ask the same question.
 */
export function decideEntry(facts: EntryFacts, at: Temporal.Instant, timeZone: string): EntryDecision {
  const person = facts.person;
  if (person === null) {
    return denied(denialReason('UNKNOWN_CARD', denialTexts.unknownCard(facts.cardNumber)), null, []);
  }
  const today = at.toZonedDateTimeISO(timeZone).toPlainDate();
  const last = facts.lastGrantedArrival;
  const sinceLast = last === null ? null : at.since(last.at).total({ unit: 'minutes' });
  const reEntry = sinceLast !== null && sinceLast >= 0 && sinceLast <= RE_ENTRY_WINDOW_MINUTES;

  const counted = facts.memberships.filter((m) => m.branchId === facts.branchId || person.memberHere);
  const outcomes = counted.map((m) => evaluate(m, today, reEntry && last?.membershipId === m.id));
  const grant = preferredGrant(outcomes.flatMap((o) => (o.granted ? [o.membership] : [])));
  const staffIn = person.staff?.active === true;

  const vaccination = vaccinationRequiredOn(facts.vaccinationRequirement, today)
    ? vaccinationProblem(person.vaccination, at, today)
    : null;
  const vaccinationTags: ArrivalTag[] = vaccination === null ? [] : ['NO_VAX_CERT'];

  if (grant !== undefined || staffIn) {
    if (vaccination !== null) {
      const text =
        vaccination.kind === 'PASS_EXPIRED'
          ? denialTexts.passExpired(vaccination.expiry, today)
          : denialTexts.noCertificate();
      return denied(denialReason('NO_VACCINATION_CERTIFICATE', text), grant?.id ?? null, []);
    }
    // A staff member who also holds a visit pass walks in as staff: no visit is used.
    const counting =
      grant !== undefined && (grant.planType !== 'VISITOR_PASS' || !staffIn) ? grant : undefined;
    const tags: ArrivalTag[] = [];
    if (counting !== undefined)
      tags.push(counting.overdue !== null && counting.overdue.amountCents > 0 ? 'OVERDUE' : 'PAID');
    if (reEntry) tags.push('RE_ENTRY');
    return {
      granted: true,
      tags,
      reason: null,
      membershipId: counting?.id ?? null,
      usesVisit: counting?.planType === 'VISITOR_PASS' && !reEntry,
    };
  }

  const refusals = outcomes.flatMap((o) => (o.granted ? [] : [o]));
  const first = [...refusals].sort(
    (a, b) => DENIAL_PRIORITY.indexOf(a.reason.code) - DENIAL_PRIORITY.indexOf(b.reason.code),
  )[0];
  if (first !== undefined) return denied(first.reason, first.membership.id, vaccinationTags);
  if (person.staff !== null) {
    return denied(denialReason('STAFF_INACTIVE', denialTexts.staffInactive()), null, vaccinationTags);
  }
  return denied(denialReason('NO_MEMBERSHIP', denialTexts.noMembership()), null, vaccinationTags);
}
