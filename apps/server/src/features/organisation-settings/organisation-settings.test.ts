import { DEFAULT_MINIMUM_AGE_SETTINGS, todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembership } from '../memberships/memberships.testing.ts';
import { enqueueOverdueAssessments } from '../memberships/overdue-control.jobs.ts';
import { assessOverdueBlocking } from '../memberships/public.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { readOrganisationSettings } from './organisation-settings.repository.ts';

let server: TestServer;
/** PAYSMART (the default provider): overdue settings are refused. */
let paysmart: OrganisationScenario;
/** DEBITSUCCESS: overdue control available. */
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  paysmart = await organisationScenario(server, { billingProvider: 'PAYSMART' });
  org = await organisationScenario(server, { billingProvider: 'DEBITSUCCESS' });
});
afterAll(() => server.close());

const READ_MEMBERSHIP = `query S($b: ID) { getMembershipSettings(branchId: $b) {
  selfServeRequirements { minimumAge { warn warnBelowAge restrict restrictBelowAge } } } }`;
const UPDATE_MEMBERSHIP = `mutation U($i: MembershipSettingsInput!) { updateMembershipSettings(input: $i) {
  selfServeRequirements { minimumAge { warn warnBelowAge restrict restrictBelowAge } } } }`;
const READ_CONFIG = `query C($b: ID!) { getApplicationConfigSettings(branchId: $b) {
  billingProvider overdueAssessmentSettings { enabled maximumOverdueAmount gracePeriodInDays } } }`;
const UPDATE_OVERDUE = `mutation O($i: OverdueAssessmentSettingsInput!) { updateOverdueAssessmentSettings(input: $i) {
  enabled maximumOverdueAmount gracePeriodInDays } }`;

const minimumAge = (age: Record<string, unknown>) => ({
  i: {
    selfServeRequirements: {
      minimumAge: { warn: true, warnBelowAge: 18, restrict: true, restrictBelowAge: 16, ...age },
    },
  },
});

describe('member website settings (spec 3 §5)', () => {
  it('reads the defaults before anything is saved: warn off / 18, restrict off / 16', async () => {
    const response = await server.graphql(paysmart.superAdmin, READ_MEMBERSHIP, { b: null });
    expect(response.data).toEqual({
      getMembershipSettings: { selfServeRequirements: { minimumAge: DEFAULT_MINIMUM_AGE_SETTINGS } },
    });
  });

  it('saves the minimum age for the organisation, read back at organisation level and at a branch', async () => {
    const saved = await server.graphql(
      paysmart.superAdmin,
      UPDATE_MEMBERSHIP,
      minimumAge({ warnBelowAge: 21 }),
    );
    const expected = { warn: true, warnBelowAge: 21, restrict: true, restrictBelowAge: 16 };
    expect(saved.data).toEqual({
      updateMembershipSettings: { selfServeRequirements: { minimumAge: expected } },
    });
    const organisation = await server.graphql(paysmart.superAdmin, READ_MEMBERSHIP, {});
    expect(organisation.data).toEqual({
      getMembershipSettings: { selfServeRequirements: { minimumAge: expected } },
    });
    const branch = await server.graphql(paysmart.frontDesk, READ_MEMBERSHIP, {
      b: paysmart.branches.wellington.id,
    });
    expect(branch.data).toEqual({
      getMembershipSettings: { selfServeRequirements: { minimumAge: expected } },
    });
    // Another organisation keeps its own (defaults).
    const other = await server.graphql(org.superAdmin, READ_MEMBERSHIP, {});
    expect(other.data).toEqual({
      getMembershipSettings: { selfServeRequirements: { minimumAge: DEFAULT_MINIMUM_AGE_SETTINGS } },
    });
  });

  it.each([
    [{ restrictBelowAge: 100 }, 'restrictBelowAge', 'Restrict below age cannot exceed 99'],
    [{ warnBelowAge: 100 }, 'warnBelowAge', 'Warn below age cannot exceed 99'],
    [{ warnBelowAge: 16 }, 'warnBelowAge', 'Warn below age must be greater than restrict below age'],
    [{ restrictBelowAge: 0 }, 'restrictBelowAge', 'Restrict below age must be greater than 0'],
    [{ warnBelowAge: null }, 'warnBelowAge', 'Warn below age is required'],
    [{ warn: null }, 'warn', 'Warn is required'],
    [{ restrict: null }, 'restrict', 'Restrict is required'],
  ])('refuses %j with "%s: %s" and saves nothing', async (change, path, message) => {
    const before = await server.graphql(paysmart.superAdmin, READ_MEMBERSHIP, {});
    const response = await server.graphql(paysmart.superAdmin, UPDATE_MEMBERSHIP, minimumAge(change));
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [`selfServeRequirements.minimumAge.${path}`]: message },
    });
    expect((await server.graphql(paysmart.superAdmin, READ_MEMBERSHIP, {})).data).toEqual(before.data);
  });

  it('is refused to staff without the settings permission on every branch', async () => {
    for (const staff of [paysmart.frontDesk, paysmart.branchManager, paysmart.areaManager, paysmart.noRole]) {
      const update = await server.graphql(staff, UPDATE_MEMBERSHIP, minimumAge({}));
      expect(update.errors?.[0]?.extensions?.code).toMatch(/ACCESS_DENIED$/);
      const read = await server.graphql(staff, READ_MEMBERSHIP, {});
      expect(read.errors?.[0]?.extensions?.code).toMatch(/ACCESS_DENIED$/);
    }
  });
});

