import { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { transferMember } from '../members/public.ts';
import { refreshRunMemberDryRun } from './dry-run.repository.ts';
import { organisationDay } from './organisation-day.ts';
import { findList, setListStatus } from './transfer-list.repository.ts';
import {
  countInProgress,
  lockRunMember,
  nextRunMembers,
  setMemberResult,
} from './transfer-list-members.repository.ts';
import { RUN_BATCH, RUN_LANES, TRANSFER_TIMEOUT_SECONDS } from './transfer-list-rules.ts';
import { findRun, finishRun, type TransferRunRow, touchRun } from './transfer-runs.repository.ts';
import { moveBack } from './transfer-undo.ts';

/**
 * One member of a run, in a transaction of its own (docs/bulk-transfer.md "Runs"): the member's
 * row is locked and must still be IN_PROGRESS for this run, so a member is moved at most once
 * however often the job runs (a crash, a kill -9, a second delivery, a retry run beside a stalled
 * one); the move and its TRANSFERRED commit together. A transfer first repeats the dry run for the
 * member (with the lock, one statement): a reason found now fails them with its code. A refusal of
 * the move (its DomainError) is that member's FAILED with the code; the transaction's other writes
 * roll back to the savepoint.
 */
async function runMember(
  tx: Transaction,
  run: TransferRunRow & { applicationId: string },
  personId: string,
  today: string,
): Promise<void> {
  const listId = run.transferListId;
  if (run.kind === 'UNDO') {
    const member = await lockRunMember(tx, listId, personId);
    if (member?.resultStatus !== 'IN_PROGRESS' || member.runId !== run.id) return;
    try {
      await moveBack(tx, { applicationId: run.applicationId, listId, member, userId: run.startedByUserId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // An undo refused leaves the member where the transfer put them, with why, and the time of
      // that transfer (what a later undo checks moves against).
      await setMemberResult(tx, listId, personId, {
        status: 'TRANSFERRED',
        error: error.code,
        keepTime: true,
      });
    }
    return;
  }
  const member = await refreshRunMemberDryRun(tx, { listId, personId, runId: run.id }, today);
  if (!member) return;
  const [reason] = member.blockReasons;
  if (reason) {
    await setMemberResult(tx, listId, personId, { status: 'FAILED', error: reason });
    return;
  }
  try {
    await tx.transaction((savepoint) =>
      transferMember(savepoint, {
        applicationId: run.applicationId,
        personId,
        targetBranchId: member.destinationBranchId,
        transferredByUserId: run.startedByUserId,
      }),
    );
    await setMemberResult(tx, listId, personId, { status: 'TRANSFERRED', error: null });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await setMemberResult(tx, listId, personId, { status: 'FAILED', error: error.code });
  }
}

/**
 * Runs `work` over `items`, `lanes` at a time, taking at most `limit` of them; answers how many it
 * took. An unexpected failure stops every lane from taking more, and is thrown once all are done
 * (each item is its own transaction, so the ones in flight finish or roll back on their own).
 */
async function inLanes(
  items: readonly string[],
  lanes: number,
  limit: number,
  work: (item: string) => Promise<void>,
): Promise<number> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < Math.min(items.length, limit)) {
      const item = items[next];
      next += 1;
      if (item === undefined) return;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failures.length > 0) throw failures[0];
  return next;
}

/**
 * Applies a run: its members `RUN_LANES` at a time (each its own transaction: most of a member's
 * time is the round trips of its statements, which lanes overlap), then the list's TRANSFER_DONE.
 * The heartbeat is written once per batch, apart from the members' transactions (on the run's one
 * row, per member, it would make the lanes queue for that row's lock). Answers how many members
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
    const limit = options.stopAfter === undefined ? batch.length : options.stopAfter - settled;
    settled += await inLanes(batch, RUN_LANES, limit, (personId) =>
      withTenant(db, applicationId, (tx) => runMember(tx, started.run, personId, started.today)),
    );
    await withTenant(db, applicationId, (tx) => touchRun(tx, runId));
    if (options.stopAfter !== undefined && settled >= options.stopAfter) return settled;
    after = batch.at(-1) ?? null;
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
  // A run's lanes hold up to RUN_LANES connections, so the worker's pool counts that many for this
  // queue (and may run as many runs, of different organisations, side by side; their lanes then
  // wait for a connection, one at a time each, never holding one while waiting for another).
  concurrency: { workers: 1, batchSize: RUN_LANES },
  handle: (payload, { env }) => processTransferRun(env.db, payload),
});
