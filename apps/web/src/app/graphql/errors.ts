import type { CombinedError } from 'urql';
import { hasErrorCategory } from '../errors/error-text.ts';

/**
 * Whether the server refused for lack of permission: a code of the 'denied' category (its error
 * class is AccessDeniedError), which leads to the no-permission page (spec 1 §6).
 */
export function isAccessDenied(error: CombinedError | undefined): boolean {
  return hasErrorCategory(error, 'denied');
}

/** Whether the server said the object asked for does not exist (a code of the 'not-found' category). */
export function isNotFound(error: CombinedError | undefined): boolean {
  return hasErrorCategory(error, 'not-found');
}

/** Field messages the server attaches to a failure (`extensions.fieldErrors`: path → message). */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  const fieldErrors = error?.graphQLErrors[0]?.extensions.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
