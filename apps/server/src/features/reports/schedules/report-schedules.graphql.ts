import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  listScheduleRecipients,
  type ReportScheduleView,
  type ScheduleRunRow,
  type StaffAccount,
  updateReportSchedule,
} from './report-schedules.service.ts';

const idArg = z.string().max(100);

const ReportScheduleFrequencyEnum = builder.enumType('ReportScheduleFrequency', {
  description: "How often a schedule runs, in the organisation's zone.",
  values: ['DAILY', 'WEEKLY', 'MONTHLY'] as const,
});
const ReportScheduleFormatEnum = builder.enumType('ReportScheduleFormat', {
  description: 'The file the link downloads.',
  values: ['csv', 'xlsx'] as const,
});

const StaffAccountRef = builder.objectRef<StaffAccount>('ReportScheduleRecipient').implement({
  description: 'A staff account a scheduled report may be sent to.',
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'The account (user) id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    hasEmail: t.boolean({
      description: 'Whether the staff member has an email address.',
      resolve: (a) => !!a.email,
    }),
  }),
});

const ReportScheduleRunRef = builder.objectRef<ScheduleRunRow>('ReportScheduleRun').implement({
  description: 'One run of a schedule: the period it covered and how it went.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The run id.' }),
    period: t.exposeString('period', { description: 'The local date of the occurrence (YYYY-MM-DD).' }),
    rangeStart: t.exposeString('rangeStart', { description: 'First day reported (YYYY-MM-DD).' }),
    rangeEnd: t.exposeString('rangeEnd', { description: 'Last day reported (YYYY-MM-DD).' }),
    status: t.exposeString('status', { description: 'OK or FAILED.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it failed.' }),
    rowCount: t.exposeInt('rowCount', { nullable: true, description: 'Rows in the file.' }),
    recipientsEmailed: t.exposeInt('recipientsEmailed', {
      description: 'Recipients the link was emailed to.',
    }),
    ranAt: t.string({ description: 'When it ran (ISO instant).', resolve: (run) => run.ranAt.toISOString() }),
  }),
});

const ReportScheduleRef = builder.objectRef<ReportScheduleView>('ReportSchedule').implement({
  description:
    'A standard or custom report run on a schedule and emailed to staff (docs/reports.md "Schedules").',
  fields: (t) => ({
    id: t.id({ description: 'The schedule id.', resolve: (v) => v.schedule.id }),
    report: t.string({
      nullable: true,
      description: 'The standard report (its page name, e.g. membersignup); null for a custom report.',
      resolve: (v) => v.schedule.reportName,
    }),
    customTemplateId: t.id({
      nullable: true,
      description: 'The custom report template; null for a standard report.',
      resolve: (v) => v.schedule.customTemplateId,
    }),
    dateField: t.string({
      nullable: true,
      description: "A custom report: the template's date column each run limits to its period.",
      resolve: (v) => v.schedule.params.dateField ?? null,
    }),
    title: t.string({
      description: "The standard report's title, or the custom template's name.",
      resolve: (v) => v.title,
    }),
    branches: t.idList({ description: 'The branches it covers.', resolve: (v) => v.schedule.branchIds }),
    minVisit: t.int({
      nullable: true,
      description: 'High usage: the minimum visits.',
      resolve: (v) => v.schedule.params.minVisit ?? null,
    }),
    membershipPlans: t.idList({
      nullable: true,
      description: 'Member visit: the plans.',
      resolve: (v) => v.schedule.params.membershipPlans ?? null,
    }),
    country: t.string({
      nullable: true,
      description: 'In-branch payment: the country.',
      resolve: (v) => v.schedule.params.country ?? null,
    }),
    frequency: t.field({
      type: ReportScheduleFrequencyEnum,
      description: 'How often.',
      resolve: (v) => v.schedule.frequency,
    }),
    hour: t.int({
      description: "The hour (0–23) in the organisation's zone.",
      resolve: (v) => v.schedule.hour,
    }),
    dayOfWeek: t.int({
      nullable: true,
      description: 'WEEKLY: 1 (Monday) to 7.',
      resolve: (v) => v.schedule.dayOfWeek,
    }),
    dayOfMonth: t.int({
      nullable: true,
      description: 'MONTHLY: 1 to 28.',
      resolve: (v) => v.schedule.dayOfMonth,
    }),
    format: t.field({
      type: ReportScheduleFormatEnum,
      description: 'csv or xlsx.',
      resolve: (v) => v.schedule.format,
    }),
    recipients: t.field({
      type: [StaffAccountRef],
      description: 'Who it is emailed to.',
      resolve: (v) => v.recipients,
    }),
    owner: t.field({
      type: StaffAccountRef,
      nullable: true,
      description: 'Whose rights it runs with.',
      resolve: (v) => v.owner,
    }),
    runs: t.field({
      type: [ReportScheduleRunRef],
      description: 'The latest runs, newest first.',
      resolve: (v) => v.runs,
    }),
  }),
});

