import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation } from '../../../platform/db/tenant-policy.ts';

/**
 * A result set: a stored, expiring report DEFINITION (which source, its params, which branches,
 * who made it), not materialised rows; its rows are produced when it is read (docs/reports.md
 * "Result sets and exports"). Branch ids are the ones checked when it was made; the reader is
 * checked again on every read. Rows past `expires_at` are gone for readers and purged.
 */
export const reportResultSets = pgTable(
  'report_result_sets',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    source: text().notNull(),
    title: text().notNull(),
    params: jsonb().notNull(),
    branchIds: uuid().array().notNull(),
    createdByUserId: uuid().notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('report_result_sets_tenant_key').on(t.applicationId, t.id),
    index('report_result_sets_expiry_idx').on(t.applicationId, t.expiresAt),
    check('report_result_sets_source_check', sql`char_length(${t.source}) between 1 and 200`),
    check('report_result_sets_title_check', sql`char_length(${t.title}) between 1 and 200`),
    check('report_result_sets_branches_check', sql`cardinality(${t.branchIds}) between 1 and 2000`),
    check('report_result_sets_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    tenantIsolation(),
  ],
);
