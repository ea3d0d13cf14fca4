import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type Database, tenantDatabase } from './client.ts';
import { PREPARED_TEXTS_LIMIT, queryPrepared } from './prepared.ts';
import { withTenant } from './tenant.ts';

let db: TestDatabase;
let own: OrganisationScenario;
let other: SecondTenant;
/** One connection, so every statement below is sure to meet the one prepared before it. */
let single: pg.Pool;
let singleDb: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  own = await organisationScenario(db);
  other = await secondTenant(db);
  single = new pg.Pool({ connectionString: db.appUrl, max: 1 });
  singleDb = tenantDatabase(single);
});
afterAll(async () => {
  await single.end();
  await db.drop();
});

/** The tenant's branches as row-level security shows them, and a parameter sent back. */
const branchesOf = (applicationId: string, echo: string) =>
  withTenant(singleDb, applicationId, (tx) =>
    queryPrepared(tx, sql`select count(*)::int as branches, ${echo}::text as echo from branches`),
  );

describe('queryPrepared', () => {
  it("answers each organisation with its own rows, past PostgreSQL's switch to a generic plan", async () => {
    // PostgreSQL plans a prepared statement afresh for its first five runs, then may keep one
    // generic plan: the policies must still read the tenant of each run.
    for (let run = 0; run < 8; run += 1) {
      expect(await branchesOf(own.applicationId, `own ${run}`)).toEqual([
        { branches: own.branchIds.length, echo: `own ${run}` },
      ]);
      expect(await branchesOf(other.applicationId, `other ${run}`)).toEqual([
        { branches: other.branchIds.length, echo: `other ${run}` },
      ]);
    }
    expect(own.branchIds.length).not.toBe(other.branchIds.length);
  });

  it('prepares a statement once per connection, and another text under another name', async () => {
    const prepared = () =>
      withTenant(singleDb, own.applicationId, async (tx) => {
        const result = await tx.execute<{ name: string }>(
          sql`select name from pg_prepared_statements where name like 'clubline_%' order by name`,
        );
        return result.rows.map((row) => row.name);
      });
    await branchesOf(own.applicationId, 'once');
    const first = await prepared();
    await branchesOf(own.applicationId, 'twice');
    expect(await prepared()).toEqual(first);
    await withTenant(singleDb, own.applicationId, (tx) => queryPrepared(tx, sql`select ${1}::int as one`));
    const after = await prepared();
    expect(after).toHaveLength(first.length + 1);
    expect(after).toEqual(expect.arrayContaining(first));
  });

  it('prepares at most PREPARED_TEXTS_LIMIT texts a process; the rest run unnamed and answer the same', async () => {
    for (let n = 0; n < PREPARED_TEXTS_LIMIT + 5; n += 1) {
      const rows = await withTenant(singleDb, own.applicationId, (tx) =>
        queryPrepared(tx, sql`select ${n}::int as n, ${sql.raw(`'text ${n}'`)} as text`),
      );
      expect(rows).toEqual([{ n, text: `text ${n}` }]);
    }
    const count = await withTenant(singleDb, own.applicationId, async (tx) => {
      const result = await tx.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_prepared_statements where name like 'clubline_%'`,
      );
      return result.rows[0]?.count;
    });
    // The process may have prepared a text or two elsewhere (the access read, on other connections).
    expect(count).toBeLessThanOrEqual(PREPARED_TEXTS_LIMIT);
    expect(count).toBeGreaterThan(PREPARED_TEXTS_LIMIT - 5);
  });
});
