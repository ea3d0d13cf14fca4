import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';
import { persons } from '../members/persons/persons.table.ts';

/** A person arriving at a branch (a door swipe or a manual arrival): a visit in activities. */
export const arrivals = pgTable(
  'arrivals',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    branchId: uuid().notNull(),
    arrivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    departedAt: timestamp({ withTimezone: true }),
    /** Arrival tags of spec 1 §4.2 (PAID, OVERDUE, DENIED, MANUAL, …). */
    tags: text().array().notNull().default([]),
    granted: boolean().notNull().default(true),
  },
  (t) => [
    index('arrivals_person_idx').on(t.applicationId, t.personId, t.arrivedAt),
    index('arrivals_branch_idx').on(t.applicationId, t.branchId, t.arrivedAt),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches),
    tenantIsolation(),
  ],
);
