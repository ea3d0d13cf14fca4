import { transferPersonToBranchSchema } from '@clubline/domain';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../branches/branches.service.ts';
import { findPerson, updateHomeBranch } from './members.repository.ts';

/** The input schema lives in the domain package: the transfer form validates with it too. */
export const transferPersonToBranchInput = transferPersonToBranchSchema;
export type { TransferPersonToBranchInput } from '@clubline/domain';

/**
 * Moves a person's home branch (spec 2 "transfer person to branch"). Applied by the worker; the
 * checks are repeated here because the person or branch may have changed since the request.
 */
export const transferPersonToBranchOperation = registerAsyncOperation({
  domain: 'PERSON',
  name: 'transferPersonToBranch',
  input: transferPersonToBranchInput,
  async apply(tx, input) {
    const person = await findPerson(tx, input.personId);
    if (!person) throw new DomainError('PERSON_NOT_FOUND', 'Member not found');
    const target = await findBranchInTransaction(tx, input.targetBranchId);
    if (!target) throw new DomainError('BRANCH_NOT_FOUND', 'The target branch does not exist');
    if (person.homeBranchId === target.id) {
      throw new DomainError('SAME_BRANCH', `The member already belongs to ${target.name}`);
    }
    await updateHomeBranch(tx, person.id, target.id);
    return { resultType: 'Person', resultId: person.id };
  },
});
