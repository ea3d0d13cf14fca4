import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { removeAbandonedClusters, throwawayClusterDir } from '../platform/db/throwaway-location.ts';
import {
  createBoss,
  ensureQueues,
  installTenantEnqueue,
  tenantQueuesOf,
} from '../platform/jobs/job-queue.ts';
import { SEEDING_DATABASE } from './demo-template.ts';
import { TEMPLATE_DATABASES, TEST_APP_ROLE, TEST_JOB_TIMING, withDatabase } from './test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Owner URL of the test cluster's `postgres` database; tests clone TEMPLATE_DATABASES from it. */
    testClusterUrl: string;
    /** Where the seed stores the files of the `demo` template's attachments (seed tests read them);
     * empty until a file first clones `demo` (testing/demo-template.ts). */
    seededFilesDir: string;
  }
}

/** A run's cluster is `<root>/clubline-test-pg-<pid>`: a directory whose process is gone was left by a killed run. */
const CLUSTER_PREFIX = 'clubline-test-pg-';

let embedded: EmbeddedDatabase | undefined;
let dataDir: string | undefined;
let filesDir: string | undefined;
/** The early seeding of `demo` (whole-suite runs only), stopped at teardown if still running. */
let earlySeed: { child: ChildProcess; exited: Promise<void> } | undefined;

/**
 * `npm run test:unit` (the whole suite) sets this: its seed tests always clone `demo`, so the
 * seeding starts with the run, in a process of its own, instead of when they come up.
 */
const EAGER_DEMO_TEMPLATE = process.env.CLUBLINE_TEST_DEMO_TEMPLATE === 'eager';

/**
 * Once per run: a real PostgreSQL (embedded, or the server of DATABASE_URL) and the template
 * database `empty` that test files clone (fast, isolated): migrated with the job queues and the
 * api role's grants but no organisation (what tests clone by default and build their data in).
 * `demo`, a copy of it seeded with the demo organisations (the seed's own tests only), is made by
 * the first file that asks for it (testing/demo-template.ts): most runs never need it. A whole-suite
 * run does, and starts it here, beside the first files (EAGER_DEMO_TEMPLATE).
 */
export async function setup(project: TestProject): Promise<void> {
  // Started first, told the cluster once it exists: the seed's modules load meanwhile.
  if (EAGER_DEMO_TEMPLATE) earlySeed = seedDemoTemplateInBackground();
  // The module list (for the job queues) loads while the cluster starts, not before it.
  const features = import('../features.ts');
  try {
    await prepareCluster(project, features);
  } catch (error) {
    await teardown();
    throw error;
  }
}

async function prepareCluster(
  project: TestProject,
  features: Promise<typeof import('../features.ts')>,
): Promise<void> {
  let clusterUrl = process.env.DATABASE_URL;
  if (!clusterUrl) {
    // A cluster of this run's own (directory and free port), so parallel runs never collide.
    // In memory when the machine has a tmpfs with room (platform/db/throwaway-location.ts).
    const diskRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');
    dataDir = throwawayClusterDir(`${CLUSTER_PREFIX}${process.pid}`, diskRoot);
    removeAbandonedClusters(path.dirname(dataDir), CLUSTER_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
    // Rebuilt on every run: durability buys nothing here, and each file's database clone and
    // every test's commits would otherwise wait on the disk (docs/testing.md "Unit suite").
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await getPort(),
      database: 'postgres',
      durability: 'throwaway',
    });
    clusterUrl = embedded.ownerUrl;
  }
  const { empty, demo } = TEMPLATE_DATABASES;
  // Templates of an earlier run on the same server were built by other code: never reused.
  await adminQuery(
    clusterUrl,
    `drop database if exists ${SEEDING_DATABASE}`,
    `drop database if exists ${demo}`,
    `drop database if exists ${empty}`,
  );
  await adminQuery(clusterUrl, `create database ${empty}`);

  const emptyUrl = withDatabase(clusterUrl, empty);
  await migrateDatabase(emptyUrl, TEST_APP_ROLE);
  const { modules } = await features;
  const boss = createBoss(emptyUrl, 'api');
  await boss.start();
  // Every clone's queues retry at once (TEST_JOB_TIMING): no test waits out a real back-off.
  await ensureQueues(boss, modules.queues, TEST_JOB_TIMING);
  await installTenantEnqueue(boss, TEST_APP_ROLE.user, tenantQueuesOf(modules.jobs));
  await boss.stop({ graceful: false, close: true });

  filesDir = mkdtempSync(path.join(tmpdir(), 'clubline-seeded-files-'));
  earlySeed?.child.stdin?.end(`${JSON.stringify([clusterUrl, filesDir])}\n`);
  project.provide('testClusterUrl', clusterUrl);
  project.provide('seededFilesDir', filesDir);
}

async function adminQuery(clusterUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Seeds `demo` in a child process (testing/demo-template-main.ts), which loads its modules at once
 * and seeds when its standard input gives it the cluster (written once the `empty` template is
 * ready). Not awaited: a file that needs the template waits on the seeding's lock. A failure is
 * only reported here; that file then seeds again itself and fails with its own error.
 */
function seedDemoTemplateInBackground(): { child: ChildProcess; exited: Promise<void> } {
  const main = fileURLToPath(new URL('./demo-template-main.ts', import.meta.url));
  const child = spawn(process.execPath, [main], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  // A child that died first closes its end: the write then fails, and `exited` reports why.
  child.stdin?.on('error', () => undefined);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null)
        process.stderr.write(`The demo template's early seeding failed (exit ${code}):\n${stderr}\n`);
      resolve();
    });
    child.on('error', (error) => {
      process.stderr.write(`The demo template's early seeding did not start: ${error.message}\n`);
      resolve();
    });
  });
  return { child, exited };
}

export async function teardown(): Promise<void> {
  // A run that ended before the seeding did (a failure, a bail) does not wait for it.
  const seeding = earlySeed;
  earlySeed = undefined;
  if (seeding && seeding.child.exitCode === null && seeding.child.signalCode === null)
    seeding.child.kill('SIGTERM');
  await seeding?.exited;
  const cluster = embedded;
  embedded = undefined;
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  dataDir = undefined;
  filesDir = undefined;
}
