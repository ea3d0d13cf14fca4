import { activitySourceOf } from '../../../platform/activities/activity-source.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import {
  findPerson,
  insertPersonTransfer,
  moveMemberRoles,
  updateHomeBranch,
} from '../persons/persons.repository.ts';
import { memberTransferred } from './transfer.hooks.ts';

export interface MemberTransfer {
  applicationId: string;
  personId: string;
  targetBranchId: string;
  /** Null for a transfer nobody signed in asked for (a system job). */
  transferredByUserId: string | null;
}

/**
 * Moves one person to another home branch inside `tx` (the caller's transaction: the one-member
 * operation's ticket, or one member of a bulk transfer). The person is locked first, so two
 * transfers of one person serialise and the second sees the first's branch (SAME_BRANCH). The
 * checks are repeated here because the person or branch may have changed since the request; their
 * messages are shown to staff as they are. Answers the branch the person left (null: none).
 */
export async function transferMember(tx: Transaction, move: MemberTransfer): Promise<string | null> {
  const person = await findPerson(tx, move.personId, { lock: true });
  if (!person) throw new DomainError('MEMBER_NOT_FOUND');
  const target = await findBranchInTransaction(tx, move.targetBranchId);
  if (!target) throw new DomainError('TARGET_BRANCH_NOT_FOUND');
  if (person.homeBranchId === target.id) {
    throw new DomainError('SAME_BRANCH', { branchName: target.name });
  }
  if (person.homeBranchId) {
    await moveMemberRoles(tx, {
      personId: person.id,
      fromBranchId: person.homeBranchId,
      toBranchId: target.id,
      lastVisitAt: (await activitySourceOf('VISIT')?.lastAtBranch?.(tx, person.id, target.id)) ?? null,
    });
  }
  await updateHomeBranch(tx, person.id, target.id);
  await insertPersonTransfer(tx, {
    applicationId: move.applicationId,
    personId: person.id,
    sourceBranchId: person.homeBranchId,
    targetBranchId: target.id,
    transferredByUserId: move.transferredByUserId,
  });
  if (person.homeBranchId) {
    await memberTransferred.announce(tx, {
      applicationId: move.applicationId,
      personId: person.id,
      fromBranchId: person.homeBranchId,
      toBranchId: target.id,
    });
  }
  return person.homeBranchId;
}
