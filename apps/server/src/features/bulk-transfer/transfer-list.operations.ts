import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { refreshDryRun } from './dry-run.repository.ts';
import { organisationDay } from './organisation-day.ts';
import { findList, insertCandidates, setListStatus } from './transfer-list.repository.ts';
import { startMembers } from './transfer-list-members.repository.ts';
import { ACTIONABLE_STATUSES, TRANSFER_TIMEOUT_SECONDS, undoableUntil } from './transfer-list-rules.ts';
import { transferRunJob } from './transfer-run.job.ts';
import { insertRun } from './transfer-runs.repository.ts';

const undoable = (doneAt: Date | null) => {
  const until = undoableUntil(doneAt);
  return until !== null && until.getTime() > Date.now();
};

const result = (listId: string) => ({ resultType: 'TransferList', resultId: listId });

/**
 * createTransferList's work (GENERATING → GENERATED): the candidates in one statement, then their
 * dry run. A list no longer GENERATING (archived by a newer one) is left alone.
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
    await insertCandidates(tx, {
      applicationId: context.applicationId,
      id: list.id,
      params: list.params,
      ...day,
    });
    await refreshDryRun(tx, list.id, day.today);
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
    if (input.kind === 'UNDO' && !undoable(list.doneAt)) throw new DomainError('TRANSFER_UNDO_EXPIRED');
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