describe('the settings permission', () => {
  it('must be held on every branch, not on some', async () => {
    const manager = await org.build(async (tx) => {
      await makeRole(tx, {
        id: 'settings-wellington',
        name: 'Settings at Wellington',
        operations: ['manage-organization-settings'],
      });
      return makeStaffUser(tx, {
        homeBranchId: org.branches.wellington.id,
        roles: [{ roleId: 'settings-wellington', scope: { branchId: org.branches.wellington.id } }],
      });
    });
    const update = await server.graphql(manager, UPDATE_MEMBERSHIP, minimumAge({}));
    expect(update.errors?.[0]?.extensions?.code).toBe('ORGANISATION_SETTINGS_ACCESS_DENIED');
    const read = await server.graphql(manager, READ_MEMBERSHIP, {});
    expect(read.errors?.[0]?.extensions?.code).toBe('ORGANISATION_SETTINGS_ACCESS_DENIED');
    const overdue = await server.graphql(manager, UPDATE_OVERDUE, {
      i: { enabled: true, maximumOverdueAmount: 0, gracePeriodInDays: 0 },
    });
    expect(overdue.errors?.[0]?.extensions?.code).toBe('ORGANISATION_SETTINGS_ACCESS_DENIED');
  });
});

describe('overdue settings (spec 3 §5)', () => {
  const overdue = (change: Record<string, unknown> = {}) => ({
    i: { enabled: true, maximumOverdueAmount: 5000, gracePeriodInDays: 3, ...change },
  });

  it('defaults to off and is read at ALL_BRANCHES', async () => {
    const response = await server.graphql(org.superAdmin, READ_CONFIG, { b: 'ALL_BRANCHES' });
    expect(response.data).toEqual({
      getApplicationConfigSettings: {
        billingProvider: 'DEBITSUCCESS',
        overdueAssessmentSettings: { enabled: false, maximumOverdueAmount: 0, gracePeriodInDays: 0 },
      },
    });
    const desk = await server.graphql(org.frontDesk, READ_CONFIG, { b: 'ALL_BRANCHES' });
    expect(desk.errors?.[0]?.extensions?.code).toBe('ORGANISATION_SETTINGS_ACCESS_DENIED');
  });

  it('is refused under paysmart, where the page is hidden', async () => {
    const response = await server.graphql(paysmart.superAdmin, UPDATE_OVERDUE, overdue());
    expect(response.errors?.[0]?.extensions?.code).toBe('OVERDUE_SETTINGS_UNAVAILABLE');
  });

  it('saves the amount in cents and the grace period, and enqueues an assessment', async () => {
    const response = await server.graphql(
      org.superAdmin,
      UPDATE_OVERDUE,
      overdue({ maximumOverdueAmount: 100000, gracePeriodInDays: 99 }),
    );
    expect(response.data).toEqual({
      updateOverdueAssessmentSettings: { enabled: true, maximumOverdueAmount: 100000, gracePeriodInDays: 99 },
    });
    const read = await server.graphql(org.superAdmin, READ_CONFIG, { b: 'ALL_BRANCHES' });
    expect(read.data?.getApplicationConfigSettings).toMatchObject({
      overdueAssessmentSettings: { enabled: true, maximumOverdueAmount: 100000, gracePeriodInDays: 99 },
    });
    const jobs = await server.db.pools.owner.query(
      `select data from pgboss.job where name = 'overdue-assessment' and data->>'applicationId' = $1`,
      [org.applicationId],
    );
    expect(jobs.rowCount).toBeGreaterThan(0);
  });

  it.each([
    [{ maximumOverdueAmount: 100001 }, 'maximumOverdueAmount', 'Overdue by amount cannot exceed $1000'],
    [
      { maximumOverdueAmount: -1 },
      'maximumOverdueAmount',
      'Overdue by amount must be greater than or equal to 0',
    ],
    [{ maximumOverdueAmount: null }, 'maximumOverdueAmount', 'Overdue by amount is required'],
    [{ gracePeriodInDays: 100 }, 'gracePeriodInDays', 'Grace period must be between 0 and 99 days'],
    [{ gracePeriodInDays: -1 }, 'gracePeriodInDays', 'Grace period must be between 0 and 99 days'],
    [{ gracePeriodInDays: null }, 'gracePeriodInDays', 'Grace period is required'],
  ])('refuses %j with "%s: %s"', async (change, path, message) => {
    const response = await server.graphql(org.superAdmin, UPDATE_OVERDUE, overdue(change));
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [path]: message },
    });
  });

  it('is refused to staff without the settings permission on every branch', async () => {
    for (const staff of [org.frontDesk, org.branchManager, org.areaManager, org.noRole]) {
      const response = await server.graphql(staff, UPDATE_OVERDUE, overdue());
      expect(response.errors?.[0]?.extensions?.code).toMatch(/ACCESS_DENIED$/);
    }
  });
});

