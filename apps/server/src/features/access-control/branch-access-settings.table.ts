import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, updatedAtColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';

/**
 * A branch's access-control settings (spec 2 §3 "Branch access-control settings"). A branch with
 * no row has the defaults (no vaccination requirement). A change of the vaccination requirement
 * takes effect at the branch's midnight (spec 2 §4): it waits in the scheduled pair until
 * `scheduledFrom`, the branch's calendar day from which it applies.
 */
export const branchAccessSettings = pgTable(
  'branch_access_settings',
  {
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    requireVaccinationCertificate: boolean().notNull().default(false),
    scheduledRequireVaccinationCertificate: boolean(),
    scheduledFrom: date({ mode: 'string' }),
    updatedAt: updatedAtColumn(),
    updatedByUserId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.branchId] }),
    check(
      'branch_access_settings_scheduled_check',
      sql`(${t.scheduledRequireVaccinationCertificate} is null) = (${t.scheduledFrom} is null)`,
    ),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);
