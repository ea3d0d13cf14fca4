import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { failureReason, sanitisedReason } from './billing-run-failures.ts';

/** The reason a set-aside membership is stored with (billing_run_failures.reason): short, no SQL, no personal data. */
describe('failureReason', () => {
  it("gives PostgreSQL's error for a failed query, never its SQL or parameters", () => {
    const database = Object.assign(new pg.DatabaseError('integer out of range', 0, 'error'), {
      code: '22003',
      severity: 'ERROR',
      constraint: undefined,
    });
    const wrapped = new DrizzleQueryError(
      'insert into ledger_entries values ($1)',
      ['ana@example.com'],
      database,
    );
    expect(failureReason(wrapped)).toBe('Database error 22003: integer out of range');
    expect(failureReason(new DrizzleQueryError('select 1', ['x'], new Error('boom')))).toBe(
      'A database query failed.',
    );
  });

  it('masks emails and long digit runs, keeps amounts and dates, and keeps one short line', () => {
    expect(
      sanitisedReason(
        'Refused for ana.member@example.com, account 12-3140-0171323-000, card 4242 4242 4242 4242',
      ),
    ).toBe('Refused for [email], account 12-3140-[number]-000, card [number]');
    expect(sanitisedReason('A debit cannot exceed $1,000,000 on 2026-01-14\nsecond line')).toBe(
      'A debit cannot exceed $1,000,000 on 2026-01-14',
    );
    expect(sanitisedReason('x'.repeat(1000))).toHaveLength(300);
    expect(sanitisedReason('')).toBe('Unknown error.');
  });

  it("does not take Node's error codes for PostgreSQL's", () => {
    const pipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(failureReason(pipe)).toBe('write EPIPE');
  });
});
