/** Status of an asynchronous operation ticket (spec 1 §4.3). */
export const ASYNC_OPERATION_STATUSES = ['OK', 'ERROR'] as const;
export type AsyncOperationStatus = (typeof ASYNC_OPERATION_STATUSES)[number];

export const ASYNC_OPERATION_DOMAINS = [
  'ACCESS_CONTROL',
  'MEMBERSHIP',
  'PAYMENT_OPTION',
  'PERSON',
  'SESSION',
  'TRANSFER_LIST',
] as const;
export type AsyncOperationDomain = (typeof ASYNC_OPERATION_DOMAINS)[number];

/** Result of transferring one member in a bulk transfer. */
export const TRANSFER_RESULT_STATUSES = ['IN_PROGRESS', 'TRANSFERRED', 'FAILED'] as const;
export type TransferResultStatus = (typeof TRANSFER_RESULT_STATUSES)[number];

export const TRANSFER_RESULT_STATUS_LABELS: Readonly<Record<TransferResultStatus, string>> = {
  IN_PROGRESS: 'In progress',
  TRANSFERRED: 'Transferred',
  FAILED: 'Failed',
};

export const TRANSFER_LIST_STATUSES = [
  'GENERATING',
  'GENERATED',
  'FAILED',
  'ARCHIVED',
  'TRANSFER_SCHEDULED',
  'TRANSFER_IN_PROGRESS',
  'TRANSFER_DONE',
  'TRANSFER_TIMEOUT',
] as const;
export type TransferListStatus = (typeof TRANSFER_LIST_STATUSES)[number];

/** Sync state of access cards and access levels with the door provider. */
export const SYNC_STATES = [
  'PENDING',
  'SUCCEEDED',
  'RETRYING',
  'RETRYING_REMOVAL',
  'FAILED',
  'PENDING_REMOVAL',
  'REMOVED',
] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** Priority used to combine several sync states into one (spec 3 §4), highest first. */
export const SYNC_STATE_PRIORITY = [
  'FAILED',
  'RETRYING',
  'RETRYING_REMOVAL',
  'PENDING',
  'PENDING_REMOVAL',
  'REMOVED',
  'SUCCEEDED',
] as const satisfies readonly SyncState[];

/** The combined state of several sync states, or undefined when there are none. */
export function combinedSyncState(states: readonly SyncState[]): SyncState | undefined {
  return SYNC_STATE_PRIORITY.find((state) => states.includes(state));
}
