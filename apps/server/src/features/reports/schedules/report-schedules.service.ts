import { can } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { authorize, permittedBranches } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { firstBranchTimeZone, loadBranchesByIds } from '../../branches/public.ts';
import { loadAccess } from '../../roles/public.ts';
import { standardReportMessages } from '../standard/standard-report-messages.ts';
import { parseStandardReportRequest, type StandardReportName } from '../standard/standard-report-request.ts';
import { TILE_OPERATIONS } from '../standard/standard-reports.service.ts';
import { STANDARD_REPORTS } from '../standard/standard-reports.ts';
import {
  deleteScheduleRow,
  findActiveStaffAccounts,
  findSchedule,
  insertSchedule,
  latestRunsOf,
  listScheduleRows,
  type ScheduleRow,
  type ScheduleRunRow,
  type StaffAccount,
  updateScheduleRow,
} from './report-schedules.repository.ts';
import { latestOccurrence } from './schedule-periods.ts';

export type { ScheduleRunRow, StaffAccount } from './report-schedules.repository.ts';

/** Runs listed with each schedule (its history on the reports page). */
const RUNS_SHOWN = 10;
/** Recipients of one schedule: a mailing list belongs in a mail system, not here. */
const MAX_RECIPIENTS = 50;

const scheduleMessages = {
  recipientsRequired: 'Choose at least one recipient',
  tooManyRecipients: `Choose at most ${MAX_RECIPIENTS} recipients`,
  recipientUnknown: 'Choose staff of the organisation who can sign in',
  recipientCannotSee: (name: string) => `${name} cannot see this report's branches`,
  dayOfWeekRequired: 'Choose the day of the week',
  dayOfMonthRequired: 'Choose a day of the month from 1 to 28',
  hourInvalid: 'Choose an hour from 0 to 23',
} as const;

const REPORT_NAMES = Object.keys(STANDARD_REPORTS) as [StandardReportName, ...StandardReportName[]];

const scheduleInput = z
  .object({
    report: z.enum(REPORT_NAMES),
    branches: z.array(z.uuid()).min(1).max(2000),
    minVisit: z.number().int().min(0).max(100_000).nullish(),
    membershipPlans: z.array(z.uuid()).max(500).nullish(),
    country: z.string().max(2).nullish(),
    frequency: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
    hour: z.number().int().min(0, scheduleMessages.hourInvalid).max(23, scheduleMessages.hourInvalid),
    dayOfWeek: z.number().int().min(1).max(7).nullish(),
    dayOfMonth: z
      .number()
      .int()
      .min(1, scheduleMessages.dayOfMonthRequired)
      .max(28, scheduleMessages.dayOfMonthRequired)
      .nullish(),
    format: z.enum(['csv', 'xlsx']),
    recipients: z
      .array(z.uuid())
      .min(1, scheduleMessages.recipientsRequired)
      .max(MAX_RECIPIENTS, scheduleMessages.tooManyRecipients),
  })
  .superRefine((input, ctx) => {
    if (input.frequency === 'WEEKLY' && !input.dayOfWeek)
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: scheduleMessages.dayOfWeekRequired });
    if (input.frequency === 'MONTHLY' && !input.dayOfMonth)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: scheduleMessages.dayOfMonthRequired });
  });

export interface ReportScheduleView {
  schedule: ScheduleRow;
  runs: ScheduleRunRow[];
  recipients: StaffAccount[];
  owner: StaffAccount | null;
  title: string;
}

const notFound = () => new DomainError('REPORT_SCHEDULE_NOT_FOUND');

/**
 * Whether `userId` may receive a report of `branchIds`: a staff account that can sign in and holds
 * view-reports at every branch (what reading the report's result set takes).
 */
async function mayReceive(
  context: Pick<RequestContext, 'deps' | 'viewer'>,
  userId: string,
  branchIds: readonly string[],
): Promise<boolean> {
  const permissions = await loadAccess(context.deps.db, {
    applicationId: context.viewer.applicationId,
    userId,
  });
  return permissions !== null && branchIds.every((branchId) => can(permissions, 'view-reports', branchId));
}

/**
 * Checks a schedule as its new owner (the viewer) would run it: the standard report's own rules
 * (spec 3 §5, over the range of its latest period), run-report and the tile's operation at every
 * branch (as running it by hand), and recipients who may see it.
 */
