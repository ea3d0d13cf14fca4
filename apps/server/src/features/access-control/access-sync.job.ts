import type { SyncState } from '@clubline/domain';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { deleteAccessCard } from '../members/public.ts';
import { findItem, isSettled, recordPush } from './access-control.repository.ts';
import {
  type DoorController,
  DoorControllerRefusal,
  type DoorCredential,
} from './door-controller/door-controller.ts';
import { sandboxDoorStore } from './door-controller/sandbox-door-controller.repository.ts';
import { sandboxDoorController } from './door-controller/sandbox-door-controller.ts';

/** Thrown to have the queue retry the push later (pg-boss's back-off: 1 s, 2 s, 4 s). */
class PushRetry extends Error {
  override name = 'PushRetry';
}

/**
 * Pushes one item (a card or access level) to the door controller and records where it stands.
 * The job acts on what the item asks for now, not on what it asked for when enqueued: a removal
 * requested while an add waits is pushed as a removal by whichever job runs first, and the other
 * finds the item settled. So running a job twice, or two jobs for one item, has one effect.
 */
export async function processAccessSync(
  db: Database,
  controller: DoorController,
  payload: { applicationId: string; itemId: string },
  options: { finalAttempt: boolean },
): Promise<string> {
  const item = await withTenant(db, payload.applicationId, (tx) => findItem(tx, payload.itemId));
  if (!item) return 'gone';
  if (isSettled(item.status)) return 'already-done';
  const credential = {
    applicationId: item.applicationId,
    itemId: item.id,
    personId: item.personId,
    kind: item.kind,
    name: item.name,
  };
  const attempts = item.attempts + 1;
  const removing = item.operation === 'REMOVE';
  let refusal: string | null = null;
  try {
    if (removing) await controller.revoke(credential);
    else await controller.grant(credential);
  } catch (error) {
    refusal = error instanceof DoorControllerRefusal ? error.message : 'The door controller did not answer';
  }
  const status: SyncState =
    refusal === null
      ? removing
        ? 'REMOVED'
        : 'SUCCEEDED'
      : options.finalAttempt
        ? 'FAILED'
        : removing
          ? 'RETRYING_REMOVAL'
          : 'RETRYING';
  const recorded = await withTenant(db, payload.applicationId, async (tx) => {
    const changed = await recordPush(tx, item, { status, attempts, lastError: refusal });
    // The number is freed once the controller no longer holds the card (spec 3 §4 REMOVED).
    if (changed && status === 'REMOVED' && item.kind === 'CARD') {
      await deleteAccessCard(tx, { id: item.id, personId: item.personId });
    }
    return changed;
  });
  if (!recorded) {
    // The item was asked the other way while this push ran, and that push may have reached the
    // controller before ours did: push what the item asks now again (both calls are idempotent),
    // so the controller ends as the item says. A removal overtaking a grant (a card removed, a
    // level revoked) revokes; a grant overtaking a revoke (a level given back on unblock) grants.
    const now = await withTenant(db, payload.applicationId, (tx) => findItem(tx, payload.itemId));
    if (!removing && now?.operation === 'REMOVE') await controller.revoke(credential);
    if (removing && now?.operation === 'ADD') await regrant(controller, credential);
    return 'superseded';
  }
  if (status === 'RETRYING' || status === 'RETRYING_REMOVAL') throw new PushRetry(refusal ?? status);
  return status.toLowerCase();
}

/** Grants again; a refusal is left to the item's own job, which records it and retries. */
async function regrant(controller: DoorController, credential: DoorCredential): Promise<void> {
  try {
    await controller.grant(credential);
  } catch (error) {
    if (!(error instanceof DoorControllerRefusal)) throw error;
  }
}

/** The worker's door controller: the sandbox (the only driver so far, docs/access-control.md). */
type OwnerPool = WorkerEnvironment['ownerPool'];
const controllers = new WeakMap<OwnerPool, DoorController>();
function controllerFor(ownerPool: OwnerPool): DoorController {
  let controller = controllers.get(ownerPool);
  if (!controller) {
    controller = sandboxDoorController(sandboxDoorStore(ownerPool));
    controllers.set(ownerPool, controller);
  }
  return controller;
}

export const accessSyncJob = defineJob({
  queue: 'access-control-sync',
  payload: z.object({ applicationId: z.uuid(), itemId: z.uuid() }),
  // Staff watch the card's status on the page (polled every 3 s).
  pollingIntervalSeconds: 1,
  handle: (payload, { env, finalAttempt }) =>
    processAccessSync(env.db, controllerFor(env.ownerPool), payload, { finalAttempt }),
});
