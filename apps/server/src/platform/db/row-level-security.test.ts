import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf, SQLSTATE } from '../../testing/pg-errors.ts';
import { type ProductionRecipe, useProductionRecipe } from '../../testing/production-recipe.ts';
import { TEST_APP_ROLE } from '../../testing/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { asyncOperationJob } from '../async-operations/async-operation-job.ts';
import { localFileStorage } from '../files/local-file-storage.ts';
import { purgeExpiredTemporaryFiles, recordTemporaryFile } from '../files/temporary-files.ts';
import { tenantJobQueue } from '../jobs/job-queue.ts';
import type { DatabasePools } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { organisationIds } from './organisations.ts';
import { withTenant } from './tenant.ts';

/**
 * Tables with an organisation (`application_id`) that are not under the tenant policy, and why.
 * sandbox_sms_messages and sandbox_email_messages are the SMS and email sandboxes' own outboxes
 * (what a real gateway or mail service would hold), sandbox_door_credentials the door controller's
 * cards, and sandbox_billing_* the billing companies' customers and debits: written and read by
 * the owner only; the api role has no right on them at all.
 */
const NOT_TENANT_DATA = [
  'sandbox_email_messages',
  'sandbox_sms_messages',
  'sandbox_door_credentials',
  'sandbox_billing_customers',
  'sandbox_billing_debits',
];

/** Tables the owner may read across organisations, by a named policy (tenant-policy.ts ownerAccess). */
const OWNER_READS_ACROSS = ['applications', 'temporary_files', 'doors'];

async function tenantTablesOf(client: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    `select distinct c.table_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'application_id'
      order by 1`,
  );
  // The tenant table itself is keyed by `id`.
  return ['applications', ...rows.map((row) => row.table_name)];
}

