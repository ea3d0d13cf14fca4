import { z } from 'zod';
import { hasControlCharacters } from '../forms/text-rules.ts';
import { ALL_BRANCHES } from '../permissions/scopes.ts';
import {
  BRANCH_GROUP_DESCRIPTION_MAX,
  BRANCH_GROUP_NAME_MAX,
  branchGroupMessages,
} from './branch-group-messages.ts';

/**
 * Create and edit input of a branch group: strings trimmed and without control characters, a blank
 * description becomes null, repeated branch ids are dropped. The form and the server validate with this schema.
 */
export const branchGroupInputSchema = z.object({
  name: z
    .string({ error: branchGroupMessages.nameRequired })
    .trim()
    .min(1, branchGroupMessages.nameRequired)
    .max(BRANCH_GROUP_NAME_MAX, branchGroupMessages.nameTooLong)
    .refine((name) => !hasControlCharacters(name), branchGroupMessages.nameControlCharacters),
  description: z
    .string()
    .trim()
    .max(BRANCH_GROUP_DESCRIPTION_MAX, branchGroupMessages.descriptionTooLong)
    // A description may run over several lines.
    .refine(
      (description) => !hasControlCharacters(description, 'multi-line'),
      branchGroupMessages.descriptionControlCharacters,
    )
    .nullish()
    .transform((description) => (description ? description : null)),
  branches: z
    .array(z.string().max(100), { error: branchGroupMessages.branchesRequired })
    .min(1, branchGroupMessages.branchesRequired)
    .transform((ids) => [...new Set(ids)]),
});

export type BranchGroupInput = z.input<typeof branchGroupInputSchema>;
export type ValidBranchGroupInput = z.output<typeof branchGroupInputSchema>;

/**
 * Whether `name` is free among the other groups (case and surrounding spaces ignored).
 * ALL_BRANCHES names the group of every branch, so no group may take that name either.
 */
export function isBranchGroupNameFree(name: string, otherGroupNames: readonly string[]): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return ![ALL_BRANCHES, ...otherGroupNames].some((other) => other.trim().toLocaleLowerCase() === wanted);
}
