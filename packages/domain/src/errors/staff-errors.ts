import { staffMessages } from '../staff/staff-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of staff management (spec 3 §5, §6, §8 "Staff lookups", "Role assignment failures"). */
export const STAFF_ERRORS = {
  STAFF_NOT_FOUND: defineError({ category: 'not-found', text: () => staffMessages.notFound }),
  /** A branch-level page asked for someone who does not work at its branch. */
  STAFF_NOT_IN_BRANCH: defineError({ category: 'not-found', text: () => staffMessages.notInBranch }),
  USERNAME_TAKEN: defineError({ category: 'conflict', text: () => staffMessages.usernameTaken }),
  /** Spec 3 §4: Reset password is offered only for active staff. */
  STAFF_INACTIVE: defineError({
    category: 'conflict',
    text: () => 'The staff member is inactive: reactivate them first.',
  }),
  /** The staff member has no sign-in account (a person seeded without one). */
  STAFF_ACCOUNT_MISSING: defineError({
    category: 'conflict',
    text: () => 'This staff member has no sign-in account.',
  }),
  /** A staff member cannot deactivate themselves (they would lock themselves out mid-request). */
  STAFF_SELF_DEACTIVATION: defineError({
    category: 'conflict',
    text: () => 'You cannot deactivate your own account.',
  }),
  /**
   * Spec 1 §6: the viewer lacks manage-role-assignment-<role> on every branch of the scope. The
   * staff page lists each failed change itself as "{branch} to/from {role} role" (spec 3 §8).
   */
  ROLE_ASSIGNMENT_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to assign this role there.",
  }),
  /** Nobody raises their own account: a role given to oneself must give nothing one lacks there. */
  ROLE_ASSIGNMENT_SELF_RAISE: defineError({
    category: 'denied',
    text: () => 'You cannot give yourself a role with permissions you do not already hold there.',
  }),
  /** Spec 3 §5: a staff member's email receives the temporary passcode. */
  STAFF_EMAIL_MISSING: defineError({
    category: 'conflict',
    text: () => 'This staff member has no email address for the temporary passcode.',
  }),
  /** The scope of an assignment is neither ALL_BRANCHES, a branch group nor a branch. */
  ROLE_ASSIGNMENT_SCOPE_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'Branch not found',
  }),
} as const;
