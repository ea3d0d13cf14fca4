import { CLASS_COLOURS, classMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../testing/builders.ts';
import { pgErrorOf, SQLSTATE } from '../../testing/pg-errors.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { classServerMessages } from './class-messages.ts';
import { makeClass } from './classes.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** A plan sold at Wellington (a draft option), and one sold at Sydney only. */
let wellingtonPlanId: string;
let sydneyPlanId: string;
/** Classes of `org`: at Auckland only, at Wellington only, at both. */
let aucklandClassId: string;
let wellingtonClassId: string;
let sharedClassId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const { auckland, wellington, sydney } = org.branches;
  await org.build(async (tx) => {
    const w = await makeMembershipPlan(tx, { name: 'Wellington Anytime' });
    await makePaymentOption(tx, { membershipPlanId: w.id, sellingBranchIds: [wellington.id] });
    wellingtonPlanId = w.id;
    const s = await makeMembershipPlan(tx, { name: 'Sydney Off-peak', country: 'AU' });
    await makePaymentOption(tx, { membershipPlanId: s.id, sellingBranchIds: [sydney.id] });
    sydneyPlanId = s.id;
    aucklandClassId = (await makeClass(tx, { name: 'Auckland Yoga', branchIds: [auckland.id] })).id;
    wellingtonClassId = (await makeClass(tx, { name: 'Wellington Spin', branchIds: [wellington.id] })).id;
    sharedClassId = (
      await makeClass(tx, { name: 'North Island HIIT', branchIds: [auckland.id, wellington.id] })
    ).id;
  });
});
afterAll(() => server.close());

const CLASS_FIELDS = `id name description color allowOnlineBooking allowBookingsFrom
  bookingByMembership { isAllowed membershipPlans } sessionWaitlistConfig { status limit }
  hasActiveSessionWaitlist waitlistOffers { holdMinutes cutoffMinutes }
  lateCancellation { enabled windowMinutes feeCents freeWaivers } branches { id } canEdit`;
const ADD = `mutation Add($input: ClassInput!) { addClass(input: $input) { ${CLASS_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateClassInput!) { updateClass(input: $input) { ${CLASS_FIELDS} } }`;
const LIST = `query List($branches: [ID!]) { getClasses(branches: $branches) { id name branches { id } canEdit } }`;
const ONE = `query One($id: ID!) { getClass(id: $id) { ${CLASS_FIELDS} } }`;

type Viewer = StaffUser;

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Morning Yoga',
    description: 'Stretch and breathe',
    color: CLASS_COLOURS[1],
    allowOnlineBooking: true,
    allowBookingsFrom: 'ALL',
    sessionWaitlistConfig: { status: 'DISABLED' },
    branches: [org.branches.auckland.id],
    ...overrides,
  };
}

async function add(viewer: Viewer, input: Record<string, unknown>) {
  return server.graphql<{ addClass: Record<string, unknown> }>(viewer, ADD, { input });
}

async function update(viewer: Viewer, input: Record<string, unknown>) {
  return server.graphql<{ updateClass: Record<string, unknown> }>(viewer, UPDATE, { input });
}

/** The first error's code and field messages. */
function refusal(response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  const extensions = response.errors?.[0]?.extensions ?? {};
  return { code: extensions.code, fieldErrors: extensions.fieldErrors };
}

