import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';
import { persons } from '../members/persons/persons.table.ts';

/**
 * A transfer list (spec 3 §3 "Transfer list", §4 its statuses; docs/bulk-transfer.md): the
 * parameters it was generated with, its status and the failure that ended it. One live list per
 * organisation: generating a new one archives the previous (spec 3 §4 "overwrites any earlier
 * list"), and the partial unique index holds that against two generations at once.
 */
export const transferLists = pgTable(
  'transfer_lists',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    status: text().notNull(),
    errorMessage: text(),
    errorType: text(),
    createdByUserId: uuid().notNull(),
    createdAt: createdAtColumn(),
    archivedAt: timestamp({ withTimezone: true }),
    /** When the last run ended with every member settled: the 14 days of undo start here. */
    doneAt: timestamp({ withTimezone: true }),
    reportFromDate: date({ mode: 'string' }).notNull(),
    reportToDate: date({ mode: 'string' }).notNull(),
    minVisits: integer().notNull(),
    minVisitsPercentage: integer().notNull(),
    includeOverdue: boolean().notNull(),
    includeManualVisits: boolean().notNull(),
    membershipPaymentType: text().notNull(),
  },
  (t) => [
    unique('transfer_lists_tenant_key').on(t.applicationId, t.id),
    uniqueIndex('transfer_lists_one_live_idx').on(t.applicationId).where(sql`${t.status} <> 'ARCHIVED'`),
    check(
      'transfer_lists_status_check',
      sql`${t.status} in ('GENERATING', 'GENERATED', 'TRANSFER_SCHEDULED', 'TRANSFER_IN_PROGRESS', 'TRANSFER_DONE', 'TRANSFER_TIMEOUT', 'FAILED', 'ARCHIVED')`,
    ),
    check('transfer_lists_archived_check', sql`(${t.status} = 'ARCHIVED') = (${t.archivedAt} is not null)`),
    check(
      'transfer_lists_params_check',
      sql`${t.reportToDate} >= ${t.reportFromDate} and ${t.reportToDate} <= ${t.reportFromDate} + 366
        and ${t.minVisits} between 1 and 10000 and ${t.minVisitsPercentage} between 51 and 100
        and ${t.membershipPaymentType} in ('ALL', 'DIRECT_DEBIT', 'PAY_IN_FULL')`,
    ),
    check(
      'transfer_lists_error_check',
      sql`coalesce(length(${t.errorMessage}), 0) <= 500 and coalesce(length(${t.errorType}), 0) <= 100`,
    ),
    tenantIsolation(),
  ],
);

/**
 * A candidate of a list: their visits, the dry run's answer (what a transfer would do, computed
 * at generation and by dryRunTransferList) and what a run did to them. Once per person a list.
 */
export const transferListMembers = pgTable(
  'transfer_list_members',
  {
    applicationId: applicationIdColumn(),
    transferListId: uuid().notNull(),
    personId: uuid().notNull(),
    sourceBranchId: uuid().notNull(),
    destinationBranchId: uuid().notNull(),
    sourceVisits: integer().notNull(),
    destinationVisits: integer().notNull(),
    totalVisits: integer().notNull(),
    /** TransferBlockReason codes; empty: the member can move. */
    blockReasons: text().array().notNull().default(sql`'{}'::text[]`),
    /** The membership's price in cents per payment (kept at the destination), null: none. */
    currentPrice: integer(),
    newPrice: integer(),
    futureBookings: integer().notNull().default(0),
    dryRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resultStatus: text(),
    resultError: text(),
    resultAt: timestamp({ withTimezone: true }),
    /** The run that last touched the member (its kind says transfer or undo). */
    runId: uuid(),
  },
  (t) => [
    primaryKey({ name: 'transfer_list_members_pk', columns: [t.transferListId, t.personId] }),
    unique('transfer_list_members_tenant_key').on(t.applicationId, t.transferListId, t.personId),
    index('transfer_list_members_run_idx').on(t.applicationId, t.runId, t.resultStatus),
    check(
      'transfer_list_members_result_check',
      sql`${t.resultStatus} is null or ${t.resultStatus} in ('IN_PROGRESS', 'FAILED', 'TRANSFERRED', 'UNDONE')`,
    ),
    check(
      'transfer_list_members_visits_check',
      sql`${t.sourceVisits} >= 0 and ${t.destinationVisits} > 0 and ${t.totalVisits} >= ${t.sourceVisits} + ${t.destinationVisits}
        and ${t.sourceBranchId} <> ${t.destinationBranchId} and ${t.futureBookings} >= 0`,
    ),
    check(
      'transfer_list_members_price_check',
      sql`coalesce(${t.currentPrice}, 0) between 0 and 10000000 and coalesce(${t.newPrice}, 0) between 0 and 10000000`,
    ),
    check('transfer_list_members_error_check', sql`coalesce(length(${t.resultError}), 0) <= 200`),
    tenantReference(t.applicationId, t.transferListId, transferLists).onDelete('cascade'),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.sourceBranchId, branches).onDelete('cascade'),
    tenantReference(t.applicationId, t.destinationBranchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * One run over a list (the history of spec 3 §3): a transfer, a retry of failures, or an undo (the
 * recorded operation that reverses transfers within 14 days). Who started it, its ticket, the
 * members it covers, and the worker's heartbeat: a run whose heartbeat stops while members are
 * still in progress shows as TRANSFER_TIMEOUT.
 */
export const transferRuns = pgTable(
  'transfer_runs',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    transferListId: uuid().notNull(),
    kind: text().notNull(),
    ticketId: uuid().notNull(),
    startedByUserId: uuid().notNull(),
    startedAt: createdAtColumn(),
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    memberIds: uuid().array().notNull(),
  },
  (t) => [
    unique('transfer_runs_tenant_key').on(t.applicationId, t.id),
    unique('transfer_runs_ticket_key').on(t.applicationId, t.ticketId),
    index('transfer_runs_list_idx').on(t.applicationId, t.transferListId, t.startedAt),
    check('transfer_runs_kind_check', sql`${t.kind} in ('TRANSFER', 'RETRY', 'UNDO')`),
    check('transfer_runs_members_check', sql`cardinality(${t.memberIds}) between 1 and 1000000`),
    tenantReference(t.applicationId, t.transferListId, transferLists).onDelete('cascade'),
    tenantIsolation(),
  ],
);
