import { attachmentMessages } from '../members/attachments.ts';
import { defineError, ERROR_CATEGORY_TEXTS, STANDARD_ERROR_TEXT } from './error-definition.ts';

/** Errors of the platform: any request, input validation, paging, async operations, file addresses. */
export const PLATFORM_ERRORS = {
  /** An unexpected failure; the server logs it and never says more. */
  INTERNAL: defineError({ category: 'internal', text: () => STANDARD_ERROR_TEXT }),
  /** The operation is not held where it is needed, and no more specific denial applies. */
  ACCESS_DENIED: defineError({ category: 'denied', text: () => ERROR_CATEGORY_TEXTS.denied }),
  /** No valid session or API key (HTTP 401); the web sends the user back to the login. */
  UNAUTHENTICATED: defineError({
    category: 'denied',
    text: () => 'Your session has ended. Please log in again.',
  }),
  /** Input that breaks a schema rule; `extensions.fieldErrors` carries each field's own message. */
  VALIDATION_FAILED: defineError({ category: 'validation', text: () => ERROR_CATEGORY_TEXTS.validation }),
  /** A request the GraphQL schema itself refuses (an outdated page, a mistyped query). */
  BAD_REQUEST: defineError({
    category: 'validation',
    text: () => 'The request could not be understood. Please refresh your screen and try again.',
  }),
  /**
   * A query over the cost limits (depth, aliases, tokens, directives or weighted cost), refused
   * before it runs. The web's own queries stay well inside them, so a person sees this only from an
   * outdated or hand-made request.
   */
  QUERY_TOO_COMPLEX: defineError({
    category: 'validation',
    text: () => 'This request asks for too much at once. Please narrow it down and try again.',
  }),
  /**
   * Text with a control character (U+0000 to U+001F but tab and line breaks, U+007F) where a rule
   * that knows the field did not already refuse it: no stored text may hold one.
   */
  CONTROL_CHARACTERS: defineError({
    category: 'validation',
    text: () => 'The text contains characters that are not allowed. Please remove them and try again.',
  }),
  /** A paging cursor that is malformed or belongs to another list. */
  INVALID_CURSOR: defineError({
    category: 'validation',
    text: () => 'The list could not be continued. Please refresh your screen.',
  }),
  /** An async ticket names an operation this worker does not know (e.g. during a deployment). */
  UNKNOWN_OPERATION: defineError({
    category: 'unavailable',
    text: () => 'This action is not available at the moment. Please try again later.',
  }),
  /** A signed file address that is malformed, expired or meant for another use. */
  INVALID_FILE_URL: defineError({
    category: 'denied',
    text: () => 'This file address is invalid or has expired.',
  }),
  FILE_NOT_FOUND: defineError({ category: 'not-found', text: () => 'The file no longer exists.' }),
  EMPTY_FILE: defineError({ category: 'validation', text: () => 'The file is empty.' }),
  UPLOAD_ALREADY_COMPLETED: defineError({
    category: 'conflict',
    text: () => 'This upload address has already been used.',
  }),
  /** An upload a feature refused after receiving it (spec 2 §8: a failed file processing). */
  UPLOAD_REJECTED: defineError({ category: 'validation', text: () => attachmentMessages.processingFailed }),
} as const;