describe('adding a class', () => {
  it('stores the class with its branches and answers it, the colour in upper case', async () => {
    const response = await add(
      org.superAdmin,
      validInput({
        color: CLASS_COLOURS[2].toLowerCase(),
        allowBookingsFrom: 'CASUAL',
        bookingByMembership: { isAllowed: true, membershipPlans: [wellingtonPlanId] },
        sessionWaitlistConfig: { status: 'ENABLED', limit: 8 },
        branches: [org.branches.auckland.id, org.branches.wellington.id],
      }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addClass).toMatchObject({
      name: 'Morning Yoga',
      description: 'Stretch and breathe',
      color: CLASS_COLOURS[2],
      allowOnlineBooking: true,
      allowBookingsFrom: 'CASUAL',
      bookingByMembership: { isAllowed: true, membershipPlans: [wellingtonPlanId] },
      sessionWaitlistConfig: { status: 'ENABLED', limit: 8 },
      hasActiveSessionWaitlist: false,
      waitlistOffers: { holdMinutes: 120, cutoffMinutes: 60 },
      lateCancellation: { enabled: false, windowMinutes: 120, feeCents: 0, freeWaivers: 1 },
      canEdit: true,
    });
    const branchIds = ((response.data?.addClass.branches ?? []) as { id: string }[]).map(
      (branch) => branch.id,
    );
    expect(branchIds.sort()).toEqual([org.branches.auckland.id, org.branches.wellington.id].sort());
    const read = await server.graphql<{ getClass: unknown }>(org.superAdmin, ONE, {
      id: response.data?.addClass.id,
    });
    expect(read.data?.getClass).toEqual(response.data?.addClass);
  });

  it('stores booking by membership as off, without plans, for MEMBER and ALL classes', async () => {
    const response = await add(
      org.superAdmin,
      validInput({
        allowBookingsFrom: 'MEMBER',
        bookingByMembership: { isAllowed: true, membershipPlans: [wellingtonPlanId] },
      }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addClass.bookingByMembership).toEqual({ isAllowed: false, membershipPlans: [] });
  });

  it.each([
    ['no name', { name: '  ' }, 'name', classMessages.nameRequired],
    ['a name over 30', { name: 'n'.repeat(31) }, 'name', classMessages.nameTooLong],
    [
      'a description over 400',
      { description: 'd'.repeat(401) },
      'description',
      classMessages.descriptionTooLong,
    ],
    ['no colour', { color: null }, 'color', classMessages.colourRequired],
    ['a colour outside the palette', { color: '#FFFFFF' }, 'color', classMessages.colourNotInPalette],
    ['no branch', { branches: [] }, 'branches', classMessages.branchesRequired],
    [
      'booking by membership without plans',
      { allowBookingsFrom: 'NONE', bookingByMembership: { isAllowed: true, membershipPlans: [] } },
      'bookingByMembership.membershipPlans',
      classMessages.membershipsRequired,
    ],
    [
      'an enabled waitlist without a capacity',
      { sessionWaitlistConfig: { status: 'ENABLED' } },
      'sessionWaitlistConfig.limit',
      classMessages.waitlistCapacityRequired,
    ],
    [
      'a waitlist capacity of 0',
      { sessionWaitlistConfig: { status: 'ENABLED', limit: 0 } },
      'sessionWaitlistConfig.limit',
      classMessages.waitlistCapacityInteger,
    ],
    [
      'a branch that does not exist',
      { branches: ['00000000-0000-4000-8000-000000000000'] },
      'branches',
      classServerMessages.branchUnknown,
    ],
    [
      'a branch id that is not an id',
      { branches: ['wellington'] },
      'branches',
      classServerMessages.branchUnknown,
    ],
    [
      'a plan that does not exist',
      { allowBookingsFrom: 'CASUAL', bookingByMembership: { isAllowed: true, membershipPlans: ['x'] } },
      'bookingByMembership.membershipPlans',
      classServerMessages.planUnknown,
    ],
  ])('refuses %s with the field message', async (_case, change, field, message) => {
    const response = await add(org.superAdmin, validInput(change));
    expect(refusal(response)).toEqual({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('refuses a plan not sold at any of its branches, and another organisation’s branch', async () => {
    const plan = await add(
      org.superAdmin,
      validInput({
        allowBookingsFrom: 'CASUAL',
        bookingByMembership: { isAllowed: true, membershipPlans: [sydneyPlanId] },
      }),
    );
    expect(refusal(plan)).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'bookingByMembership.membershipPlans': classServerMessages.planNotSoldHere('Sydney Off-peak'),
      },
    });
    const foreign = await add(org.superAdmin, validInput({ branches: [other.branches.adelaide.id] }));
    expect(refusal(foreign)).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { branches: classServerMessages.branchUnknown },
    });
  });

  it('does not name a plan sold elsewhere to a viewer who cannot see it', async () => {
    // The Auckland manager cannot see the Sydney plan (getMembershipPlan answers null): its id
    // gets the message of an id naming nothing, never the plan's name.
    const seen = await server.graphql<{ getMembershipPlan: unknown }>(
      org.branchManager,
      'query Plan($id: ID!) { getMembershipPlan(id: $id) { id } }',
      { id: sydneyPlanId },
    );
    expect(seen.data?.getMembershipPlan).toBeNull();
    const bookable = (membershipPlans: string[]) =>
      validInput({ allowBookingsFrom: 'CASUAL', bookingByMembership: { isAllowed: true, membershipPlans } });
    const unknown = {
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'bookingByMembership.membershipPlans': classServerMessages.planUnknown },
    };
    expect(refusal(await add(org.branchManager, bookable([sydneyPlanId])))).toEqual(unknown);
    expect(refusal(await add(org.branchManager, bookable(['00000000-0000-4000-8000-000000000000'])))).toEqual(
      unknown,
    );
    const change = await update(org.branchManager, { id: aucklandClassId, ...bookable([sydneyPlanId]) });
    expect(refusal(change)).toEqual(unknown);
  });

  it('needs manage-classes at every branch the class names', async () => {
    const own = await add(org.branchManager, validInput({ name: 'Manager class' }));
    expect(own.errors).toBeUndefined();
    const spanning = await add(
      org.branchManager,
      validInput({ branches: [org.branches.auckland.id, org.branches.wellington.id] }),
    );
    expect(refusal(spanning).code).toBe('CLASS_ACCESS_DENIED');
    // The front desk holds no manage-classes anywhere: refused before the service.
    const desk = await add(org.frontDesk, validInput({ branches: [org.branches.wellington.id] }));
    expect(desk.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('answers malformed input with a refusal, never INTERNAL', async () => {
    const cases: Record<string, unknown>[] = [
      validInput({ branches: ['\u0000'] }),
      validInput({ name: 'a\u0000b' }),
      validInput({ sessionWaitlistConfig: { status: 'ENABLED', limit: 2_000_000 } }),
      validInput({
        allowBookingsFrom: 'NONE',
        bookingByMembership: { isAllowed: true, membershipPlans: ['\u0000', ''] },
      }),
      validInput({ waitlistOffers: { holdMinutes: -1, cutoffMinutes: 99_999 } }),
      validInput({
        lateCancellation: { enabled: true, feeCents: 2_000_000_000, windowMinutes: 1, freeWaivers: 99 },
      }),
    ];
    for (const input of cases) {
      const response = await add(org.superAdmin, input);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(input)).not.toBe('INTERNAL');
      expect(response.errors, JSON.stringify(input)).toBeDefined();
    }
  });
});

describe('reading classes', () => {
  const listed = async (viewer: Viewer, branches?: string[]) => {
    const response = await server.graphql<{
      getClasses: { id: string; name: string; branches: { id: string }[] }[];
    }>(viewer, LIST, branches ? { branches } : {});
    expect(response.errors).toBeUndefined();
    return response.data?.getClasses ?? [];
  };

  it('lists the classes at the branches the viewer works at, with only those branches', async () => {
    const desk = await listed(org.frontDesk);
    const ids = desk.map((row) => row.id);
    expect(ids).toContain(wellingtonClassId);
    expect(ids).toContain(sharedClassId);
    expect(ids).not.toContain(aucklandClassId);
    expect(desk.find((row) => row.id === sharedClassId)?.branches).toEqual([
      { id: org.branches.wellington.id },
    ]);
    // Asking for a branch the viewer does not work at adds nothing.
    expect(await listed(org.frontDesk, [org.branches.auckland.id])).toEqual([]);
    expect((await listed(org.superAdmin, [org.branches.auckland.id])).map((row) => row.id)).toContain(
      aucklandClassId,
    );
    expect(await listed(other.superAdmin)).toEqual([]);
  });

  it('is null for a class at branches the viewer does not work at (front desk of another branch)', async () => {
    const response = await server.graphql<{ getClass: unknown }>(org.frontDesk, ONE, { id: aucklandClassId });
    expect(response.errors).toBeUndefined();
    expect(response.data?.getClass).toBeNull();
    const foreign = await server.graphql<{ getClass: unknown }>(other.superAdmin, ONE, {
      id: aucklandClassId,
    });
    expect(foreign.data?.getClass).toBeNull();
  });
});

describe('editing a class', () => {
  it('changes a class the editor manages every branch of', async () => {
    const { id } = await org.build((tx) => makeClass(tx, { branchIds: [org.branches.auckland.id] }));
    const response = await update(org.branchManager, validInput({ id, name: 'Evening Yoga' }));
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateClass).toMatchObject({ id, name: 'Evening Yoga', canEdit: true });
  });

  it('refuses a class spanning a branch the editor does not manage, and changes nothing', async () => {
    const response = await update(org.branchManager, validInput({ id: sharedClassId, name: 'Taken over' }));
    expect(refusal(response).code).toBe('CLASS_ACCESS_DENIED');
    const read = await server.graphql<{ getClass: { name: string } }>(org.superAdmin, ONE, {
      id: sharedClassId,
    });
    expect(read.data?.getClass.name).toBe('North Island HIIT');
  });

  it('refuses moving a class to a branch the editor does not manage', async () => {
    const { id } = await org.build((tx) => makeClass(tx, { branchIds: [org.branches.auckland.id] }));
    const response = await update(
      org.branchManager,
      validInput({ id, branches: [org.branches.auckland.id, org.branches.wellington.id] }),
    );
    expect(refusal(response).code).toBe('CLASS_ACCESS_DENIED');
  });

  it('tells someone who works at none of its branches that it does not exist', async () => {
    const response = await update(org.branchManager, validInput({ id: wellingtonClassId }));
    expect(refusal(response).code).toBe('CLASS_NOT_FOUND_ERROR');
    const unknown = await update(org.superAdmin, validInput({ id: 'not-an-id' }));
    expect(refusal(unknown).code).toBe('CLASS_NOT_FOUND_ERROR');
  });

  it('keeps a waitlist limit while disabled, and validates as adding does', async () => {
    const { id } = await org.build((tx) =>
      makeClass(tx, { branchIds: [org.branches.auckland.id], waitlistStatus: 'ENABLED', waitlistLimit: 4 }),
    );
    const off = await update(
      org.superAdmin,
      validInput({ id, sessionWaitlistConfig: { status: 'DISABLED', limit: 4 } }),
    );
    expect(off.data?.updateClass.sessionWaitlistConfig).toEqual({ status: 'DISABLED', limit: 4 });
    const invalid = await update(org.superAdmin, validInput({ id, name: '' }));
    expect(refusal(invalid)).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: classMessages.nameRequired },
    });
  });
});

describe('the tables', () => {
  it.each([
    ['a colour outside the palette', { color: '#FFFFFF' }],
    ['a blank name', { name: '   ' }],
    ['booking by plans for an ALL class', { bookingByMembership: true }],
    ['an enabled waitlist without a limit', { waitlistStatus: 'ENABLED' as const }],
    ['a late-cancellation fee over $10,000', { lateCancelEnabled: true, lateCancelFeeCents: 1_000_001 }],
  ])('refuse %s, whatever path writes it', async (_case, columns) => {
    const error = await pgErrorOf(
      org.build((tx) => makeClass(tx, { branchIds: [org.branches.auckland.id], ...columns })),
    );
    expect(error.code).toBe(SQLSTATE.checkViolation);
  });

  it('answers the same branch named in two letter cases with a field message, not INTERNAL', async () => {
    const id = org.branches.auckland.id;
    const response = await add(org.superAdmin, validInput({ branches: [id, id.toUpperCase()] }));
    expect(response.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
