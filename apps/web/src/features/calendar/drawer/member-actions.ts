import type { SessionAttendance } from '@clubline/domain';

/** What the drawer offers on a booked member's row (spec 2 §4 "Sessions"). */
export type MemberAction = 'CHECK_IN' | 'CANCEL_CHECK_IN' | 'REMOVE' | 'ATTENDED';

/**
 * A session that has started (in progress or past) offers 'Check in' (BOOKED) and 'Cancel
 * check-in' (ATTENDED): the desk checks members in as they arrive, and the server allows it from the
 * start (docs/classes.md "Attendance"). One not yet started offers only the removal of a BOOKED
 * member; otherwise (ATTENDED, not started) a success icon shows.
 */
export function memberAction(status: SessionAttendance, hasStarted: boolean): MemberAction {
  if (hasStarted) return status === 'BOOKED' ? 'CHECK_IN' : 'CANCEL_CHECK_IN';
  return status === 'BOOKED' ? 'REMOVE' : 'ATTENDED';
}

/** Whether the waitlist section shows: flag 1016 on and the session's class waitlist ENABLED. */
export function showsWaitlist(
  flagOn: boolean,
  classAssociated: { sessionWaitlistConfig: { status: string } } | null,
): boolean {
  return flagOn && classAssociated?.sessionWaitlistConfig.status === 'ENABLED';
}
