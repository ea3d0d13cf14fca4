import { sql } from 'drizzle-orm';
import { foreignKey, type PgColumn, pgPolicy } from 'drizzle-orm/pg-core';

/**
 * The tenant of the current transaction, as set by `withTenant`. After `SET LOCAL` a pooled
 * connection reads the setting back as '' rather than NULL, hence `nullif`: with no tenant set,
 * the comparison is NULL and no row is visible or writable.
 */
export const currentTenant = sql`nullif(current_setting('app.application_id', true), '')::uuid`;

/**
 * Row-level security for a tenant table: rows are visible and writable only when their
 * `application_id` (or, for the tenant table itself, `id`) equals the transaction's tenant.
 * Applies to every role; the owner bypasses it because it owns the tables (migrations, jobs).
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
