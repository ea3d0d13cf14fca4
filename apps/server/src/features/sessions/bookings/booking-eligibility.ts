import { type AudienceRefusal, audienceRefusal, isUuid } from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { bookingClassOf, bookingPersonOf } from './booking-decision.ts';
import { findBookingFactsOfPersons, findBookingSession } from './booking-facts.repository.ts';
import { authorizeSessionMembers } from './session-access.ts';

/** As many people as the desk's person search finds at once (spec 2 §7 searchPersons, 50). */
export const ELIGIBILITY_PERSONS_MAX = 50;

export interface BookingEligibilityRow {
  personId: string;
  /** Why the class's audience refuses them; null: they may book. */
  refusal: AudienceRefusal | null;
}

/**
 * Whether each person may book the session's class, by the rule a booking is decided by
 * (`audienceRefusal` on the facts `decideUnderLock` reads): the class's audience, their memberships
 * counting at the session's branch on its day, and the plans the class is booked by. Only the
 * audience: a full session or an existing booking is about the session, not who they are, and the
 * booking itself still decides (under the session's lock) whatever this said. Ids of nobody in the
 * organisation are left out; the answer keeps the order asked, each person once.
 */
export async function getSessionBookingEligibility(
  context: RequestContext,
  input: { id: string; personIds: readonly string[] },
): Promise<BookingEligibilityRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorizeSessionMembers(context, tx, input.id);
    const session = await findBookingSession(tx, input.id, { lock: false });
    if (!session) throw new DomainError('SESSION_NOT_FOUND_ERROR');
    const personIds = [...new Set(input.personIds.filter(isUuid))];
    if (personIds.length === 0) return [];
    const facts = await findBookingFactsOfPersons(tx, session, personIds);
    const rows: BookingEligibilityRow[] = [];
    for (const personId of personIds) {
      const personFacts = facts.get(personId);
      if (!personFacts) continue;
      const rules = bookingClassOf(personFacts);
      if (rules === null && session.classId !== null) throw new DomainError('CLASS_NOT_FOUND_ERROR');
      const refusal = rules === null ? null : audienceRefusal(rules, bookingPersonOf(personFacts), session);
      rows.push({ personId, refusal });
    }
    return rows;
  });
}
