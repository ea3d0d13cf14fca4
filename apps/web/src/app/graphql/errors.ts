import type { CombinedError } from 'urql';

/** The error class the server puts on a denial; it leads to the no-permission page (spec 1 §6). */
export const ACCESS_DENIED_ERROR_CLASS = 'AccessDeniedError';

/** The error class (and code) of a missing object. */
export const NOT_FOUND_ERROR_CLASS = 'NotFoundError';
const NOT_FOUND_CODE = 'NOT_FOUND';

/** Whether the server said the object asked for does not exist. */
export function isNotFound(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some(
      (graphQLError) =>
        graphQLError.extensions.errorClass === NOT_FOUND_ERROR_CLASS ||
        graphQLError.extensions.code === NOT_FOUND_CODE,
    ) === true
  );
}

/** Spec 1 §8: a form submission failure shows the first GraphQL message, else this. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function isAccessDenied(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some(
      (graphQLError) => graphQLError.extensions.errorClass === ACCESS_DENIED_ERROR_CLASS,
    ) === true
  );
}

/** The message a form shows when its mutation fails. */
export function submissionErrorMessage(error: CombinedError | undefined): string {
  const first = error?.graphQLErrors[0]?.message;
  return first && first.trim() !== '' ? first : SOMETHING_WENT_WRONG;
}

/** Field messages the server attaches to a validation failure (`extensions.fieldErrors`). */
export function fieldErrorsOf(error: CombinedError | undefined): Record<string, string> {
  const fieldErrors = error?.graphQLErrors[0]?.extensions.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
