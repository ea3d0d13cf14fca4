import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationIdColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { memberships } from '../membership-records/memberships.table.ts';

/**
 * The memberships billing runs set aside (docs/billing.md "One membership never stops a billing
 * day"), kept for the billing audit: which membership was not billed, from which run's day to which,
 * how many runs failed it, why, and which later run billed it. One open row per membership
 * (`resolved_at` null); a resolved row stays as history, and a later failure opens a new one.
 * Written by the run in a transaction of its own, so the rollback of the membership's billing never
 * takes the record with it.
 */
export const billingRunFailures = pgTable(
  'billing_run_failures',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    membershipId: uuid().notNull(),
    /** Where the run failed it, latest failure: DEBITS, SUBMISSION, MIRROR, OUTCOME or ARREARS (BillingRunFailure.step). */
    step: text().notNull(),
    /** Why, latest failure: a short sanitised sentence (no SQL, no personal data; billing-run-failures.ts). */
    reason: text().notNull(),
    /** The billing day of the first and of the latest run that set it aside. */
    firstBillingDate: date({ mode: 'string' }).notNull(),
    lastBillingDate: date({ mode: 'string' }).notNull(),
    firstFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Runs that set it aside while the row was open. */
    attempts: integer().notNull().default(1),
    /** When a later run billed it, and that run's billing day; null while it is still set aside. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBillingDate: date({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('billing_run_failures_open_idx')
      .on(t.applicationId, t.membershipId)
      .where(sql`${t.resolvedAt} is null`),
    // The audit reads by day: what was not billed on a day, and what was still open.
    index('billing_run_failures_day_idx').on(t.applicationId, t.lastBillingDate),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    check(
      'billing_run_failures_step_check',
      sql`${t.step} in ('DEBITS', 'SUBMISSION', 'MIRROR', 'OUTCOME', 'ARREARS')`,
    ),
    check('billing_run_failures_attempts_check', sql`${t.attempts} >= 1`),
    check('billing_run_failures_reason_check', sql`char_length(${t.reason}) between 1 and 300`),
    check(
      'billing_run_failures_dates_check',
      sql`${t.lastBillingDate} >= ${t.firstBillingDate}
        and (${t.resolvedAt} is null) = (${t.resolvedBillingDate} is null)`,
    ),
    tenantIsolation(),
  ],
);
