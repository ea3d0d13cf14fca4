import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../db/columns.ts';
import { tenantIsolation } from '../db/tenant-policy.ts';

/**
 * Messages a feature queued (`queueEmail`), written in the feature's own transaction with the
 * rendered message, and sent by the `email-send` job by id. The job payload carries ids only, so a
 * temporary passcode never sits in the job queue; the bodies are cleared once the message was
 * handed over (or given up), leaving who was mailed what template and how it went.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    /** The caller's idempotency key, unique per organisation: queueing it again queues nothing. */
    reference: text().notNull(),
    template: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** Null once sent or given up. */
    textBody: text(),
    /** Null once sent or given up. */
    htmlBody: text(),
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    failureReason: text(),
    providerMessageId: text(),
    createdAt: createdAtColumn(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('outbound_emails_reference_idx').on(t.applicationId, t.reference), tenantIsolation()],
);
