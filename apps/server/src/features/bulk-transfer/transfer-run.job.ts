import { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { transferMember } from '../members/public.ts';
import { refreshMemberDryRun } from './dry-run.repository.ts';
import { organisationDay } from './organisation-day.ts';
import { findList, setListStatus } from './transfer-list.repository.ts';
import {
  countInProgress,
  lockRunMember,
  nextRunMembers,
  setMemberResult,
} from './transfer-list-members.repository.ts';
import { RUN_BATCH, TRANSFER_TIMEOUT_SECONDS } from './transfer-list-rules.ts';
import { findRun, finishRun, type TransferRunRow, touchRun } from './transfer-runs.repository.ts';
import { moveBack } from './transfer-undo.ts';

/**
 * One member of a run, in a transaction of its own (docs/bulk-transfer.md "Runs"): the member's
 * row is locked and must still be IN_PROGRESS for this run, so a member is moved at most once
 * however often the job runs (a crash, a kill -9, a second delivery, a retry run beside a stalled
 * one); the move and its TRANSFERRED commit together. A transfer first repeats the dry run for the
 * member: a reason found now fails them with its code. A refusal of the move (its DomainError) is
 * that member's FAILED with the code; the transaction's other writes roll back to the savepoint.
 */
async function runMember(
  tx: Transaction,
  run: TransferRunRow & { applicationId: string },
  personId: string,
  today: string,
): Promise<void> {
  const member = await lockRunMember(tx, run.transferListId, personId);
  if (member?.resultStatus !== 'IN_PROGRESS' || member.runId !== run.id) return;
  const undo = run.kind === 'UNDO';
  if (!undo) {
    const [reason] = await refreshMemberDryRun(tx, run.transferListId, personId, today);
    if (reason) {
      await setMemberResult(tx, run.transferListId, personId, { status: 'FAILED', error: reason });
      return;
    }
  }
  try {
    if (undo) {
      const back = { applicationId: run.applicationId, listId: run.transferListId, member };
      await moveBack(tx, { ...back, userId: run.startedByUserId });
    } else {
      await tx.transaction((savepoint) =>
        transferMember(savepoint, {
          applicationId: run.applicationId,
          personId,
          targetBranchId: member.destinationBranchId,
          transferredByUserId: run.startedByUserId,
        }),
      );
      await setMemberResult(tx, run.transferListId, personId, { status: 'TRANSFERRED', error: null });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // An undo refused leaves the member where the transfer put them, with why, and the time of
    // that transfer (what a later undo checks moves against).
    await setMemberResult(tx, run.transferListId, personId, {
      status: undo ? 'TRANSFERRED' : 'FAILED',
      error: error.code,
      keepTime: undo,
    });
  }
  await touchRun(tx, run.id);
}

/**
 * Applies a run: its members one by one, then the list's TRANSFER_DONE. Answers how many members
 * it settled. `stopAfter` ends the run early without finishing it (tests: a worker stopped midway).
 */
export async function processTransferRun(
  db: Database,
  payload: { applicationId: string; runId: string },
  options: { stopAfter?: number } = {},
): Promise<number> {
  const { applicationId, runId } = payload;
  const started = await withTenant(db, applicationId, async (tx) => {
    const run = await findRun(tx, runId);
    if (!run || run.finishedAt) return null;
    const list = await findList(tx, run.transferListId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
    if (!list) return null;
    if (list.status === 'TRANSFER_SCHEDULED') await setListStatus(tx, list.id, 'TRANSFER_IN_PROGRESS');
    await touchRun(tx, run.id);
    return { run: { ...run, applicationId }, today: (await organisationDay(tx)).today };
  });
  if (!started) return 0;
  let settled = 0;
  let after: string | null = null;
  for (;;) {
    const batch: string[] = await withTenant(db, applicationId, (tx) =>
      nextRunMembers(tx, runId, after, RUN_BATCH),
    );
    if (batch.length === 0) break;
    for (const personId of batch) {
      if (options.stopAfter !== undefined && settled >= options.stopAfter) return settled;
      await withTenant(db, applicationId, (tx) => runMember(tx, started.run, personId, started.today));
      settled += 1;
      after = personId;
    }
  }
  await withTenant(db, applicationId, async (tx) => {
    const list = await findList(tx, started.run.transferListId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
    await finishRun(tx, runId);
    // Another run may have taken over (a retry after a timeout); the list is done when nobody is left.
    if (list && list.status !== 'ARCHIVED' && (await countInProgress(tx, list.id)) === 0)
      await setListStatus(tx, list.id, 'TRANSFER_DONE', { done: true });
  });
  return settled;
}

/** `bulk-transfer-run` {applicationId, runId}: a run's members, each in its own transaction. */
export const transferRunJob = defineJob({
  queue: 'bulk-transfer-run',
  payload: z.object({ applicationId: z.uuid(), runId: z.uuid() }),
  pollingIntervalSeconds: 1,
  handle: (payload, { env }) => processTransferRun(env.db, payload),
});
