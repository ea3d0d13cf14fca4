import {
  decideEntry,
  type EntryDecision,
  type EntryFacts,
  type EntryMembership,
  type EntryPause,
  ledgerSummary,
  type PlanType,
  resolveTimeZone,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../platform/db/client.ts';
import { type ArrivalRow, findSwipe, recordArrival } from '../arrivals/public.ts';
import { ledgerOf, toLedgerEntry } from '../billing/public.ts';
import {
  branchDoorSettings,
  findCardHolder,
  firstNameOf,
  lastGrantedArrival,
  lockMembershipsOf,
  type MembershipFactsRow,
  type PauseRow,
  pausesOf,
  rolesAtBranch,
} from './door-facts.repository.ts';
import type { AuthenticatedDoor } from './doors.repository.ts';

/** One swipe as the door sent it, checked (doorSwipeSchema) and with its time resolved. */
export interface Swipe {
  swipeId: string;
  /** Upper case, as access cards are stored. */
  cardNumber: string;
  at: Date;
}

/** What the door is answered (docs/access-control.md "Door decisions"). */
export interface SwipeAnswer {
  arrivalId: string;
  granted: boolean;
  tags: string[];
  reason: { code: string; text: string } | null;
  /** The holder's first name for the door's display; null for an unknown card. */
  person: { firstName: string } | null;
}

const PLAN_TYPES: readonly PlanType[] = ['ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER'];
const planTypeOf = (type: string): PlanType => PLAN_TYPES.find((known) => known === type) ?? 'ONGOING';

function entryMembership(
  row: MembershipFactsRow,
  pauses: readonly PauseRow[],
  overdue: EntryMembership['overdue'],
): EntryMembership {
  return {
    id: row.id,
    branchId: row.branchId,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    cancellationReason: row.cancellationReason,
    allowAccessFrom: row.allowAccessFrom,
    allowAccessUntil: row.allowAccessUntil,
    planName: row.planName,
    planType: planTypeOf(row.planType),
    numberOfVisitsLeft: row.numberOfVisitsLeft,
    paymentSetupPending: row.ddrStatus === 'DDR_PENDING',
    overdue,
    pauses: pauses
      .filter((pause) => pause.membershipId === row.id)
      .map(
        (pause): EntryPause => ({
          startDate: pause.startDate,
          endDate: pause.endDate,
          kind: pause.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENSION',
        }),
      ),
  };
}

/**
 * Everything decideEntry reads about this swipe, gathered in the swipe's transaction; the
 * holder's memberships are locked until it commits.
 */
async function gatherFacts(
  tx: Transaction,
  door: AuthenticatedDoor,
  swipe: Swipe,
): Promise<{ facts: EntryFacts; timeZone: string; personId: string | null }> {
  const settings = await branchDoorSettings(tx, door.branchId);
  const timeZone = resolveTimeZone(settings.timeZone);
  const instant = Temporal.Instant.fromEpochMilliseconds(swipe.at.getTime());
  const today = instant.toZonedDateTimeISO(timeZone).toPlainDate();
  const base = {
    branchId: door.branchId,
    cardNumber: swipe.cardNumber,
    vaccinationRequirement: settings,
  };
  const holder = await findCardHolder(tx, swipe.cardNumber);
  if (holder === null) {
    return {
      facts: { ...base, person: null, memberships: [], lastGrantedArrival: null },
      timeZone,
      personId: null,
    };
  }
  const roles = await rolesAtBranch(tx, holder.id, door.branchId);
  const rows = await lockMembershipsOf(tx, holder.id, today.toString());
  const ids = rows.map((row) => row.id);
  const pauses = await pausesOf(tx, ids, today.toString());
  const ledgers = await ledgerOf(tx, ids);
  const memberships = rows.map((row) => {
    const summary = ledgerSummary((ledgers.get(row.id) ?? []).map(toLedgerEntry), today);
    const overdue =
      summary.overdueAmount > 0
        ? {
            amountCents: summary.overdueAmount,
            since: (summary.overdueSince ?? today).toString(),
            dishonoured: summary.lastDishonour !== null,
          }
        : null;
    return entryMembership(row, pauses, overdue);
  });
  const last = await lastGrantedArrival(tx, holder.id, door.branchId, swipe.at);
  const expiry = holder.vaccinationPassExpiryDate;
  const facts: EntryFacts = {
    ...base,
    person: {
      firstName: holder.firstName,
      memberHere: roles.memberHere,
      staff: roles.staff,
      vaccination: {
        certificateSightedAt:
          holder.vaccinationCertSightedOn === null
            ? null
            : Temporal.Instant.fromEpochMilliseconds(holder.vaccinationCertSightedOn.getTime()),
        passExpiryDate:
          expiry === null
            ? null
            : Temporal.Instant.fromEpochMilliseconds(expiry.getTime())
                .toZonedDateTimeISO(timeZone)
                .toPlainDate(),
      },
    },
    memberships,
    lastGrantedArrival:
      last === null
        ? null
        : { at: Temporal.Instant.fromEpochMilliseconds(last.at.getTime()), membershipId: last.membershipId },
  };
  return { facts, timeZone, personId: holder.id };
}

async function answerOf(tx: Transaction, arrival: ArrivalRow): Promise<SwipeAnswer> {
  const firstName = arrival.personId === null ? null : await firstNameOf(tx, arrival.personId);
  return {
    arrivalId: arrival.id,
    granted: arrival.granted,
    tags: arrival.tags,
    reason: arrival.reason === null ? null : { code: arrival.reason, text: arrival.reasonText ?? '' },
    person: firstName === null ? null : { firstName },
  };
}

/**
 * Decides one online swipe and stores it as an arrival, in the caller's tenant transaction
 * (docs/access-control.md "Door decisions"). Idempotent per (door, swipe id): a swipe the door
 * sent before gets the stored decision back and changes nothing, even when the two race (the
 * second waits on the holder's membership locks, then finds the first).
 */
export async function decideSwipe(
  tx: Transaction,
  door: AuthenticatedDoor,
  swipe: Swipe,
): Promise<SwipeAnswer> {
  const before = await findSwipe(tx, door.id, swipe.swipeId);
  if (before !== null) return answerOf(tx, before);
  const { facts, timeZone, personId } = await gatherFacts(tx, door, swipe);
  // A duplicate that held the locks before us has committed by now: read committed sees it.
  const raced = await findSwipe(tx, door.id, swipe.swipeId);
  if (raced !== null) return answerOf(tx, raced);
  const decision: EntryDecision = decideEntry(
    facts,
    Temporal.Instant.fromEpochMilliseconds(swipe.at.getTime()),
    timeZone,
  );
  const recorded = await recordArrival(tx, door.applicationId, {
    personId,
    branchId: door.branchId,
    arrivedAt: swipe.at,
    tags: [...decision.tags],
    granted: decision.granted,
    doorId: door.id,
    swipeId: swipe.swipeId,
    reason: decision.reason?.code ?? null,
    reasonText: decision.reason?.text ?? null,
    cardNumber: swipe.cardNumber,
    membershipId: decision.membershipId,
    usesVisit: decision.usesVisit,
  });
  if (!recorded.created) {
    const stored = await findSwipe(tx, door.id, swipe.swipeId);
    if (stored !== null) return answerOf(tx, stored);
  }
  return {
    arrivalId: recorded.arrivalId,
    granted: decision.granted,
    tags: [...decision.tags],
    reason: decision.reason === null ? null : { code: decision.reason.code, text: decision.reason.text },
    person: facts.person === null ? null : { firstName: facts.person.firstName },
  };
}
