import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { nextNumber, tenantOf } from '../../testing/builder-support.ts';
import { type ApplicationRow, findCurrentApplication, insertApplication } from './organisation.repository.ts';
import type { ApplicationOptions } from './organisation.table.ts';

export interface OrganisationOverrides {
  domain?: string;
  name?: string;
  billingProvider?: ApplicationRow['billingProvider'];
  defaultCountry?: string;
  options?: ApplicationOptions;
}

/**
 * Test builder: the application (tenant) of the transaction, i.e. the organisation whose id
 * `withTenant` was given; RLS lets a tenant create only itself. Defaults: domain `club-<n>`, name
 * `Club <n>` (n counts the organisations of this test file), PAYSMART, NZ, options off.
 */
async function makeOrganisation(
  tx: Transaction,
  overrides: OrganisationOverrides = {},
): Promise<ApplicationRow> {
  const id = await tenantOf(tx);
  const n = nextNumber('global', 'organisation');
  await insertApplication(tx, {
    id,
    domain: overrides.domain ?? `club-${n}`,
    name: overrides.name ?? `Club ${n}`,
    billingProvider: overrides.billingProvider ?? 'PAYSMART',
    defaultCountry: overrides.defaultCountry ?? 'NZ',
    ...(overrides.options ? { options: overrides.options } : {}),
  });
  const row = await findCurrentApplication(tx);
  if (!row) throw new Error('The new organisation is not visible to its own tenant');
  return row;
}

/** An organisation made by `createOrganisation`, and a way to build more of it. */
export interface TestOrganisation {
  applicationId: string;
  application: ApplicationRow;
  /** Runs `fn` in a tenant transaction of this organisation (the api role, so RLS applies). */
  build<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * A new organisation in its own transaction on `db` (the api-role database, e.g.
 * `server.deps.db`); `then` runs in the same transaction, to add branches, staff … at once.
 */
export async function createOrganisation<T = undefined>(
  db: Database,
  overrides: OrganisationOverrides & { id?: string } = {},
  then?: (tx: Transaction, application: ApplicationRow) => Promise<T>,
): Promise<TestOrganisation & { built: T }> {
  const applicationId = overrides.id ?? randomUUID();
  const { application, built } = await withTenant(db, applicationId, async (tx) => {
    const application = await makeOrganisation(tx, overrides);
    const built = then ? await then(tx, application) : (undefined as T);
    return { application, built };
  });
  return {
    applicationId,
    application,
    built,
    build: (fn) => withTenant(db, applicationId, fn),
  };
}
