import { transferPersonToBranchSchema } from '@clubline/domain';
import { activitySourceOf } from '../../../platform/activities/activity-source.ts';
import { registerAsyncOperation } from '../../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import {
  findPerson,
  insertPersonTransfer,
  moveMemberRoles,
  updateHomeBranch,
} from '../persons/persons.repository.ts';

/** The input schema lives in the domain package: the transfer form validates with it too. */
export const transferPersonToBranchInput = transferPersonToBranchSchema;
export type { TransferPersonToBranchInput } from '@clubline/domain';

/**
 * Moves a person's home branch (spec 2 "transfer person to branch"). Applied by the worker in one
 * transaction with the ticket: the home branch changes, the Member/Prospect roles at the old home
 * branch move to the new one, and the transfer is recorded (a branchTransfer activity). The checks
 * are repeated here because the person or branch may have changed since the request; their
 * messages are shown to staff as they are.
 */
export const transferPersonToBranchOperation = registerAsyncOperation({
  domain: 'PERSON',
  name: 'transferPersonToBranch',
  input: transferPersonToBranchInput,
  async apply(tx, input, context) {
    const person = await findPerson(tx, input.personId, { lock: true });
    if (!person) throw new DomainError('MEMBER_NOT_FOUND');
    const target = await findBranchInTransaction(tx, input.targetBranchId);
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
      applicationId: context.applicationId,
      personId: person.id,
      sourceBranchId: person.homeBranchId,
      targetBranchId: target.id,
      transferredByUserId: context.requestedByUserId,
    });
    return { resultType: 'Person', resultId: person.id };
  },
});
