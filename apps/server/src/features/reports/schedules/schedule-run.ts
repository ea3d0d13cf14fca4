import { PassThrough, Readable } from 'node:stream';
import { can, dayMonthYearText, type OperationId } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import type { Dependencies, RequestContext } from '../../../platform/graphql/context.ts';
import { queueEmail } from '../../../platform/messaging/outbound-emails.ts';
import { firstBranchTimeZone } from '../../branches/public.ts';
import { findCurrentApplication } from '../../organisation/public.ts';
import { loadAccess } from '../../roles/public.ts';
import { executeCustomReport, templateToSchedule } from '../custom/custom-reports.service.ts';
import { csvChunks } from '../result-sets/csv-export.ts';
import { exportLines } from '../result-sets/export-rows.ts';
import { type ReportRow, readingOperations } from '../result-sets/report-source.ts';
import { openResultSet, orderedRows } from '../result-sets/result-sets.service.ts';
import { writeXlsx } from '../result-sets/xlsx-export.ts';
import type { StandardReportName } from '../standard/standard-report-request.ts';
import { requestStandardReport } from '../standard/standard-reports.service.ts';
import { STANDARD_REPORTS, tileOperationOf } from '../standard/standard-reports.ts';
import {
  claimRun,
  completeRun,
  expiredRunFiles,
  findActiveStaffAccounts,
  forgetRunFile,
  listScheduleRows,
  recordFailedRun,
  runExists,
  type ScheduleRow,
} from './report-schedules.repository.ts';
import { latestOccurrence, type SchedulePeriod } from './schedule-periods.ts';
import { type ScheduledReportSigner, scheduledReportUrl } from './scheduled-report-links.ts';

/** How long a run's file and its emailed link last: a week's report is still there next week. */
const SCHEDULED_FILE_DAYS = 7;
/** A scheduled file's ceiling (a million-row CSV is about 200 MB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024;

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ScheduleRunEnvironment {
  deps: Dependencies;
  storage: FileStorage;
  signer: ScheduledReportSigner;
  report?: (event: string, details: Record<string, unknown>) => void;
}

export interface ScheduleRunSummary {
  sent: number;
  failed: number;
  /** Schedules not due (their period already ran, or began before they existed). */
  notDue: number;
}

/** A run that cannot go on, with the reason its history shows. */
class RunFailure extends Error {}

/** "10 Mar 2026": a calendar date as it is, whatever zone the process runs in. */
const dateText = (iso: string) => dayMonthYearText(Temporal.PlainDate.from(iso));

function rangeText(period: SchedulePeriod): string {
  return period.rangeStart === period.rangeEnd
    ? dateText(period.rangeStart)
    : `${dateText(period.rangeStart)} to ${dateText(period.rangeEnd)}`;
}

/** The owner's context, with their permissions read now: the run has the owner's branch scope today. */
async function ownerContext(env: ScheduleRunEnvironment, schedule: ScheduleRow): Promise<RequestContext> {
  const viewer = { applicationId: schedule.applicationId, userId: schedule.ownerUserId };
  const permissions = await loadAccess(env.deps.db, viewer);
  if (!permissions) throw new RunFailure("The schedule's owner can no longer sign in");
  return { viewer, deps: env.deps, permissions };
}

/** Counts the rows as they go by (the run's history and the email say how many). */
async function* counted(
  rows: AsyncIterable<ReportRow>,
  counter: { rows: number },
): AsyncGenerator<ReportRow> {
  for await (const row of rows) {
    counter.rows += 1;
    yield row;
  }
}

/**
 * The report of one period, asked for as the schedule's owner through the path running it by hand
 * takes (the same rights and rules today): a standard report over the period, or the custom
 * template with its date column limited to the period. The answer is the result set's id.
 */
async function requestPeriodReport(
  context: RequestContext,
  schedule: ScheduleRow,
  period: SchedulePeriod,
  now: Temporal.Instant,
): Promise<string> {
  if (schedule.customTemplateId) {
    const dateField = schedule.params.dateField;
    if (!dateField) throw new RunFailure('The schedule names no date column of the report');
    const answer = await executeCustomReport(context, {
      reportTemplateId: schedule.customTemplateId,
      scope: { branchIds: schedule.branchIds },
      filters: [
        {
          fieldName: dateField,
          operator: { type: 'RANGE' },
          values: { minimum: period.rangeStart, maximum: period.rangeEnd },
        },
      ],
    });
    return answer.executeReport.resultSetId;
  }
  const reportName = schedule.reportName as StandardReportName;
  if (!STANDARD_REPORTS[reportName]) throw new RunFailure('The report no longer exists');
  const address = await requestStandardReport(context, reportName, {
    startDate: period.rangeStart,
    endDate: period.rangeEnd,
    branches: schedule.branchIds,
    localCreationDate: now.toString(),
    minVisit: schedule.params.minVisit ?? null,
    membershipPlans: schedule.params.membershipPlans ?? null,
    country: schedule.params.country ?? null,
  });
  return address.reportUrl.split('/').at(-1) ?? '';
}

