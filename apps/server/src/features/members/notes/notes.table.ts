import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { persons } from '../persons/persons.table.ts';

/** A note on a person, or the record of an SMS sent to them (spec 2 §3 "Note"). */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    contents: text().notNull(),
    category: text({ enum: ['NOTE', 'SMS'] }).notNull(),
    /** SMS delivery state (PENDING, SENT, FAILED); null for plain notes. */
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] }),
    /** The SMS provider's message id, to match delivery reports. */
    providerMessageId: text(),
    modifiedByUserId: uuid(),
    /** Set when a service rather than a person wrote it (e.g. automated correspondence). */
    modifiedByService: text(),
    createdAt: createdAtColumn(),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_person_idx').on(t.applicationId, t.personId, t.modifiedAt),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);
