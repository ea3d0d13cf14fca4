import type { TransferListStatus } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import {
  failureText,
  isSelectable,
  type ListForState,
  listPollMs,
  listStateOf,
  type MemberForState,
  memberUndoEnabled,
  retryableCount,
  rowsVersion,
  type SummaryForState,
  type TransferMemberResultStatus,
  transferAllEnabled,
  undoEnabled,
} from './list-state.ts';

const list = (status: TransferListStatus, more: Partial<ListForState> = {}): ListForState => ({
  status,
  error: null,
  undoableUntil: null,
  ...more,
});
const member = (result: TransferMemberResultStatus | null, canTransfer = true): MemberForState => ({
  transferResult: result ? { status: result } : null,
  dryRun: { canTransfer },
});

type Summary = SummaryForState & { undone: number };
const summary = (counts: Partial<Summary>): Summary => ({
  total: 0,
  transferred: 0,
  failed: 0,
  inProgress: 0,
  undone: 0,
  canMove: 0,
  ...counts,
});

describe('transfer list status → view (spec 3 §4)', () => {
  it('prompts to create a list when there is none, or it is archived or failed', () => {
    expect(listStateOf(null, false)).toEqual({
      view: 'create',
      failure: null,
      timedOut: false,
      canChange: false,
      canGenerate: true,
    });
    expect(listStateOf(list('ARCHIVED'), false).view).toBe('create');
    expect(listStateOf(list('FAILED'), false).view).toBe('create');
  });

  it('says why the previous transfer failed, with its code or unknown', () => {
    const coded = list('FAILED', { error: { message: 'Provider down', type: 'PROVIDER_UNAVAILABLE' } });
    expect(listStateOf(coded, false).failure).toBe(
      'The previous transfer failed (error code PROVIDER_UNAVAILABLE)',
    );
    expect(listStateOf(list('FAILED'), false).failure).toBe(
      'The previous transfer failed (error code unknown)',
    );
    expect(failureText('  ')).toBe('The previous transfer failed (error code unknown)');
  });

  it('waits while generating, and offers no new list meanwhile', () => {
    expect(listStateOf(list('GENERATING'), false)).toMatchObject({ view: 'generating', canGenerate: false });
  });

  it('shows the members in every other status', () => {
    for (const status of [
      'GENERATED',
      'TRANSFER_SCHEDULED',
      'TRANSFER_IN_PROGRESS',
      'TRANSFER_DONE',
      'TRANSFER_TIMEOUT',
    ] as const) {
      expect(listStateOf(list(status), false).view).toBe('members');
    }
  });

  it('enables transfer and remove only in GENERATED, TRANSFER_DONE and TRANSFER_TIMEOUT, with nothing running', () => {
    const changeable = (status: TransferListStatus, running = false) =>
      listStateOf(list(status), running).canChange;
    expect(changeable('GENERATED')).toBe(true);
    expect(changeable('TRANSFER_DONE')).toBe(true);
    expect(changeable('TRANSFER_TIMEOUT')).toBe(true);
    expect(changeable('GENERATED', true)).toBe(false);
    expect(changeable('TRANSFER_SCHEDULED')).toBe(false);
    expect(changeable('TRANSFER_IN_PROGRESS')).toBe(false);
  });

  it('disables a new list while a transfer is scheduled or in progress', () => {
    expect(listStateOf(list('TRANSFER_SCHEDULED'), false).canGenerate).toBe(false);
    expect(listStateOf(list('TRANSFER_IN_PROGRESS'), false).canGenerate).toBe(false);
    expect(listStateOf(list('TRANSFER_DONE'), false).canGenerate).toBe(true);
    expect(listStateOf(list('TRANSFER_DONE'), true).canGenerate).toBe(false);
  });

  it('raises the timeout banner only after a timeout', () => {
    expect(listStateOf(list('TRANSFER_TIMEOUT'), false).timedOut).toBe(true);
    expect(listStateOf(list('TRANSFER_DONE'), false).timedOut).toBe(false);
  });
});

