import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createOrganisation } from '../organisation/organisation.testing.ts';
import { makeRole, makeStandardRoles } from './roles.testing.ts';

/**
 * Migration 0029 gives organisations seeded before the change what the standard catalogue now
 * holds: Admin, Field manager and Branch manager may assign Front desk. It runs as the owner, one
 * organisation at a time (row-level security is forced), and touches built-in roles only.
 */
const migration = readFileSync(
  new URL('../../../migrations/0029_front_desk_assignment.sql', import.meta.url),
  'utf8',
);
const ASSIGN_FRONT_DESK = 'manage-role-assignment-front-desk';

describe('migration 0029: Front desk can be given in organisations seeded before', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('adds the assignment to the built-in managers of every organisation, once, and leaves custom roles alone', async () => {
    const db = database.pools.appDb;
    const organisations = await Promise.all(
      [0, 1].map(() =>
        createOrganisation(db, {}, async (tx) => {
          await makeStandardRoles(tx);
          await makeRole(tx, { id: 'duty-manager', name: 'Duty manager', operations: ['view-member'] });
        }),
      ),
    );
    const holders = (applicationId: string) =>
      withTenant(db, applicationId, async (tx) => {
        const { rows } = await tx.execute<{ role_id: string }>(
          sql`select role_id from role_operations where operation_id = ${ASSIGN_FRONT_DESK} order by role_id`,
        );
        return rows.map((row) => row.role_id);
      });
    // As an organisation seeded before the change: nobody holds it.
    for (const { applicationId } of organisations) {
      await withTenant(db, applicationId, (tx) =>
        tx.execute(sql`delete from role_operations where operation_id = ${ASSIGN_FRONT_DESK}`),
      );
      expect(await holders(applicationId)).toEqual([]);
    }

    await database.pools.owner.query(migration);
    await database.pools.owner.query(migration); // a second run changes nothing

    for (const { applicationId } of organisations) {
      expect(await holders(applicationId)).toEqual(['admin', 'branch-manager', 'field-manager']);
    }
  });
});
