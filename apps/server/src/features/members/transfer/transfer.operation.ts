import { transferPersonToBranchSchema } from '@clubline/domain';
import { registerAsyncOperation } from '../../../platform/async-operations/async-operation.ts';
import { transferMember } from './transfer-member.ts';

/** The input schema lives in the domain package: the transfer form validates with it too. */
export const transferPersonToBranchInput = transferPersonToBranchSchema;
export type { TransferPersonToBranchInput } from '@clubline/domain';

/**
 * Moves a person's home branch (spec 2 "transfer person to branch"). Applied by the worker in one
 * transaction with the ticket (transferMember): the home branch changes, the Member/Prospect roles
 * at the old home branch move to the new one, the transfer is recorded (a branchTransfer activity)
 * and the features that own the rest of the branch's part move it (memberTransferred).
 */
export const transferPersonToBranchOperation = registerAsyncOperation({
  domain: 'PERSON',
  name: 'transferPersonToBranch',
  input: transferPersonToBranchInput,
  async apply(tx, input, context) {
    await transferMember(tx, {
      applicationId: context.applicationId,
      personId: input.personId,
      targetBranchId: input.targetBranchId,
      transferredByUserId: context.requestedByUserId,
    });
    return { resultType: 'Person', resultId: input.personId };
  },
});