describe('members: selection, Transfer all, retry and undo (spec 3 §4)', () => {
  it('does not let in-progress and transferred members be chosen, except in progress after a timeout', () => {
    expect(isSelectable(member(null), 'GENERATED')).toBe(true);
    expect(isSelectable(member('FAILED'), 'TRANSFER_DONE')).toBe(true);
    expect(isSelectable(member('TRANSFERRED'), 'TRANSFER_DONE')).toBe(false);
    expect(isSelectable(member('IN_PROGRESS'), 'TRANSFER_DONE')).toBe(false);
    expect(isSelectable(member('IN_PROGRESS'), 'TRANSFER_TIMEOUT')).toBe(true);
    // Someone the dry run holds back may still be chosen, to remove them from the list.
    expect(isSelectable(member(null, false), 'GENERATED')).toBe(true);
  });

  it('disables Transfer all with no members, when blocked, when all are transferred or nobody can move', () => {
    const state = (status: TransferListStatus, running = false) => listStateOf(list(status), running);
    const one = summary({ total: 1, canMove: 1 });
    expect(transferAllEnabled(summary({}), state('GENERATED'))).toBe(false);
    expect(transferAllEnabled(one, state('GENERATED'))).toBe(true);
    expect(transferAllEnabled(one, state('GENERATED', true))).toBe(false);
    expect(transferAllEnabled(one, state('TRANSFER_IN_PROGRESS'))).toBe(false);
    expect(transferAllEnabled(summary({ total: 1, transferred: 1 }), state('TRANSFER_DONE'))).toBe(false);
    expect(transferAllEnabled(summary({ total: 1, canMove: 0 }), state('GENERATED'))).toBe(false);
  });

  it('counts failures, and after a timeout members left in progress, for Retry failed', () => {
    const counts = summary({ total: 3, failed: 1, inProgress: 1, transferred: 1 });
    expect(retryableCount(counts, 'TRANSFER_DONE')).toBe(1);
    expect(retryableCount(counts, 'TRANSFER_TIMEOUT')).toBe(2);
  });

  it('offers undo within the list’s 14 days while someone is transferred, for the list and for one member', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    const done = list('TRANSFER_DONE', { undoableUntil: '2026-12-10T00:00:00Z' });
    const state = listStateOf(done, false);
    const moved = summary({ total: 1, transferred: 1 });
    expect(undoEnabled(done, moved, state, now)).toBe(true);
    expect(undoEnabled(done, summary({ total: 1, undone: 1 }), state, now)).toBe(false);
    expect(undoEnabled({ ...done, undoableUntil: '2026-11-28T00:00:00Z' }, moved, state, now)).toBe(false);
    expect(undoEnabled({ ...done, undoableUntil: null }, moved, state, now)).toBe(false);
    expect(undoEnabled(done, moved, listStateOf(done, true), now)).toBe(false);

    expect(memberUndoEnabled(member('TRANSFERRED'), done, state, now)).toBe(true);
    expect(memberUndoEnabled(member('UNDONE'), done, state, now)).toBe(false);
    expect(memberUndoEnabled(member('FAILED'), done, state, now)).toBe(false);
    expect(memberUndoEnabled(member('TRANSFERRED'), { ...done, undoableUntil: null }, state, now)).toBe(
      false,
    );
    expect(memberUndoEnabled(member('TRANSFERRED'), done, listStateOf(done, true), now)).toBe(false);
  });
});

describe('reading the list (spec 3 §7, §9)', () => {
  it('reads the status and counts every 30 s, every 3 s while a run goes', () => {
    expect(listPollMs(null, false)).toBe(30_000);
    expect(listPollMs('GENERATED', false)).toBe(30_000);
    expect(listPollMs('TRANSFER_DONE', false)).toBe(30_000);
    expect(listPollMs('TRANSFER_SCHEDULED', false)).toBe(3_000);
    expect(listPollMs('TRANSFER_IN_PROGRESS', false)).toBe(3_000);
    expect(listPollMs('GENERATED', true)).toBe(3_000);
  });

  it('reads a page’s rows again only when the list, its status or its counts change', () => {
    const at = (status: TransferListStatus, counts: Partial<Summary>) => ({
      id: 'list-1',
      status,
      memberSummary: summary({ total: 3, canMove: 3, ...counts }),
    });
    const before = rowsVersion(at('TRANSFER_IN_PROGRESS', { inProgress: 3, canMove: 0 }));
    expect(rowsVersion(at('TRANSFER_IN_PROGRESS', { inProgress: 3, canMove: 0 }))).toBe(before);
    expect(rowsVersion(at('TRANSFER_IN_PROGRESS', { inProgress: 2, transferred: 1, canMove: 0 }))).not.toBe(
      before,
    );
    expect(rowsVersion(at('TRANSFER_DONE', { inProgress: 3, canMove: 0 }))).not.toBe(before);
    expect(rowsVersion({ ...at('GENERATED', {}), id: 'list-2' })).not.toBe(rowsVersion(at('GENERATED', {})));
  });
});
