import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { pgErrorOf } from '../../testing/pg-errors.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { inRequestScope, withTenant } from './tenant.ts';

/** SQLSTATE of a write in a READ ONLY transaction. */
const READ_ONLY_SQL_TRANSACTION = '25006';

/** The request scope of platform/db/tenant.ts: what withTenant does inside a GraphQL request. */
let db: TestDatabase;
let own: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  db = await createTestDatabase();
  own = await organisationScenario(db);
  other = await secondTenant(db);
});
afterAll(() => db.drop());

const personCount = () =>
  withTenant(db.pools.appDb, own.applicationId, async (tx) => {
    const result = await tx.execute<{ count: number }>(sql`select count(*)::int as count from persons`);
    return result.rows[0]?.count ?? -1;
  });

const backendPid = () =>
  withTenant(db.pools.appDb, own.applicationId, async (tx) => {
    const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    return result.rows[0]?.pid ?? -1;
  });

/** A person written as the owner, committed at once, beside whatever the test holds open. */
const addPersonElsewhere = (lastName: string) =>
  db.pools.owner.query(
    `insert into persons (application_id, first_name, last_name) values ($1, 'Snap', $2)`,
    [own.applicationId, lastName],
  );

describe('a shared request scope (a query)', () => {
  it('runs every withTenant call, concurrent ones included, on one connection and one snapshot', async () => {
    const seen = await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        const before = await personCount();
        await addPersonElsewhere('Committed-Meanwhile');
        const [after, pidA, pidB] = await Promise.all([personCount(), backendPid(), backendPid()]);
        return { before, after, pids: new Set([pidA, pidB]) };
      } finally {
        await scope.end();
      }
    });
    expect(seen.after).toBe(seen.before);
    expect(seen.pids.size).toBe(1);
    // The next request reads a new snapshot.
    expect(await personCount()).toBe(seen.before + 1);
  });

  it('refuses tenant data of another organisation, whatever a service passes', async () => {
    await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        await expect(withTenant(db.pools.appDb, other.applicationId, async () => 'reached')).rejects.toThrow(
          /another organisation/,
        );
      } finally {
        await scope.end();
      }
    });
  });

  it('cannot write: the shared transaction is read-only', async () => {
    const error = await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        return await pgErrorOf(
          withTenant(db.pools.appDb, own.applicationId, (tx) => makePerson(tx, { homeBranchId: null })),
        );
      } finally {
        await scope.end();
      }
    });
    expect(error.code).toBe(READ_ONLY_SQL_TRANSACTION);
  });

  it('gives work that outlives the request (a timer it started) a transaction of its own', async () => {
    let late: Promise<number> | undefined;
    await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      await personCount();
      late = new Promise((resolve, reject) => {
        setTimeout(() => personCount().then(resolve, reject), 20);
      });
      await scope.end();
    });
    expect(await late).toBeGreaterThanOrEqual(0);
  });
});

describe('a request scope with its own transactions (a mutation)', () => {
  it('commits a call that succeeded and leaves nothing of a call that failed after writing', async () => {
    await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        await personCount(); // the access read, in the shared transaction
        await scope.ownTransactions();
        await withTenant(db.pools.appDb, own.applicationId, (tx) =>
          makePerson(tx, { homeBranchId: null, lastName: 'Kept-By-Mutation' }),
        );
        await expect(
          withTenant(db.pools.appDb, own.applicationId, async (tx) => {
            await makePerson(tx, { homeBranchId: null, lastName: 'Undone-By-Mutation' });
            throw new Error('the service failed after writing');
          }),
        ).rejects.toThrow('after writing');
      } finally {
        await scope.end();
      }
    });
    const rows = await db.pools.owner.query<{ last_name: string }>(
      `select last_name from persons where last_name in ('Kept-By-Mutation', 'Undone-By-Mutation')`,
    );
    expect(rows.rows.map((row) => row.last_name)).toEqual(['Kept-By-Mutation']);
  });

  it('still refuses another organisation', async () => {
    await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        await scope.ownTransactions();
        await expect(withTenant(db.pools.appDb, other.applicationId, async () => 'reached')).rejects.toThrow(
          /another organisation/,
        );
      } finally {
        await scope.end();
      }
    });
  });
});
