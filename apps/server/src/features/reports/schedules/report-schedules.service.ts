import { can, type OperationId } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { allows, authorize, permittedBranches } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { firstBranchTimeZone, loadBranchesByIds } from '../../branches/public.ts';
import { loadAccess } from '../../roles/public.ts';
import { templateToSchedule } from '../custom/custom-reports.service.ts';
import { templateNamesOf } from '../custom/report-templates.repository.ts';
import { readingOperations } from '../result-sets/report-source.ts';
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
  storedRunFiles,
  updateScheduleRow,
} from './report-schedules.repository.ts';
import { deleteRunFiles } from './run-files.ts';
import { latestOccurrence, type ScheduleTiming } from './schedule-periods.ts';

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
  reportOrTemplate: 'Choose one report: a standard report or a custom one',
  dateFieldUnknown: 'Choose a date column this custom report filters by',
} as const;

const REPORT_NAMES = Object.keys(STANDARD_REPORTS) as [StandardReportName, ...StandardReportName[]];

const scheduleInput = z
  .object({
    report: z.enum(REPORT_NAMES).nullish(),
    customTemplateId: z.string().max(100).nullish(),
    dateField: z.string().max(100).nullish(),
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
    if (!input.report === !input.customTemplateId)
      ctx.addIssue({ code: 'custom', path: ['report'], message: scheduleMessages.reportOrTemplate });
    if (input.frequency === 'WEEKLY' && !input.dayOfWeek)
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: scheduleMessages.dayOfWeekRequired });
    if (input.frequency === 'MONTHLY' && !input.dayOfMonth)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: scheduleMessages.dayOfMonthRequired });
  });

type ScheduleInput = z.infer<typeof scheduleInput>;

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
 * every operation of `reading` at every branch (what reading the report's result set takes:
 * view-reports and what its rows are, `readingOperations`).
 */
async function mayReceive(
  context: Pick<RequestContext, 'deps' | 'viewer'>,
  userId: string,
  branchIds: readonly string[],
  reading: readonly OperationId[],
): Promise<boolean> {
  const permissions = await loadAccess(context.deps.db, {
    applicationId: context.viewer.applicationId,
    userId,
  });
  return (
    permissions !== null &&
    reading.every((operation) => branchIds.every((branchId) => can(permissions, operation, branchId)))
  );
}

/**
 * Checks a schedule as its new owner (the viewer) would run it: run-report at every branch and,
 * for a standard report, the tile's operation there and the report's own rules (as running it by
 * hand), or for a custom one, its template and date column; and recipients who may see it.
 */
async function checkedSchedule(
  context: RequestContext,
  tx: Transaction,
  raw: unknown,
): Promise<Omit<ScheduleRow, 'id' | 'createdAt' | 'updatedAt'>> {
  const input = parseInput(scheduleInput, raw);
  const branchIds = [...new Set(input.branches)];
  const recipients = [...new Set(input.recipients)];
  // Running a custom template by hand takes run-report at every branch (executeCustomReport).
  await authorize(context, tx, 'run-report', { kind: 'branches', ids: branchIds });
  const timing = {
    frequency: input.frequency,
    hour: input.hour,
    dayOfWeek: input.frequency === 'WEEKLY' ? (input.dayOfWeek ?? null) : null,
    dayOfMonth: input.frequency === 'MONTHLY' ? (input.dayOfMonth ?? null) : null,
  };
  const { readOperation, ...subject } = input.report
    ? await checkedStandardReport(context, tx, { ...input, report: input.report }, branchIds, timing)
    : await checkedTemplate(context, tx, input.customTemplateId ?? '', input.dateField ?? null, branchIds);
  const reading = readingOperations(readOperation);
  const accounts = await findActiveStaffAccounts(tx, recipients);
  const known = new Map(accounts.map((account) => [account.userId, account]));
  for (const userId of recipients) {
    const account = known.get(userId);
    if (!account) throw new ValidationError({ recipients: scheduleMessages.recipientUnknown });
    if (!(await mayReceive(context, userId, branchIds, reading))) {
      // Named only to a viewer who sees them on a staff page; to anyone else an id is not a way to
      // learn a colleague's name, nor whether it is an account at all.
      const seen = await allows(
        context,
        tx,
        'view-staff-member',
        { kind: 'staff-member', id: account.personId },
        { reach: 'see' },
      );
      throw new ValidationError({
        recipients: seen
          ? scheduleMessages.recipientCannotSee(`${account.firstName} ${account.lastName}`)
          : scheduleMessages.recipientUnknown,
      });
    }
  }
  return {
    applicationId: context.viewer.applicationId,
    ...subject,
    branchIds,
    ...timing,
    format: input.format,
    recipientUserIds: recipients,
    ownerUserId: context.viewer.userId,
  };
}

