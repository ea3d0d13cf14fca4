import { isUuid } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { transferMember } from '../members/public.ts';
import type { TransferListRow } from './transfer-list.repository.ts';
import { lockRunMember, type RunMember, setMemberResult } from './transfer-list-members.repository.ts';
import { ACTIONABLE_STATUSES, isUndoable, shownStatus } from './transfer-list-rules.ts';
import { movedSinceTransfer } from './transfer-undo.repository.ts';

/**
 * Moves a member the list transferred back to their source branch, inside `tx` with the member's
 * row locked by the caller, and records them UNDONE. Refused (a DomainError, nothing written) when
 * they have moved since: moving them back would also undo that later move.
 */
export async function moveBack(
  tx: Transaction,
  undo: { applicationId: string; listId: string; member: RunMember; userId: string },
): Promise<void> {
  const { member } = undo;
  if (await movedSinceTransfer(tx, undo.listId, member.personId))
    throw new DomainError('TRANSFER_UNDO_MEMBER_MOVED');
  await tx.transaction((savepoint) =>
    transferMember(savepoint, {
      applicationId: undo.applicationId,
      personId: member.personId,
      targetBranchId: member.sourceBranchId,
      transferredByUserId: undo.userId,
    }),
  );
  await setMemberResult(tx, undo.listId, member.personId, { status: 'UNDONE', error: null });
}

/**
 * The checks of undoing one member (undoTransferListMember), with the list and the member's row
 * locked: no run going on the list, the member TRANSFERRED by it, within 14 days of the list's
 * transfer, and not moved since. Answers the member, locked until the transaction ends.
 */
export async function undoableMember(
  tx: Transaction,
  list: TransferListRow,
  personId: string,
): Promise<RunMember> {
  if (list.status === 'ARCHIVED') throw new DomainError('TRANSFER_LIST_NOT_FOUND');
  if (!ACTIONABLE_STATUSES.includes(shownStatus(list))) throw new DomainError('TRANSFER_LIST_BUSY');
  const member = isUuid(personId) ? await lockRunMember(tx, list.id, personId) : null;
  if (member?.resultStatus !== 'TRANSFERRED') throw new DomainError('TRANSFER_UNDO_NOT_TRANSFERRED');
  if (!isUndoable(list.doneAt)) throw new DomainError('TRANSFER_UNDO_EXPIRED');
  if (await movedSinceTransfer(tx, list.id, personId)) throw new DomainError('TRANSFER_UNDO_MEMBER_MOVED');
  return member;
}
