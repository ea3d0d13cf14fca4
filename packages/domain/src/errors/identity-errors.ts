import { defineError } from './error-definition.ts';

/** Errors of identity (staff accounts and their roles) and of the organisation. */
export const IDENTITY_ERRORS = {
  /** The signed-in account, or the staff member asked for, is not a user of this organisation. */
  USER_NOT_FOUND: defineError({ category: 'not-found', text: () => 'User not found' }),
  /** The staff member's roles cover a branch where the viewer lacks the operation. */
  STAFF_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to see this staff member.",
  }),
} as const;

export const ORGANISATION_ERRORS = {
  /** The organisation (application) of the request does not exist. */
  APPLICATION_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'The organisation could not be found.',
  }),
  /** Spec 2 §7: a REST address is looked up by a name the organisation does not have. */
  UNKNOWN_REST_API_NAME: defineError({
    category: 'validation',
    params: { name: 'string' },
    text: ({ name }) => `Unknown REST API name: ${name}`,
  }),
  /** Organisation settings need manage-organization-settings on every branch (ALL_BRANCHES). */
  ORGANISATION_SETTINGS_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to manage the organisation's settings.",
  }),
  /** Spec 3 §2: overdue settings are hidden for the paysmart provider, so the server refuses them. */
  OVERDUE_SETTINGS_UNAVAILABLE: defineError({
    category: 'unavailable',
    text: () => 'Overdue settings are not available for this billing provider.',
  }),
} as const;
