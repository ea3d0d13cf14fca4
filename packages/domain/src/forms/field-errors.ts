import type { z } from 'zod';

/**
 * A schema issue as zod 4 reports it, and as Standard Schema does (GraphQL input validation on the
 * server): a message and a path of keys, where a Standard Schema segment may be `{ key }`.
 */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** Field path ('address.city', '' for the value itself) → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/**
 * The field messages of failed validation: each issue's path joined with '.', the first message per
 * path (a schema lists a field's most basic problem first). The server sends these as
 * `extensions.fieldErrors`; a form shows them under its fields. `fieldOf` moves a path to the
 * field that shows it (e.g. a phone's issues under its number input).
 */
export function fieldErrorsFromIssues(
  issues: readonly SchemaIssue[],
  fieldOf: (path: string) => string = (path) => path,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.');
    const field = fieldOf(path);
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
}

/** A form's values checked: the parsed value to submit, or the messages per field. */
export type FieldCheck<Value> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly errors: FieldErrors };

/** Parses `raw` with a domain schema, answering the parsed value or `fieldErrorsFromIssues`. */
export function checkFields<Value>(
  schema: z.ZodType<Value, unknown>,
  raw: unknown,
  fieldOf?: (path: string) => string,
): FieldCheck<Value> {
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsFromIssues(result.error.issues, fieldOf) };
}
