import type { TransferListStatus } from '@clubline/domain';

/**
 * Spec 3 §4 "Transfer list status": what the page shows and enables for the latest list, and which
 * members may be chosen. Pure, so the rules are tested apart from the page.
 */

/** The domain's TransferResultStatus and UNDONE, a member an undo moved back. */
export type TransferMemberResultStatus = 'IN_PROGRESS' | 'FAILED' | 'TRANSFERRED' | 'UNDONE';

/** The parts of a list the rules read. */
export interface ListForState {
  status: TransferListStatus;
  error: { message: string; type: string | null } | null;
  undoableUntil: string | null;
}

/** The parts of a member the rules read. */
export interface MemberForState {
  transferResult: { status: TransferMemberResultStatus } | null;
  dryRun: { canTransfer: boolean };
}

/**
 * `create`: no list, or an ARCHIVED or FAILED one: the prompt to create a list. `generating`: the
 * wait message. `members`: GENERATED, scheduled, in progress, done and timed out show the members.
 */
type ListView = 'create' | 'generating' | 'members';

export interface ListState {
  view: ListView;
  /** FAILED: "The previous transfer failed (error code …)", unknown when there is no code. */
  failure: string | null;
  /** TRANSFER_TIMEOUT: the banner. */
  timedOut: boolean;
  /** Transfer and remove: GENERATED, TRANSFER_DONE and TRANSFER_TIMEOUT, while no operation runs. */
  canChange: boolean;
  /** A new list (it replaces this one): not while a transfer is scheduled or in progress, nor generating. */
  canGenerate: boolean;
}

export const TIMEOUT_BANNER = 'The latest transfer attempt timed out.';

export const failureText = (code: string | null | undefined): string =>
  `The previous transfer failed (error code ${code?.trim() || 'unknown'})`;

const CHANGEABLE: readonly TransferListStatus[] = ['GENERATED', 'TRANSFER_DONE', 'TRANSFER_TIMEOUT'];
const BUSY: readonly TransferListStatus[] = ['GENERATING', 'TRANSFER_SCHEDULED', 'TRANSFER_IN_PROGRESS'];

/** `operationRunning`: an operation this page started has not answered yet. */
export function listStateOf(list: ListForState | null, operationRunning: boolean): ListState {
  const status = list?.status ?? null;
  const view: ListView =
    status === null || status === 'ARCHIVED' || status === 'FAILED'
      ? 'create'
      : status === 'GENERATING'
        ? 'generating'
        : 'members';
  return {
    view,
    failure: status === 'FAILED' ? failureText(list?.error?.type) : null,
    timedOut: status === 'TRANSFER_TIMEOUT',
    canChange: status !== null && CHANGEABLE.includes(status) && !operationRunning,
    canGenerate: !operationRunning && (status === null || !BUSY.includes(status)),
  };
}

export const RESULT_LABELS: Record<TransferMemberResultStatus, string> = {
  IN_PROGRESS: 'In progress',
  FAILED: 'Failed',
  TRANSFERRED: 'Transferred',
  UNDONE: 'Undone',
};

/**
 * Spec 3 §4: in-progress and transferred members cannot be selected; after a timeout, members left
 * in progress can be chosen again (to retry them).
 */
export function isSelectable(member: MemberForState, listStatus: TransferListStatus): boolean {
  const result = member.transferResult?.status;
  if (result === 'TRANSFERRED') return false;
  if (result === 'IN_PROGRESS') return listStatus === 'TRANSFER_TIMEOUT';
  return true;
}

/** Who a transfer would move: chosen (or, for Transfer all, every selectable member) and able to move. */
export function movableOf<M extends MemberForState>(
  members: readonly M[],
  listStatus: TransferListStatus,
): M[] {
  return members.filter((member) => isSelectable(member, listStatus) && member.dryRun.canTransfer);
}

/**
 * Spec 3 §4: Transfer all is disabled when there are no members, actions are blocked, or all
 * members are already transferred; ours: also when nobody left can move (the dry run says why).
 */
export function transferAllEnabled(
  members: readonly MemberForState[],
  listStatus: TransferListStatus,
  state: ListState,
): boolean {
  if (members.length === 0 || !state.canChange) return false;
  if (members.every((member) => member.transferResult?.status === 'TRANSFERRED')) return false;
  return movableOf(members, listStatus).length > 0;
}

/** Retry failed: members whose transfer failed, and after a timeout those left in progress. */
export function retryableCount(members: readonly MemberForState[], listStatus: TransferListStatus): number {
  return members.filter((member) => {
    const result = member.transferResult?.status;
    return result === 'FAILED' || (result === 'IN_PROGRESS' && listStatus === 'TRANSFER_TIMEOUT');
  }).length;
}

/** Undo: a finished list within its 14 days (the server's `undoableUntil`), someone moved, nothing running. */
export function undoEnabled(
  list: ListForState,
  members: readonly MemberForState[],
  state: ListState,
  now: Date,
): boolean {
  if (!state.canChange || list.status === 'GENERATED' || list.undoableUntil === null) return false;
  if (new Date(list.undoableUntil).getTime() <= now.getTime()) return false;
  return members.some((member) => member.transferResult?.status === 'TRANSFERRED');
}
