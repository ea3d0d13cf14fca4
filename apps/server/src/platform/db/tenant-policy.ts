import { sql } from 'drizzle-orm';
import { foreignKey, type PgColumn, pgPolicy } from 'drizzle-orm/pg-core';

/**
 * The tenant of the current transaction, as set by `withTenant`. After `SET LOCAL` a pooled
 * connection reads the setting back as '' rather than NULL, hence `nullif`: with no tenant set,
 * the comparison is NULL and no row is visible or writable.
 */
const currentTenant = sql`nullif(current_setting('app.application_id', true), '')::uuid`;

/**
 * Row-level security for a tenant table: rows are visible and writable only when their
 * `application_id` (or, for the tenant table itself, `id`) equals the transaction's tenant.
 * Applies to every role but a superuser or a BYPASSRLS role: RLS is forced on every tenant table
 * (migration 0009; a new tenant table's migration needs its own `FORCE ROW LEVEL SECURITY`,
 * which row-level-security.test.ts checks), so the tables' owner is held to it as well.
 */
export function tenantIsolation(column: 'application_id' | 'id' = 'application_id') {
  const predicate = sql`${sql.identifier(column)} = ${currentTenant}`;
  return pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    using: predicate,
    withCheck: predicate,
  });
}

/**
 * A foreign key that carries the tenant: (application_id, column) → target (application_id, id).
 * A row can then only point at a row of its own organisation, whatever id a caller names.
 */
export function tenantReference(
  applicationId: PgColumn,
  column: PgColumn,
  target: { applicationId: PgColumn; id: PgColumn },
) {
  return foreignKey({ columns: [applicationId, column], foreignColumns: [target.applicationId, target.id] });
}

/**
 * Lets the role that ran the migration (the owner: `TO current_user` is resolved when the policy
 * is created) run `command` on every row of the table, whatever the tenant. Only for platform work
 * across organisations on rows that are not member data: discovery by domain (applications) and
 * the purge of expired generated files (temporary_files). Everything else the owner does on
 * tenant tables goes through the tenant like the api.
 */
export function ownerAccess(name: string, command: 'select' | 'delete') {
  return pgPolicy(name, { as: 'permissive', for: command, to: 'current_user', using: sql`true` });
}

/**
 * Lets the owner read only the row whose `column` equals the transaction's `setting`: the key a
 * caller already holds, such as the token of a payment setup link, found before the organisation
 * is known by a SECURITY DEFINER function that sets `setting` and reads the row in one statement.
 * Without the setting the owner reads nothing, so the table's other rows stay out of its reach.
 */
export function ownerLookupByKey(name: string, column: string, setting: string) {
  return pgPolicy(name, {
    as: 'permissive',
    for: 'select',
    to: 'current_user',
    using: sql`${sql.identifier(column)} = nullif(current_setting(${sql.raw(`'${setting}'`)}, true), '')`,
  });
}
