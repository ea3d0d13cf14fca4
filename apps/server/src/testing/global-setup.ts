import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { modules } from '../features.ts';
import { createDatabasePools, deriveAppUrl } from '../platform/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import { createBoss, ensureQueues, grantJobInsert } from '../platform/jobs/job-queue.ts';
import { seedDemo } from '../seed/seed.ts';
import { TEMPLATE_DATABASE, TEST_APP_ROLE, withDatabase } from './test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Owner URL of the test cluster's `postgres` database; tests clone TEMPLATE_DATABASE from it. */
    testClusterUrl: string;
    /** Where the seed stored the files of the template's demo attachments (seed tests read them). */
    seededFilesDir: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dataDir: string | undefined;
let filesDir: string | undefined;

/**
 * Once per run: a real PostgreSQL (embedded, or the server of DATABASE_URL), a template database
 * migrated and seeded with the demo organisations. Each test file clones it (fast, isolated).
 */
export async function setup(project: TestProject): Promise<void> {
  let clusterUrl = process.env.DATABASE_URL;
  if (!clusterUrl) {
    // A cluster of this run's own (directory and free port), so parallel runs never collide.
    dataDir = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      `../../../../data/test-pg-${process.pid}`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres({ dataDir, port: await getPort(), database: 'postgres' });
    clusterUrl = embedded.ownerUrl;
  }
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(clusterUrl, TEMPLATE_DATABASE);
  await migrateDatabase(templateUrl, TEST_APP_ROLE);
  const boss = createBoss(templateUrl, 'api');
  await boss.start();
  await ensureQueues(boss, modules.queues);
  await grantJobInsert(boss, TEST_APP_ROLE.user);
  await boss.stop({ graceful: false });
  const pools = createDatabasePools({
    ownerUrl: templateUrl,
    appUrl: deriveAppUrl(templateUrl, TEST_APP_ROLE.user, TEST_APP_ROLE.password),
  });
  filesDir = mkdtempSync(path.join(tmpdir(), 'clubline-seeded-files-'));
  await seedDemo(pools.appDb, localFileStorage(filesDir));
  await pools.close();
  project.provide('testClusterUrl', clusterUrl);
  project.provide('seededFilesDir', filesDir);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
}
