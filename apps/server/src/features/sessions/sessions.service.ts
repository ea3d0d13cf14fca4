import {
  endsAfterStart,
  isMembershipDate,
  isUuid,
  parseWallClock,
  sessionSpan,
  staffAvailability,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { ANY_ROLE, allowsOnRead, authorizeRead, readIfAllowed } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type BranchRow, findBranchInTransaction } from '../branches/public.ts';
import type { SessionJsonField } from './session-json-fields.ts';
import { sessionServerMessages } from './session-messages.ts';
import { localDateRange } from './session-range.ts';
import { activeStaffAt } from './session-staff.repository.ts';
import {
  NAMED_SESSION_COLOR,
  type SessionStaffMember,
  type SessionView,
  sessionView,
} from './session-views.ts';
import {
  findSessionListRow,
  listBranchSessions,
  listBranchSessionsJson,
  sessionsWithAttendance,
  staffSessionsOverlapping,
} from './sessions.repository.ts';

/**
 * The branch, read once for the check and the answer: seeing a branch's sessions takes any role
 * there (the calendar's viewers); to anyone else the branch does not exist. With `operation`,
 * that operation there too (refused as the branch's denial).
 */
export async function requireBranch(
  context: RequestContext,
  tx: Transaction,
  branchId: string,
  operation: Parameters<typeof authorizeRead>[1] = ANY_ROLE,
): Promise<BranchRow> {
  if (!isUuid(branchId)) throw new DomainError('BRANCH_NOT_FOUND');
  const branch = await authorizeRead(
    context,
    ANY_ROLE,
    { kind: 'branch', id: branchId },
    () => findBranchInTransaction(tx, branchId),
    (found) => [found.id],
  );
  // Seen first (else it does not exist), then the operation, decided on the branch just read.
  if (operation !== ANY_ROLE) {
    await authorizeRead(
      context,
      operation,
      { kind: 'branch', id: branch.id },
      async () => branch,
      (found) => [found.id],
    );
  }
  return branch;
}

/**
 * A branch's sessions on the local dates startDate to endDate (inclusive, at most 62 days), removed
 * ones left out, by start (spec 2 §7 getBranchSessions and getSessionsForDateRange).
 */
export async function getBranchSessions(
  context: RequestContext,
  branchId: string,
  startDate: string,
  endDate: string,
): Promise<SessionView[]> {
  return readBranchRange(context, branchId, startDate, endDate, async (tx, branch, range, facts) =>
    (await listBranchSessions(tx, branch, range.from, range.to)).map((row) =>
      sessionView(row, facts.canManage, facts.now),
    ),
  );
}

/**
 * The same read as `getBranchSessions`, answered as the JSON texts of those sessions with the given
 * keys (built by PostgreSQL; the range reads' JSON answer, docs/classes.md "Answered as JSON"):
 * the same authorization, validation, rows and values.
 */
export async function getBranchSessionsJson(
  context: RequestContext,
  branchId: string,
  startDate: string,
  endDate: string,
  fields: readonly SessionJsonField[],
): Promise<string[]> {
  return readBranchRange(context, branchId, startDate, endDate, (tx, branch, range, facts) =>
    listBranchSessionsJson(tx, branch, range, fields, { ...facts, defaultColor: NAMED_SESSION_COLOR }),
  );
}

/**
 * What both range reads do before reading: the branch seen (else it does not exist), the dates
 * checked and turned into instants in its zone, the request's now, and manage-sessions decided once
 * (every session of the range is at this branch, so not per session).
 */
async function readBranchRange<T>(
  context: RequestContext,
  branchId: string,
  startDate: string,
  endDate: string,
  read: (
    tx: Transaction,
    branchId: string,
    range: { from: Date; to: Date },
    facts: { canManage: boolean; now: Date },
  ) => Promise<T>,
): Promise<T> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await requireBranch(context, tx, branchId);
    const range = localDateRange(startDate, endDate, branch.timeZone);
    const now = new Date();
    const canManage = allowsOnRead(context, 'manage-sessions', 'session', [branch.id]);
    return read(tx, branch.id, range, { canManage, now });
  });
}

/** One session; null when it does not exist, was removed, or the viewer works elsewhere. */
export async function getSession(context: RequestContext, id: string): Promise<SessionView | null> {
  if (!isUuid(id)) return null;
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = await readIfAllowed(
      context,
      ANY_ROLE,
      { kind: 'session', id },
      () => findSessionListRow(tx, id),
      (found) => [found.branchId],
    );
    if (!row) return null;
    return sessionView(row, allowsOnRead(context, 'manage-sessions', 'session', [row.branchId]));
  });
}

/** The active staff of a branch, by name: whom a session may name as its staff member. */
export async function getSessionStaff(
  context: RequestContext,
  branchId: string,
): Promise<SessionStaffMember[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await requireBranch(context, tx, branchId);
    return activeStaffAt(tx, branch.id);
  });
}

export interface StaffAvailabilityQuery {
  branchId: string;
  staffMemberId: string;
  date: string;
  startTime: string;
  endTime: string;
  excludeSessionId: string | null;
}

/**
 * FREE or BUSY for a proposed span at the branch (spec 2 §4 "Staff availability"), by the domain's
 * rule over the staff member's sessions as instants, at every branch: a teacher cannot be in two
 * places at once, whichever branch holds the other session (only FREE or BUSY is told, never
 * which session). Null when the start is not before the end.
 */
export async function getStaffAvailability(
  context: RequestContext,
  query: StaffAvailabilityQuery,
): Promise<'FREE' | 'BUSY' | null> {
  if (!isMembershipDate(query.date)) throw new ValidationError({ date: sessionServerMessages.invalidDate });
  for (const field of ['startTime', 'endTime'] as const) {
    if (parseWallClock(query[field]) === undefined) {
      throw new ValidationError({ [field]: sessionServerMessages.invalidTime });
    }
  }
  if (!isUuid(query.staffMemberId)) throw new DomainError('STAFF_NOT_FOUND');
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await requireBranch(context, tx, query.branchId, 'manage-sessions');
    if (!endsAfterStart(query.startTime, query.endTime)) return null;
    const proposed = sessionSpan(query.date, query.startTime, query.endTime, branch.timeZone);
    const others = await staffSessionsOverlapping(
      tx,
      query.staffMemberId,
      new Date(proposed.start.epochMilliseconds),
      new Date(proposed.end.epochMilliseconds),
    );
    const spans = others.map((session) => ({
      id: session.id,
      start: Temporal.Instant.fromEpochMilliseconds(session.startsAt.getTime()),
      end: Temporal.Instant.fromEpochMilliseconds(session.endsAt.getTime()),
    }));
    return staffAvailability(spans, proposed, query.excludeSessionId)?.status ?? null;
  });
}

/** Which of these sessions have an ATTENDED member (the `hasAttended` field of a page, batched). */
export async function attendedSessions(
  context: RequestContext,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    sessionsWithAttendance(tx, sessionIds),
  );
}
