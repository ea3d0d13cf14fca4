import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { persons } from '../persons/persons.table.ts';

/**
 * A file attached to a person. The row is made PENDING when the upload URL is issued and becomes
 * READY when the upload arrived and its content matched an allowed type.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    /** The type detected from the file's content, not the one the browser claimed. */
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    status: text({ enum: ['PENDING', 'READY'] })
      .notNull()
      .default('PENDING'),
    uploadedByUserId: uuid(),
    createdAt: createdAtColumn(),
    uploadedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('attachments_person_idx').on(t.applicationId, t.personId),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);
