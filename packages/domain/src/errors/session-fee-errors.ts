import { defineError } from './error-definition.ts';

/**
 * Errors of waiving a class's late cancellation or no-show fee (ours: docs/classes.md "Late
 * cancellations and no-shows"; the spec has no fees, so no codes for them).
 */
export const SESSION_FEE_ERRORS = {
  SESSION_FEE_NOT_FOUND_ERROR: defineError({
    category: 'not-found',
    text: () => 'The fee no longer exists. Please refresh your screen.',
  }),
  /** Staff may waive a charged fee within 24 hours of the charge (STAFF_WAIVE_HOURS). */
  SESSION_FEE_NOT_WAIVABLE_ERROR: defineError({
    category: 'conflict',
    text: () => 'This fee can no longer be waived: a fee can be waived within 24 hours of being charged.',
  }),
  SESSION_FEE_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to waive fees at this branch.",
  }),
} as const;
