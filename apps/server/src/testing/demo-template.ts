import pg from 'pg';
import { createDatabasePools, deriveAppUrl } from '../platform/db/client.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import { TEMPLATE_DATABASES, TEST_APP_ROLE, withDatabase } from './test-constants.ts';

/**
 * Serialises the seeding between the run's test workers (separate processes): the first to ask
 * seeds while the other waits on the lock, then finds the template there.
 */
const DEMO_TEMPLATE_LOCK = 7_461_101;
/** Where the seed writes; renamed to the template's name only once complete. */
export const SEEDING_DATABASE = `${TEMPLATE_DATABASES.demo}_seeding`;

let ready: Promise<unknown> | undefined;

/**
 * The `demo` template, seeded the first time a test file of this run clones it (about 13 s) rather
 * than in the global set-up, so a run of files that build their own data never pays for it. Each
 * worker process asks the database once.
 */
export function ensureDemoTemplate(clusterUrl: string, filesDir: string): Promise<unknown> {
  ready ??= seedDemoTemplateOnce(clusterUrl, filesDir).catch((error: unknown) => {
    // A failed seed is not remembered: the next file asks again and reports its own failure.
    ready = undefined;
    throw error;
  });
  return ready;
}

/**
 * Seeds the template unless it exists, under a cluster-wide lock. The seed fills a database of
 * another name that becomes the template by a rename, so the template's name never stands for a
 * half-seeded database (a worker killed mid-seed leaves only the other name, dropped next time).
 */
export async function seedDemoTemplateOnce(
  clusterUrl: string,
  filesDir: string,
): Promise<'seeded' | 'found'> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      TEMPLATE_DATABASES.demo,
    ]);
    if (rowCount === 1) return 'found';
    await admin.query(`drop database if exists ${SEEDING_DATABASE} with (force)`);
    await admin.query(`create database ${SEEDING_DATABASE} template ${TEMPLATE_DATABASES.empty}`);
    await seedInto(withDatabase(clusterUrl, SEEDING_DATABASE), filesDir);
    await admin.query(`alter database ${SEEDING_DATABASE} rename to ${TEMPLATE_DATABASES.demo}`);
    return 'seeded';
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}

async function seedInto(ownerUrl: string, filesDir: string): Promise<void> {
  // Loaded only by the run that seeds: most test files never need the seed's modules.
  const { seedDemo } = await import('../seed/seed.ts');
  const pools = createDatabasePools({
    ownerUrl,
    appUrl: deriveAppUrl(ownerUrl, TEST_APP_ROLE.user, TEST_APP_ROLE.password),
  });
  try {
    await seedDemo(pools.appDb, localFileStorage(filesDir), { sandboxPool: pools.owner });
  } finally {
    // A database can be renamed, and then copied, only while nobody is connected to it.
    await pools.close();
  }
}
