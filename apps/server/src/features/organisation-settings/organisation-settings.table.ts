import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '../../platform/db/columns.ts';
import { tenantIsolation } from '../../platform/db/tenant-policy.ts';
import { applications } from '../organisation/organisation.table.ts';

/**
 * The organisation's settings (spec 3 §3 "Organisation settings"): at most one row per
 * organisation; no row means the defaults (warn off / 18, restrict off / 16, overdue control off).
 * The limits are the domain schemas'; the checks here are the last line.
 */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** selfServeRequirements.minimumAge */
    warn: boolean().notNull().default(false),
    warnBelowAge: integer().notNull().default(18),
    restrict: boolean().notNull().default(false),
    restrictBelowAge: integer().notNull().default(16),
    /** overdueAssessmentSettings; the amount in cents */
    overdueEnabled: boolean().notNull().default(false),
    maximumOverdueAmount: integer().notNull().default(0),
    gracePeriodInDays: integer().notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      'organisation_settings_ages_check',
      sql`${t.warnBelowAge} between 1 and 99 and ${t.restrictBelowAge} between 1 and 99`,
    ),
    check(
      'organisation_settings_overdue_check',
      sql`${t.maximumOverdueAmount} between 0 and 100000 and ${t.gracePeriodInDays} between 0 and 99`,
    ),
    tenantIsolation(),
  ],
);
