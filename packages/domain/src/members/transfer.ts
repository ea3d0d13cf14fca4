import { z } from 'zod';

/** Spec 2 §5 "Transfer": the target branch is required. */
export const transferMessages = {
  branchRequired: 'Branch is required',
  invalidPerson: 'Invalid personId',
} as const;

/** transferPersonToBranchInput (spec 2 §7): the form and the server validate with this schema. */
export const transferPersonToBranchSchema = z.object({
  personId: z.uuid({ message: transferMessages.invalidPerson }),
  targetBranchId: z.uuid({ message: transferMessages.branchRequired }),
});

export type TransferPersonToBranchInput = z.infer<typeof transferPersonToBranchSchema>;
