import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The payment setup page's attempt counters (rate-limit.ts): one row per key, counting the POSTs
 * of its current fixed window. In PostgreSQL so the limit holds across api replicas. Keys are
 * SHA-256 hashes (of the client network, or of the signup link), so the table holds neither
 * addresses nor links. Not tenant data (the limit applies before a token names its organisation):
 * owner role only, like login_failures.
 */
export const paymentSetupAttempts = pgTable(
  'payment_setup_attempts',
  {
    keyHash: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(1),
  },
  // Expired windows are deleted by their start.
  (t) => [index('payment_setup_attempts_window_idx').on(t.windowStartedAt)],
);
