import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { memberships } from '../../membership-records/memberships.table.ts';

/**
 * A membership's suspension or free period (spec 2 §3 suspension / suspensionHistory, freePeriod /
 * freePeriodHistory; docs/memberships.md "Suspensions", "Free periods"): the days [startDate, endDate) are suspended; endDate is the resume date. The
 * weekly fee is copied from the branch billing account when it is made, so a later change to the
 * account does not reprice it. A future suspension that is removed is deleted (nothing was billed
 * for it); a current one is ended by moving its resume date.
 */
export const membershipSuspensions = pgTable(
  'membership_suspensions',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    membershipId: uuid().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** The resume date (exclusive end): the first day the member is active and billed again. */
    endDate: date({ mode: 'string' }).notNull(),
    /** Cents per week. */
    suspensionFee: integer().notNull(),
    /** How the duration was given: DAYS, WEEKS or PERIODS. */
    frequency: text().notNull(),
    /**
     * SUSPENSION, or FREE_PERIOD (flag 6800): billing pauses over both; a free period has no fee
     * and makes the status FREE_PERIOD instead of SUSPENDED (docs/memberships.md "Free periods").
     */
    kind: text().notNull().default('SUSPENSION'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('membership_suspensions_membership_idx').on(t.applicationId, t.membershipId, t.startDate),
    check('membership_suspensions_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('membership_suspensions_fee_check', sql`${t.suspensionFee} >= 0`),
    check('membership_suspensions_kind_check', sql`${t.kind} in ('SUSPENSION', 'FREE_PERIOD')`),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    tenantIsolation(),
  ],
);
