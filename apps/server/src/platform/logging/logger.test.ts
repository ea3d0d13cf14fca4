import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, safeError } from './logger.ts';

function capturingLogger() {
  const lines: string[] = [];
  const capture: DestinationStream = { write: (line: string) => void lines.push(line) };
  return { logger: createLogger({ level: 'info' }, capture), lines };
}

/** A unique-violation as node-postgres reports it: DETAIL names the duplicate value. */
function uniqueViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError(
    'duplicate key value violates unique constraint "persons_email_key"',
    100,
    'error',
  );
  Object.assign(error, {
    code: '23505',
    severity: 'ERROR',
    constraint: 'persons_email_key',
    table: 'persons',
    detail: 'Key (email)=(jane.citizen@example.com) already exists.',
    where: 'SQL statement "insert into persons values (\'Jane\')"',
  });
  return error;
}

describe('the logger', () => {
  it('censors credentials in headers and bodies', () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer eyJ.secret', cookie: '_session=abc', 'x-api-key': 'key-1' },
        },
        body: { username: 'front.desk', password: 'clubline-demo' },
        tokens: { refresh_token: 'refresh-1', access_token: 'access-1' },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of ['eyJ.secret', '_session=abc', 'key-1', 'clubline-demo', 'refresh-1', 'access-1']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('front.desk');
    expect(text).toContain('[redacted]');
  });

  it('logs a database error by its code, constraint and table, without the values', () => {
    const { logger, lines } = capturingLogger();
    const failure = new DrizzleQueryError(
      'insert into "persons" ("first_name", "email") values ($1, $2)',
      ['Jane', 'jane.citizen@example.com'],
      uniqueViolation(),
    );
    logger.error({ err: failure }, 'request failed');
    const text = lines.join('');
    expect(text).not.toContain('Jane');
    expect(text).not.toContain('example.com');
    expect(text).not.toMatch(/params/);
    const logged = JSON.parse(text) as { err: ReturnType<typeof safeError> };
    expect(logged.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: 'insert into "persons" ("first_name", "email") values ($1, $2)',
      cause: {
        type: 'DatabaseError',
        code: '23505',
        constraint: 'persons_email_key',
        table: 'persons',
        message: 'duplicate key value violates unique constraint "…"',
      },
    });
    expect(logged.err.stack?.split('\n')[0]).toBe('Error: Failed query');
  });

  it('keeps an ordinary error as it is', () => {
    expect(safeError(new RangeError('limit out of range'))).toMatchObject({
      type: 'RangeError',
      message: 'limit out of range',
    });
  });
});
