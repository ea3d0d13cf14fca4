import type { Transaction } from '../../platform/db/client.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { loadBranchesByIds } from '../branches/public.ts';
import { findCardsOfPersons, findPersonsInTransaction } from '../members/public.ts';
import {
  type AccessSyncItemInsert,
  insertItems,
  listLevelsOfPersons,
  requestOperation,
} from './access-control.repository.ts';
import { item, levelNameOf } from './access-items.ts';
import { accessSyncJob } from './access-sync.job.ts';

/** An access level asked to change (or recorded taken back) for a person. */
export interface DoorAccessItemChange {
  personId: string;
  itemId: string;
}

export interface DoorAccessChange {
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
 * A fixed number of queries however many persons (overdue control passes a whole organisation's),
 * plus one enqueue per push. Answers the level items written.
 */
export async function setDoorAccess(
  tx: Transaction,
  applicationId: string,
  changes: readonly DoorAccessChange[],
): Promise<DoorAccessItemChange[]> {
  const allowed = new Map(changes.map((change) => [change.personId, change.allowed]));
  const levels = await listLevelsOfPersons(tx, [...allowed.keys()]);
  const personOf = new Map(levels.map((level) => [level.id, level.personId]));
  const ofPersons = (letIn: boolean) =>
    levels.filter((level) => allowed.get(level.personId) === letIn).map((level) => level.id);
  const pushes = [
    ...(await requestOperation(tx, ofPersons(true), 'ADD')),
    ...(await requestOperation(tx, ofPersons(false), 'REMOVE')),
  ];
  const changed = pushes.map((itemId) => ({ itemId, personId: personOf.get(itemId) ?? '' }));
  // Kept out with no level yet: record their home level as taken back. (Let in with no level:
  // nothing, their first card brings it.)
  const withLevel = new Set(personOf.values());
  const levelless = [...allowed]
    .filter(([personId, letIn]) => !letIn && !withLevel.has(personId))
    .map(([personId]) => personId);
  const fresh = await homeLevelsTakenBack(tx, applicationId, levelless);
  await insertItems(tx, fresh);
  for (const row of fresh) {
    changed.push({ itemId: row.id, personId: row.personId });
    if (row.status === 'PENDING_REMOVAL') pushes.push(row.id);
  }
  // The tenant's enqueue function, as requests use it: the job commits with the items.
  for (const itemId of pushes) await tenantJobQueue.send(accessSyncJob, { applicationId, itemId }, tx);
  return changed;
}

/**
 * The home level items of persons kept out who have none. Cards stored before access control
 * tracked them open the home doors already, so for their holders the level is revoked at the
 * controller (PENDING_REMOVAL); anyone else has nothing there to revoke (REMOVED at once). Persons
 * with no home branch have no level.
 */
async function homeLevelsTakenBack(
  tx: Transaction,
  applicationId: string,
  personIds: readonly string[],
): Promise<(AccessSyncItemInsert & { id: string })[]> {
  if (personIds.length === 0) return [];
  const persons = await findPersonsInTransaction(tx, personIds);
  const branches = await loadBranchesByIds(tx, [
    ...new Set(persons.flatMap((person) => (person.homeBranchId ? [person.homeBranchId] : []))),
  ]);
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  const holders = new Set((await findCardsOfPersons(tx, personIds)).map((card) => card.personId));
  return persons.flatMap((person) => {
    const branch = person.homeBranchId ? branchName.get(person.homeBranchId) : undefined;
    if (branch === undefined) return [];
    return [
      {
        ...item(applicationId, person.id, crypto.randomUUID(), 'LEVEL', levelNameOf(branch)),
        operation: 'REMOVE' as const,
        status: holders.has(person.id) ? 'PENDING_REMOVAL' : 'REMOVED',
      },
    ];
  });
}
