import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { memberTransferred } from '../../members/public.ts';
import { insertItems, listLevelsOfPersons, requestOperation } from '../access-control.repository.ts';
import { item, levelNameOf } from '../access-items.ts';
import { accessSyncJob } from '../access-sync.job.ts';

/**
 * A transferred member's card opens the new home branch's doors at once (docs/members.md
 * "Transfer"): the door controller is asked to drop the old home level and to hold the new one, in
 * the transfer's transaction, so the doors follow exactly what commits. A member kept out (their
 * level taken back: a blocked membership) stays kept out: the new level is recorded taken back
 * too, with nothing to push. A member with no level yet (no card) gets none: their first card
 * brings the home level, which is now the new branch's.
 */
export const doorLevelFollowsTransfer = memberTransferred.handledBy(async (tx, event) => {
  const levels = await listLevelsOfPersons(tx, [event.personId]);
  if (levels.length === 0) return;
  const to = await findBranchInTransaction(tx, event.toBranchId);
  if (!to) return;
  const newLevel = levelNameOf(to.name);
  const held = levels.filter((level) => level.operation === 'ADD');
  const pushes = await requestOperation(
    tx,
    held.filter((level) => level.name !== newLevel).map((level) => level.id),
    'REMOVE',
  );
  const keptOut = held.length === 0;
  const existing = levels.filter((level) => level.name === newLevel);
  if (existing.length > 0) {
    // Back at a branch whose level they held before (an undone transfer): ask for it again.
    if (!keptOut)
      pushes.push(
        ...(await requestOperation(
          tx,
          existing.map((level) => level.id),
          'ADD',
        )),
      );
  } else {
    const fresh = {
      ...item(event.applicationId, event.personId, crypto.randomUUID(), 'LEVEL', newLevel),
      ...(keptOut ? { operation: 'REMOVE' as const, status: 'REMOVED' as const } : {}),
    };
    await insertItems(tx, [fresh]);
    if (!keptOut) pushes.push(fresh.id);
  }
  for (const itemId of pushes)
    await tenantJobQueue.send(accessSyncJob, { applicationId: event.applicationId, itemId }, tx);
});
