import {
  type ErrorCode,
  type ErrorExtensions,
  type ErrorTextArgs,
  errorExtensionsOf,
  errorText,
} from '@clubline/domain';

/**
 * An error the product expects and explains: a code of the domain catalogue
 * (packages/domain/src/errors), which fixes its category, its `extensions.errorClass` and its
 * text. The web chooses what to show by the code; the message is the catalogue's text, for logs
 * and for clients that do not map codes. Anything else thrown is an unexpected failure, logged and
 * masked as INTERNAL.
 */
export class DomainError<Code extends ErrorCode = ErrorCode> extends Error {
  override name = 'DomainError';
  readonly extensions: ErrorExtensions<Code>;
  constructor(code: Code, ...params: ErrorTextArgs<Code>) {
    super(errorText(code, ...params));
    this.extensions = errorExtensionsOf(code, ...params);
  }

  get code(): Code {
    return this.extensions.code;
  }
}

/**
 * Input that breaks a schema rule (VALIDATION_FAILED): each field's message, by its path
 * ('address.city'), is what the form shows under the field; the message is the first of them.
 */
export class ValidationError extends DomainError<'VALIDATION_FAILED'> {
  override name = 'ValidationError';
  readonly fieldErrors: Readonly<Record<string, string>>;
  constructor(fieldErrors: Readonly<Record<string, string>>) {
    super('VALIDATION_FAILED');
    this.fieldErrors = fieldErrors;
    const first = Object.values(fieldErrors)[0];
    if (first) this.message = first;
  }
}

/** A catalogue error with field messages beside it (a name taken, a branch unknown). */
export function withFieldErrors<Code extends ErrorCode>(
  error: DomainError<Code>,
  fieldErrors: Readonly<Record<string, string>>,
): DomainError<Code> & { fieldErrors: Readonly<Record<string, string>> } {
  return Object.assign(error, { fieldErrors });
}
