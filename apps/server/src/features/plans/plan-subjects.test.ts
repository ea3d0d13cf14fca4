import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, authorize } from '../../platform/auth/authorization.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { PlanAccess } from './plan-views.ts';
import { makeMembershipPlan, makePaymentOption } from './plans.testing.ts';

/**
 * The `membership-plan` and `payment-option` subjects as authorize decides them (docs/plans.md
 * "Permissions"): changed with the operation on every selling branch, seen from any one of them;
 * a plan nobody sells is the organisation's. The plan pages decide a page at once (PlanAccess) and
 * must agree with the single check.
 */
let server: TestServer;
let org: OrganisationScenario;
let optionDesk: StaffUser;
let wellingtonPlanner: StaffUser;
let sold: { planId: string; optionId: string };
let unsoldPlanId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  ({ optionDesk, wellingtonPlanner, sold, unsoldPlanId } = await org.build(async (tx) => {
    const wellington = { branchId: org.branches.wellington.id };
    const desk = await makeRole(tx, { operations: ['view-membership-plan', 'manage-payment-option'] });
    const planner = await makeRole(tx, { operations: ['view-membership-plan', 'manage-membership-plan'] });
    const plan = await makeMembershipPlan(tx);
    const option = await makePaymentOption(tx, {
      membershipPlanId: plan.id,
      sellingBranchIds: [org.branches.wellington.id, org.branches.auckland.id],
    });
    return {
      optionDesk: await makeStaffUser(tx, { roles: [{ roleId: desk.id, scope: wellington }] }),
      wellingtonPlanner: await makeStaffUser(tx, { roles: [{ roleId: planner.id, scope: wellington }] }),
      sold: { planId: plan.id, optionId: option.id },
      unsoldPlanId: (await makeMembershipPlan(tx)).id,
    };
  }));
});
afterAll(() => server.close());

type Check = (context: RequestContext, tx: Parameters<typeof allows>[1]) => Promise<boolean>;

async function asks(viewer: StaffUser, check: Check): Promise<boolean> {
  const context = await server.context(viewer);
  return org.build((tx) => check(context, tx));
}

const seesOption: Check = (context, tx) =>
  allows(
    context,
    tx,
    'view-membership-plan',
    { kind: 'payment-option', id: sold.optionId },
    { reach: 'see' },
  );
const managesOption: Check = (context, tx) =>
  allows(context, tx, 'manage-payment-option', { kind: 'payment-option', id: sold.optionId });
const editsPlan =
  (id: string): Check =>
  (context, tx) =>
    allows(context, tx, 'manage-membership-plan', { kind: 'membership-plan', id });
const seesPlan =
  (id: string): Check =>
  (context, tx) =>
    allows(context, tx, 'view-membership-plan', { kind: 'membership-plan', id }, { reach: 'see' });

describe('the payment-option subject', () => {
  it('is seen from one selling branch and changed only with the operation on every one', async () => {
    // Sold at Wellington and Auckland: Wellington's desk sees it and manages options there only.
    expect(await asks(optionDesk, seesOption)).toBe(true);
    expect(await asks(optionDesk, managesOption)).toBe(false);
    expect(await asks(org.frontDesk, seesOption)).toBe(true);
    expect(await asks(org.areaManager, seesOption)).toBe(false);
    expect(await asks(org.superAdmin, managesOption)).toBe(true);
  });

  it('reads an unseen option as the caller says, and a missing one as not found', async () => {
    const context = await server.context(org.areaManager);
    const unseen = { reach: 'see', refusal: () => new DomainError('PAYMENT_OPTION_NOT_FOUND') } as const;
    const check = (id: string) =>
      org.build((tx) =>
        authorize(context, tx, 'view-membership-plan', { kind: 'payment-option', id }, unseen).then(
          () => 'allowed',
          (error: DomainError) => error.code,
        ),
      );
    expect(await check(sold.optionId)).toBe('PAYMENT_OPTION_NOT_FOUND');
    expect(await check('00000000-0000-4000-8000-000000000000')).toBe('PAYMENT_OPTION_NOT_FOUND');
    const seen = await server.context(org.frontDesk);
    await expect(
      org.build((tx) =>
        authorize(seen, tx, 'manage-payment-option', { kind: 'payment-option', id: sold.optionId }),
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_OPTION_ACCESS_DENIED' });
  });
});

describe('the membership-plan subject', () => {
  it('is changed with manage-membership-plan on every branch selling it', async () => {
    expect(await asks(wellingtonPlanner, seesPlan(sold.planId))).toBe(true);
    expect(await asks(wellingtonPlanner, editsPlan(sold.planId))).toBe(false);
    expect(await asks(org.superAdmin, editsPlan(sold.planId))).toBe(true);
  });

  it('is the organisation’s while no branch sells it: seen and changed on every branch only', async () => {
    expect(await asks(org.superAdmin, editsPlan(unsoldPlanId))).toBe(true);
    expect(await asks(org.superAdmin, seesPlan(unsoldPlanId))).toBe(true);
    expect(await asks(wellingtonPlanner, editsPlan(unsoldPlanId))).toBe(false);
    expect(await asks(wellingtonPlanner, seesPlan(unsoldPlanId))).toBe(false);
  });

  it('decides a page of plans as it decides one plan', async () => {
    for (const viewer of [org.superAdmin, org.frontDesk, org.areaManager, wellingtonPlanner, optionDesk]) {
      const context = await server.context(viewer);
      const access = new PlanAccess(context);
      const selling = [org.branches.wellington.id, org.branches.auckland.id];
      expect(access.editsPlan(selling)).toBe(await asks(viewer, editsPlan(sold.planId)));
      expect(access.editsPlan([])).toBe(await asks(viewer, editsPlan(unsoldPlanId)));
      expect(access.seesPlan(selling)).toBe(await asks(viewer, seesPlan(sold.planId)));
      expect(access.seesPlan([])).toBe(await asks(viewer, seesPlan(unsoldPlanId)));
      expect(access.seesOption(selling)).toBe(await asks(viewer, seesOption));
      expect(access.managesOption(selling)).toBe(await asks(viewer, managesOption));
    }
  });
});
