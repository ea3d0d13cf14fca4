// Test helpers only; not exported from index.ts.
import type { z } from 'zod';

export interface IssueSummary {
  readonly path: string;
  readonly message: string;
}

/** The issues of a failed parse as "path: message" pairs, or [] when the value parses. */
export function issuesOf(schema: z.ZodType, value: unknown): IssueSummary[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The messages of a failed parse, or [] when the value parses. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return issuesOf(schema, value).map((issue) => issue.message);
}

/** The parsed value; throws with the messages when parsing fails. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}
