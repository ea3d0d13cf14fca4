import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn } from '../db/columns.ts';
import { tenantIsolation } from '../db/tenant-policy.ts';

/**
 * Signed upload addresses that have been used. An address is single-use: the first PUT inserts
 * its grant id here (the primary key makes exactly one attempt win), in a statement committed
 * before any byte is stored. A row is kept until well after its address expired (the address is
 * refused by then anyway), then cleared by later claims of the same organisation.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    applicationId: applicationIdColumn(),
    grantId: uuid().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the address stops being accepted. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.grantId] }),
    index('upload_claims_expires_idx').on(t.applicationId, t.expiresAt),
    tenantIsolation(),
  ],
);
