import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { pgErrorOf, SQLSTATE } from '../../testing/pg-errors.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { withTenant } from './tenant.ts';

let db: TestDatabase;
/** The tenant the tests act as, and another one whose rows it must not reach. */
let own: OrganisationScenario;
let other: SecondTenant;
let ownMember: string;
let otherMembers: string[];
beforeAll(async () => {
  db = await createTestDatabase();
  own = await organisationScenario(db);
  other = await secondTenant(db);
  ownMember = (await own.build((tx) => makePerson(tx, { homeBranchId: own.branches.auckland.id }))).id;
  otherMembers = await other.build(async (tx) => [
    (await makePerson(tx, { homeBranchId: other.branches.adelaide.id })).id,
    (await makePerson(tx, { homeBranchId: other.branches.adelaide.id })).id,
  ]);
});
afterAll(() => db.drop());

const otherMember = (n: number) => otherMembers[n] ?? '';

const count = (rows: { rowCount?: number | null }) => rows.rowCount ?? 0;

describe('tenant isolation through the api role', () => {
  it('shows a tenant only its own branches', async () => {
    const names = await withTenant(db.pools.appDb, own.applicationId, async (tx) => {
      const result = await tx.execute<{ application_id: string }>(sql`select application_id from branches`);
      return result.rows;
    });
    expect(names.length).toBe(own.branchIds.length);
    expect(new Set(names.map((row) => row.application_id))).toEqual(new Set([own.applicationId]));
  });

  it("cannot read another tenant's rows even by naming their ids", async () => {
    const rows = await withTenant(db.pools.appDb, own.applicationId, async (tx) => {
      const branch = await tx.execute(sql`select * from branches where id = ${other.branches.adelaide.id}`);
      const person = await tx.execute(sql`select * from persons where id = ${otherMember(0)}`);
      const app = await tx.execute(sql`select * from applications where id = ${other.applicationId}`);
      return branch.rows.length + person.rows.length + app.rows.length;
    });
    expect(rows).toBe(0);
  });

  it("cannot change or delete another tenant's rows", async () => {
    const changed = await withTenant(db.pools.appDb, own.applicationId, async (tx) => {
      const update = await tx.execute(
        sql`update branches set name = 'taken over' where id = ${other.branches.adelaide.id}`,
      );
      const remove = await tx.execute(sql`delete from persons where id = ${otherMember(1)}`);
      return count(update) + count(remove);
    });
    expect(changed).toBe(0);
    const owner = await db.pools.owner.query('select name from branches where id = $1', [
      other.branches.adelaide.id,
    ]);
    expect(owner.rows[0]?.name).toBe(other.branches.adelaide.name);
    const person = await db.pools.owner.query('select 1 from persons where id = $1', [otherMember(1)]);
    expect(person.rowCount).toBe(1);
  });

  it('refuses to write a row into another tenant', async () => {
    const error = await pgErrorOf(
      withTenant(db.pools.appDb, own.applicationId, (tx) =>
        tx.execute(
          sql`insert into persons (application_id, first_name, last_name) values (${other.applicationId}, 'Eve', 'Intruder')`,
        ),
      ),
    );
    expect(error.code).toBe(SQLSTATE.insufficientPrivilege);
    expect(error.message).toMatch(/row-level security/);
  });

  it("refuses to move a row of one's own into another tenant", async () => {
    const error = await pgErrorOf(
      withTenant(db.pools.appDb, own.applicationId, (tx) =>
        tx.execute(sql`update persons set application_id = ${other.applicationId} where id = ${ownMember}`),
      ),
    );
    expect(error.message).toMatch(/row-level security/);
  });

  it("refuses to link one's own rows to another tenant's row", async () => {
    // The group is the tenant's own, the branch another's: the composite foreign key has no match.
    const error = await pgErrorOf(
      withTenant(db.pools.appDb, own.applicationId, (tx) =>
        tx.execute(
          sql`insert into branch_group_branches (application_id, branch_group_id, branch_id) values (${own.applicationId}, ${own.groups.australia.id}, ${other.branches.adelaide.id})`,
        ),
      ),
    );
    expect(error.code).toBe(SQLSTATE.foreignKeyViolation);
  });

  it('sees nothing when no tenant is set', async () => {
    const client = await db.pools.app.connect();
    try {
      for (const table of ['applications', 'branches', 'persons', 'users', 'roles', 'role_assignments']) {
        const result = await client.query(`select count(*)::int as n from ${table}`);
        expect(result.rows[0]?.n, table).toBe(0);
      }
    } finally {
      client.release();
    }
  });

  it('does not leak the tenant to the next user of a pooled connection', async () => {
    await withTenant(db.pools.appDb, own.applicationId, (tx) => tx.execute(sql`select 1`));
    const client = await db.pools.app.connect();
    try {
      const result = await client.query('select count(*)::int as n from branches');
      expect(result.rows[0]?.n).toBe(0);
    } finally {
      client.release();
    }
  });
});

describe('the api role cannot bypass row-level security', () => {
  it('is neither superuser nor BYPASSRLS and owns no table', async () => {
    const role = await db.pools.app.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await db.pools.app.query(
      "select tablename from pg_tables where schemaname in ('public', 'pgboss') and tableowner = current_user",
    );
    expect(owned.rowCount).toBe(0);
  });

  it.each([
    ['turn row security off', 'set row_security = off; select * from branches', /row-level security/],
    ['disable a policy', 'alter table branches disable row level security', /must be owner/],
    ['drop a policy', 'drop policy tenant_isolation on branches', /must be owner/],
    ['become the owner', 'set role postgres', /permission denied/],
    ['read the signing keys', 'select * from signing_keys', /permission denied/],
    ['read identity-provider sessions and tokens', 'select * from oidc_models', /permission denied/],
    ['clear sign-in throttling', 'delete from login_failures', /permission denied/],
    ['clear payment setup throttling', 'delete from payment_setup_attempts', /permission denied/],
  ])('cannot %s', async (_label, statement, error) => {
    const client = await db.pools.app.connect();
    try {
      await expect(client.query(statement)).rejects.toThrow(error);
    } finally {
      await client.query('reset row_security').catch(() => {});
      client.release();
    }
  });
});
