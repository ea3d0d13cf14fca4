import { defineError } from './error-definition.ts';

/**
 * Errors of managing classes (spec 3 §5, §6). Not found is the sessions' CLASS_NOT_FOUND_ERROR
 * (spec 2 §8), one code for a class gone wherever it is asked for.
 */
export const CLASS_ERRORS = {
  /** Spec 3 §6: manage-classes on every branch the class runs at, now and after the change. */
  CLASS_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to manage classes at these branches.",
  }),
} as const;
