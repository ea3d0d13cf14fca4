import type { SessionBookingRefusal } from '../../../gql/graphql.ts';

/**
 * Why someone found is not offered, in the spec's words for the restrictions of a session ("...to
 * book this session.", spec 2 §8). The plan restriction says whose membership is refused: the
 * person may hold none.
 */
const REFUSAL_TEXTS: Record<SessionBookingRefusal, string> = {
  CASUAL_ONLY_ALLOWED_ERROR: 'Only guests are allowed to book this session.',
  MEMBER_ONLY_ALLOWED_ERROR: 'Only members are allowed to book this session.',
  NONE_ALLOWED_ERROR: 'No one is allowed to book this session.',
  MEMBERSHIP_IS_NOT_ALLOWED_ERROR: 'Booking is restricted by membership, and none of theirs is allowed.',
};

interface Eligibility {
  personId: string;
  refusal: SessionBookingRefusal | null;
}

export interface SplitPersons<P> {
  /** Who the session's class lets book: the ones to choose from. */
  offered: P[];
  /** Who it refuses, each with why. */
  refused: (P & { reason: string })[];
}

/**
 * The people a search found, split by what the server said of each (`getSessionBookingEligibility`,
 * the rule a booking is decided by). Without an answer (it failed) everyone is offered: the
 * booking itself still decides, and says why it refuses. Someone the answer leaves out (nobody in
 * the organisation any more) is offered too, so the booking says so.
 */
export function splitByEligibility<P extends { id: string }>(
  persons: readonly P[],
  answer: readonly Eligibility[] | undefined,
): SplitPersons<P> {
  const refusals = new Map((answer ?? []).map((row) => [row.personId, row.refusal]));
  const split: SplitPersons<P> = { offered: [], refused: [] };
  for (const person of persons) {
    const refusal = refusals.get(person.id) ?? null;
    if (refusal === null) split.offered.push(person);
    else split.refused.push({ ...person, reason: REFUSAL_TEXTS[refusal] });
  }
  return split;
}