/** What a schedule runs, and what its rows are (the operation reading them takes beside view-reports). */
type ScheduleSubject = Pick<ScheduleRow, 'reportName' | 'customTemplateId' | 'params'> & {
  readOperation: OperationId | null;
};

/**
 * A standard report's part of a schedule: the tile's operation at every branch, and the report's
 * own rules (spec 3 §5) on its parameters over the range of its latest period.
 */
async function checkedStandardReport(
  context: RequestContext,
  tx: Transaction,
  input: ScheduleInput & { report: StandardReportName },
  branchIds: string[],
  timing: ScheduleTiming,
): Promise<ScheduleSubject> {
  await authorize(context, tx, TILE_OPERATIONS[input.report], { kind: 'branches', ids: branchIds });
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
  return {
    reportName: input.report,
    readOperation: TILE_OPERATIONS[input.report],
    customTemplateId: null,
    params: {
      ...(input.report === 'highusage' ? { minVisit: input.minVisit ?? null } : {}),
      ...(input.report === 'membervisit'
        ? { membershipPlans: [...new Set(input.membershipPlans ?? [])] }
        : {}),
      ...(input.report === 'inbranch' ? { country: input.country ?? null } : {}),
    },
  };
}

/**
 * A custom template's part of a schedule: the template (of the organisation), what its dataset's
 * rows take at every branch (as running it by hand: executeCustomReport), and the date column each
 * run limits to its period, one the template filters by (its first when none is named).
 */
async function checkedTemplate(
  context: RequestContext,
  tx: Transaction,
  templateId: string,
  dateField: string | null,
  branchIds: string[],
): Promise<ScheduleSubject> {
  const template = await templateToSchedule(tx, templateId);
  if (template.readOperation !== null)
    await authorize(context, tx, template.readOperation, { kind: 'branches', ids: branchIds });
  const field = dateField ?? template.dateFields[0];
  if (!field || !template.dateFields.includes(field))
    throw new ValidationError({ dateField: scheduleMessages.dateFieldUnknown });
  return {
    reportName: null,
    customTemplateId: template.id,
    params: { dateField: field },
    readOperation: template.readOperation,
  };
}

/**
 * Whether the viewer sees the schedule (reportSchedules lists it): they own or receive it, or hold
 * view-reports at every branch it covers (as its result sets would be readable).
 */
function seesSchedule(context: RequestContext, schedule: ScheduleRow, seeing: ReadonlySet<string>): boolean {
  return (
    schedule.ownerUserId === context.viewer.userId ||
    schedule.recipientUserIds.includes(context.viewer.userId) ||
    schedule.branchIds.every((branchId) => seeing.has(branchId))
  );
}

const branchesSeeingReports = (context: RequestContext): ReadonlySet<string> =>
  new Set(permittedBranches(context.permissions, 'view-reports'));

/**
 * The schedule for a change: its owner may change it, and so may whoever holds manage-reports at
 * every branch it covers (a manager tidying up after someone who left). Another organisation's, an
 * unknown id and one the viewer does not see are not found alike, so a refusal never tells that a
 * schedule exists to someone it is not listed to.
 */
async function changeableSchedule(
  context: RequestContext,
  tx: Transaction,
  id: string,
): Promise<ScheduleRow> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const schedule = await findSchedule(tx, id, { lock: true });
  if (!schedule || !seesSchedule(context, schedule, branchesSeeingReports(context))) throw notFound();
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
  const templateNames = await templateNamesOf(
    tx,
    schedules.flatMap((schedule) => schedule.customTemplateId ?? []),
  );
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
    title: titleOf(schedule, templateNames),
  }));
}

/** A standard report's title, or a custom template's name (as its tile and result page show it). */
function titleOf(schedule: ScheduleRow, templateNames: ReadonlyMap<string, string>): string {
  if (schedule.customTemplateId) return templateNames.get(schedule.customTemplateId) ?? 'Custom report';
  const name = schedule.reportName ?? '';
  return STANDARD_REPORTS[name as StandardReportName]?.title ?? name;
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
  const files = await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await changeableSchedule(context, tx, id);
    const keys = await storedRunFiles(tx, { scheduleId: id });
    await deleteScheduleRow(tx, id);
    return keys;
  });
  await deleteRunFiles(context.deps.files.storage, files);
  return id;
}

/**
 * The schedules the viewer may see, with their latest runs: those they own or receive, and every
 * schedule whose branches they hold view-reports at all of (as its result sets would be readable).
 */
export async function listReportSchedules(context: RequestContext): Promise<ReportScheduleView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const seeing = branchesSeeingReports(context);
    const visible = (await listScheduleRows(tx)).filter((schedule) =>
      seesSchedule(context, schedule, seeing),
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
      if (await mayReceive(context, account.userId, branchIds, readingOperations(null)))
        allowed.push(account);
    }
    return allowed;
  });
}
