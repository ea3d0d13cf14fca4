import { roleMessages } from '../roles/role-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of role management (spec 3 §4, §5, §6; the rules for built-in roles in docs/roles.md). */
export const ROLE_ERRORS = {
  ROLE_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Role not found' }),
  ROLE_NAME_TAKEN: defineError({ category: 'conflict', text: () => roleMessages.nameTaken }),
  /** Managing roles takes change-application-settings on every branch of the organisation. */
  ROLE_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to manage roles.",
  }),
  /** Spec 3 §6: creating a role is limited to the super-admin group (admin on ALL_BRANCHES). */
  ROLE_CREATE_SUPER_ADMIN_ONLY: defineError({
    category: 'denied',
    text: () => 'Only the super-admin group can create roles.',
  }),
  /** Spec 3 §4: only roles with zero members can be removed. */
  ROLE_HAS_MEMBERS: defineError({
    category: 'conflict',
    params: { membersCount: 'number' },
    text: ({ membersCount }) =>
      `This role is assigned to ${membersCount} ${membersCount === 1 ? 'member' : 'members'} and cannot be removed.`,
  }),
  /** Built-in roles keep their nature: they cannot be removed or renamed. */
  ROLE_BUILT_IN: defineError({
    category: 'conflict',
    text: () => 'Built-in roles cannot be removed or renamed.',
  }),
  /** The admin role allows everything: its operations cannot change. */
  ROLE_OPERATIONS_FIXED: defineError({
    category: 'conflict',
    text: () => "The admin role's permissions cannot be changed.",
  }),
  /** An operation id that is not one a role of this organisation can be given. */
  OPERATION_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Operation not found' }),
} as const;
