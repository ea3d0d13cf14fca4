import { defineError } from './error-definition.ts';

/** Errors of memberships and billing (spec 2 §5, §8; issue 14). */
export const MEMBERSHIP_ERRORS = {
  /** Spec 2 §2: 'Membership not found.' (or the viewer may not see the member's memberships). */
  MEMBERSHIP_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Membership not found.' }),
} as const;