const ReportScheduleInputRef = builder.inputType('ReportScheduleInput', {
  description:
    'A schedule of a standard report (report) or of a custom template (customTemplateId): exactly one.',
  fields: (t) => ({
    report: t.string({ required: false, validate: z.string().max(40) }),
    customTemplateId: t.id({ required: false, validate: z.string().max(100) }),
    dateField: t.string({ required: false, validate: z.string().max(100) }),
    branches: t.idList({ required: true, validate: z.array(z.string().max(100)).max(2000) }),
    minVisit: t.int({ required: false }),
    membershipPlans: t.idList({ required: false, validate: z.array(z.string().max(100)).max(500) }),
    country: t.string({ required: false, validate: z.string().max(2) }),
    frequency: t.field({ type: ReportScheduleFrequencyEnum, required: true }),
    hour: t.int({ required: true }),
    dayOfWeek: t.int({ required: false }),
    dayOfMonth: t.int({ required: false }),
    format: t.field({ type: ReportScheduleFormatEnum, required: true }),
    recipients: t.idList({ required: true, validate: z.array(z.string().max(100)).max(200) }),
  }),
});

/** The report schedule fields (docs/reports.md "Schedules"). */
export function registerReportScheduleFields(): void {
  builder.queryFields((t) => ({
    reportSchedules: t.field({
      type: [ReportScheduleRef],
      description:
        'The schedules the viewer owns or receives, and those of branches where they hold view-reports, with their latest runs.',
      ...requires('view-reports', 'any-branch'),
      resolve: (_root, _args, context) => listReportSchedules(requestContext(context)),
    }),
    reportScheduleRecipients: t.field({
      type: [StaffAccountRef],
      description:
        'Staff accounts that hold view-reports at every branch named (who a schedule of them may be sent to). run-report at every branch.',
      ...requires('run-report', 'branches'),
      args: { branches: t.arg.idList({ required: true, validate: z.array(z.uuid()).min(1).max(2000) }) },
      resolve: (_root, args, context) =>
        listScheduleRecipients(requestContext(context), args.branches.map(String)),
    }),
  }));
  builder.mutationFields((t) => ({
    createReportSchedule: t.field({
      type: ReportScheduleRef,
      description:
        "Schedules a standard report (run-report and the report's tile operation at every branch) or a custom template (run-report at every branch), as running it; recipients must hold view-reports there.",
      ...requires('run-report', 'branches'),
      args: { input: t.arg({ type: ReportScheduleInputRef, required: true }) },
      resolve: (_root, args, context) => createReportSchedule(requestContext(context), toInput(args.input)),
    }),
    updateReportSchedule: t.field({
      type: ReportScheduleRef,
      description:
        'Changes a schedule (its owner, or manage-reports at all its branches) and makes the viewer its owner: the same checks as creating it.',
      ...requires('run-report', 'branches', { also: [{ operation: 'manage-reports', subject: 'branches' }] }),
      args: {
        id: t.arg.id({ required: true, validate: idArg }),
        input: t.arg({ type: ReportScheduleInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        updateReportSchedule(requestContext(context), String(args.id), toInput(args.input)),
    }),
    deleteReportSchedule: t.id({
      description:
        'Deletes a schedule and its run history: its owner, or manage-reports at all its branches.',
      ...requires('manage-reports', 'branches', { selfAllowed: true }),
      args: { id: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => deleteReportSchedule(requestContext(context), String(args.id)),
    }),
  }));
}

interface ScheduleArgs {
  report?: string | null;
  customTemplateId?: string | number | null;
  dateField?: string | null;
  branches: readonly (string | number)[];
  minVisit?: number | null;
  membershipPlans?: readonly (string | number)[] | null;
  country?: string | null;
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  hour: number;
  dayOfWeek?: number | null;
  dayOfMonth?: number | null;
  format: 'csv' | 'xlsx';
  recipients: readonly (string | number)[];
}

function toInput(input: ScheduleArgs) {
  return {
    ...input,
    customTemplateId: input.customTemplateId == null ? null : String(input.customTemplateId),
    branches: input.branches.map(String),
    membershipPlans: input.membershipPlans?.map(String) ?? null,
    recipients: input.recipients.map(String),
  };
}
