/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505), optionally a named one.
 * drizzle wraps the driver's error, so the cause chain is searched. Services use this to turn a
 * lost race into the same validation message the pre-check gives.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return constraint === undefined || fields.constraint === constraint;
    current = current.cause;
  }
  return false;
}
