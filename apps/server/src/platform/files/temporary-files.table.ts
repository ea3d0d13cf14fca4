import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn } from '../db/columns.ts';
import { ownerAccess, tenantIsolation } from '../db/tenant-policy.ts';

/**
 * Files the server generates for one download (CSV exports). Their address expires within
 * minutes, so the object is useless afterwards; the purge job deletes it and this row at
 * `expiresAt` (the index serves that job).
 */
export const temporaryFiles = pgTable(
  'temporary_files',
  {
    applicationId: applicationIdColumn(),
    storageKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.storageKey] }),
    index('temporary_files_expires_idx').on(t.expiresAt),
    tenantIsolation(),
    // The purge job deletes expired files of every organisation as the owner, which forced RLS
    // holds to the tenant policy like any other role; these rows hold storage keys only.
    ownerAccess('owner_purge_read', 'select'),
    ownerAccess('owner_purge_delete', 'delete'),
  ],
);
