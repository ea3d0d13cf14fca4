import type { SyncState } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { persons } from '../members/persons/persons.table.ts';

/**
 * What the door controller is told about a person (spec 3 §3 access-control user): their cards
 * and access levels, each with where the controller stands with it (spec 1 §4.2 sync state). A
 * card's row has the id of its access_cards row (members own the numbers, unique per
 * organisation) and outlives it: once the controller confirms a removal, the number is freed and
 * the row stays REMOVED, struck through on the page (spec 3 §4).
 */
export const accessSyncItems = pgTable(
  'access_sync_items',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    kind: text({ enum: ['CARD', 'LEVEL'] }).notNull(),
    /** The card number (upper case) or the access level's name. */
    name: text().notNull(),
    /** What the controller is asked to do: hold the item, or drop it. */
    operation: text({ enum: ['ADD', 'REMOVE'] }).notNull(),
    status: text().$type<SyncState>().notNull(),
    /** Pushes of the current operation so far (the worker's retries with back-off). */
    attempts: integer().notNull().default(0),
    /** The controller's last refusal, for support. */
    lastError: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('access_sync_items_tenant_key').on(t.applicationId, t.id),
    index('access_sync_items_person_idx').on(t.applicationId, t.personId, t.createdAt),
    check(
      'access_sync_items_status_check',
      sql`${t.status} in ('PENDING', 'SUCCEEDED', 'RETRYING', 'RETRYING_REMOVAL', 'FAILED', 'PENDING_REMOVAL', 'REMOVED')`,
    ),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);
