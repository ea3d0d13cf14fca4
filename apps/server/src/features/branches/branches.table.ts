import { DEFAULT_TIME_ZONE, type StoredAddress, type StoredPhone } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';

export interface BusinessHours {
  dayOfWeek: string;
  startTime: string;
  finishTime: string;
}

/** A club location. Fields follow spec 1 §3 "Branch". */
export const branches = pgTable(
  'branches',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    legalName: text(),
    gstNumber: text(),
    isGstRegistered: boolean().notNull().default(false),
    businessNumberType: text({ enum: ['ABN', 'ACN', 'NZBN'] }),
    businessNumber: text(),
    businessHours: jsonb().$type<BusinessHours[]>().notNull().default([]),
    address: jsonb().$type<StoredAddress>(),
    contactNumber: jsonb().$type<StoredPhone>(),
    businessEmailAddress: text(),
    /** A staff member's person id; no foreign key so branches and persons can be seeded in any order. */
    branchManagerPersonId: uuid(),
    country: text().notNull(),
    /** IANA time zone id; "today" at the branch is computed in it. */
    timeZone: text().notNull().default(DEFAULT_TIME_ZONE),
    memberDomainName: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('branches_application_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    unique('branches_tenant_key').on(t.applicationId, t.id),
    tenantIsolation(),
  ],
);

/** A named set of branches; role assignments on a group apply to each member branch. */
export const branchGroups = pgTable(
  'branch_groups',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    name: text().notNull(),
    description: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('branch_groups_application_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    unique('branch_groups_tenant_key').on(t.applicationId, t.id),
    tenantIsolation(),
  ],
);

export const branchGroupBranches = pgTable(
  'branch_group_branches',
  {
    applicationId: applicationIdColumn(),
    branchGroupId: uuid().notNull(),
    branchId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchGroupId, t.branchId] }),
    tenantReference(t.applicationId, t.branchGroupId, branchGroups).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    index('branch_group_branches_branch_idx').on(t.branchId),
    tenantIsolation(),
  ],
);
