/**
 * The PostgreSQL error behind a failed query. drizzle wraps driver errors, so tests look at the
 * cause for the SQLSTATE code and message.
 */
export async function pgErrorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
        return { code: current.code, message: current.message };
      }
      current = current.cause;
    }
    throw new Error(`Expected a PostgreSQL error, got: ${String(error)}`);
  }
  throw new Error('Expected the query to fail, but it succeeded');
}

export const SQLSTATE = {
  insufficientPrivilege: '42501',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  uniqueViolation: '23505',
} as const;
