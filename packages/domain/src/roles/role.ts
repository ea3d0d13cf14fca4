import { z } from 'zod';
import { hasControlCharacters } from '../forms/text-rules.ts';
import { OPERATIONS, ROLE_ASSIGNMENT_OPERATION_PREFIX } from '../permissions/operations.ts';
import { roleIdFromName } from './role-id.ts';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleMessages } from './role-messages.ts';

/**
 * "Access to group operations" (spec 3 §6): a special operation of a role, stored with its other
 * operations but shown as its own checkbox and never in the permissions table. Not part of the
 * spec 1 §6 catalogue, so getAllOperations does not list it.
 */
export const GROUP_OPERATIONS_ACCESS = 'access-group-operations';

/**
 * The built-in admin role: everything, and on ALL_BRANCHES the organisation's super-admin group
 * (spec 1 §3). Its operations are fixed so role management can never lock itself out.
 */
export const ADMIN_ROLE_ID = 'admin';

/**
 * Add and edit input of a role (name and description; the id comes from the name when the role
 * is added, spec 3 §3). Strings are trimmed; a blank description becomes null. The form and the
 * server validate with this schema.
 */
export const roleInputSchema = z.object({
  name: z
    .string({ error: roleMessages.nameRequired })
    .trim()
    .min(1, roleMessages.nameRequired)
    .max(ROLE_NAME_MAX, roleMessages.nameTooLong)
    .refine((name) => !hasControlCharacters(name), roleMessages.nameControlCharacters),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, roleMessages.descriptionTooLong)
    // A description may run over several lines.
    .refine(
      (description) => !hasControlCharacters(description, 'multi-line'),
      roleMessages.descriptionControlCharacters,
    )
    .nullish()
    .transform((description) => (description ? description : null)),
});

export type RoleInput = z.input<typeof roleInputSchema>;
export type ValidRoleInput = z.output<typeof roleInputSchema>;

/**
 * Spec 3 §7 addRoleInput {id, name, description}: the id is the one the name gives (spec 3 §3), so
 * a client may leave it out; one that sends a different id is refused rather than obeyed.
 */
export const addRoleInputSchema = roleInputSchema
  .extend({ id: z.string().max(200).nullish() })
  .superRefine((input, context) => {
    if (input.id && input.id !== roleIdFromName(input.name)) {
      context.addIssue({ code: 'custom', path: ['id'], message: roleMessages.idNotFromName });
    }
  })
  .transform((input) => ({
    id: roleIdFromName(input.name),
    name: input.name,
    description: input.description,
  }));

export type AddRoleInput = z.input<typeof addRoleInputSchema>;

/** Whether `name` is free among the other roles' names and ids (case and surrounding spaces ignored). */
export function isRoleNameFree(name: string, others: readonly { id: string; name: string }[]): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  const id = roleIdFromName(name);
  return !others.some((other) => other.name.trim().toLocaleLowerCase() === wanted || other.id === id);
}

/**
 * The operations a role of an organisation can be given: the spec 1 §6 catalogue, then one
 * manage-role-assignment-<id> per other role the organisation has (custom roles, and a built-in
 * role the catalogue names none for, as Front desk), then the special group-operations access.
 */
export function assignableOperationIds(roleIds: readonly string[]): string[] {
  const catalogue: readonly string[] = OPERATIONS;
  const extra = roleIds
    .map((id) => `${ROLE_ASSIGNMENT_OPERATION_PREFIX}${id}`)
    .filter((op) => !catalogue.includes(op));
  return [...catalogue, ...extra, GROUP_OPERATIONS_ACCESS];
}
