import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { databaseErrorCode } from '../../platform/logging/logger.ts';
import { organisationDay } from './organisation-day.ts';
import { findList, insertCandidates, setListStatus } from './transfer-list.repository.ts';
import { startMembers } from './transfer-list-members.repository.ts';
import { ACTIONABLE_STATUSES, isUndoable, TRANSFER_TIMEOUT_SECONDS } from './transfer-list-rules.ts';
import { transferRunJob } from './transfer-run.job.ts';
import { finishRun, insertRun } from './transfer-runs.repository.ts';
import { assignMemberRun } from './transfer-undo.repository.ts';
import { moveBack, undoableMember } from './transfer-undo.ts';

const result = (listId: string) => ({ resultType: 'TransferList', resultId: listId });

/**
 * A list whose generation cannot finish becomes FAILED with the reason's code (spec 3 §4: the page
 * then says "The previous transfer failed (error code …)" and offers a new list), instead of
 * staying GENERATING for ever. The ticket still ends OK: the list, not the ticket, carries it.
 */
const GENERATION_FAILED = 'TRANSFER_LIST_GENERATION_FAILED';

/**
 * createTransferList's work (GENERATING → GENERATED): the candidates and their dry run in one
 * statement, under a savepoint, so a statement that fails (a time-out over a huge range, a bad row)
 * leaves the list FAILED with nothing half-written. A list no longer GENERATING (archived by a
 * newer one) is left alone. A lost connection fails the whole transaction and the job is retried.
 */
export const generateTransferListOperation = registerAsyncOperation({
  domain: 'TRANSFER_LIST',
  name: 'generateTransferList',
  input: z.object({ transferListId: z.uuid() }),
  async apply(tx, input, context) {
    const list = await findList(tx, input.transferListId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
    if (!list) throw new DomainError('TRANSFER_LIST_NOT_FOUND');
    if (list.status !== 'GENERATING') return result(list.id);
    const day = await organisationDay(tx);
    try {
      await tx.transaction(async (savepoint) => {
        // The candidates are written with their dry run (one statement).
        await insertCandidates(savepoint, {
          applicationId: context.applicationId,
          id: list.id,
          params: list.params,
          ...day,
        });
      });
    } catch (error) {
      // The list row is the failure's record: the code for the page, and for an unexpected
      // failure the database's SQLSTATE (e.g. 57014, a statement time-out) for whoever looks.
      const type = error instanceof DomainError ? error.code : GENERATION_FAILED;
      const sqlState = databaseErrorCode(error);
      const message =
        error instanceof DomainError
          ? error.message
          : `The list could not be generated${sqlState ? ` (database error ${sqlState})` : ''}. Please try again.`;
      await setListStatus(tx, list.id, 'FAILED', { error: { message, type } });
      return result(list.id);
    }
    await setListStatus(tx, list.id, 'GENERATED');
    return result(list.id);
  },
});

const runInput = z.object({
  transferListId: z.uuid(),
  kind: z.enum(['TRANSFER', 'RETRY', 'UNDO']),
  memberIds: z.array(z.uuid()).max(100000).nullable(),
});

/**
 * executeTransferListAsync, retryFailedTransfers and undoTransferList: the run is recorded (the
 * list's history: the ticket, who, when, which members), its members put IN_PROGRESS and the list
 * TRANSFER_SCHEDULED, and its job enqueued, all in the ticket's transaction; the job then moves the
 * members one transaction each. The list's state is checked again here under its lock.
 */
export const startTransferRunOperation = registerAsyncOperation({
  domain: 'TRANSFER_LIST',
  name: 'startTransferRun',
  input: runInput,
  async apply(tx, input, context) {
    const list = await findList(tx, input.transferListId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
    if (!list || list.status === 'ARCHIVED') throw new DomainError('TRANSFER_LIST_NOT_FOUND');
    const status = list.stalled ? 'TRANSFER_TIMEOUT' : list.status;
    if (!ACTIONABLE_STATUSES.includes(status)) throw new DomainError('TRANSFER_LIST_BUSY');
    if (input.kind === 'UNDO' && !isUndoable(list.doneAt)) throw new DomainError('TRANSFER_UNDO_EXPIRED');
    if (!context.ticketId || !context.requestedByUserId) throw new Error('a run needs its ticket and user');
    const runId = crypto.randomUUID();
    const members = await startMembers(tx, {
      listId: list.id,
      runId,
      kind: input.kind,
      personIds: input.memberIds,
    });
    if (members.length === 0) throw new DomainError('TRANSFER_LIST_NOTHING_TO_RUN');
    await insertRun(tx, {
      id: runId,
      applicationId: context.applicationId,
      listId: list.id,
      kind: input.kind,
      ticketId: context.ticketId,
      userId: context.requestedByUserId,
      memberIds: members,
    });
    await setListStatus(tx, list.id, 'TRANSFER_SCHEDULED');
    await tenantJobQueue.send(transferRunJob, { applicationId: context.applicationId, runId }, tx);
    return result(list.id);
  },
});

/**
 * undoTransferListMember: one member moved back, in the ticket's own transaction, with the list
 * and the member's row locked, so two undos of one member move them once (the second finds them
 * UNDONE and is refused). Recorded as a run of kind UNDO of that member, finished at once; the
 * list's status does not change (no worker is involved).
 */
export const undoTransferListMemberOperation = registerAsyncOperation({
  domain: 'TRANSFER_LIST',
  name: 'undoTransferListMember',
  input: z.object({ transferListId: z.uuid(), memberId: z.uuid() }),
  async apply(tx, input, context) {
    const list = await findList(tx, input.transferListId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
    if (!list) throw new DomainError('TRANSFER_LIST_NOT_FOUND');
    const member = await undoableMember(tx, list, input.memberId);
    if (!context.ticketId || !context.requestedByUserId) throw new Error('an undo needs its ticket and user');
    const runId = crypto.randomUUID();
    await insertRun(tx, {
      id: runId,
      applicationId: context.applicationId,
      listId: list.id,
      kind: 'UNDO',
      ticketId: context.ticketId,
      userId: context.requestedByUserId,
      memberIds: [member.personId],
    });
    await assignMemberRun(tx, list.id, member.personId, runId);
    await moveBack(tx, {
      applicationId: context.applicationId,
      listId: list.id,
      member,
      userId: context.requestedByUserId,
    });
    await finishRun(tx, runId);
    return result(list.id);
  },
});
