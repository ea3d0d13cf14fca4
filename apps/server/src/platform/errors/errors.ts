/**
 * Errors the product expects and explains. Each has a stable `code` (GraphQL
 * `extensions.code`) and a user-facing message; anything else is an unexpected failure and is
 * masked in production.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: string;
  readonly errorClass: string = 'DomainError';
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** The caller lacks the operation on the branch concerned; the web shows the no-permission page. */
export class AccessDeniedError extends DomainError {
  override name = 'AccessDeniedError';
  override readonly errorClass = 'AccessDeniedError';
  constructor(message = 'Access denied') {
    super('ACCESS_DENIED', message);
  }
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  override readonly errorClass = 'NotFoundError';
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ValidationError extends DomainError {
  override name = 'ValidationError';
  override readonly errorClass = 'ValidationError';
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super('VALIDATION_ERROR', message);
    this.fieldErrors = fieldErrors;
  }
}
