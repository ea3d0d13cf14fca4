import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../branches/branches.service.ts';
import { findPerson, updateHomeBranch } from './members.repository.ts';

export const transferPersonToBranchInput = z.object({
  personId: z.uuid({ message: 'Invalid personId' }),
  targetBranchId: z.uuid({ message: 'Branch is required' }),
});
export type TransferPersonToBranchInput = z.infer<typeof transferPersonToBranchInput>;

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
