import {
  branchGroupInputSchema,
  branchGroupMessages,
  fieldErrorsFromIssues,
  isBranchGroupNameFree,
} from '@clubline/domain';

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

const BRANCH_GROUP_FIELDS = [
  'name',
  'description',
  'branches',
] as const satisfies (keyof BranchGroupFormValues)[];

/** `otherGroupNames`: the names of every other group (the edited group left out). */
export function validateBranchGroup(
  values: BranchGroupFormValues,
  otherGroupNames: readonly string[],
): BranchGroupFormErrors {
  const result = branchGroupInputSchema.safeParse(values);
  // A branch id's own issue ('branches.0') shows under the branches input.
  const messages = fieldErrorsFromIssues(result.error?.issues ?? [], (path) => path.split('.')[0] ?? path);
  const errors: BranchGroupFormErrors = {};
  for (const field of BRANCH_GROUP_FIELDS) {
    if (messages[field] !== undefined) errors[field] = messages[field];
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
