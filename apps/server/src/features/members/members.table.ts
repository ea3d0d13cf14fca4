import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../platform/db/columns.ts';
import { tenantIsolation } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';

/**
 * A person known to an organisation: member, prospect or staff member. This holds the summary
 * fields of spec 1 §3; the members feature extends it with spec 2 §3.
 */
export const persons = pgTable(
  'persons',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    homeBranchId: uuid(),
    /** Storage key of the profile image; `hasImage` is derived from it. */
    imageKey: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('persons_tenant_key').on(t.applicationId, t.id),
    foreignKey({
      columns: [t.applicationId, t.homeBranchId],
      foreignColumns: [branches.applicationId, branches.id],
    }),
    index('persons_home_branch_idx').on(t.applicationId, t.homeBranchId),
    index('persons_name_idx').on(t.applicationId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    tenantIsolation(),
  ],
);
