import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../platform/auth/access-tokens.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../../testing/test-server.ts';
import { billingClock } from '../../billing/public.ts';
import { makeMembership } from '../../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import {
  createReportTemplate,
  deleteReportTemplate,
  type ReportTemplateView,
  updateReportTemplate,
} from '../custom/custom-reports.service.ts';
import { runDueSchedules, type ScheduleRunEnvironment } from './schedule-run.ts';
import { SCHEDULED_REPORT_PATH, scheduledReportSigner } from './scheduled-report-links.ts';

/*
 * One Auckland sign-up on 10 March 2026 (NZ). A daily membersignup schedule at 09:00 Auckland
 * runs on 11 March for 10 March; a second schedule, whose owner holds no role, fails and is
 * recorded, and the first is still sent.
 */
let server: TestServer;
let org: OrganisationScenario;
let env: ScheduleRunEnvironment;

const SCHEDULE_FIELDS = `id report customTemplateId dateField title branches frequency hour dayOfWeek dayOfMonth format
  recipients { userId firstName } owner { userId } runs { period rangeStart rangeEnd status reason rowCount recipientsEmailed }`;

const CREATE = `mutation Create($input: ReportScheduleInput!) { createReportSchedule(input: $input) { ${SCHEDULE_FIELDS} } }`;

interface ScheduleAnswer {
  id: string;
  runs: {
    period: string;
    status: string;
    reason: string | null;
    rowCount: number | null;
    recipientsEmailed: number;
  }[];
}

const input = (overrides: Record<string, unknown> = {}) => ({
  report: 'membersignup',
  branches: [org.branches.auckland.id],
  frequency: 'DAILY',
  hour: 9,
  format: 'csv',
  recipients: [org.branchManager.userId, org.superAdmin.userId],
  ...overrides,
});

async function create(viewer: StaffUser, overrides: Record<string, unknown> = {}) {
  const answer = await server.graphql<{ createReportSchedule: ScheduleAnswer }>(viewer, CREATE, {
    input: input(overrides),
  });
  const error = answer.errors?.[0];
  return {
    schedule: answer.data?.createReportSchedule,
    error: error ? { code: error.extensions?.code, message: error.message } : undefined,
  };
}

/** Schedules made now stand from New Year, so an occurrence in March is theirs. */
async function backdate(id: string) {
  await withTenant(server.deps.db, org.applicationId, (tx) =>
    tx.execute(sql`update report_schedules set created_at = '2026-01-01T00:00:00Z' where id = ${id}`),
  );
}

async function scheduledEmails() {
  const { rows } = await server.db.pools.owner.query<{
    to_address: string;
    subject: string;
    text_body: string;
  }>(
    `select to_address, subject, text_body from outbound_emails
      where application_id = $1 and reference like 'report-schedule:%' order by to_address, subject`,
    [org.applicationId],
  );
  return rows;
}

// 09:30 on 11 March in Auckland (+13:00).
const ELEVENTH = Temporal.Instant.from('2026-03-10T20:30:00Z');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  billingClock.set('2026-03-11');
  const keys = await loadSigningKeys(server.db.pools.owner);
  env = { deps: server.deps, storage: server.deps.files.storage, signer: scheduledReportSigner(keys) };
  const auckland = org.branches.auckland.id;
  await org.build(async (tx) => {
    // The organisation's zone is its first branch's: Auckland's here (the scenario makes them at once).
    await tx.execute(
      sql`update branches set created_at = created_at - interval '1 day' where id = ${auckland}`,
    );
    const plan = await makeMembershipPlan(tx, { name: 'Gold', country: 'NZ' });
    const option = await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [auckland] });
    const alice = await makePerson(tx, { firstName: 'Alice', lastName: 'Signup', homeBranchId: auckland });
    await makeMembership(tx, {
      personId: alice.id,
      branchId: auckland,
      membershipPlanId: plan.id,
      paymentOptionId: option.id,
      createdAt: new Date('2026-03-10T02:00:00Z'),
      startDate: '2026-03-10',
    });
  });
});
afterAll(async () => {
  billingClock.set(null);
  await server.close();
});

