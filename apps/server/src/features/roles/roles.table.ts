import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches, branchGroups } from '../branches/branches.table.ts';
import { users } from '../identity/identity.table.ts';

/** The role catalogue of an organisation. A role id is derived from its name (spec 3 §3). */
export const roles = pgTable(
  'roles',
  {
    applicationId: applicationIdColumn(),
    id: text().notNull(),
    name: text().notNull(),
    description: text(),
    /** Built-in roles come with the product; custom roles are made by the organisation. */
    type: text({ enum: ['BUILT_IN', 'CUSTOM'] })
      .notNull()
      .default('CUSTOM'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.id] }),
    // "Role name must be unique" (spec 3 §5), case ignored: a rename cannot take another role's name.
    uniqueIndex('roles_application_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    tenantIsolation(),
  ],
);

/** Operations (spec 1 §6 names) a role allows. */
export const roleOperations = pgTable(
  'role_operations',
  {
    applicationId: applicationIdColumn(),
    roleId: text().notNull(),
    operationId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.roleId, t.operationId] }),
    tenantReference(t.applicationId, t.roleId, roles).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * A user holds a role on exactly one scope: every branch (ALL_BRANCHES), a branch group, or a
 * branch. Groups and ALL_BRANCHES are expanded when permissions are derived, so a branch added
 * later is covered at once.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    userId: uuid().notNull(),
    roleId: text().notNull(),
    allBranches: boolean().notNull().default(false),
    branchId: uuid(),
    branchGroupId: uuid(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('role_assignments_user_idx').on(t.applicationId, t.userId),
    tenantReference(t.applicationId, t.userId, users).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchGroupId, branchGroups).onDelete('cascade'),
    tenantReference(t.applicationId, t.roleId, roles).onDelete('cascade'),
    check(
      'role_assignments_one_scope',
      sql`(${t.allBranches})::int + (${t.branchId} is not null)::int + (${t.branchGroupId} is not null)::int = 1`,
    ),
    tenantIsolation(),
  ],
);
