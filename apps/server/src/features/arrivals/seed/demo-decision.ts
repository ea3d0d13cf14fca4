import {
  decideEntry,
  type EntryFacts,
  type EntryMembership,
  NO_VACCINATION_REQUIREMENT,
  type PlanType,
  type VaccinationRequirement,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { ledgerOn, type MembershipHistory, type PersonHistory, storedStatusOn } from './arrival-history.ts';
import type { DemoDecision, DemoSwipe } from './demo-arrivals.ts';

/**
 * The door's decision for a swipe in the past: the facts as the door gathers them now
 * (docs/access-control.md "Door decisions"), rebuilt as they stood at that moment from the stored
 * history (arrival-history.ts): the suspensions and free periods by their dates, the ledger as of
 * that day for what was overdue, the visits a pass had used by then, the person's last granted
 * arrival before it. Then `decideEntry` decides, as the door would have. The seed decides its
 * arrivals with it, and seed/demo-agrees.test.ts checks every stored arrival against it.
 */
export function decideDemoSwipe(
  swipe: DemoSwipe,
  requirements: ReadonlyMap<string, VaccinationRequirement>,
): DemoDecision {
  const at = Temporal.Instant.fromEpochMilliseconds(swipe.at.getTime());
  const day = swipe.day;
  const facts: EntryFacts = {
    branchId: swipe.branchId,
    cardNumber: swipe.cardNumber ?? '',
    person: swipe.person && entryPerson(swipe.person, swipe.branchId, swipe.timeZone),
    memberships: swipe.memberships.map((m) => entryMembership(m, day, swipe.visitsUsed.get(m.id) ?? 0)),
    vaccinationRequirement: requirements.get(swipe.branchId) ?? NO_VACCINATION_REQUIREMENT,
    lastGrantedArrival: swipe.lastGranted && {
      at: Temporal.Instant.fromEpochMilliseconds(swipe.lastGranted.at.getTime()),
      membershipId: swipe.lastGranted.membershipId,
    },
  };
  const decision = decideEntry(facts, at, swipe.timeZone);
  return {
    granted: decision.granted,
    tags: [...decision.tags],
    reason: decision.reason?.code ?? null,
    reasonText: decision.reason?.text ?? null,
    membershipId: decision.membershipId,
    usesVisit: decision.usesVisit,
  };
}

const people = new WeakMap<PersonHistory, Map<string, EntryFacts['person']>>();

/** The person as the door reads them at a branch (made once per person and branch: the seed asks often). */
function entryPerson(person: PersonHistory, branchId: string, timeZone: string): EntryFacts['person'] {
  let atBranches = people.get(person);
  if (!atBranches) {
    atBranches = new Map();
    people.set(person, atBranches);
  }
  const known = atBranches.get(branchId);
  if (known) return known;
  const made = personAt(person, branchId, timeZone);
  atBranches.set(branchId, made);
  return made;
}

function personAt(person: PersonHistory, branchId: string, timeZone: string): EntryFacts['person'] {
  const staff = person.roles.find((role) => role.branchId === branchId && role.roleType === 'StaffMember');
  return {
    firstName: person.firstName,
    vaccination: {
      certificateSightedAt: person.vaccinationCertSightedOn
        ? Temporal.Instant.fromEpochMilliseconds(person.vaccinationCertSightedOn.getTime())
        : null,
      passExpiryDate: person.vaccinationPassExpiryDate
        ? Temporal.Instant.fromEpochMilliseconds(person.vaccinationPassExpiryDate.getTime())
            .toZonedDateTimeISO(timeZone)
            .toPlainDate()
        : null,
    },
    staff: staff ? { active: staff.status !== 'INACTIVE' } : null,
    memberHere: person.roles.some((role) => role.branchId === branchId && role.roleType === 'Member'),
  };
}

function entryMembership(membership: MembershipHistory, day: string, visitsUsed: number): EntryMembership {
  const ledger = ledgerOn(membership, day);
  return {
    id: membership.id,
    branchId: membership.branchId,
    planName: membership.planName,
    planType: membership.planType as PlanType,
    status: storedStatusOn(membership, day),
    startDate: membership.startDate,
    endDate: membership.endDate,
    cancellationReason: membership.cancellationReason,
    allowAccessFrom: membership.allowAccessFrom,
    allowAccessUntil: membership.allowAccessUntil,
    numberOfVisitsLeft:
      membership.planType === 'VISITOR_PASS' ? (membership.numberOfVisits ?? 0) - visitsUsed : null,
    paymentSetupPending: membership.ddrStatus === 'DDR_PENDING',
    overdue:
      ledger && ledger.overdueAmount > 0 && ledger.overdueSince
        ? {
            amountCents: ledger.overdueAmount,
            since: ledger.overdueSince.toString(),
            dishonoured: ledger.lastDishonour !== null,
          }
        : null,
    pauses: membership.suspensions,
  };
}
