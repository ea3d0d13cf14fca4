import { decideEntry, type EntryDecision, type EntryFacts, resolveTimeZone } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../platform/db/client.ts';
import { recordArrival } from '../arrivals/public.ts';
import { findStoredSwipe, holderFacts, type StoredSwipe, startSwipe } from './door-facts.repository.ts';
import type { AuthenticatedDoor } from './doors.repository.ts';
import { entryMembershipOf, overdueAtDoor } from './entry-membership.ts';

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

const instantOf = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(Math.round(epochMs));

type Gathered =
  | { stored: StoredSwipe }
  | { stored: null; facts: EntryFacts; timeZone: string; personId: string | null };

/**
 * Everything decideEntry reads about this swipe, in two statements of the swipe's transaction
 * (door-facts.repository.ts); the holder's memberships are locked until it commits. A swipe id the
 * door sent before comes back as its stored decision instead.
 */
async function gatherFacts(tx: Transaction, door: AuthenticatedDoor, swipe: Swipe): Promise<Gathered> {
  const start = await startSwipe(tx, door, swipe);
  if (start.stored !== null) return { stored: start.stored };
  const timeZone = resolveTimeZone(start.settings.timeZone);
  const today = instantOf(swipe.at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
  const base = {
    branchId: door.branchId,
    cardNumber: swipe.cardNumber,
    vaccinationRequirement: start.settings,
  };
  const holder = start.holder;
  if (holder === null) {
    return {
      stored: null,
      facts: { ...base, person: null, memberships: [], lastGrantedArrival: null },
      timeZone,
      personId: null,
    };
  }
  const found = await holderFacts(tx, {
    personId: holder.id,
    branchId: door.branchId,
    doorId: door.id,
    swipeId: swipe.swipeId,
    today: today.toString(),
    at: swipe.at,
  });
  if (found.stored !== null) return { stored: found.stored };
  const expiry = holder.vaccinationPassExpiryMs;
  const facts: EntryFacts = {
    ...base,
    person: {
      firstName: holder.firstName,
      memberHere: found.memberHere,
      staff: found.staff,
      vaccination: {
        certificateSightedAt:
          holder.vaccinationCertSightedMs === null ? null : instantOf(holder.vaccinationCertSightedMs),
        passExpiryDate: expiry === null ? null : instantOf(expiry).toZonedDateTimeISO(timeZone).toPlainDate(),
      },
    },
    memberships: found.memberships.map((row) => entryMembershipOf(row, overdueAtDoor(row.ledger, today))),
    lastGrantedArrival:
      found.lastGranted === null
        ? null
        : { at: instantOf(found.lastGranted.atMs), membershipId: found.lastGranted.membershipId },
  };
  return { stored: null, facts, timeZone, personId: holder.id };
}

function answerOf(stored: StoredSwipe): SwipeAnswer {
  return {
    arrivalId: stored.id,
    granted: stored.granted,
    tags: stored.tags,
    reason: stored.reason === null ? null : { code: stored.reason, text: stored.reasonText ?? '' },
    person: stored.firstName === null ? null : { firstName: stored.firstName },
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
  const gathered = await gatherFacts(tx, door, swipe);
  if (gathered.stored !== null) return answerOf(gathered.stored);
  const { facts, timeZone, personId } = gathered;
  const decision: EntryDecision = decideEntry(facts, instantOf(swipe.at.getTime()), timeZone);
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
    // A duplicate with no memberships to wait on (an unknown card) stored its decision first.
    const stored = await findStoredSwipe(tx, door.id, swipe.swipeId);
    if (stored !== null) return answerOf(stored);
  }
  return {
    arrivalId: recorded.arrivalId,
    granted: decision.granted,
    tags: [...decision.tags],
    reason: decision.reason === null ? null : { code: decision.reason.code, text: decision.reason.text },
    person: facts.person === null ? null : { firstName: facts.person.firstName },
  };
}
