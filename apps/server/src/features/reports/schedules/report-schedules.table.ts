import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { reportTemplates } from '../custom/report-templates.table.ts';

/** The extra parameters of a standard report a schedule keeps (the range is the period's). */
export interface StoredScheduleParams {
  minVisit?: number | null;
  membershipPlans?: string[] | null;
  country?: string | null;
  /** A custom template's schedule: the template's date column the period filters (a RANGE on it). */
  dateField?: string | null;
}

/**
 * A report schedule (docs/reports.md "Schedules"): a standard report with its parameters, or a
 * custom report template with the date column its period filters (exactly one of the two), and its
 * branches, run DAILY, WEEKLY (on `dayOfWeek`, 1 = Monday) or MONTHLY (on `dayOfMonth`, at most the
 * 28th so every month has it) at `hour` in the organisation's zone, over the period just ended, and
 * emailed to staff accounts as a link to its CSV or Excel file. It runs as its owner: the owner's
 * branch scope at run time decides what the report may read.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    reportName: text(),
    /** A custom template's schedule; deleting the template deletes its schedules (and their runs). */
    customTemplateId: uuid(),
    params: jsonb().$type<StoredScheduleParams>().notNull().default({}),
    branchIds: uuid().array().notNull(),
    frequency: text().$type<'DAILY' | 'WEEKLY' | 'MONTHLY'>().notNull(),
    hour: integer().notNull(),
    dayOfWeek: integer(),
    dayOfMonth: integer(),
    format: text().$type<'csv' | 'xlsx'>().notNull(),
    recipientUserIds: uuid().array().notNull(),
    ownerUserId: uuid().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('report_schedules_tenant_key').on(t.applicationId, t.id),
    index('report_schedules_owner_idx').on(t.applicationId, t.ownerUserId),
    tenantReference(t.applicationId, t.customTemplateId, reportTemplates).onDelete('cascade'),
    // The template's delete finds its schedules through this index.
    index('report_schedules_template_idx').on(t.applicationId, t.customTemplateId),
    check(
      'report_schedules_subject_check',
      sql`(${t.reportName} is null) <> (${t.customTemplateId} is null)`,
    ),
    check('report_schedules_report_check', sql`${t.reportName} ~ '^[a-z]{1,40}$'`),
    check('report_schedules_frequency_check', sql`${t.frequency} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
    check('report_schedules_hour_check', sql`${t.hour} between 0 and 23`),
    check(
      'report_schedules_day_check',
      sql`(${t.frequency} = 'WEEKLY') = (${t.dayOfWeek} is not null)
        and (${t.frequency} = 'MONTHLY') = (${t.dayOfMonth} is not null)
        and coalesce(${t.dayOfWeek}, 1) between 1 and 7 and coalesce(${t.dayOfMonth}, 1) between 1 and 28`,
    ),
    check('report_schedules_format_check', sql`${t.format} in ('csv', 'xlsx')`),
    check('report_schedules_branches_check', sql`cardinality(${t.branchIds}) between 1 and 2000`),
    check('report_schedules_recipients_check', sql`cardinality(${t.recipientUserIds}) between 1 and 50`),
    check('report_schedules_params_check', sql`jsonb_typeof(${t.params}) = 'object'`),
    tenantIsolation(),
  ],
);

/**
 * One run of a schedule for one period (`period`: the local date of the occurrence). The unique
 * index makes a period run once however often the job runs; a FAILED run keeps its reason. The
 * file (OK runs) is kept for LINK_LIFETIME and served through the signed link.
 */
export const reportScheduleRuns = pgTable(
  'report_schedule_runs',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    scheduleId: uuid().notNull(),
    period: date().notNull(),
    rangeStart: date().notNull(),
    rangeEnd: date().notNull(),
    status: text().$type<'OK' | 'FAILED'>().notNull(),
    reason: text(),
    rowCount: integer(),
    recipientsEmailed: integer().notNull().default(0),
    storageKey: text(),
    fileName: text(),
    ranAt: createdAtColumn(),
    fileExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('report_schedule_runs_tenant_key').on(t.applicationId, t.id),
    tenantReference(t.applicationId, t.scheduleId, reportSchedules).onDelete('cascade'),
    uniqueIndex('report_schedule_runs_period_idx').on(t.applicationId, t.scheduleId, t.period),
    index('report_schedule_runs_files_idx').on(t.applicationId, t.fileExpiresAt),
    check('report_schedule_runs_status_check', sql`${t.status} in ('OK', 'FAILED')`),
    check(
      'report_schedule_runs_outcome_check',
      sql`(${t.status} = 'FAILED') = (${t.reason} is not null) and char_length(coalesce(${t.reason}, '')) <= 500`,
    ),
    check('report_schedule_runs_range_check', sql`${t.rangeStart} <= ${t.rangeEnd}`),
    check(
      'report_schedule_runs_counts_check',
      sql`coalesce(${t.rowCount}, 0) >= 0 and ${t.recipientsEmailed} between 0 and 50`,
    ),
    check(
      'report_schedule_runs_file_check',
      sql`char_length(coalesce(${t.storageKey}, '')) <= 512 and char_length(coalesce(${t.fileName}, '')) <= 300`,
    ),
    tenantIsolation(),
  ],
);
