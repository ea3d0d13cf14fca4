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

/** The list's counts over all its members (the server's memberSummary); the page holds one page of rows. */
export interface SummaryForState {
  total: number;
  transferred: number;
  failed: number;
  inProgress: number;
  canMove: number;
}

/**
 * Spec 3 §4: Transfer all is disabled when there are no members, actions are blocked, or all
 * members are already transferred; ours: also when nobody left can move (the dry run says why).
 */
export function transferAllEnabled(summary: SummaryForState, state: ListState): boolean {
  if (summary.total === 0 || !state.canChange) return false;
  if (summary.transferred === summary.total) return false;
  return summary.canMove > 0;
}

/** Retry failed: members whose transfer failed, and after a timeout those left in progress. */
export function retryableCount(summary: SummaryForState, listStatus: TransferListStatus): number {
  return summary.failed + (listStatus === 'TRANSFER_TIMEOUT' ? summary.inProgress : 0);
}

/** The list's undo window is open: finished, within its 14 days (the server's `undoableUntil`), nothing running. */
function undoWindowOpen(list: ListForState, state: ListState, now: Date): boolean {
  if (!state.canChange || list.status === 'GENERATED' || list.undoableUntil === null) return false;
  return new Date(list.undoableUntil).getTime() > now.getTime();
}

/** Undo (the whole list): the window is open and someone is transferred. */
export function undoEnabled(
  list: ListForState,
  summary: SummaryForState,
  state: ListState,
  now: Date,
): boolean {
  return undoWindowOpen(list, state, now) && summary.transferred > 0;
}

/** Undo one member: they are transferred and the list's window is open. */
export function memberUndoEnabled(
  member: MemberForState,
  list: ListForState,
  state: ListState,
  now: Date,
): boolean {
  return member.transferResult?.status === 'TRANSFERRED' && undoWindowOpen(list, state, now);
}

/** Spec 3 §7, §9: the list's counts are read every 30 s. */
const LIST_POLL_MS = 30_000;
/** While a run of the list goes (or an operation of the page): each member's result shows as it lands. */
const LIST_POLL_RUNNING_MS = 3_000;

/** How often the page reads the list's status and counts. */
export function listPollMs(status: TransferListStatus | null, operationRunning: boolean): number {
  const running = status === 'TRANSFER_SCHEDULED' || status === 'TRANSFER_IN_PROGRESS';
  return running || operationRunning ? LIST_POLL_RUNNING_MS : LIST_POLL_MS;
}

/**
 * What the shown page of rows depends on: the list, its status and its counts. The page's rows are
 * read again when this changes (or the page does), not on every poll.
 */
export function rowsVersion(
  list: {
    id: string;
    status: TransferListStatus;
    memberSummary: SummaryForState & { undone: number };
  } | null,
): string {
  if (!list) return '';
  const { total, transferred, failed, inProgress, undone, canMove } = list.memberSummary;
  return [list.id, list.status, total, transferred, failed, inProgress, undone, canMove].join(' ');
}
