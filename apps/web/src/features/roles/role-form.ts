import { fieldErrorsFromIssues, isRoleNameFree, roleInputSchema, roleMessages } from '@clubline/domain';

/**
 * The role form (spec 3 §5 "Role"): the rules are the domain package's `roleInputSchema`, the
 * schema the server validates with; uniqueness among the roles the page knows is checked here too
 * so the message shows before submitting (the server has the last word).
 */
export interface RoleFormValues {
  name: string;
  description: string;
}

export type RoleFormErrors = Partial<Record<keyof RoleFormValues, string>>;

/** `otherRoles`: every other role's id and name (the edited role left out). */
export function validateRole(
  values: RoleFormValues,
  otherRoles: readonly { id: string; name: string }[],
): RoleFormErrors {
  const result = roleInputSchema.safeParse(values);
  const messages = fieldErrorsFromIssues(result.error?.issues ?? []);
  const errors: RoleFormErrors = {};
  if (messages.name !== undefined) errors.name = messages.name;
  if (messages.description !== undefined) errors.description = messages.description;
  if (!errors.name && !isRoleNameFree(values.name, otherRoles)) errors.name = roleMessages.nameTaken;
  return errors;
}

/** The mutation input, normalised by the shared schema (trimmed, a blank description as null). */
export function toRoleInput(values: RoleFormValues) {
  return roleInputSchema.parse(values);
}
