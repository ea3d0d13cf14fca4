import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { API_CASING, type Transaction } from './client.ts';

const dialect = new PgDialect({ casing: API_CASING });

/** Distinct texts a process prepares at most (see below); the rest run unnamed. */
export const PREPARED_TEXTS_LIMIT = 32;
const preparedNames = new Set<string>();

/**
 * Runs `query` in `tx` as a named prepared statement and returns its rows as PostgreSQL sent them.
 *
 * For a statement every request runs whose planning costs more than its execution: the access
 * read (one statement of nine subqueries under row-level security) took 2.3 ms as an unnamed
 * statement and 0.9 ms prepared, PostgreSQL's planning about 0.9 ms of the difference
 * (docs/ARCHITECTURE-NOTES.md "Statements prepared once per connection"). node-postgres prepares
 * a named statement on a connection the first time it is sent there and then only binds it.
 *
 * The name is a hash of the statement's text, so two texts never share a name (node-postgres
 * refuses a name reused for another text) and a changed statement is prepared afresh. Plans stay
 * right across organisations: the tenant is read by the policies from `app.application_id` when
 * the statement runs, never at planning.
 *
 * Only for a statement of a few texts (the access read has two: with and without the token's
 * issue time). A prepared statement stays in its connection's memory for the connection's life, so
 * a statement whose text follows what a client asks (a selection's fields, in the client's order)
 * would let a client fill every connection with plans. As a backstop, past PREPARED_TEXTS_LIMIT
 * texts in a process the rest run unnamed, as `tx.execute` runs them.
 */
export async function queryPrepared(tx: Transaction, query: SQL): Promise<unknown[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const hashed = nameOf(text);
  if (!preparedNames.has(hashed) && preparedNames.size < PREPARED_TEXTS_LIMIT) preparedNames.add(hashed);
  const name = preparedNames.has(hashed) ? hashed : undefined;
  const result: unknown = await tx._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute();
  if (!hasRows(result)) throw new Error('A prepared statement answered without rows');
  return result.rows;
}

const nameOf = (text: string): string =>
  `clubline_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * The name this process prepares `text` under, or undefined when it runs that text unnamed: for a
 * benchmark that replays the api's statements to send them as the api sends them.
 */
export function preparedNameOf(text: string): string | undefined {
  const name = nameOf(text);
  return preparedNames.has(name) ? name : undefined;
}

function hasRows(result: unknown): result is { rows: unknown[] } {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows);
}