describe('report schedules', () => {
  it('who may schedule a report, and to whom: the rules of running it, recipients who may see it', async () => {
    // The area manager cannot see Auckland's reports. The Auckland manager does not see them on a
    // staff page either (they work in Australia), so the refusal does not name them: it is the
    // answer to an id that is no account, the same for someone never employed (no.role).
    const refusedRecipient = await create(org.branchManager, { recipients: [org.areaManager.userId] });
    expect(refusedRecipient.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Choose staff of the organisation who can sign in',
    });
    const unknownAccount = await create(org.branchManager, {
      recipients: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownAccount.error).toEqual(refusedRecipient.error);
    // The super admin sees every staff member, so is told who cannot see the branches.
    const namedToAdmin = await create(org.superAdmin, { recipients: [org.areaManager.userId] });
    expect(namedToAdmin.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: "Alex Area cannot see this report's branches",
    });
    const notTheirs = await create(org.areaManager, { recipients: [org.areaManager.userId] });
    expect(notTheirs.error?.code).toBe('BRANCHES_ACCESS_DENIED');
    const noDay = await create(org.branchManager, { frequency: 'WEEKLY' });
    expect(noDay.error?.message).toBe('Choose the day of the week');
    const noMinimum = await create(org.branchManager, { report: 'highusage' });
    expect(noMinimum.error?.message).toBe('A number greater than 0 is required');
    // In-branch payment over New Zealand and Australia at once: two currencies, as when run by hand.
    const twoCountries = await create(org.superAdmin, {
      report: 'inbranch',
      branches: [org.branches.auckland.id, org.branches.sydney.id],
      recipients: [org.superAdmin.userId],
    });
    expect(twoCountries.error?.message).toBe(
      'Choose a country first: these branches are in more than one country',
    );
    // Someone who opens Auckland's reports but may not see its sales does not receive its payments.
    const reporter = await org.build(async (tx) => {
      await makeRole(tx, { id: 'reporter', name: 'Reporter', operations: ['view-reports', 'run-report'] });
      return makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        firstName: 'Rita',
        lastName: 'Reporter',
        roles: [{ roleId: 'reporter', scope: { branchId: org.branches.auckland.id } }],
      });
    });
    const salesToReporter = await create(org.branchManager, {
      report: 'inbranch',
      country: 'NZ',
      recipients: [reporter.userId],
    });
    expect(salesToReporter.error?.message).toBe("Rita Reporter cannot see this report's branches");
    const signUpsToReporter = await create(org.branchManager, { recipients: [reporter.userId] });
    expect(signUpsToReporter.error).toBeUndefined();
    await server.graphql(org.branchManager, 'mutation D($id: ID!) { deleteReportSchedule(id: $id) }', {
      id: signUpsToReporter.schedule?.id,
    });
    const noRecipient = await create(org.branchManager, { recipients: [] });
    expect(noRecipient.error?.message).toBe('Choose at least one recipient');
    const monthly = await create(org.branchManager, { frequency: 'MONTHLY', dayOfMonth: 1, format: 'xlsx' });
    expect(monthly.error).toBeUndefined();
    expect(monthly.schedule).toMatchObject({ frequency: 'MONTHLY', dayOfMonth: 1, format: 'xlsx', runs: [] });
    const recipients = await server.graphql<{ reportScheduleRecipients: { firstName: string }[] }>(
      org.branchManager,
      'query R($b: [ID!]!) { reportScheduleRecipients(branches: $b) { firstName } }',
      { b: [org.branches.auckland.id] },
    );
    const names = recipients.data?.reportScheduleRecipients.map((r) => r.firstName) ?? [];
    expect(names).toContain('Bea');
    expect(names).toContain('Sam');
    expect(names).not.toContain('Alex');
    // Tidy: the monthly one is the owner's to delete. The area manager does not see Auckland's
    // reports, so to them it is not found, as an id naming nothing; Rita sees it (view-reports at
    // Auckland) but may not manage reports there.
    const id = monthly.schedule?.id ?? '';
    const remove = (viewer: StaffUser, scheduleId: string) =>
      server.graphql(viewer, 'mutation D($id: ID!) { deleteReportSchedule(id: $id) }', { id: scheduleId });
    const hidden = await remove(org.areaManager, id);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('REPORT_SCHEDULE_NOT_FOUND');
    const unknown = await remove(org.areaManager, '00000000-0000-4000-8000-000000000000');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('REPORT_SCHEDULE_NOT_FOUND');
    const denied = await remove(reporter, id);
    expect(denied.errors?.[0]?.extensions?.code).toBe('REPORT_SCHEDULE_MANAGE_DENIED');
    const deleted = await server.graphql(
      org.branchManager,
      'mutation D($id: ID!) { deleteReportSchedule(id: $id) }',
      {
        id,
      },
    );
    expect(deleted.data).toEqual({ deleteReportSchedule: id });
  });

  it('a due schedule is sent once per period, and one that fails is recorded without stopping the others', async () => {
    const failing = await create(org.branchManager, { report: 'membership' });
    const daily = await create(org.branchManager);
    // 11 March 2026 is a Wednesday: the week of 4–10 March, as an Excel file, to the owner only.
    const weekly = await create(org.branchManager, {
      frequency: 'WEEKLY',
      dayOfWeek: 3,
      format: 'xlsx',
      recipients: [org.branchManager.userId],
    });
    const failingId = failing.schedule?.id ?? '';
    const weeklyId = weekly.schedule?.id ?? '';
    await backdate(weeklyId);
    const dailyId = daily.schedule?.id ?? '';
    await backdate(failingId);
    await backdate(dailyId);
    // The failing schedule's owner has since lost every role: the run is refused as theirs.
    await withTenant(server.deps.db, org.applicationId, (tx) =>
      tx.execute(
        sql`update report_schedules set owner_user_id = ${org.noRole.userId} where id = ${failingId}`,
      ),
    );

    const first = await runDueSchedules(env, org.applicationId, ELEVENTH);
    expect(first).toEqual({ sent: 2, failed: 1, notDue: 0 });
    const again = await runDueSchedules(env, org.applicationId, ELEVENTH.add({ minutes: 15 }));
    expect(again).toEqual({ sent: 0, failed: 0, notDue: 3 });

    const emails = await scheduledEmails();
    expect(emails.map((email) => [email.to_address, email.subject])).toEqual([
      [`branch.manager@${org.domain}.example.com`, 'Member sign up report for 10 Mar 2026'],
      [`branch.manager@${org.domain}.example.com`, 'Member sign up report for 4 Mar 2026 to 10 Mar 2026'],
      [`super.admin@${org.domain}.example.com`, 'Member sign up report for 10 Mar 2026'],
    ]);
    const linkOf = (body: string | undefined) =>
      /https?:\/\/\S+scheduled-reports\/\S+/.exec(body ?? '')?.[0] ?? '';
    const workbook = await server.app.inject({
      method: 'GET',
      url: linkOf(emails[1]?.text_body).slice(TEST_PUBLIC_URL.length),
    });
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toContain(
      'Member sign up report 2026-03-04 to 2026-03-10.xlsx',
    );
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const link = linkOf(emails[0]?.text_body);
    expect(link.startsWith(`${TEST_PUBLIC_URL}${SCHEDULED_REPORT_PATH}/`)).toBe(true);
    const file = await server.app.inject({ method: 'GET', url: link.slice(TEST_PUBLIC_URL.length) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('Member sign up report 2026-03-10.csv');
    expect(file.body).toContain('Alice Signup');

    const list = await server.graphql<{ reportSchedules: ScheduleAnswer[] }>(
      org.superAdmin,
      `query { reportSchedules { ${SCHEDULE_FIELDS} } }`,
    );
    const runsOf = (id: string) => list.data?.reportSchedules.find((s) => s.id === id)?.runs;
    expect(runsOf(dailyId)).toEqual([
      {
        period: '2026-03-11',
        rangeStart: '2026-03-10',
        rangeEnd: '2026-03-10',
        status: 'OK',
        reason: null,
        rowCount: 1,
        recipientsEmailed: 2,
      },
    ]);
    expect(runsOf(failingId)).toEqual([
      expect.objectContaining({
        period: '2026-03-11',
        status: 'FAILED',
        rowCount: null,
        recipientsEmailed: 0,
      }),
    ]);
    expect(runsOf(failingId)?.[0]?.reason).toMatch(/permission/i);
  });

  it('a link that was forged or has expired gives no file', async () => {
    const keys = await loadSigningKeys(server.db.pools.owner);
    const signer = scheduledReportSigner(keys);
    const forged = await server.app.inject({
      method: 'GET',
      url: `${SCHEDULED_REPORT_PATH}/abc.${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    const expired = signer.sign({
      applicationId: org.applicationId,
      runId: '00000000-0000-4000-8000-000000000001',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const answer = await server.app.inject({ method: 'GET', url: `${SCHEDULED_REPORT_PATH}/${expired}` });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toMatchObject({ errors: [{ message: expect.stringContaining('expired') }] });
  });
});

let templates = 0;
/** A template over memberships, as the Reporting API saves it: names, plan, and two date columns. */
async function membershipsTemplate(
  dataFields = [
    { fieldName: 'firstName', filtered: false },
    { fieldName: 'lastName', filtered: false },
    { fieldName: 'membershipPlan', filtered: false },
    { fieldName: 'startDate', filtered: true },
    { fieldName: 'endDate', filtered: true },
  ],
): Promise<ReportTemplateView> {
  templates += 1;
  const name = `Starts ${templates}`;
  return createReportTemplate(await server.context(org.superAdmin), {
    reportTemplate: {
      name,
      description: 'Memberships that started',
      dataset: { id: 'memberships' },
      dataFields,
      groupBy: [],
      aggregations: [],
      orderBy: [{ fieldName: 'lastName', order: 'ASC' }],
    },
  });
}

/** A custom schedule of `template` (no standard report), daily at 09:00 to the branch manager. */
const custom = (template: ReportTemplateView, overrides: Record<string, unknown> = {}) => ({
  report: null,
  customTemplateId: template.id,
  dateField: 'startDate',
  recipients: [org.branchManager.userId],
  ...overrides,
});

describe('schedules of custom report templates', () => {
  it('schedules a saved template by its id and date column, shown by its name; checks both', async () => {
    const template = await membershipsTemplate();
    const made = await create(org.branchManager, custom(template));
    expect(made.error).toBeUndefined();
    expect(made.schedule).toMatchObject({
      report: null,
      customTemplateId: template.id,
      dateField: 'startDate',
      title: template.name,
      runs: [],
    });
    // No column named: the template's first date column.
    const first = await create(org.branchManager, custom(template, { dateField: null }));
    expect(first.schedule).toMatchObject({ dateField: 'startDate' });
    const notDate = await create(org.branchManager, custom(template, { dateField: 'membershipPlan' }));
    expect(notDate.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Choose a date column this custom report filters by',
    });
    const both = await create(org.branchManager, custom(template, { report: 'membersignup' }));
    expect(both.error?.message).toBe('Choose one report: a standard report or a custom one');
    const unknown = await create(
      org.branchManager,
      custom(template, { customTemplateId: '00000000-0000-4000-8000-000000000042' }),
    );
    expect(unknown.error?.code).toBe('CUSTOM_REPORT_TEMPLATE_NOT_FOUND');
    const listed = await server.graphql<{ reportSchedules: { id: string; title: string }[] }>(
      org.branchManager,
      'query { reportSchedules { id title } }',
    );
    expect(listed.data?.reportSchedules).toContainEqual({ id: made.schedule?.id, title: template.name });
  });

  it('is refused without what running the template takes: run-report at every branch', async () => {
    const template = await membershipsTemplate();
    // The branch manager runs reports at Auckland only; the area manager not at Auckland.
    const twoBranches = await create(
      org.branchManager,
      custom(template, { branches: [org.branches.auckland.id, org.branches.wellington.id] }),
    );
    expect(twoBranches.error?.code).toBe('BRANCHES_ACCESS_DENIED');
    const notTheirs = await create(
      org.areaManager,
      custom(template, { recipients: [org.areaManager.userId] }),
    );
    expect(notTheirs.error?.code).toBe('BRANCHES_ACCESS_DENIED');
  });

  it("goes only to recipients who may see what the template's dataset's rows are", async () => {
    // Opens Auckland's reports and runs them, without view-member: memberships are members' details.
    const reader = await org.build(async (tx) => {
      await makeRole(tx, {
        id: 'template-reader',
        name: 'Template reader',
        operations: ['view-reports', 'run-report'],
      });
      return makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        firstName: 'Tess',
        lastName: 'Reader',
        roles: [{ roleId: 'template-reader', scope: { branchId: org.branches.auckland.id } }],
      });
    });
    const template = await membershipsTemplate();
    const toReader = await create(org.branchManager, custom(template, { recipients: [reader.userId] }));
    expect(toReader.error?.message).toBe("Tess Reader cannot see this report's branches");
    const byReader = await create(reader, custom(template, { recipients: [org.branchManager.userId] }));
    expect(byReader.error?.code).toBe('BRANCHES_ACCESS_DENIED');
  });

  it("a run writes the template's rows of the period just ended and emails the link", async () => {
    const auckland = org.branches.auckland.id;
    await org.build(async (tx) => {
      const plan = await makeMembershipPlan(tx, { name: 'Silver', country: 'NZ' });
      const option = await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [auckland] });
      const bob = await makePerson(tx, { firstName: 'Bob', lastName: 'Earlier', homeBranchId: auckland });
      await makeMembership(tx, {
        personId: bob.id,
        branchId: auckland,
        membershipPlanId: plan.id,
        paymentOptionId: option.id,
        createdAt: new Date('2026-03-08T22:00:00Z'),
        startDate: '2026-03-09',
      });
    });
    const template = await membershipsTemplate();
    const made = await create(org.branchManager, custom(template));
    const id = made.schedule?.id ?? '';
    await backdate(id);

    const summary = await runDueSchedules(env, org.applicationId, ELEVENTH);
    expect(summary).toMatchObject({ sent: 1, failed: 0 });
    const emails = (await scheduledEmails()).filter((email) => email.subject.startsWith(template.name));
    expect(emails.map((email) => [email.to_address, email.subject])).toEqual([
      [`branch.manager@${org.domain}.example.com`, `${template.name} for 10 Mar 2026`],
    ]);
    const link = /https?:\/\/\S+scheduled-reports\/\S+/.exec(emails[0]?.text_body ?? '')?.[0] ?? '';
    const file = await server.app.inject({ method: 'GET', url: link.slice(TEST_PUBLIC_URL.length) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${template.name} 2026-03-10.csv`);
    // Alice started on 10 March (the period); Bob on the 9th is not in it.
    expect(file.body).toContain('Alice');
    expect(file.body).toContain('Signup');
    expect(file.body).not.toContain('Bob');
    const list = await server.graphql<{ reportSchedules: ScheduleAnswer[] }>(
      org.branchManager,
      `query { reportSchedules { ${SCHEDULE_FIELDS} } }`,
    );
    expect(list.data?.reportSchedules.find((schedule) => schedule.id === id)?.runs).toEqual([
      {
        period: '2026-03-11',
        rangeStart: '2026-03-10',
        rangeEnd: '2026-03-10',
        status: 'OK',
        reason: null,
        rowCount: 1,
        recipientsEmailed: 1,
      },
    ]);
  });

  it('a deleted template takes its own schedules with it, and a changed one fails only its own run', async () => {
    const [deleted, changed, kept] = [
      await membershipsTemplate(),
      await membershipsTemplate(),
      await membershipsTemplate(),
    ];
    const ids: string[] = [];
    for (const template of [deleted, changed, kept]) {
      const made = await create(org.branchManager, custom(template));
      ids.push(made.schedule?.id ?? '');
    }
    for (const id of ids) await backdate(id);
    const admin = await server.context(org.superAdmin);
    await deleteReportTemplate(admin, deleted.id);
    // The start date is no longer a column of the template: a run cannot limit it to the period.
    await updateReportTemplate(admin, changed.id, {
      reportTemplate: {
        name: changed.name,
        description: changed.description,
        dataset: changed.dataset,
        dataFields: changed.dataFields.filter((column) => column.fieldName !== 'startDate'),
        groupBy: [],
        aggregations: [],
        orderBy: changed.orderBy,
      },
    });

    const summary = await runDueSchedules(env, org.applicationId, ELEVENTH);
    expect(summary).toMatchObject({ sent: 1, failed: 1 });
    const list = await server.graphql<{ reportSchedules: ScheduleAnswer[] }>(
      org.branchManager,
      `query { reportSchedules { ${SCHEDULE_FIELDS} } }`,
    );
    const runsOf = (id: string | undefined) =>
      list.data?.reportSchedules.find((schedule) => schedule.id === id)?.runs;
    expect(list.data?.reportSchedules.map((schedule) => schedule.id)).not.toContain(ids[0]);
    expect(runsOf(ids[1])).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        reason: 'startDate is not a date column of this report',
        recipientsEmailed: 0,
      }),
    ]);
    expect(runsOf(ids[2])).toEqual([expect.objectContaining({ status: 'OK', rowCount: 1 })]);
  });

  it('deleting a schedule, or the template it reports, deletes the files its runs stored', async () => {
    const [byHand, withTemplate] = [await membershipsTemplate(), await membershipsTemplate()];
    const ids: string[] = [];
    for (const template of [byHand, withTemplate]) {
      const made = await create(org.branchManager, custom(template));
      ids.push(made.schedule?.id ?? '');
    }
    for (const id of ids) await backdate(id);
    await runDueSchedules(env, org.applicationId, ELEVENTH);
    const keys: string[] = [];
    for (const id of ids) {
      const { rows } = await server.db.pools.owner.query<{ storage_key: string }>(
        'select storage_key from report_schedule_runs where schedule_id = $1 and storage_key is not null',
        [id],
      );
      keys.push(...rows.map((row) => row.storage_key));
    }
    const stored = async () => {
      const found: string[] = [];
      for (const key of keys) {
        const file = await env.storage.get(key);
        file?.body.destroy();
        if (file) found.push(key);
      }
      return found;
    };
    expect(keys).toHaveLength(2);
    expect(await stored()).toEqual(keys);

    const deleted = await server.graphql(
      org.branchManager,
      'mutation D($id: ID!) { deleteReportSchedule(id: $id) }',
      { id: ids[0] },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await stored()).toEqual([keys[1]]);
    await deleteReportTemplate(await server.context(org.superAdmin), withTemplate.id);
    expect(await stored()).toEqual([]);
  });
});
