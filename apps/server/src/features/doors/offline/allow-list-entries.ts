import { decideEntry, type EntryFacts } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { AllowListEntry } from '../../access-control/public.ts';

/**
 * How far ahead a list answers for a card that is let in: a door cut off for up to a week still
 * lets members in and turns away those whose membership ends (or whose suspension starts) in that
 * week, with the day's reason. Past it the door refuses everyone until it hears from the server.
 */
const ALLOW_LIST_HORIZON_DAYS = 7;

/** A card of the branch's door and what the decision reads of its holder. */
export interface CardHolderFacts {
  cardNumber: string;
  personId: string;
  firstName: string;
  facts: EntryFacts;
}

/** The branch's midnight that starts `date` (the first instant of that day in its zone). */
export function midnightOf(date: Temporal.PlainDate, timeZone: string): Temporal.Instant {
  return date.toZonedDateTime({ timeZone }).toInstant();
}

/**
 * Each card's entry at `now`: the decision of the door at that instant (decideEntry, the rule of
 * an online swipe), and for a card let in, the branch's midnight that starts the first day in the
 * horizon on which it would be refused, with that day's reason. Re-entry is the door's own
 * memory, so the list is built with no last arrival (a visit pass is judged by its visits left).
 */
export function allowListEntries(
  holders: readonly CardHolderFacts[],
  now: Temporal.Instant,
  timeZone: string,
): AllowListEntry[] {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  const midnights = Array.from({ length: ALLOW_LIST_HORIZON_DAYS + 1 }, (_, index) =>
    midnightOf(today.add({ days: index + 1 }), timeZone),
  );
  return holders.map((holder) => {
    const facts: EntryFacts = { ...holder.facts, lastGrantedArrival: null };
    const decision = decideEntry(facts, now, timeZone);
    const visitPass = facts.memberships.find(
      (m) => m.id === decision.membershipId && m.planType === 'VISITOR_PASS',
    );
    const entry: AllowListEntry = {
      cardNumber: holder.cardNumber,
      personId: holder.personId,
      firstName: holder.firstName,
      granted: decision.granted,
      until: null,
      membershipId: decision.granted ? decision.membershipId : null,
      visitsLeft: decision.granted ? (visitPass?.numberOfVisitsLeft ?? null) : null,
      reason: decision.reason ? { code: decision.reason.code, text: decision.reason.text } : null,
      reasonAfter: null,
    };
    if (!decision.granted) return entry;
    // The last midnight is the horizon's end: granted through every day before it.
    for (const [index, midnight] of midnights.entries()) {
      const later = index < ALLOW_LIST_HORIZON_DAYS ? decideEntry(facts, midnight, timeZone) : null;
      if (later === null || !later.granted) {
        entry.until = midnight.toString();
        entry.reasonAfter = later?.reason ? { code: later.reason.code, text: later.reason.text } : null;
        break;
      }
    }
    return entry;
  });
}
