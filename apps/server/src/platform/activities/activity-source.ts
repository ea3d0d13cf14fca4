import type { MemberActivityKind } from '@clubline/domain';
import type { Transaction } from '../db/client.ts';
import type { TimeWindow } from '../db/time-keyset.ts';

/**
 * One entry of a member's activities (spec 2 §3 "Member activity"): the common fields and the
 * details of its kind. The members feature lists and pages them; each feature that makes an
 * activity (arrivals: visits; transfers; later sessions, membership changes, waitlists) contributes
 * a source through its module. Typed here, in platform, so the module contract can carry sources
 * without any feature importing another.
 */
export interface MemberActivityEntry {
  kind: MemberActivityKind;
  id: string;
  at: Date;
  /** `at` in microseconds since the epoch, exact, as text: the paging position. */
  atMicros: string;
  branchId: string;
  /** Seconds between arrival and departure, for visits that have both. */
  arrivalDepartureDuration: number | null;
  /** BOOKED or ATTENDED, for sessions. */
  attendanceStatus: string | null;
  /**
   * A visit: where, its tags, whether the person was let in and, for a denial, the sentence the
   * door said (the arrivals feature reads it from the denial catalogue's stored reason).
   */
  visit?: { branchId: string; tags: string[]; granted: boolean; denialText: string | null };
  branchTransfer?: {
    sourceBranchId: string | null;
    branchId: string;
    tags: string[];
    customerReference: string | null;
  };
  /** A session the member is booked into (spec 2 §3 "session"); attendanceStatus says BOOKED or ATTENDED. */
  session?: { id: string; name: string; date: string; startTime: string; endTime: string; branchId: string };
  /** A place on a session's waitlist (spec 2 §3 "waitlistActivity"). */
  waitlistActivity?: {
    sessionId: string;
    name: string;
    className: string | null;
    date: string;
    sessionTime: string;
    branchId: string;
  };
  /** A membership added, ended, changed (to another option), or blocked and unblocked by overdue control. */
  membershipChange?: {
    branchId: string;
    membershipId: string;
    action: 'ADDED' | 'ENDED' | 'CHANGED' | 'BLOCKED' | 'UNBLOCKED' | 'SUSPENDED';
  };
  /** A message a correspondence rule sent (or is holding until quiet hours end). */
  correspondence?: { channel: string; type: string; summary: string; status: string };
}

/** Where entries of one kind come from: a person's entries in a window, in the window's order. */
export interface ActivitySource {
  kind: MemberActivityKind;
  list(tx: Transaction, personId: string, window: TimeWindow): Promise<MemberActivityEntry[]>;
  /** When the person last had an entry of this kind at the branch (a moved role keeps its last visit). */
  lastAtBranch?(tx: Transaction, personId: string, branchId: string): Promise<Date | null>;
}

let sources: readonly ActivitySource[] = [];

/** Installed once by the assembly of modules (features.ts), before any request or job. */
export function installActivitySources(assembled: readonly ActivitySource[]): void {
  sources = assembled;
}

/** Every contributed source, in the order of the module list. */
export function activitySources(): readonly ActivitySource[] {
  return sources;
}

/** The source of one kind, if a module contributes it. */
export function activitySourceOf(kind: MemberActivityKind): ActivitySource | undefined {
  return sources.find((source) => source.kind === kind);
}
