/**
 * What every error code of the catalogue has (PATTERNS "Error codes"): a category, the shape of its
 * parameters, and the user-facing text built from them. The shape is data, not only a type, so a
 * reader of `extensions.params` (the web, a stored async ticket) can check what it was sent before
 * building a text from it.
 */

export const ERROR_CATEGORIES = [
  'denied',
  'not-found',
  'validation',
  'conflict',
  'unavailable',
  'internal',
] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export function isErrorCategory(value: unknown): value is ErrorCategory {
  return typeof value === 'string' && (ERROR_CATEGORIES as readonly string[]).includes(value);
}

/** The values a parameter may take on the wire (`extensions.params`). */
export type ErrorParamValue = string | number;
export type ErrorParamKind = 'string' | 'number';
/** Parameter name → kind, e.g. `{ branchName: 'string' }`. */
export type ErrorParamKinds = Readonly<Record<string, ErrorParamKind>>;
/** The parameters a text takes, from their kinds. */
export type ErrorParamsOf<Kinds extends ErrorParamKinds> = {
  readonly [Name in keyof Kinds]: Kinds[Name] extends 'number' ? number : string;
};
/** A code without parameters takes this (`{}`). */
export type NoErrorParams = Record<never, never>;

export interface ErrorDefinition<Kinds extends ErrorParamKinds = ErrorParamKinds> {
  readonly category: ErrorCategory;
  readonly params: Kinds;
  /**
   * The user-facing text, the spec's own wherever it has one. Declared as a method so the
   * catalogue, whose texts take different parameters, still checks against this one interface.
   */
  text(params: ErrorParamsOf<Kinds>): string;
}

/** One catalogue entry whose text takes parameters; their types follow from `params`. */
export function defineError<const Kinds extends ErrorParamKinds>(definition: {
  readonly category: ErrorCategory;
  readonly params: Kinds;
  readonly text: (params: ErrorParamsOf<Kinds>) => string;
}): ErrorDefinition<Kinds>;
/** One catalogue entry. A code without parameters has a text that takes none. */
export function defineError(definition: {
  readonly category: ErrorCategory;
  readonly text: () => string;
}): ErrorDefinition<NoErrorParams>;
export function defineError(definition: {
  readonly category: ErrorCategory;
  readonly params?: ErrorParamKinds;
  readonly text: (params: never) => string;
}): ErrorDefinition {
  return { category: definition.category, params: definition.params ?? {}, text: definition.text };
}

/** Spec 2 §8 "Standard error" (spec 1 §8 "Generic notification"): the last fallback of all. */
export const STANDARD_ERROR_TEXT = 'Oops, something went wrong. Please try again.';

/**
 * The text of a category, for a code this reader does not know or whose parameters did not arrive.
 * The denial echoes the no-permission page (spec 1 §2.3).
 */
export const ERROR_CATEGORY_TEXTS: Readonly<Record<ErrorCategory, string>> = {
  denied: "You don't have permission to do this. Please ask your manager for an appropriate permission.",
  'not-found': 'What you are looking for no longer exists. Please try refreshing your screen.',
  validation: 'Some of the details are not valid. Please check them and try again.',
  conflict:
    'This could not be done because something changed meanwhile. Please refresh your screen and try again.',
  unavailable: 'This is not available at the moment. Please try again later.',
  internal: STANDARD_ERROR_TEXT,
};

/** The error class on the wire (`extensions.errorClass`); the web shows AccessDeniedError as the no-permission page. */
export type ErrorClass = 'AccessDeniedError' | 'NotFoundError' | 'ValidationError' | 'DomainError';

export function errorClassOf(category: ErrorCategory): ErrorClass {
  switch (category) {
    case 'denied':
      return 'AccessDeniedError';
    case 'not-found':
      return 'NotFoundError';
    case 'validation':
      return 'ValidationError';
    default:
      return 'DomainError';
  }
}

/** The category an error class stands for, for a reader that got a class but no known code. */
export function errorCategoryOfClass(errorClass: unknown): ErrorCategory | undefined {
  switch (errorClass) {
    case 'AccessDeniedError':
      return 'denied';
    case 'NotFoundError':
      return 'not-found';
    case 'ValidationError':
      return 'validation';
    default:
      return undefined;
  }
}
