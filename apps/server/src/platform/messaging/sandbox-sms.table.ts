import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/**
 * The SMS sandbox's own ledger: what a real SMS gateway would hold. Not tenant data of ours, so
 * only the owner role reads it (the api role's grant is revoked in migrate.ts).
 */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    id: idColumn(),
    applicationId: uuid().notNull(),
    /** E.164, e.g. +64211234567. */
    toNumber: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['QUEUED', 'DELIVERED', 'FAILED'] }).notNull(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_sms_messages_created_idx').on(t.createdAt)],
);
