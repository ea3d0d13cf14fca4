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
  /** Its start has passed (in progress or over): attendance may change (docs/classes.md). */
  hasStarted: boolean;
  /** The viewer holds manage-sessions at its branch (decided once per branch of a page). */
  canManage: boolean;
}

/** The colour of a session by name (it has no class): the palette's first. */
export const NAMED_SESSION_COLOR = CLASS_COLOURS[0];

export function sessionView(row: SessionListRow, canManage: boolean, now: Date = new Date()): SessionView {
  const limited = row.capacity !== null && row.capacity > 0;
  const capacity = row.capacity ?? 0;
  return {
    row,
    name: row.className ?? row.name ?? '',
    color: row.classColor ?? NAMED_SESSION_COLOR,
    // A session made by name has no class to allow online booking (docs/classes.md).
    allowOnlineBooking: row.classAllowOnlineBooking ?? false,
    isRecurring: row.isRecurring,
    membersCount: row.bookedCount,
    waitlistQueueLength: row.waitlistCount,
    spotsLeft: limited ? Math.max(0, capacity - row.bookedCount) : null,
    isFull: limited && row.bookedCount >= capacity,
    isPast: row.endsAtMs <= now.getTime(),
    hasStarted: row.startsAtMs <= now.getTime(),
    canManage,
  };
}
