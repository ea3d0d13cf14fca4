import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { modules } from '../features.ts';
import { createDatabasePools, type DatabasePools, deriveAppUrl } from '../platform/db/client.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import {
  createBoss,
  ensureQueues,
  installTenantEnqueue,
  tenantQueuesOf,
} from '../platform/jobs/job-queue.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from './builders.ts';
import { withDatabase } from './test-constants.ts';

/** What a file's tests reach once the recipe's database is made (read them inside a test). */
export interface ProductionRecipe {
  pools: DatabasePools;
  /** The test scenario's organisation and a second one, each with a person. */
  own: OrganisationScenario;
  other: SecondTenant;
  /** A scratch folder for files, removed with the database. */
  filesDir: string;
  ownerUrl: string;
  app: { user: string; password: string };
}

/**
 * The production recipe of docs/security.md, made for real in the file's `beforeAll` (and dropped
 * in its `afterAll`): the DBA makes an owner that is neither superuser, BYPASSRLS nor CREATEROLE,
 * its database, and the api role; the owner runs the migrations and installs the job queue, and
 * forced RLS then holds the owner to the tenant policy too. The development and test clusters'
 * owner is a superuser, which sees every row: an owner query that works there may answer nothing
 * in production, so queries the owner makes across organisations are tested under this recipe
 * (platform/db/row-level-security.test.ts; security/owner-lookups.test.ts for the features').
 */
export function useProductionRecipe(): ProductionRecipe {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const owner = { user: `clubline_owner_${suffix}`, password: randomBytes(12).toString('hex') };
  const app = { user: `clubline_app_${suffix}`, password: randomBytes(12).toString('hex') };
  const database = `clubline_recipe_${suffix}`;
  const clusterUrl = inject('testClusterUrl');
  const recipe = { app } as ProductionRecipe;
  let pools: DatabasePools | undefined;

  const asSuperuser = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await asSuperuser(
      `create role ${owner.user} login nosuperuser nobypassrls nocreaterole nocreatedb password '${owner.password}'`,
      `create role ${app.user} login nosuperuser nobypassrls nocreaterole nocreatedb password '${app.password}'`,
      `create database ${database} owner ${owner.user}`,
    );
    const ownerUrl = deriveAppUrl(withDatabase(clusterUrl, database), owner.user, owner.password);
    await migrateDatabase(ownerUrl, app);
    const boss = createBoss(ownerUrl, 'api');
    await boss.start();
    await ensureQueues(boss, modules.queues);
    await installTenantEnqueue(boss, app.user, tenantQueuesOf(modules.jobs));
    await boss.stop({ graceful: false, close: true });
    pools = createDatabasePools({ ownerUrl, appUrl: deriveAppUrl(ownerUrl, app.user, app.password) });
    const own = await organisationScenario(pools.appDb);
    const other = await secondTenant(pools.appDb);
    await own.build((tx) => makePerson(tx, { homeBranchId: own.branches.auckland.id }));
    await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id }));
    const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-recipe-'));
    Object.assign(recipe, { pools, own, other, filesDir, ownerUrl });
  });
  afterAll(async () => {
    await pools?.close();
    await asSuperuser(
      `drop database if exists ${database} with (force)`,
      `drop role if exists ${app.user}`,
      `drop role if exists ${owner.user}`,
    );
    if (recipe.filesDir) await rm(recipe.filesDir, { recursive: true, force: true });
  });
  return recipe;
}
