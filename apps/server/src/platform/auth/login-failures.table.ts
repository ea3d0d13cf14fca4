import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/**
 * Failed sign-in attempts, one row each, counted per throttle key in a sliding window. In
 * PostgreSQL so the limit holds across api replicas. Keys are SHA-256 hashes (of the application
 * and username, or the client address), so the table holds no usernames or addresses. Not tenant
 * data: owner role only, like signing_keys.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumn(),
    keyHash: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.keyHash, t.failedAt)],
);
