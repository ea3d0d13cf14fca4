import { isUuid } from '@clubline/domain';
import type { AsyncOperationTicket } from '../../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../../platform/async-operations/async-operations.service.ts';
import { ANY_ROLE, authorize, authorizeRead } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { billingClock } from '../../billing/public.ts';
import { findSessionRow, type SessionRow } from '../sessions.repository.ts';
import { requireBranch } from '../sessions.service.ts';
import {
  createSessionOperation,
  removeSessionOperation,
  updateSessionOperation,
} from './schedule.operations.ts';
import { planSessionChange, planSessionRemoval, type SessionChangePreview } from './session-change-plan.ts';
import {
  checkOpenSeriesStart,
  parseSessionChange,
  parseSessionDefinition,
  type RawSessionChange,
  type SessionChange,
  type SessionChangeScope,
} from './session-input.ts';
import { checkReferences } from './session-references.ts';

/*
 * Every session change is an asynchronous operation (domain SESSION, spec 2 §7): the request
 * checks who may act and the input, and writes the ticket and its job; the worker plans and
 * applies the change on what is stored then, in one transaction with the ticket.
 */

/**
 * A session the viewer may manage: anyone without a role at its branch is told it does not exist;
 * at its branch, changing it takes manage-sessions (spec 2 §6 "Edit or remove sessions").
 */
async function requireManageableSession(
  context: RequestContext,
  tx: Transaction,
  sessionId: string,
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw new DomainError('SESSION_NOT_FOUND_ERROR');
  const session = await authorizeRead(
    context,
    ANY_ROLE,
    { kind: 'session', id: sessionId },
    async () => {
      const row = await findSessionRow(tx, sessionId);
      return row && row.cancelledAt === null ? row : undefined;
    },
    (row) => [row.branchId],
  );
  await authorize(context, tx, 'manage-sessions', { kind: 'session', id: sessionId });
  return session;
}

/**
 * createSession: manage-sessions at the branch. The spec gates editing and removing with it and
 * says nothing of creating; a timetable is one permission, so creating takes the same.
 */
export async function createSession(
  context: RequestContext,
  raw: Parameters<typeof parseSessionDefinition>[0] & { branchId: string },
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    // Who may act comes first: someone working elsewhere learns nothing of the input's rules.
    const branch = await requireBranch(context, tx, raw.branchId, 'manage-sessions');
    const definition = parseSessionDefinition({ ...raw, branchId: branch.id });
    if (definition.frequency.type === 'WEEKLY' && definition.endDate === null) {
      checkOpenSeriesStart(definition.startDate, billingClock.today(branch.timeZone), 'startDate');
    }
    await checkReferences(tx, branch.id, definition);
    return startAsyncOperation(tx, context.deps.jobs, createSessionOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input: {
        branchId: branch.id,
        startDate: definition.startDate,
        startTime: definition.startTime,
        endTime: definition.endTime,
        classId: definition.classId,
        name: definition.name,
        staffMemberId: definition.staffMemberId,
        capacity: definition.capacity,
        frequency: definition.frequency.type,
        endDate: definition.endDate,
      },
    });
  });
}

async function checkedChange(
  context: RequestContext,
  tx: Transaction,
  raw: RawSessionChange,
): Promise<SessionChange> {
  const session = await requireManageableSession(context, tx, raw.id);
  const change = parseSessionChange(raw, session.branchId);
  await checkReferences(tx, session.branchId, change, session);
  return change;
}

export async function updateSession(
  context: RequestContext,
  raw: RawSessionChange,
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const change = await checkedChange(context, tx, raw);
    // Planned here too, so a stale date or a date off the series is refused at once.
    await planSessionChange(tx, change, { lock: false });
    return startAsyncOperation(tx, context.deps.jobs, updateSessionOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input: change,
    });
  });
}

export async function removeSession(
  context: RequestContext,
  sessionId: string,
  scope: SessionChangeScope,
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requireManageableSession(context, tx, sessionId);
    const plan = await planSessionRemoval(tx, sessionId, scope, { lock: false });
    if (plan.preview.blockedByAttendance) throw new DomainError('SESSION_HAS_ATTENDED_MEMBERS_ERROR');
    return startAsyncOperation(tx, context.deps.jobs, removeSessionOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input: { sessionId, scope },
    });
  });
}

/** What updateSession would do now: the same plan the worker applies. */
export async function previewSessionChange(
  context: RequestContext,
  raw: RawSessionChange,
): Promise<SessionChangePreview> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const change = await checkedChange(context, tx, raw);
    return (await planSessionChange(tx, change, { lock: false })).preview;
  });
}

/** What a removal would do now: the same plan the worker applies. */
export async function previewSessionRemoval(
  context: RequestContext,
  sessionId: string,
  scope: SessionChangeScope,
): Promise<SessionChangePreview> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requireManageableSession(context, tx, sessionId);
    return (await planSessionRemoval(tx, sessionId, scope, { lock: false })).preview;
  });
}
