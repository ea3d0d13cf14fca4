import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabasePools, type DatabasePools, deriveAppUrl } from '../platform/db/client.ts';
import { TEMPLATE_DATABASE, TEST_APP_ROLE, withDatabase } from './test-constants.ts';

export interface TestDatabase {
  ownerUrl: string;
  appUrl: string;
  pools: DatabasePools;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template; dropped by `drop()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const clusterUrl = inject('testClusterUrl');
  const name = `clubline_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const ownerUrl = withDatabase(clusterUrl, name);
  const appUrl = deriveAppUrl(ownerUrl, TEST_APP_ROLE.user, TEST_APP_ROLE.password);
  const pools = createDatabasePools({ ownerUrl, appUrl, max: 10 });
  return {
    ownerUrl,
    appUrl,
    pools,
    async drop() {
      await pools.close();
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
