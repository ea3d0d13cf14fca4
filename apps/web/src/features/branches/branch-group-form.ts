import { branchGroupInputSchema, branchGroupMessages, isBranchGroupNameFree } from '@clubline/domain';

/**
 * The branch group form (spec 3 §5): the rules are the domain package's `branchGroupInputSchema`,
 * the same schema the server validates with; uniqueness among the listed groups is checked here
 * as well so the message shows before submitting.
 */
export interface BranchGroupFormValues {
  name: string;
  description: string;
  branches: string[];
}

export type BranchGroupFormErrors = Partial<Record<keyof BranchGroupFormValues, string>>;

/** `otherGroupNames`: the names of every other group (the edited group left out). */
export function validateBranchGroup(
  values: BranchGroupFormValues,
  otherGroupNames: readonly string[],
): BranchGroupFormErrors {
  const errors: BranchGroupFormErrors = {};
  const result = branchGroupInputSchema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description' || field === 'branches') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  if (!errors.name && !isBranchGroupNameFree(values.name, otherGroupNames)) {
    errors.name = branchGroupMessages.nameTaken;
  }
  return errors;
}

/** The mutation input, normalised by the shared schema (trimmed, a blank description as null). */
export function toBranchGroupInput(values: BranchGroupFormValues) {
  return branchGroupInputSchema.parse(values);
}
