import { SESSION_REPEATS } from '@clubline/domain';
import { z } from 'zod';
import { registerAsyncOperation } from '../../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { billingClock } from '../../billing/public.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { findSessionRow } from '../sessions.repository.ts';
import { horizonOf, materialiseSeries } from './materialise.ts';
import { insertSeries, seriesRowsFrom } from './schedule.repository.ts';
import { planSessionChange, planSessionRemoval } from './session-change-plan.ts';
import { parseSessionDefinition, SESSION_CHANGE_SCOPES, sessionChangeInput } from './session-input.ts';
import { checkReferences } from './session-references.ts';

/** A parsed session definition as the ticket stores it (parsed again when applied). */
const createSessionInput = z.object({
  branchId: z.uuid(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  classId: z.string().nullable(),
  name: z.string().nullable(),
  staffMemberId: z.string().nullable(),
  capacity: z.number().int().nullable(),
  frequency: z.enum(SESSION_REPEATS),
  endDate: z.string().nullable(),
});

const SESSION_RESULT = 'Session';

/**
 * createSession (spec 2 §7): the series and its occurrences (one for ONCE; a weekly one's up to
 * its end date, or 26 weeks ahead without one), in the branch's zone at this moment. The class and
 * the staff member are checked again: either may have changed since the request.
 */
export const createSessionOperation = registerAsyncOperation({
  domain: 'SESSION',
  name: 'createSession',
  input: createSessionInput,
  async apply(tx, input, context) {
    const definition = parseSessionDefinition({
      ...input,
      frequency: { type: input.frequency, endDate: input.endDate },
    });
    const branch = await findBranchInTransaction(tx, definition.branchId);
    if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
    await checkReferences(tx, branch.id, definition);
    const series = await insertSeries(tx, {
      applicationId: context.applicationId,
      branchId: branch.id,
      classId: definition.classId,
      name: definition.name,
      staffMemberId: definition.staffMemberId,
      capacity: definition.capacity,
      frequency: definition.frequency.type,
      startDate: definition.startDate,
      endDate: definition.frequency.type === 'WEEKLY' ? definition.endDate : null,
      startTime: definition.startTime,
      endTime: definition.endTime,
      timeZone: branch.timeZone,
      createdByUserId: context.requestedByUserId,
    });
    await materialiseSeries(tx, series, horizonOf(series, billingClock.today(branch.timeZone)));
    const [first] = await seriesRowsFrom(tx, series.id, series.startDate);
    if (!first) throw new Error('A new series made no session');
    return { resultType: SESSION_RESULT, resultId: first.id };
  },
});

/** updateSession: the plan the preview showed, made again on what is stored now, then applied. */
export const updateSessionOperation = registerAsyncOperation({
  domain: 'SESSION',
  name: 'updateSession',
  input: sessionChangeInput,
  async apply(tx, input, context) {
    const current = await findSessionRow(tx, input.id, { lock: true });
    if (!current || current.cancelledAt !== null) throw new DomainError('SESSION_NOT_FOUND_ERROR');
    await checkReferences(tx, current.branchId, input, current);
    const plan = await planSessionChange(tx, input, { lock: true });
    return { resultType: SESSION_RESULT, resultId: await plan.apply(tx, context.requestedByUserId) };
  },
});

const removeSessionInput = z.object({ sessionId: z.uuid(), scope: z.enum(SESSION_CHANGE_SCOPES) });

/** removeSession and removeThisAndFollowingSessions: refused while a session in scope has an ATTENDED member. */
export const removeSessionOperation = registerAsyncOperation({
  domain: 'SESSION',
  name: 'removeSession',
  input: removeSessionInput,
  async apply(tx, input, context) {
    const plan = await planSessionRemoval(tx, input.sessionId, input.scope, { lock: true });
    return { resultType: SESSION_RESULT, resultId: await plan.apply(tx, context.requestedByUserId) };
  },
});
