import type { Transaction } from '../../platform/db/client.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { findPersonInTransaction, listAccessCardsOfPerson } from '../members/public.ts';
import { insertItem, listItemsOfPerson, requestGrant, requestRemoval } from './access-control.repository.ts';
import { homeLevelName, item } from './access-items.ts';
import { accessSyncJob } from './access-sync.job.ts';

export interface DoorAccessChange {
  applicationId: string;
  personId: string;
  /** False while the person is kept out (a blocked membership, docs/access-control.md). */
  allowed: boolean;
}

/**
 * Door access follows blocking (docs/access-control.md "Blocked members"). The cards stay; it is
 * the access level that opens the doors, so keeping a person out asks the controller to drop their
 * level(s) (REMOVE: PENDING_REMOVAL, then REMOVED by the sync job) and letting them in asks it to
 * hold them again (ADD: PENDING, then SUCCEEDED). The items are written and their sync jobs
 * enqueued in the caller's tenant transaction, so the doors follow exactly what commits.
 *
 * Idempotent: a level already asked for what `allowed` says is left alone (no new push). A person
 * kept out before they have a level (no card yet) gets their home level recorded REMOVED with no
 * push (the controller holds nothing of theirs), which also stops their first card from adding it.
 * Answers the ids of the items asked to change.
 */
export async function setDoorAccess(tx: Transaction, change: DoorAccessChange): Promise<string[]> {
  const { applicationId, personId, allowed } = change;
  const levels = (await listItemsOfPerson(tx, personId)).filter((row) => row.kind === 'LEVEL');
  const pushes: string[] = [];
  if (allowed) {
    for (const level of levels) {
      if (level.operation === 'REMOVE' && (await requestGrant(tx, level.id))) pushes.push(level.id);
    }
    // No level: the person never had a card tracked here, and their first card brings the level.
  } else if (levels.length > 0) {
    for (const level of levels) {
      if (level.operation === 'ADD' && (await requestRemoval(tx, level.id))) pushes.push(level.id);
    }
  } else {
    const person = await findPersonInTransaction(tx, personId);
    const name = person ? await homeLevelName(tx, person) : null;
    if (name === null) return [];
    const id = crypto.randomUUID();
    // Cards stored before access control tracked them open the home doors already: revoke those.
    const holdsCards = (await listAccessCardsOfPerson(tx, personId)).length > 0;
    await insertItem(tx, {
      ...item(applicationId, personId, id, 'LEVEL', name),
      operation: 'REMOVE',
      status: holdsCards ? 'PENDING_REMOVAL' : 'REMOVED',
    });
    if (holdsCards) pushes.push(id);
  }
  // The tenant's enqueue function, as requests use it: the job commits with the items.
  for (const itemId of pushes) await tenantJobQueue.send(accessSyncJob, { applicationId, itemId }, tx);
  return pushes;
}