describe('row-level security on every tenant table (template database)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('is enabled and forced, with the tenant policy, on every table with an organisation', async () => {
    const tables = (await tenantTablesOf(db.pools.owner)).filter((table) => !NOT_TENANT_DATA.includes(table));
    expect(tables).toEqual(expect.arrayContaining(['persons', 'branches', 'attachments', 'upload_claims']));
    const { rows } = await db.pools.owner.query<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      tenant_policy: boolean;
    }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity,
              exists (select 1 from pg_policies p
                       where p.schemaname = 'public' and p.tablename = c.relname
                         and p.policyname = 'tenant_isolation' and p.cmd = 'ALL') as tenant_policy
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = any($1)`,
      [tables],
    );
    expect(rows.map((row) => row.relname).sort()).toEqual([...tables].sort());
    for (const row of rows) {
      expect(row, row.relname).toEqual({
        relname: row.relname,
        relrowsecurity: true,
        relforcerowsecurity: true,
        tenant_policy: true,
      });
    }
  });

  it('keeps the api role away from the tables with an organisation that are not tenant data', async () => {
    for (const table of NOT_TENANT_DATA) {
      const { rows } = await db.pools.owner.query<{ any: boolean }>(
        `select has_table_privilege($1, $2, 'SELECT, INSERT, UPDATE, DELETE') as any`,
        [TEST_APP_ROLE.user, table],
      );
      expect(rows[0]?.any, table).toBe(false);
    }
  });
});

/**
 * The production recipe of docs/security.md, run for real (testing/production-recipe.ts): forced
 * RLS holds the owner to the tenant policy too. The features' own lookups across organisations are
 * tested under it in security/owner-lookups.test.ts (platform tests import no feature).
 */
describe('with a non-superuser owner (the production recipe)', () => {
  const recipe = useProductionRecipe();
  let pools: DatabasePools;
  let own: ProductionRecipe['own'];
  let other: ProductionRecipe['other'];
  let filesDir: string;
  let ownerUrl: string;
  const app = recipe.app;
  beforeAll(() => {
    ({ pools, own, other, filesDir, ownerUrl } = recipe);
  });

  it('runs as an owner that is neither superuser nor BYPASSRLS', async () => {
    const { rows } = await pools.owner.query(
      'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('migrates again at the next start, the api role existing by then', async () => {
    await expect(migrateDatabase(ownerUrl, app)).resolves.toBeUndefined();
  });

  it('shows the owner no tenant row without a tenant, but for its named cross-organisation reads', async () => {
    const tables = (await tenantTablesOf(pools.owner)).filter((table) => !NOT_TENANT_DATA.includes(table));
    for (const table of tables.filter((name) => !OWNER_READS_ACROSS.includes(name))) {
      const { rows } = await pools.owner.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect(rows[0]?.n, table).toBe(0);
    }
    // Discovery by domain reads organisations; it may not change them.
    const organisations = await pools.owner.query<{ id: string }>('select id from applications');
    expect(organisations.rows.map((row) => row.id).sort()).toEqual(
      [own.applicationId, other.applicationId].sort(),
    );
    expect((await pools.owner.query("update applications set name = 'taken over'")).rowCount).toBe(0);
  });

  it("shows the owner one organisation's rows with its tenant set, and refuses a row of another", async () => {
    const client = await pools.owner.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('app.application_id', $1, true)", [own.applicationId]);
      const { rows } = await client.query<{ application_id: string }>(
        'select distinct application_id from persons',
      );
      expect(rows).toEqual([{ application_id: own.applicationId }]);
      const error = await pgErrorOf(
        client.query(
          "insert into persons (application_id, first_name, last_name) values ($1, 'Eve', 'Intruder')",
          [other.applicationId],
        ),
      );
      expect(error.code).toBe(SQLSTATE.insufficientPrivilege);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('still finds an organisation by its domain for discovery (SECURITY DEFINER as the owner)', async () => {
    const { rows: [organisation] = [] } = await pools.owner.query<{ domain: string }>(
      'select domain from applications where id = $1',
      [own.applicationId],
    );
    const found = await pools.app.query<{ id: string }>('select id from resolve_application_by_domain($1)', [
      organisation?.domain,
    ]);
    expect(found.rows).toEqual([{ id: own.applicationId }]);
  });

  it("still finds a working door by its key's hash (SECURITY DEFINER as the owner), not a revoked one", async () => {
    const keyHash = (fill: string) => fill.repeat(64);
    await withTenant(pools.appDb, own.applicationId, (tx) =>
      tx.execute(sql`insert into doors (application_id, branch_id, name, key_prefix, key_hash, revoked_at)
        values (${own.applicationId}, ${own.branches.auckland.id}, 'Front door', 'dk_aaaa', ${keyHash('a')}, null),
               (${own.applicationId}, ${own.branches.auckland.id}, 'Old door', 'dk_bbbb', ${keyHash('b')}, now())`),
    );
    const lookup = (hash: string) =>
      pools.app.query<{ application_id: string; branch_id: string; name: string }>(
        'select application_id, branch_id, name from resolve_door_by_key_hash($1)',
        [hash],
      );
    expect((await lookup(keyHash('a'))).rows).toEqual([
      { application_id: own.applicationId, branch_id: own.branches.auckland.id, name: 'Front door' },
    ]);
    expect((await lookup(keyHash('b'))).rows).toEqual([]);
    // Without a tenant the api role still sees no door row itself.
    expect((await pools.app.query('select id from doors')).rows).toEqual([]);
  });

  it("finds every organisation for the worker's schedules, though it reads no tenant table across them", async () => {
    // Each schedule enqueues one job per organisation from `applications`: before, some picked them
    // from a tenant table (those with a suspension, a blocked membership, a watched debitsuccess
    // request), which this owner reads empty, so in production they never ran.
    expect((await pools.owner.query('select distinct application_id from memberships')).rows).toEqual([]);
    expect((await organisationIds(pools.owner)).sort()).toEqual(
      [own.applicationId, other.applicationId].sort(),
    );
  });

  it('purges expired temporary files of every organisation as the owner', async () => {
    const storage = localFileStorage(filesDir);
    for (const organisation of [own.applicationId, other.applicationId]) {
      await withTenant(pools.appDb, organisation, (tx) =>
        recordTemporaryFile(tx, { applicationId: organisation, storageKey: `${organisation}/exports/x.csv` }),
      );
    }
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await purgeExpiredTemporaryFiles(pools.owner, storage, later)).toBe(2);
  });

  it('lets the api role enqueue for its tenant and nothing more on the job tables', async () => {
    const ticketId = randomUUID();
    await withTenant(pools.appDb, own.applicationId, (tx) =>
      tenantJobQueue.send(asyncOperationJob, { applicationId: own.applicationId, ticketId }, tx),
    );
    const job = await pools.owner.query("select data from pgboss.job where data ->> 'ticketId' = $1", [
      ticketId,
    ]);
    expect(job.rows).toEqual([{ data: { applicationId: own.applicationId, ticketId } }]);
    const error = await pgErrorOf(
      withTenant(pools.appDb, own.applicationId, (tx) => tx.execute(sql`select * from pgboss.job`)),
    );
    expect(error.code).toBe(SQLSTATE.insufficientPrivilege);
  });
});
