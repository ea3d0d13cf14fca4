import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/**
 * The email sandbox's own ledger: what a real mail service would hold. Not tenant data of ours,
 * so only the owner role reads it (the api role's grant is revoked in migrate.ts).
 */
export const sandboxEmailMessages = pgTable(
  'sandbox_email_messages',
  {
    /** Derived from the organisation and the sender's reference: one row per reference. */
    id: idColumn(),
    applicationId: uuid().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    status: text({ enum: ['DELIVERED', 'BOUNCED', 'REFUSED'] }).notNull(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_email_messages_created_idx').on(t.applicationId, t.createdAt)],
);
