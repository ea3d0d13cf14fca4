import { CLASS_COLOURS } from '@clubline/domain';
import type { SessionListRow } from './sessions.repository.ts';

/** A staff member as a session names them (spec 2 §3 "staffMember"): the person. */
export interface SessionStaffMember {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * A session as the Session type answers it (spec 2 §3 "Session"), computed from one list row:
 * nothing here reads the database, so a week of a thousand sessions is one statement.
 */
export interface SessionView {
  row: SessionListRow;
  /** The class's name, or the session's own for a session by name. */
  name: string;
  /** The class's colour; the palette's first for a session by name. */
  color: string;
  allowOnlineBooking: boolean;
  isRecurring: boolean;
  membersCount: number;
  waitlistQueueLength: number;
  /** Null when there is no limit (capacity null or 0). */
  spotsLeft: number | null;
  isFull: boolean;
  isPast: boolean;
  /** The viewer holds manage-sessions at its branch (decided once per branch of a page). */
  canManage: boolean;
}

export function sessionView(row: SessionListRow, canManage: boolean, now: Date = new Date()): SessionView {
  const { session } = row;
  const limited = session.capacity !== null && session.capacity > 0;
  const capacity = session.capacity ?? 0;
  return {
    row,
    name: row.className ?? session.name ?? '',
    color: row.classColor ?? CLASS_COLOURS[0],
    // A session made by name has no class to allow online booking (docs/classes.md).
    allowOnlineBooking: row.classAllowOnlineBooking ?? false,
    isRecurring: row.frequency === 'WEEKLY',
    membersCount: session.bookedCount,
    waitlistQueueLength: session.waitlistCount,
    spotsLeft: limited ? Math.max(0, capacity - session.bookedCount) : null,
    isFull: limited && session.bookedCount >= capacity,
    isPast: session.endsAt.getTime() <= now.getTime(),
    canManage,
  };
}