async function checkedSchedule(
  context: RequestContext,
  tx: Transaction,
  raw: unknown,
): Promise<Omit<ScheduleRow, 'id' | 'createdAt' | 'updatedAt'>> {
  const input = parseInput(scheduleInput, raw);
  const branchIds = [...new Set(input.branches)];
  const recipients = [...new Set(input.recipients)];
  await authorize(context, tx, 'run-report', { kind: 'branches', ids: branchIds });
  await authorize(context, tx, TILE_OPERATIONS[input.report], { kind: 'branches', ids: branchIds });
  const timing = {
    frequency: input.frequency,
    hour: input.hour,
    dayOfWeek: input.frequency === 'WEEKLY' ? (input.dayOfWeek ?? null) : null,
    dayOfMonth: input.frequency === 'MONTHLY' ? (input.dayOfMonth ?? null) : null,
  };
  const zone = (await firstBranchTimeZone(tx)) ?? 'Pacific/Auckland';
  const sample = latestOccurrence(timing, Temporal.Now.instant(), zone);
  // The report's own rules on its parameters (minVisit, plans, country); the range is the period's.
  parseStandardReportRequest(
    input.report,
    {
      startDate: sample.rangeStart,
      endDate: sample.rangeEnd,
      branches: branchIds,
      localCreationDate: '',
      minVisit: input.minVisit ?? null,
      membershipPlans: input.membershipPlans ?? null,
      country: input.country ?? null,
    },
    sample.rangeEnd,
  );
  if (input.report === 'inbranch') {
    // One report does not add up two currencies (as running it by hand: standard-reports.service.ts).
    const countries = new Set((await loadBranchesByIds(tx, branchIds)).map((branch) => branch.country));
    if (input.country && [...countries].some((country) => country !== input.country))
      throw new ValidationError({ branches: standardReportMessages.branchesOfCountry });
    if (countries.size > 1) throw new ValidationError({ country: standardReportMessages.countryFirst });
  }
  const accounts = await findActiveStaffAccounts(tx, recipients);
  const known = new Map(accounts.map((account) => [account.userId, account]));
  for (const userId of recipients) {
    const account = known.get(userId);
    if (!account) throw new ValidationError({ recipients: scheduleMessages.recipientUnknown });
    if (!(await mayReceive(context, userId, branchIds))) {
      throw new ValidationError({
        recipients: scheduleMessages.recipientCannotSee(`${account.firstName} ${account.lastName}`),
      });
    }
  }
  return {
    applicationId: context.viewer.applicationId,
    reportName: input.report,
    params: {
      ...(input.report === 'highusage' ? { minVisit: input.minVisit ?? null } : {}),
      ...(input.report === 'membervisit'
        ? { membershipPlans: [...new Set(input.membershipPlans ?? [])] }
        : {}),
      ...(input.report === 'inbranch' ? { country: input.country ?? null } : {}),
    },
    branchIds,
    ...timing,
    format: input.format,
    recipientUserIds: recipients,
    ownerUserId: context.viewer.userId,
  };
}

/**
 * The schedule for a change: its owner may change it, and so may whoever holds manage-reports at
 * every branch it covers (a manager tidying up after someone who left). Another organisation's or
 * an unknown id is not found.
 */
async function changeableSchedule(
  context: RequestContext,
  tx: Transaction,
  id: string,
): Promise<ScheduleRow> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const schedule = await findSchedule(tx, id, { lock: true });
  if (!schedule) throw notFound();
  if (schedule.ownerUserId === context.viewer.userId) return schedule;
  await authorize(
    context,
    tx,
    'manage-reports',
    { kind: 'branches', ids: schedule.branchIds },
    { refusal: () => new DomainError('REPORT_SCHEDULE_MANAGE_DENIED') },
  );
  return schedule;
}

async function viewsOf(tx: Transaction, schedules: readonly ScheduleRow[]): Promise<ReportScheduleView[]> {
  const runs = await latestRunsOf(
    tx,
    schedules.map((schedule) => schedule.id),
    RUNS_SHOWN,
  );
  const userIds = [
    ...new Set(schedules.flatMap((schedule) => [...schedule.recipientUserIds, schedule.ownerUserId])),
  ];
  const accounts = new Map(
    (await findActiveStaffAccounts(tx, userIds)).map((account) => [account.userId, account]),
  );
  return schedules.map((schedule) => ({
    schedule,
    runs: runs.filter((run) => run.scheduleId === schedule.id),
    recipients: schedule.recipientUserIds.flatMap((userId) => accounts.get(userId) ?? []),
    owner: accounts.get(schedule.ownerUserId) ?? null,
    title: STANDARD_REPORTS[schedule.reportName as StandardReportName]?.title ?? schedule.reportName,
  }));
}

export async function createReportSchedule(
  context: RequestContext,
  raw: unknown,
): Promise<ReportScheduleView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const schedule = await insertSchedule(tx, await checkedSchedule(context, tx, raw));
    const [view] = await viewsOf(tx, [schedule]);
    if (!view) throw new Error('A new schedule has no view');
    return view;
  });
}

/** A change makes the viewer the owner: the schedule then runs with the rights just checked. */
export async function updateReportSchedule(
  context: RequestContext,
  id: string,
  raw: unknown,
): Promise<ReportScheduleView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await changeableSchedule(context, tx, id);
    const { applicationId: _applicationId, ...change } = await checkedSchedule(context, tx, raw);
    const schedule = await updateScheduleRow(tx, id, change);
    const [view] = await viewsOf(tx, [schedule]);
    if (!view) throw new Error('A changed schedule has no view');
    return view;
  });
}

export async function deleteReportSchedule(context: RequestContext, id: string): Promise<string> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await changeableSchedule(context, tx, id);
    await deleteScheduleRow(tx, id);
    return id;
  });
}

/**
 * The schedules the viewer may see, with their latest runs: those they own or receive, and every
 * schedule whose branches they hold view-reports at all of (as its result sets would be readable).
 */
export async function listReportSchedules(context: RequestContext): Promise<ReportScheduleView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const seeing = new Set(permittedBranches(context.permissions, 'view-reports'));
    const visible = (await listScheduleRows(tx)).filter(
      (schedule) =>
        schedule.ownerUserId === context.viewer.userId ||
        schedule.recipientUserIds.includes(context.viewer.userId) ||
        schedule.branchIds.every((branchId) => seeing.has(branchId)),
    );
    return viewsOf(tx, visible);
  });
}

/**
 * Staff a schedule of these branches may be sent to: accounts that can sign in and hold
 * view-reports at every branch. Asking takes run-report at them (who may schedule it).
 */
export async function listScheduleRecipients(
  context: RequestContext,
  branches: readonly string[],
): Promise<StaffAccount[]> {
  const branchIds = [...new Set(branches)];
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'run-report', { kind: 'branches', ids: branchIds });
    const accounts = await findActiveStaffAccounts(tx);
    const allowed: StaffAccount[] = [];
    for (const account of accounts) {
      if (await mayReceive(context, account.userId, branchIds)) allowed.push(account);
    }
    return allowed;
  });
}