describe('overdue control (spec 3 §4)', () => {
  it('the daily schedule enqueues one assessment per organisation', async () => {
    const count = await enqueueOverdueAssessments({ boss: server.boss, ownerPool: server.db.pools.owner });
    expect(count).toBeGreaterThanOrEqual(2);
    const jobs = await server.db.pools.owner.query(
      `select 1 from pgboss.job where name = 'overdue-assessment' and data->>'applicationId' = $1`,
      [paysmart.applicationId],
    );
    expect(jobs.rowCount).toBeGreaterThan(0);
  });

  it('blocks an overdue member once enabled, and unblocks when control is turned off', async () => {
    const tenant = await secondTenant(server, { billingProvider: 'DEBITSUCCESS' });
    const adelaide = tenant.branches.adelaide.id;
    const today = todayIn(tenant.branches.adelaide.timeZone);
    const due = today.subtract({ days: 5 }).toString();
    const { membership, person } = await tenant.build(async (tx) => {
      const account = await makeBranchBillingAccount(tx, { branchId: adelaide, isDefault: true });
      const plan = await makeMembershipPlan(tx, { country: 'AU' });
      const option = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
      });
      const person = await makePerson(tx, { homeBranchId: adelaide });
      const membership = await makeMembership(tx, {
        personId: person.id,
        branchId: adelaide,
        membershipPlanId: plan.id,
        paymentOptionId: option.id,
        startDate: today.subtract({ days: 40 }).toString(),
        account: { branchBillingAccountId: account.id, provider: 'DEBITSUCCESS', customerReference: 'DS-9' },
        ledger: [
          { type: 'CHARGE', chargeKey: 'RECURRING:1', kind: 'RECURRING', amount: 2500, date: due },
          { type: 'DEBIT_SUBMITTED', reference: 'DS-D-9', amount: 2500, date: due },
          { type: 'DEBIT_DISHONOURED', reference: 'DS-D-9', reason: 'INSUFFICIENT_FUNDS', date: due },
        ],
      });
      return { membership, person };
    });
    const stopWorker = await server.startWorker();
    try {
      const saved = await server.graphql(tenant.superAdmin, UPDATE_OVERDUE, {
        i: { enabled: true, maximumOverdueAmount: 1000, gracePeriodInDays: 2 },
      });
      expect(saved.errors).toBeUndefined();
      await expect
        .poll(() => statusOf(tenant.applicationId, membership.id, person.id), { timeout: 20_000 })
        .toEqual({
          membership: 'BLOCKED',
          person: 'BLOCKED',
          tagged: true,
        });
      await server.graphql(tenant.superAdmin, UPDATE_OVERDUE, {
        i: { enabled: false, maximumOverdueAmount: 1000, gracePeriodInDays: 2 },
      });
      await expect
        .poll(() => statusOf(tenant.applicationId, membership.id, person.id), { timeout: 20_000 })
        .toEqual({
          membership: 'ACTIVE',
          person: 'MEMBER',
          tagged: false,
        });
    } finally {
      await stopWorker();
    }
    // Both changes are the membership's activities.
    const activities = await server.graphql<{
      getMemberActivities: { past: { activities: { membershipChange: { action: string } | null }[] } };
    }>(
      tenant.superAdmin,
      `query A($p: ID!) { getMemberActivities(personId: $p) { past { activities { membershipChange { action } } } } }`,
      { p: person.id },
    );
    const actions = activities.data?.getMemberActivities.past.activities.flatMap((entry) =>
      entry.membershipChange ? [entry.membershipChange.action] : [],
    );
    expect(actions).toEqual(expect.arrayContaining(['BLOCKED', 'UNBLOCKED']));
  });

  it('leaves a membership under the limits or within the grace period alone, and a second run changes nothing', async () => {
    const tenant = await secondTenant(server, { billingProvider: 'DEBITSUCCESS' });
    const adelaide = tenant.branches.adelaide.id;
    const today = todayIn(tenant.branches.adelaide.timeZone);
    const made = await tenant.build(async (tx) => {
      const account = await makeBranchBillingAccount(tx, { branchId: adelaide, isDefault: true });
      const plan = await makeMembershipPlan(tx, { country: 'AU' });
      const option = await makePaymentOption(tx, {
        membershipPlanId: plan.id,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
      });
      const sell = async (amount: number, daysAgo: number) => {
        const person = await makePerson(tx, { homeBranchId: adelaide });
        const date = today.subtract({ days: daysAgo }).toString();
        return makeMembership(tx, {
          personId: person.id,
          branchId: adelaide,
          membershipPlanId: plan.id,
          paymentOptionId: option.id,
          startDate: today.subtract({ days: 60 }).toString(),
          account: { branchBillingAccountId: account.id, provider: 'DEBITSUCCESS' },
          ledger: [
            { type: 'CHARGE', chargeKey: 'RECURRING:1', kind: 'RECURRING', amount, date },
            { type: 'DEBIT_SUBMITTED', reference: `D-${amount}-${daysAgo}`, amount, date },
            {
              type: 'DEBIT_DISHONOURED',
              reference: `D-${amount}-${daysAgo}`,
              reason: 'INSUFFICIENT_FUNDS',
              date,
            },
          ],
        });
      };
      return {
        blocked: await sell(3000, 10),
        smallAmount: await sell(2000, 10),
        inGrace: await sell(3000, 3),
      };
    });
    const settings = { enabled: true, maximumOverdueAmount: 2000, gracePeriodInDays: 3 };
    const run = () =>
      withTenant(server.deps.db, tenant.applicationId, (tx) =>
        assessOverdueBlocking(tx, tenant.applicationId, settings, today),
      );
    expect(await run()).toEqual({ blocked: 1, unblocked: 0 });
    expect(await run()).toEqual({ blocked: 0, unblocked: 0 });
    const statuses = await server.db.pools.owner.query<{ id: string; status: string }>(
      'select id, status from memberships where id = any($1) order by id',
      [[made.blocked.id, made.smallAmount.id, made.inGrace.id]],
    );
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({
      [made.blocked.id]: 'BLOCKED',
      [made.smallAmount.id]: 'ACTIVE',
      [made.inGrace.id]: 'ACTIVE',
    });
    const stored = await withTenant(server.deps.db, tenant.applicationId, readOrganisationSettings);
    expect(stored.overdue.enabled).toBe(false);
  });
});

async function statusOf(applicationId: string, membershipId: string, personId: string) {
  const result = await server.db.pools.owner.query<{ membership: string; person: string; tagged: boolean }>(
    `select m.status as membership, r.status as person, 'blocked' = any(p.tags) as tagged
     from memberships m join persons p on p.id = m.person_id
     join person_branch_roles r on r.person_id = p.id and r.branch_id = m.branch_id and r.role_type = 'Member'
     where m.application_id = $1 and m.id = $2 and p.id = $3`,
    [applicationId, membershipId, personId],
  );
  return result.rows[0];
}
