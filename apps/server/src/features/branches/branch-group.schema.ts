import { formMessages } from '@clubline/domain';
import { z } from 'zod';

// TODO(domain): move to packages/domain (forms) so the branch-group form validates with the same
// schema; it lives here only because this change could not touch the domain package.

/** Spec 3 §5 "Branch group" messages, and the rules around ALL_BRANCHES (spec 3 §2). */
export const branchGroupMessages = {
  nameRequired: 'Name is a required field',
  nameTooLong: formMessages.tooLong('Name', 80),
  nameTaken: 'Group name must be unique',
  descriptionTooLong: formMessages.tooLong('Description', 400),
  branchesRequired: 'At least one branch is required',
  allBranchesReadOnly: 'ALL_BRANCHES cannot be edited',
} as const;

export const BRANCH_GROUP_NAME_MAX = 80;
export const BRANCH_GROUP_DESCRIPTION_MAX = 400;

/** Create and edit input of a branch group; strings are trimmed, repeated branch ids dropped. */
export const branchGroupInputSchema = z.object({
  name: z
    .string({ error: branchGroupMessages.nameRequired })
    .trim()
    .min(1, branchGroupMessages.nameRequired)
    .max(BRANCH_GROUP_NAME_MAX, branchGroupMessages.nameTooLong),
  description: z
    .string()
    .trim()
    .max(BRANCH_GROUP_DESCRIPTION_MAX, branchGroupMessages.descriptionTooLong)
    .nullish()
    .transform((description) => (description ? description : null)),
  branches: z
    .array(z.string().max(100), { error: branchGroupMessages.branchesRequired })
    .min(1, branchGroupMessages.branchesRequired)
    .transform((ids) => [...new Set(ids)]),
});

export type BranchGroupInput = z.input<typeof branchGroupInputSchema>;
export type ValidBranchGroupInput = z.output<typeof branchGroupInputSchema>;
