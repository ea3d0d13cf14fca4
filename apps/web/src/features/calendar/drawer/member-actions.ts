import type { SessionAttendance } from '@clubline/domain';

/** What the drawer offers on a booked member's row (spec 2 §4 "Sessions"). */
export type MemberAction = 'CHECK_IN' | 'CANCEL_CHECK_IN' | 'REMOVE' | 'ATTENDED';

/**
 * Past sessions offer 'Check in' (BOOKED) and 'Cancel check-in' (ATTENDED); sessions not yet over
 * offer only the removal of a BOOKED member; otherwise (ATTENDED, not past) a success icon shows.
 */
export function memberAction(status: SessionAttendance, isPast: boolean): MemberAction {
  if (isPast) return status === 'BOOKED' ? 'CHECK_IN' : 'CANCEL_CHECK_IN';
  return status === 'BOOKED' ? 'REMOVE' : 'ATTENDED';
}

/** Whether the waitlist section shows: flag 1016 on and the session's class waitlist ENABLED. */
export function showsWaitlist(
  flagOn: boolean,
  classAssociated: { sessionWaitlistConfig: { status: string } } | null,
): boolean {
  return flagOn && classAssociated?.sessionWaitlistConfig.status === 'ENABLED';
}