/** What the schedule's rows are: a standard report's tile operation, a custom template's dataset's. */
async function rowsOperationOf(
  env: ScheduleRunEnvironment,
  schedule: ScheduleRow,
): Promise<OperationId | null> {
  const templateId = schedule.customTemplateId;
  if (!templateId) return tileOperationOf(schedule.reportName ?? '');
  const template = await withTenant(env.deps.db, schedule.applicationId, (tx) =>
    templateToSchedule(tx, templateId),
  );
  return template.readOperation;
}

/**
 * Writes the result set's export (every row, streamed) to storage under `key`: its row count and
 * the report's title (a standard report's, or the template's name when it ran).
 */
async function storeExport(
  env: ScheduleRunEnvironment,
  context: RequestContext,
  tx: Transaction,
  resultSetId: string,
  format: 'csv' | 'xlsx',
  key: string,
): Promise<{ rows: number; title: string }> {
  const open = await openResultSet(context, tx, resultSetId);
  const counter = { rows: 0 };
  const lines = exportLines(
    open.report.columns,
    counted(orderedRows(tx, open, []), counter),
    open.scope.timeZone,
    null,
  );
  const options = { maxBytes: MAX_FILE_BYTES, contentType: CONTENT_TYPES[format] };
  if (format === 'csv') {
    await env.storage.put(key, Readable.from(csvChunks(lines), { objectMode: false }), options);
  } else {
    const output = new PassThrough();
    const writing = writeXlsx(lines, output, open.stored.title).catch((error: unknown) => {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    await Promise.all([writing, env.storage.put(key, output, options)]);
  }
  return { rows: counter.rows, title: open.stored.title };
}

/**
 * One schedule's period: the report is asked for as its owner would (the owner's rights and the
 * report's own rules today), the period is claimed (a second run finds it taken and sends
 * nothing), the export is stored, and each recipient who may still see the report is emailed the
 * signed link, all in one transaction with the run's record.
 */
async function runSchedule(
  env: ScheduleRunEnvironment,
  schedule: ScheduleRow,
  period: SchedulePeriod,
  now: Temporal.Instant,
): Promise<'sent' | 'taken'> {
  const context = await ownerContext(env, schedule);
  const resultSetId = await requestPeriodReport(context, schedule, period, now);
  // The link lasts from when the file is made (the wall clock), whichever occurrence it is for.
  const fileExpiresAt = new Date(Date.now() + SCHEDULED_FILE_DAYS * 24 * 60 * 60 * 1000);
  // Who may still receive it, read before the run's transaction (each read is a connection of its own).
  const receiving = new Set<string>();
  const operations = readingOperations(await rowsOperationOf(env, schedule));
  for (const userId of schedule.recipientUserIds) {
    const permissions = await loadAccess(env.deps.db, { applicationId: schedule.applicationId, userId });
    if (
      permissions &&
      operations.every((operation) => schedule.branchIds.every((id) => can(permissions, operation, id)))
    )
      receiving.add(userId);
  }
  let storedKey: string | null = null;
  try {
    return await withTenant(env.deps.db, schedule.applicationId, async (tx) => {
      const runId = await claimRun(tx, {
        applicationId: schedule.applicationId,
        scheduleId: schedule.id,
        period: period.period,
        rangeStart: period.rangeStart,
        rangeEnd: period.rangeEnd,
      });
      if (!runId) return 'taken';
      const key = `${schedule.applicationId}/report-schedules/${schedule.id}/${runId}.${schedule.format}`;
      storedKey = key;
      const { rows: rowCount, title } = await storeExport(
        env,
        context,
        tx,
        resultSetId,
        schedule.format,
        key,
      );
      const fileName = `${title} ${period.rangeStart}${period.rangeEnd === period.rangeStart ? '' : ` to ${period.rangeEnd}`}.${schedule.format}`;
      const organisation = await findCurrentApplication(tx);
      const zone = (await firstBranchTimeZone(tx)) ?? 'Pacific/Auckland';
      const downloadUrl = scheduledReportUrl(env.deps.publicUrl, env.signer, {
        applicationId: schedule.applicationId,
        runId,
        expiresAt: Math.floor(fileExpiresAt.getTime() / 1000),
      });
      const expiresText = Temporal.Instant.fromEpochMilliseconds(fileExpiresAt.getTime())
        .toZonedDateTimeISO(zone)
        .toLocaleString('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });
      let emailed = 0;
      for (const recipient of await findActiveStaffAccounts(tx, schedule.recipientUserIds)) {
        // A recipient who lost sight of these branches since, or has no address, is left out.
        if (!recipient.email || !receiving.has(recipient.userId)) continue;
        await queueEmail(tx, env.deps, {
          applicationId: schedule.applicationId,
          to: recipient.email,
          template: 'scheduled-report',
          data: {
            firstName: recipient.firstName,
            reportTitle: title,
            organisationName: organisation?.name ?? 'your organisation',
            rangeText: rangeText(period),
            rowCount,
            fileName,
            downloadUrl,
            expiresAt: expiresText,
          },
          reference: `report-schedule:${runId}:${recipient.userId}`,
          // Every schedule due this quarter hour emails at once; nobody is waiting at a screen.
          bulk: true,
        });
        emailed += 1;
      }
      if (emailed === 0) throw new RunFailure('No recipient can receive it any more');
      await completeRun(tx, runId, {
        rowCount,
        recipientsEmailed: emailed,
        storageKey: key,
        fileName,
        fileExpiresAt,
      });
      return 'sent';
    });
  } catch (error) {
    if (storedKey) await env.storage.delete(storedKey).catch(() => {});
    throw error;
  }
}

const reasonOf = (error: unknown): string =>
  error instanceof RunFailure || error instanceof DomainError
    ? error.message
    : 'The report could not be produced. Please contact the support team.';

/** Deletes the files of runs whose link has expired; the runs keep their record. */
async function purgeExpiredFiles(
  env: ScheduleRunEnvironment,
  applicationId: string,
  now: Date,
): Promise<void> {
  const expired = await withTenant(env.deps.db, applicationId, (tx) => expiredRunFiles(tx, now));
  for (const file of expired) {
    await env.storage.delete(file.storageKey);
    await withTenant(env.deps.db, applicationId, (tx) => forgetRunFile(tx, file.id));
  }
}

/**
 * The organisation's due schedules at `now` (docs/reports.md "Schedules"): each schedule's latest
 * occurrence in the organisation's zone runs once, unless it came before the schedule existed.
 * Each runs on its own: one that fails is recorded FAILED with its reason (and not retried for
 * that period) and the others still run.
 */
export async function runDueSchedules(
  env: ScheduleRunEnvironment,
  applicationId: string,
  now: Temporal.Instant,
): Promise<ScheduleRunSummary> {
  const { schedules, zone } = await withTenant(env.deps.db, applicationId, async (tx) => ({
    schedules: await listScheduleRows(tx),
    zone: (await firstBranchTimeZone(tx)) ?? 'Pacific/Auckland',
  }));
  const summary: ScheduleRunSummary = { sent: 0, failed: 0, notDue: 0 };
  for (const schedule of schedules) {
    const period = latestOccurrence(schedule, now, zone);
    const due =
      period.at.epochMilliseconds >= schedule.createdAt.getTime() &&
      !(await withTenant(env.deps.db, applicationId, (tx) => runExists(tx, schedule.id, period.period)));
    if (!due) {
      summary.notDue += 1;
      continue;
    }
    try {
      const outcome = await runSchedule(env, schedule, period, now);
      if (outcome === 'sent') summary.sent += 1;
      else summary.notDue += 1;
    } catch (error) {
      summary.failed += 1;
      if (!(error instanceof RunFailure || error instanceof DomainError))
        env.report?.('report schedule run failed', { scheduleId: schedule.id, err: error });
      await withTenant(env.deps.db, applicationId, (tx) =>
        recordFailedRun(tx, {
          applicationId,
          scheduleId: schedule.id,
          period: period.period,
          rangeStart: period.rangeStart,
          rangeEnd: period.rangeEnd,
          reason: reasonOf(error),
        }),
      );
    }
  }
  await purgeExpiredFiles(env, applicationId, new Date());
  return summary;
}
