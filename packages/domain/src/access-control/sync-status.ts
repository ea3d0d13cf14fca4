import { combinedSyncState, type SyncState } from '../enums/operations-state.ts';

/** One controller's state of an item (the list of spec 3 §3 `providerSyncStatus`). */
export interface ProviderSyncStatus {
  id: string;
  status: SyncState;
}

/**
 * The combined status of an item's entries (spec 3 §4 priority, enums/operations-state.ts); null
 * when no controller reports one. Adds go PENDING → SUCCEEDED, or RETRYING → FAILED when the
 * controller keeps refusing; removals PENDING_REMOVAL → REMOVED (RETRYING_REMOVAL → FAILED).
 */
export function combinedItemState(entries: readonly ProviderSyncStatus[]): SyncState | null {
  return combinedSyncState(entries.map((entry) => entry.status)) ?? null;
}

/** Spec 3 §4 colours: none inactive, retrying warning, pending resting, failed and removals error. */
export type SyncColour = 'inactive' | 'warning' | 'resting' | 'error' | 'success';

export function syncStateColour(state: SyncState | null): SyncColour {
  switch (state) {
    case null:
      return 'inactive';
    case 'RETRYING':
    case 'RETRYING_REMOVAL':
      // Spec 3 §4 names retrying; retrying removal is a retry too.
      return 'warning';
    case 'PENDING':
      return 'resting';
    case 'FAILED':
    case 'PENDING_REMOVAL':
    case 'REMOVED':
      return 'error';
    case 'SUCCEEDED':
      return 'success';
  }
}

/** Labels for the status tag. */
export const SYNC_STATE_LABELS: Readonly<Record<SyncState, string>> = {
  PENDING: 'Pending',
  SUCCEEDED: 'Succeeded',
  RETRYING: 'Retrying',
  RETRYING_REMOVAL: 'Retrying removal',
  FAILED: 'Failed',
  PENDING_REMOVAL: 'Pending removal',
  REMOVED: 'Removed',
};

/** Spec 3 §4: removed and pending-removal items are struck through and cannot be removed again. */
export function isStruckThrough(state: SyncState | null): boolean {
  return state === 'REMOVED' || state === 'PENDING_REMOVAL';
}

/**
 * Spec 3 §4: Remove is disabled while a removal runs, while retrying removal, or when retrying
 * with a non-retrying entry (the controllers disagree mid-retry); and for struck-through items.
 */
export function canRemoveItem(entries: readonly ProviderSyncStatus[]): boolean {
  const state = combinedItemState(entries);
  if (isStruckThrough(state) || state === 'RETRYING_REMOVAL') return false;
  if (state === 'RETRYING' && entries.some((entry) => entry.status !== 'RETRYING')) return false;
  return true;
}

/** States the door controller has yet to settle: the page keeps polling while any item has one. */
export function isSyncInProgress(state: SyncState | null): boolean {
  return (
    state === 'PENDING' || state === 'PENDING_REMOVAL' || state === 'RETRYING' || state === 'RETRYING_REMOVAL'
  );
}

/** Spec 3 §7, §9: polled every 3 s, up to 100 times while pending and 5 times after an error. */
export const ACCESS_POLL_INTERVAL_MS = 3_000;
export const ACCESS_POLL_MAX_WHILE_PENDING = 100;
export const ACCESS_POLL_MAX_AFTER_ERROR = 5;
