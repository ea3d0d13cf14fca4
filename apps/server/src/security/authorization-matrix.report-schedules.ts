import { createReportTemplate } from '../features/reports/custom/custom-reports.service.ts';
import { createReportSchedule } from '../features/reports/schedules/report-schedules.service.ts';
import { field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Expectations, everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Report schedules (docs/reports.md "Schedules") at Wellington. Scheduling takes what running the
 * report takes (run-report and the tile's operation at every branch): only the admin holds both
 * there. Changing or deleting one is for its owner (the admin here) or whoever holds manage-reports
 * at all its branches; another organisation's admin finds no such schedule. The emailed link is
 * public: its signed token is the credential, so a token nobody was given answers 404 to everyone.
 */
const RUN_AT_WELLINGTON: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'BRANCHES_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'BRANCHES_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

const input = (world: World) => ({
  report: 'membersignup',
  branches: [world.org.branches.wellington.id],
  frequency: 'DAILY',
  hour: 7,
  format: 'csv',
  recipients: [world.org.superAdmin.userId],
});

let templates = 0;
/** A custom template of the organisation's, saved by its admin (a fresh name each time). */
async function freshTemplate(world: World): Promise<string> {
  // Named before the first await: the actors' cells run side by side.
  templates += 1;
  const name = `Scheduled starts ${templates}`;
  const saved = await createReportTemplate(await world.server.context(world.org.superAdmin), {
    reportTemplate: {
      name,
      description: 'Memberships that started',
      dataset: { id: 'memberships' },
      dataFields: [
        { fieldName: 'lastName', filtered: false },
        { fieldName: 'startDate', filtered: true },
      ],
      groupBy: [],
      aggregations: [],
      orderBy: [],
    },
  });
  return saved.id;
}

/** A schedule of the admin's at Wellington, made for the cell (a change or delete removes it). */
async function freshSchedule(world: World): Promise<string> {
  const made = await createReportSchedule(await world.server.context(world.org.superAdmin), input(world));
  return made.schedule.id;
}

/** Who does not see a schedule (not listed to them) is told it does not exist, as another organisation. */
const CHANGE: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'REPORT_SCHEDULE_NOT_FOUND',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'REPORT_SCHEDULE_NOT_FOUND',
  superAdmin: OK,
  otherAdmin: 'REPORT_SCHEDULE_NOT_FOUND',
};

export const REPORT_SCHEDULE_ROWS: MatrixRow[] = [
  field('reportSchedules', {
    subject: "the schedules the viewer owns, receives, or whose branches' reports they see",
    document: 'query { reportSchedules { id } }',
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: OK,
      reliefDesk: 'ACCESS_DENIED',
      areaManager: OK,
      superAdmin: OK,
      otherAdmin: OK,
    },
  }),
  field('reportScheduleRecipients', {
    subject: 'who a schedule of Wellington may be sent to',
    document: 'query Q($b: [ID!]!) { reportScheduleRecipients(branches: $b) { userId } }',
    variables: (world) => ({ b: [world.org.branches.wellington.id] }),
    expect: RUN_AT_WELLINGTON,
  }),
  field('createReportSchedule', {
    subject: "Wellington's member sign up report, daily, to the admin",
    document: 'mutation M($input: ReportScheduleInput!) { createReportSchedule(input: $input) { id } }',
    variables: (world) => ({ input: input(world) }),
    expect: RUN_AT_WELLINGTON,
  }),
  field('createReportSchedule', {
    variant: 'custom template',
    subject: 'a custom template at Wellington, daily, to the admin (running it takes run-report there)',
    document: 'mutation M($input: ReportScheduleInput!) { createReportSchedule(input: $input) { id } }',
    variables: async (world) => ({
      input: { ...input(world), report: null, customTemplateId: await freshTemplate(world) },
    }),
    expect: RUN_AT_WELLINGTON,
  }),
  field('updateReportSchedule', {
    subject: "a fresh schedule of the admin's at Wellington, changed",
    document:
      'mutation M($id: ID!, $input: ReportScheduleInput!) { updateReportSchedule(id: $id, input: $input) { id } }',
    variables: async (world) => ({ id: await freshSchedule(world), input: input(world) }),
    expect: CHANGE,
  }),
  field('deleteReportSchedule', {
    subject: "a fresh schedule of the admin's at Wellington",
    document: 'mutation M($id: ID!) { deleteReportSchedule(id: $id) }',
    variables: async (world) => ({ id: await freshSchedule(world) }),
    expect: {
      ...CHANGE,
      noRole: 'REPORT_SCHEDULE_NOT_FOUND',
      frontDesk: 'REPORT_SCHEDULE_NOT_FOUND',
      reliefDesk: 'REPORT_SCHEDULE_NOT_FOUND',
    },
  }),
];

const UNKNOWN_TOKEN = `${'A'.repeat(48)}.${'A'.repeat(22)}`;

export const REPORT_SCHEDULE_REST_ROWS: MatrixRow[] = [
  route('GET /reporting/v1/scheduled-reports/:token', {
    subject: "a scheduled report's link nobody was given (public: the signed token is the credential)",
    request: async () => ({ method: 'GET', url: `/reporting/v1/scheduled-reports/${UNKNOWN_TOKEN}` }),
    expect: everyone('HTTP 404'),
  }),
];
