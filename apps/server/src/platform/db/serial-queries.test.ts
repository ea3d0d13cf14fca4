import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { serialiseQueries } from './serial-queries.ts';

let db: TestDatabase;
let client: pg.Client;
/** Statements handed to pg and not yet answered, and the most there ever were at once. */
const handed = { now: 0, most: 0 };

/**
 * Counts, under the serialising, what reaches pg itself: pg queues statements asked while one runs
 * (and warns, once a process), so only this count tells a queue of ours from pg's.
 */
function countWhatReachesPg(target: pg.Client): void {
  const slot = target as unknown as { query: (...args: unknown[]) => unknown };
  const query = slot.query.bind(target);
  slot.query = (...args: unknown[]) => {
    handed.now += 1;
    handed.most = Math.max(handed.most, handed.now);
    const last = args.at(-1);
    if (typeof last === 'function') {
      return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
        handed.now -= 1;
        (last as (error: Error | null, result?: unknown) => void)(error, result);
      });
    }
    return (query(...args) as Promise<unknown>).finally(() => {
      handed.now -= 1;
    });
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  countWhatReachesPg(client);
  serialiseQueries(client);
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

describe('serialiseQueries', () => {
  it('runs statements asked at once one after another, in the order asked, without pg queueing them', async () => {
    // Each statement notes when it ran: an overlap would show as a later start before an earlier end.
    const slow = (label: string, seconds: number) =>
      client.query<{ label: string; started: string; ended: string }>(
        `select $1::text as label, clock_timestamp()::text as started, pg_sleep($2) is null as slept,
                clock_timestamp()::text as ended`,
        [label, seconds],
      );
    const results = await Promise.all([slow('first', 0.05), slow('second', 0.01), slow('third', 0)]);
    expect(results.map((result) => result.rows[0]?.label)).toEqual(['first', 'second', 'third']);
    const [first, second, third] = results.map((result) => result.rows[0]);
    expect(Date.parse(second?.started ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.ended ?? ''));
    expect(Date.parse(third?.started ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.ended ?? ''));
    expect(handed.most).toBe(1);
  });

  it('lets a failed statement fail alone, and the ones after it run as pg would run them', async () => {
    await client.query('begin');
    const outcomes = await Promise.allSettled([
      client.query('select 1 as one'),
      client.query('select * from no_such_table'),
      client.query('select 3 as three'),
    ]);
    await client.query('rollback');
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    // The third is refused by PostgreSQL itself: the transaction is aborted, as without the queue.
    const third = outcomes[2];
    expect(third?.status === 'rejected' ? String(third.reason) : '').toContain(
      'current transaction is aborted',
    );
    expect((await client.query('select 4 as four')).rows).toEqual([{ four: 4 }]);
  });

  it("keeps pg's callback form, in order with the promises around it", async () => {
    const order: string[] = [];
    const viaCallback = new Promise<unknown>((resolve, reject) => {
      const query = client.query as unknown as (
        text: string,
        callback: (error: Error | null, result?: pg.QueryResult) => void,
      ) => void;
      query.call(client, 'select pg_sleep(0.02), 2 as two', (error, result) => {
        order.push('callback');
        if (error) reject(error);
        else resolve(result?.rows[0]);
      });
    });
    const before = client.query('select pg_sleep(0.03), 1 as one').then(() => order.push('before'));
    const after = client.query('select 3 as three').then(() => order.push('after'));
    await Promise.all([viaCallback, before, after]);
    expect(order).toEqual(['callback', 'before', 'after']);
    expect(handed.most).toBe(1);
  });

  it('hands a query pg refuses outright to its callback, and the next statement still runs', async () => {
    const query = client.query as unknown as (text: null, callback: (error: Error | null) => void) => void;
    const refused = await new Promise<Error | null>((resolve) => query.call(client, null, resolve));
    expect(refused?.message).toContain('null or undefined query');
    expect((await client.query('select 5 as five')).rows).toEqual([{ five: 5 }]);
  });

  it("is on every connection of the api's pools", async () => {
    for (const pool of [db.pools.app, db.pools.owner]) {
      const pooled = await pool.connect();
      try {
        expect(pooled.query).not.toBe(pg.Client.prototype.query);
        const results = await Promise.all([pooled.query('select 1 as n'), pooled.query('select 2 as n')]);
        expect(results.map((result) => result.rows[0])).toEqual([{ n: 1 }, { n: 2 }]);
      } finally {
        pooled.release();
      }
    }
  });
});
