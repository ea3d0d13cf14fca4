import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { reportScheduleRuns, reportSchedules } from './report-schedules.table.ts';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type NewSchedule = Omit<typeof reportSchedules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ScheduleRunRow = typeof reportScheduleRuns.$inferSelect;

export async function insertSchedule(tx: Transaction, row: NewSchedule): Promise<ScheduleRow> {
  const [inserted] = await tx.insert(reportSchedules).values(row).returning();
  if (!inserted) throw new Error('Report schedule insert returned no row');
  return inserted;
}

export async function updateScheduleRow(
  tx: Transaction,
  id: string,
  change: Omit<NewSchedule, 'applicationId' | 'ownerUserId'>,
): Promise<ScheduleRow> {
  const [updated] = await tx
    .update(reportSchedules)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(reportSchedules.id, id))
    .returning();
  if (!updated) throw new Error('Report schedule update returned no row');
  return updated;
}

export async function findSchedule(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ScheduleRow | undefined> {
  const query = tx.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function deleteScheduleRow(tx: Transaction, id: string): Promise<void> {
  await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/** Every schedule of the organisation, oldest first (the worker's list; a club has a handful). */
export async function listScheduleRows(tx: Transaction): Promise<ScheduleRow[]> {
  return tx.select().from(reportSchedules).orderBy(reportSchedules.createdAt, reportSchedules.id);
}

/** The latest runs of each schedule, newest first, at most `perSchedule` each. */
export async function latestRunsOf(
  tx: Transaction,
  scheduleIds: readonly string[],
  perSchedule: number,
): Promise<ScheduleRunRow[]> {
  if (scheduleIds.length === 0) return [];
  const ranked = tx
    .select({
      id: reportScheduleRuns.id,
      rank: sql<number>`row_number() over (partition by ${reportScheduleRuns.scheduleId} order by ${reportScheduleRuns.period} desc)`.as(
        'rank',
      ),
    })
    .from(reportScheduleRuns)
    .where(inArray(reportScheduleRuns.scheduleId, [...scheduleIds]))
    .as('ranked');
  return tx
    .select()
    .from(reportScheduleRuns)
    .innerJoin(ranked, eq(ranked.id, reportScheduleRuns.id))
    .where(lte(ranked.rank, perSchedule))
    .orderBy(reportScheduleRuns.scheduleId, desc(reportScheduleRuns.period))
    .then((rows) => rows.map((row) => row.report_schedule_runs));
}

export async function runExists(tx: Transaction, scheduleId: string, period: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reportScheduleRuns.id })
    .from(reportScheduleRuns)
    .where(and(eq(reportScheduleRuns.scheduleId, scheduleId), eq(reportScheduleRuns.period, period)));
  return row !== undefined;
}

/**
 * Claims a period for a schedule: the row is inserted (as OK; the caller's transaction settles it)
 * unless the period already has one, when nothing is claimed. A second job waits on the unique
 * index until the first commits, then finds the period taken.
 */
export async function claimRun(
  tx: Transaction,
  run: Pick<
    typeof reportScheduleRuns.$inferInsert,
    'applicationId' | 'scheduleId' | 'period' | 'rangeStart' | 'rangeEnd'
  >,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(reportScheduleRuns)
    .values({ ...run, status: 'OK' })
    .onConflictDoNothing({
      target: [reportScheduleRuns.applicationId, reportScheduleRuns.scheduleId, reportScheduleRuns.period],
    })
    .returning({ id: reportScheduleRuns.id });
  return inserted?.id ?? null;
}

export async function completeRun(
  tx: Transaction,
  runId: string,
  outcome: {
    rowCount: number;
    recipientsEmailed: number;
    storageKey: string;
    fileName: string;
    fileExpiresAt: Date;
  },
): Promise<void> {
  await tx.update(reportScheduleRuns).set(outcome).where(eq(reportScheduleRuns.id, runId));
}

/**
 * A failed run's record (written in a transaction of its own after the run's rolled back), unless
 * the schedule is gone meanwhile (its template deleted while it ran): nothing is left to record it on.
 */
export async function recordFailedRun(
  tx: Transaction,
  run: Pick<
    typeof reportScheduleRuns.$inferInsert,
    'applicationId' | 'scheduleId' | 'period' | 'rangeStart' | 'rangeEnd'
  > & { reason: string },
): Promise<void> {
  await tx.execute(
    sql`insert into report_schedule_runs
          (application_id, schedule_id, period, range_start, range_end, status, reason)
        select s.application_id, s.id, ${run.period}::date, ${run.rangeStart}::date, ${run.rangeEnd}::date,
               'FAILED', ${run.reason.slice(0, 500)}
          from report_schedules s
         where s.application_id = ${run.applicationId} and s.id = ${run.scheduleId}
        on conflict (application_id, schedule_id, period) do nothing`,
  );
}

export async function findRun(tx: Transaction, runId: string): Promise<ScheduleRunRow | undefined> {
  const [row] = await tx.select().from(reportScheduleRuns).where(eq(reportScheduleRuns.id, runId));
  return row;
}

/** Runs whose file has expired: the file is deleted and the run keeps its record. */
export async function expiredRunFiles(
  tx: Transaction,
  now: Date,
): Promise<{ id: string; storageKey: string }[]> {
  const rows = await tx
    .select({ id: reportScheduleRuns.id, storageKey: reportScheduleRuns.storageKey })
    .from(reportScheduleRuns)
    .where(and(isNotNull(reportScheduleRuns.storageKey), lte(reportScheduleRuns.fileExpiresAt, now)))
    .limit(200);
  return rows.flatMap((row) => (row.storageKey ? [{ id: row.id, storageKey: row.storageKey }] : []));
}

/**
 * The stored files of the runs of one schedule, or of every schedule of one custom template: read
 * before those rows are deleted (a template's delete cascades to its schedules and their runs), so
 * the files can be deleted once the delete has committed.
 */
export async function storedRunFiles(
  tx: Transaction,
  of: { scheduleId: string } | { customTemplateId: string },
): Promise<string[]> {
  const schedules =
    'scheduleId' in of
      ? eq(reportSchedules.id, of.scheduleId)
      : eq(reportSchedules.customTemplateId, of.customTemplateId);
  const rows = await tx
    .select({ storageKey: reportScheduleRuns.storageKey })
    .from(reportScheduleRuns)
    .innerJoin(reportSchedules, eq(reportSchedules.id, reportScheduleRuns.scheduleId))
    .where(and(schedules, isNotNull(reportScheduleRuns.storageKey)));
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

export async function forgetRunFile(tx: Transaction, runId: string): Promise<void> {
  await tx.update(reportScheduleRuns).set({ storageKey: null }).where(eq(reportScheduleRuns.id, runId));
}

export interface StaffAccount {
  userId: string;
  /** The account's person: the staff member whose page shows the name. */
  personId: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

/**
 * The organisation's staff accounts that can sign in (not deactivated), with the person's name and
 * email, by name: who a schedule may be sent to, before each one's permissions are read.
 */
export async function findActiveStaffAccounts(
  tx: Transaction,
  userIds?: readonly string[],
): Promise<StaffAccount[]> {
  const only = userIds ? sql`and u.id = any(${sql.param([...userIds])}::uuid[])` : sql``;
  const result = await tx.execute<{
    user_id: string;
    person_id: string;
    first_name: string;
    last_name: string;
    email: string | null;
  }>(
    sql`select u.id as user_id, p.id as person_id, p.first_name, p.last_name, p.email
          from users u join persons p on p.application_id = u.application_id and p.id = u.person_id
         where u.disabled_at is null ${only}
         order by lower(p.first_name), lower(p.last_name), u.id
         limit 1000`,
  );
  return result.rows.map((row) => ({
    userId: row.user_id,
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
  }));
}
