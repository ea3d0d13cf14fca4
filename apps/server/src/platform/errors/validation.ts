import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Parses input a service validates itself (when a rule needs data, e.g. "today" in a branch's time
 * zone): the first issue's message is the error's, and every field's first message is kept by path,
 * as the GraphQL validation plugin does for input types.
 */
export function parseInput<Output>(schema: z.ZodType<Output, unknown>, input: unknown): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
