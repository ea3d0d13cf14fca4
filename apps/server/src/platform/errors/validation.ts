import { fieldErrorsFromIssues } from '@clubline/domain';
import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * The one way services take input: the domain's schema (the form's own) parses it, and its issues
 * become a ValidationError with each field's message by path. Resolvers pass arguments through
 * unparsed where a rule needs data (e.g. "today" in a branch's time zone).
 */
export function parseInput<Output>(schema: z.ZodType<Output, unknown>, input: unknown): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(fieldErrorsFromIssues(result.error.issues));
}
