import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../features.ts';
import { createOrganisation, makeBranch, type TestOrganisation } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import type { Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { defineHook, installHookHandlers } from './hooks.ts';

let database: TestDatabase;
let org: TestOrganisation;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await createOrganisation(database.pools.appDb);
});
afterAll(() => database.drop());

const setting = async (tx: Transaction) =>
  (await tx.execute<{ value: string | null }>(sql`select current_setting('hooks.test', true) as value`))
    .rows[0]?.value ?? null;

describe('hooks', () => {
  it("run their handlers in the announcer's transaction, in order, and wait for them", async () => {
    const hook = defineHook<{ label: string }>('test-in-transaction');
    const heard: string[] = [];
    const detach = [
      hook.handledBy(async (tx, event) => {
        await tx.execute(sql`select set_config('hooks.test', ${event.label}, true)`);
        heard.push(`first ${event.label}`);
      }),
      hook.handledBy(async (tx, event) => {
        heard.push(`second ${event.label} saw ${await setting(tx)}`);
      }),
    ].map((handler) => handler.attach());
    try {
      const seen = await withTenant(database.pools.appDb, org.applicationId, async (tx) => {
        await hook.announce(tx, { label: 'one' });
        return setting(tx);
      });
      expect(seen).toBe('one');
      expect(heard).toEqual(['first one', 'second one saw one']);
    } finally {
      for (const remove of detach) remove();
    }
  });

  it("commit or roll back with the announcer: a handler's writes and errors are the announcer's", async () => {
    const hook = defineHook<{ name: string }>('test-rollback');
    const remove = hook
      .handledBy(async (tx, event) => {
        await makeBranch(tx, { name: event.name });
      })
      .attach();
    const branchNamed = (name: string) =>
      withTenant(database.pools.appDb, org.applicationId, async (tx) => {
        const rows = await tx.execute(sql`select 1 from branches where name = ${name}`);
        return rows.rows.length;
      });
    try {
      await expect(
        withTenant(database.pools.appDb, org.applicationId, async (tx) => {
          await hook.announce(tx, { name: 'Rolled Back' });
          throw new Error('the announcer fails after the announcement');
        }),
      ).rejects.toThrow('the announcer fails');
      expect(await branchNamed('Rolled Back')).toBe(0);

      const failing = hook.handledBy(async () => {
        throw new Error('the handler fails');
      });
      const removeFailing = failing.attach();
      try {
        await expect(
          withTenant(database.pools.appDb, org.applicationId, (tx) =>
            hook.announce(tx, { name: 'Also Back' }),
          ),
        ).rejects.toThrow('the handler fails');
        expect(await branchNamed('Also Back')).toBe(0);
      } finally {
        removeFailing();
      }

      await withTenant(database.pools.appDb, org.applicationId, (tx) => hook.announce(tx, { name: 'Kept' }));
      expect(await branchNamed('Kept')).toBe(1);
    } finally {
      remove();
    }
  });

  it("install the module list's handlers, replacing those installed before", async () => {
    const hook = defineHook<{ n: number }>('test-install');
    const heard: number[] = [];
    const listen = hook.handledBy(async (_tx, event) => {
      heard.push(event.n);
    });
    try {
      installHookHandlers([...modules.hookHandlers, listen]);
      await withTenant(database.pools.appDb, org.applicationId, (tx) => hook.announce(tx, { n: 1 }));
      installHookHandlers([...modules.hookHandlers, listen, listen]);
      await withTenant(database.pools.appDb, org.applicationId, (tx) => hook.announce(tx, { n: 2 }));
    } finally {
      installHookHandlers(modules.hookHandlers);
    }
    await withTenant(database.pools.appDb, org.applicationId, (tx) => hook.announce(tx, { n: 3 }));
    expect(heard).toEqual([1, 2, 2]);
  });
});
