import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabasePools, type DatabasePools, deriveAppUrl } from '../platform/db/client.ts';
import { ensureDemoTemplate } from './demo-template.ts';
import { TEMPLATE_DATABASES, TEST_APP_ROLE, type TestTemplate, withDatabase } from './test-constants.ts';

export interface TestDatabase {
  ownerUrl: string;
  appUrl: string;
  pools: DatabasePools;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * The template to clone: `empty` (default; migrated, no organisation: build what the test needs
   * with testing/builders.ts) or `demo` (seeded with the demo organisations: the seed's own tests;
   * seeded by the first file of the run that asks, testing/demo-template.ts).
   */
  template?: TestTemplate;
}

/** A fresh database cloned from a migrated template; dropped by `drop()`. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const clusterUrl = inject('testClusterUrl');
  if (options.template === 'demo') await ensureDemoTemplate(clusterUrl, inject('seededFilesDir'));
  const name = `clubline_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  // FILE_COPY copies the template's files whole after a checkpoint, where the default (WAL_LOG)
  // writes every block through the WAL: with the test cluster's fsync off (global-setup.ts) a
  // clone and its drop take about 30 ms instead of about 300.
  await admin.query(
    `create database ${name} template ${TEMPLATE_DATABASES[options.template ?? 'empty']} strategy file_copy`,
  );
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
