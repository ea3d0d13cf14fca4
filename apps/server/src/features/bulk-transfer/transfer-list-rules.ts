/**
 * The bulk transfer's constants and vocabulary (spec 3 §3, §4, §9; docs/bulk-transfer.md).
 */

export const TRANSFER_LIST_STATUSES = [
  'GENERATING',
  'GENERATED',
  'TRANSFER_SCHEDULED',
  'TRANSFER_IN_PROGRESS',
  'TRANSFER_DONE',
  'TRANSFER_TIMEOUT',
  'FAILED',
  'ARCHIVED',
] as const;
export type TransferListStatus = (typeof TRANSFER_LIST_STATUSES)[number];

export const TRANSFER_MEMBER_RESULTS = ['IN_PROGRESS', 'FAILED', 'TRANSFERRED', 'UNDONE'] as const;
export type TransferMemberResult = (typeof TRANSFER_MEMBER_RESULTS)[number];

export const MEMBERSHIP_PAYMENT_TYPES = ['ALL', 'DIRECT_DEBIT', 'PAY_IN_FULL'] as const;

export const TRANSFER_BLOCK_REASONS = [
  'DEBITED_TODAY',
  'OVERDUE',
  'SUSPENDED',
  'AWAITING_PAYMENT_SETUP',
  'BLOCKED',
  'ALREADY_AT_DESTINATION',
  'NO_ACTIVE_MEMBERSHIP',
  'OTHER_COUNTRY',
] as const;
export type TransferBlockReason = (typeof TRANSFER_BLOCK_REASONS)[number];

/** The sentence for each reason, shown beside the member (the dry run). */
export const BLOCK_REASON_TEXTS: Readonly<Record<TransferBlockReason, string>> = {
  DEBITED_TODAY: 'A direct debit is being taken today: transfer them tomorrow',
  OVERDUE: 'The member has an overdue amount to pay first',
  SUSPENDED: 'The membership is suspended',
  AWAITING_PAYMENT_SETUP: 'The member has not completed their payment setup',
  BLOCKED: 'The membership is blocked',
  ALREADY_AT_DESTINATION: 'The member already belongs to the destination branch',
  NO_ACTIVE_MEMBERSHIP: 'The member has no membership in force at their home branch',
  OTHER_COUNTRY:
    "The destination branch is in another country: the membership's price is in another currency. Sell them a membership there",
};

/** Statuses in which Transfer and Remove are enabled (spec 3 §4), when no run is going. */
export const ACTIONABLE_STATUSES: readonly TransferListStatus[] = [
  'GENERATED',
  'TRANSFER_DONE',
  'TRANSFER_TIMEOUT',
];

/** A run is going in these: a new list, a transfer or a removal waits. */
export const RUNNING_STATUSES: readonly TransferListStatus[] = ['TRANSFER_SCHEDULED', 'TRANSFER_IN_PROGRESS'];

/** The status shown: a run whose worker went silent is TRANSFER_TIMEOUT (below). */
export function shownStatus(list: { status: TransferListStatus; stalled: boolean }): TransferListStatus {
  return list.stalled && RUNNING_STATUSES.includes(list.status) ? 'TRANSFER_TIMEOUT' : list.status;
}

/**
 * A run whose worker has not reported for this long while members are still in progress has
 * stalled (a worker killed and not replaced): the list shows TRANSFER_TIMEOUT and its in-progress
 * members may be retried. A member's transfer takes milliseconds and the worker reports after
 * each batch of RUN_BATCH, and pg-boss re-delivers a dead worker's job within about 20 s, so five minutes of
 * silence means no worker is coming back for it.
 */
export const TRANSFER_TIMEOUT_SECONDS = 300;

/** A finished list can be undone for this long after its last run ended (spec: 14 days). */
const UNDO_DAYS = 14;

/** Until when a list whose last run ended at `doneAt` may be undone; null: it never ended. */
export function undoableUntil(doneAt: Date | null): Date | null {
  return doneAt ? new Date(doneAt.getTime() + UNDO_DAYS * 86_400_000) : null;
}

/** Whether a list whose last run ended at `doneAt` may still be undone. */
export function isUndoable(doneAt: Date | null): boolean {
  const until = undoableUntil(doneAt);
  return until !== null && until.getTime() > Date.now();
}

/** Members a run takes from the list per read; each is then moved in its own transaction. */
export const RUN_BATCH = 100;

/**
 * Members a run moves at once, each in its own transaction on its own connection. A member's time
 * is mostly the round trips of its twenty-odd statements, so a few lanes overlap them; more would
 * only queue on the database's cores.
 */
export const RUN_LANES = 4;
