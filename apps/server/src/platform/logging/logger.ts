import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The process logger. Logs leave the product (files, log services, support tickets), so they
 * carry no personal data and no secret:
 * - credentials are censored wherever a log line could hold them (headers, bodies, options);
 * - errors go through `safeError`: a database error is logged by its PostgreSQL code, constraint,
 *   table and column and the parameterised SQL text, never its bound parameters, its DETAIL line
 *   (`Key (email)=(…) already exists`) or the values PostgreSQL quotes in its message.
 */
export function createLogger(options: { level: string }, destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

/** Where a credential can appear in what the api logs. */
const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.client_secret',
];

/** What PostgreSQL reports that names the failure without quoting the data. */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

/** A failure of the database driver or of drizzle's query wrapper, anywhere in the cause chain. */
export function databaseErrorIn(error: unknown): pg.DatabaseError | DrizzleQueryError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof pg.DatabaseError || current instanceof DrizzleQueryError) return current;
    current = current.cause;
  }
  return null;
}

/** The PostgreSQL error code of a database failure in the chain (e.g. 22007), if any. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof pg.DatabaseError) return current.code;
    current = current.cause;
  }
  return undefined;
}

/** PostgreSQL quotes offending values (`invalid input syntax for type date: "1990-02-30"`). */
const unquoted = (message: string): string => message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error as it may be logged: a database failure without data, anything else with its message,
 * stack and own fields. Each cause is made safe the same way.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.constructor?.name ?? error.name;
  const cause = error.cause !== undefined && depth < 8 ? { cause: safeError(error.cause, depth + 1) } : {};
  if (error instanceof DrizzleQueryError) {
    // Its message is "Failed query: <sql>\nparams: <values>", and so is the first line of its stack.
    const message = 'Failed query';
    return { type, message, query: error.query, stack: restack(error, message), ...cause };
  }
  if (error instanceof pg.DatabaseError) {
    const message = unquoted(error.message);
    const fields = Object.fromEntries(
      SAFE_DATABASE_FIELDS.flatMap((field) => (error[field] === undefined ? [] : [[field, error[field]]])),
    );
    return { type, message, ...fields, stack: restack(error, message), ...cause };
  }
  const own = Object.fromEntries(
    Object.entries(error).filter(([key, value]) => key !== 'cause' && typeof value !== 'function'),
  );
  return { ...own, type, message: error.message, ...(error.stack ? { stack: error.stack } : {}), ...cause };
}

/** The stack's frames under a safe first line (the original first lines repeat the message). */
function restack(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}
