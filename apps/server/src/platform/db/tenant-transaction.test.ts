import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { tenantDatabase } from './client.ts';
import { inRequestScope, withTenant } from './tenant.ts';

/** How a tenant transaction starts: what the api's connections send, statement by statement. */
let db: TestDatabase;
let own: OrganisationScenario;
/** A pool of one connection, so a second transaction is sure to reuse the first one's connection. */
let single: pg.Pool;
/** Every text the api's connections were asked to run, in order. */
const sent: string[] = [];
const recording = new WeakSet<pg.PoolClient>();

/** Records what a pool's connections send (each connection wrapped once, when first handed out). */
function record(pool: pg.Pool) {
  pool.on('acquire', (client) => {
    if (recording.has(client)) return;
    recording.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const config = args[0];
        sent.push(typeof config === 'string' ? config : String((config as { text?: unknown }).text));
        return query(...args);
      },
    });
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  own = await organisationScenario(db);
  record(db.pools.app);
  single = new pg.Pool({ connectionString: db.appUrl, max: 1 });
  record(single);
});
afterAll(async () => {
  await single.end();
  await db.drop();
});

const TENANT_SETTING = "select current_setting('app.application_id', true) as tenant";
const tenantSetting = sql.raw(TENANT_SETTING);

describe('the start of a tenant transaction', () => {
  it('sends BEGIN and the tenant together: one round trip before the first read', async () => {
    sent.length = 0;
    const tenant = await withTenant(db.pools.appDb, own.applicationId, async (tx) => {
      const result = await tx.execute<{ tenant: string }>(tenantSetting);
      return result.rows[0]?.tenant;
    });
    expect(tenant).toBe(own.applicationId);
    expect(sent).toEqual([
      `begin; select set_config('app.application_id', '${own.applicationId}', true)`,
      expect.stringContaining("current_setting('app.application_id', true)"),
      'commit',
    ]);
  });

  it("starts a request's shared read transaction the same way, repeatable read and read only", async () => {
    sent.length = 0;
    await inRequestScope(db.pools.appDb, own.applicationId, async (scope) => {
      try {
        await withTenant(db.pools.appDb, own.applicationId, (tx) => tx.execute(tenantSetting));
      } finally {
        await scope.end();
      }
    });
    expect(sent[0]).toBe(
      `begin isolation level repeatable read read only; select set_config('app.application_id', '${own.applicationId}', true)`,
    );
    expect(sent).toHaveLength(3);
  });

  it('leaves no tenant on the connection for its next user, after a commit and after a rollback', async () => {
    const onOne = tenantDatabase(single);
    await withTenant(onOne, own.applicationId, (tx) => tx.execute(tenantSetting));
    const afterCommit = await single.query<{ tenant: string | null }>(TENANT_SETTING);
    await expect(
      withTenant(onOne, own.applicationId, async (tx) => {
        await tx.execute(
          sql`insert into persons (application_id, first_name, last_name) values (${own.applicationId}, 'Roll', 'Back')`,
        );
        throw new Error('the service failed');
      }),
    ).rejects.toThrow('the service failed');
    const afterRollback = await single.query<{ tenant: string | null }>(TENANT_SETTING);
    const written = await db.pools.owner.query("select 1 from persons where last_name = 'Back'");
    // After SET LOCAL ends, the setting reads as the empty string (or null if never set).
    expect(afterCommit.rows[0]?.tenant ?? '').toBe('');
    expect(afterRollback.rows[0]?.tenant ?? '').toBe('');
    expect(written.rowCount).toBe(0);
  });

  it('refuses a tenant that is not an organisation id, sending nothing', async () => {
    sent.length = 0;
    await expect(
      withTenant(db.pools.appDb, "x', false); drop table persons; --", (tx) => tx.execute(tenantSetting)),
    ).rejects.toThrow('A tenant transaction needs an organisation id (a UUID)');
    expect(sent).toEqual([]);
  });
});
