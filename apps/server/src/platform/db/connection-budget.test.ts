import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime } from '../../runtime.ts';
import { TEST_APP_ROLE } from '../../testing/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { assertConnectionBudget, connectionsNeeded, readConnectionLimits } from './connection-budget.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const perProcess = { api: 29, worker: 44 };

describe('pool size × replicas against max_connections', () => {
  it('reads max_connections and the connections reserved for superusers', async () => {
    const limits = await readConnectionLimits(db.pools.owner);
    const { rows } = await db.pools.owner.query<{ max: string }>(
      "select current_setting('max_connections') as max",
    );
    expect(limits.maxConnections).toBe(Number(rows[0]?.max));
    expect(limits.reserved).toBeGreaterThanOrEqual(3);
  });

  it('counts every replica with its pools full, plus headroom', () => {
    expect(connectionsNeeded({ apiReplicas: 2, workerReplicas: 2, perProcess })).toBe(2 * 29 + 2 * 44 + 3);
  });

  it('lets a fleet start that fits', () => {
    expect(() =>
      assertConnectionBudget(
        { apiReplicas: 2, workerReplicas: 2, perProcess },
        { maxConnections: 200, reserved: 3 },
      ),
    ).not.toThrow();
  });

  it('refuses, in one line that says what to change, a fleet that does not fit', () => {
    const refuse = () =>
      assertConnectionBudget(
        { apiReplicas: 2, workerReplicas: 2, perProcess },
        { maxConnections: 100, reserved: 3 },
      );
    expect(refuse).toThrow(ConfigError);
    expect(refuse).toThrow(
      '2 api × 29 + 2 worker × 44 + 3 spare = 149 database connections, but max_connections 100 leaves 97 (3 reserved): raise max_connections, or lower API_REPLICAS, WORKER_REPLICAS or DATABASE_POOL_SIZE (docs/operations.md "Sizing")',
    );
  });

  it('stops a process at start, before it opens its pools to the full, when the fleet does not fit', async () => {
    const config = loadConfig({
      DATABASE_URL: db.ownerUrl,
      APP_DB_USER: TEST_APP_ROLE.user,
      APP_DB_PASSWORD: TEST_APP_ROLE.password,
      PORT: '0',
      LOG_LEVEL: 'silent',
      API_REPLICAS: '10',
      WORKER_REPLICAS: '10',
    });
    const start = startRuntime(config, { api: true, worker: true });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      /^10 api × 30 \+ 10 worker × \d+ \+ 3 spare = \d+ database connections, but max_connections \d+ leaves \d+/,
    );
  });
});
