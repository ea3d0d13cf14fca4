import {
  ERROR_CATEGORY_TEXTS,
  type ErrorCategory,
  type ErrorCode,
  type ErrorParams,
  errorCategoryOf,
  errorCategoryOfClass,
  errorText,
  hasErrorParams,
  isErrorCategory,
  isErrorCode,
  STANDARD_ERROR_TEXT,
} from '@clubline/domain';
import type { CombinedError } from 'urql';

/**
 * Texts a screen shows instead of the catalogue's for some codes (spec 2 §8: the text can depend
 * on the operation): a fixed text, or one built from the code's parameters.
 */
export type ErrorTexts = { readonly [Code in ErrorCode]?: string | ((params: ErrorParams<Code>) => string) };

type GraphQLErrorLike = CombinedError['graphQLErrors'][number];

/** What the server's `extensions` say about the kind of failure: by code, else category, else error class. */
function errorCategoryOfGraphQLError(graphQLError: GraphQLErrorLike): ErrorCategory | undefined {
  const { code, category, errorClass } = graphQLError.extensions;
  if (isErrorCode(code)) return errorCategoryOf(code);
  if (isErrorCategory(category)) return category;
  return errorCategoryOfClass(errorClass);
}

/** A code's text from `texts`, else the catalogue's; undefined when its parameters did not arrive. */
function textOfCode<Code extends ErrorCode>(
  code: Code,
  params: unknown,
  texts: ErrorTexts,
): string | undefined {
  const own = texts[code];
  if (typeof own === 'string') return own;
  if (!hasErrorParams(code, params)) return undefined;
  return own ? own(params) : errorText<ErrorCode>(code, params);
}

/**
 * What to tell the user about a failed operation, chosen by the first GraphQL error's
 * `extensions.code` (and `params`), never by the server's message (PATTERNS "Error codes"):
 * the screen's own text for the code, else the catalogue's; for a code this build does not know
 * (or parameters that did not arrive), its category's text; else the standard error text
 * (network failures included).
 */
export function errorTextOf(error: CombinedError | undefined, texts: ErrorTexts = {}): string {
  const first = error?.graphQLErrors[0];
  if (!first) return STANDARD_ERROR_TEXT;
  const { code, params } = first.extensions;
  if (isErrorCode(code)) {
    return textOfCode(code, params ?? {}, texts) ?? ERROR_CATEGORY_TEXTS[errorCategoryOf(code)];
  }
  const category = errorCategoryOfGraphQLError(first);
  return category ? ERROR_CATEGORY_TEXTS[category] : STANDARD_ERROR_TEXT;
}

/**
 * For an operation whose spec lists the codes it explains (spec 2 §8 session operations): their
 * texts, and the standard error text for anything else.
 */
export function listedErrorTextOf(
  error: CombinedError | undefined,
  codes: readonly ErrorCode[],
  texts: ErrorTexts = {},
): string {
  const code = error?.graphQLErrors[0]?.extensions.code;
  return isErrorCode(code) && codes.includes(code) ? errorTextOf(error, texts) : STANDARD_ERROR_TEXT;
}

/** Whether any error of the answer is of `category`. */
export function hasErrorCategory(error: CombinedError | undefined, category: ErrorCategory): boolean {
  return (
    error?.graphQLErrors.some((graphQLError) => errorCategoryOfGraphQLError(graphQLError) === category) ===
    true
  );
}
