import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** Rows fetched per round trip: big enough to keep the round trips few, small enough to keep memory flat. */
const FETCH_SIZE = 2_000;

let cursorCount = 0;

/**
 * Yields the rows of `query` through a server-side cursor (`DECLARE … NO SCROLL CURSOR`) in the
 * caller's transaction, FETCH_SIZE at a time: a million-row export never holds more than one batch.
 * The cursor is closed when the reader stops early (a cancelled download) and ends with the
 * transaction anyway.
 */
export async function* readRowsThroughCursor(
  tx: Transaction,
  query: SQL,
): AsyncGenerator<Record<string, unknown>> {
  cursorCount = (cursorCount + 1) % 1_000_000;
  const name = sql.identifier(`report_rows_${cursorCount}`);
  await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
  let open = true;
  try {
    while (open) {
      const batch = await tx.execute(sql`fetch forward ${sql.raw(String(FETCH_SIZE))} from ${name}`);
      for (const row of batch.rows) yield row;
      open = batch.rows.length === FETCH_SIZE;
    }
  } finally {
    await tx.execute(sql`close ${name}`);
  }
}
