import { membershipPlanMessages, paymentOptionMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../features.ts';
import { processAsyncOperation } from '../../platform/async-operations/process-async-operation.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption, type PaymentOptionOverrides } from './plans.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
let auckland: string;
let sydney: string;
let wellington: string;
/** An NZ plan sold at Auckland (the branch manager's) by its first option. */
let planId: string;
/** Billing accounts of Auckland and of Sydney. */
let aucklandAccount: string;
let sydneyAccount: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  auckland = org.branches.auckland.id;
  sydney = org.branches.sydney.id;
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    const plan = await makeMembershipPlan(tx, { name: 'Anytime' });
    planId = plan.id;
    await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [auckland] });
    aucklandAccount = (await makeBranchBillingAccount(tx, { branchId: auckland, isDefault: true })).id;
    sydneyAccount = (await makeBranchBillingAccount(tx, { branchId: sydney, isDefault: true })).id;
  });
});
afterAll(() => server.close());

const OPTION_FIELDS =
  'id name status paymentAmount sellingBranches { id } branchSettings { branch { id } branchBillingAccountId waiveAdminFee }';
const ADD_PLAN = `mutation Add($plan: MembershipPlanInput!) {
  addMembershipPlan(plan: $plan) { id name type numberOfVisits paymentOptions { ${OPTION_FIELDS} } }
}`;
const UPDATE_PLAN = `mutation Update($plan: UpdateMembershipPlanInput!) {
  updateMembershipPlan(plan: $plan) { id name numberOfVisits }
}`;
const ADD = `mutation Add($input: PaymentOptionInput!) { addPaymentOption(input: $input) { ${OPTION_FIELDS} } }`;
const UPDATE = `mutation Update($input: PaymentOptionInput!) { updatePaymentOption(input: $input) { ${OPTION_FIELDS} } }`;
const DUPLICATE = `mutation Duplicate($planId: ID!, $id: ID!) {
  duplicatePaymentOption(membershipPlanId: $planId, id: $id) { ${OPTION_FIELDS} }
}`;
const PUBLISH = `mutation Publish($planId: ID!, $id: ID!) {
  publishPaymentOption(membershipPlanId: $planId, id: $id) { ticketId operationDomain }
}`;
const ARCHIVE = `mutation Archive($planId: ID!, $id: ID!) {
  archivePaymentOption(membershipPlanId: $planId, id: $id) { ticketId operationDomain }
}`;
const STATUS = `query Status($ticketId: ID!) {
  getAsyncOperationStatus(operationDomain: PAYMENT_OPTION, ticketId: $ticketId) {
    status code message paymentOption { id status }
  }
}`;
const BRANCH_SETTING = `mutation Setting($planId: ID!, $optionId: ID!, $input: BranchSettingInput!) {
  updateBranchSetting(membershipPlanId: $planId, paymentOptionId: $optionId, branchSettingInput: $input) {
    ${OPTION_FIELDS}
  }
}`;

interface Option {
  id: string;
  name: string;
  status: string;
  paymentAmount: number | null;
  sellingBranches: { id: string }[];
  branchSettings: { branch: { id: string }; branchBillingAccountId: string; waiveAdminFee: boolean }[];
}

const weekly = (fields: Record<string, unknown> = {}) => ({
  planType: 'ONGOING',
  membershipPlanId: planId,
  name: 'Weekly',
  paymentAmount: 2500,
  paymentFrequency: 'WEEKLY',
  ongoing: true,
  sellingBranches: [auckland],
  ...fields,
});

async function optionOf(overrides: Partial<PaymentOptionOverrides> = {}) {
  return org.build((tx) =>
    makePaymentOption(tx, { membershipPlanId: planId, sellingBranchIds: [auckland], ...overrides }),
  );
}

function firstError(response: {
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}) {
  return response.errors?.[0];
}

function fieldErrorsOf(response: Parameters<typeof firstError>[0]): Record<string, unknown> {
  const errors = firstError(response)?.extensions?.fieldErrors;
  return typeof errors === 'object' && errors !== null ? { ...errors } : {};
}

async function statusOf(id: string): Promise<string | undefined> {
  const rows = await server.db.pools.owner.query<{ status: string }>(
    'select status from payment_options where id = $1',
    [id],
  );
  return rows.rows[0]?.status;
}

describe('creating a plan with its first payment option', () => {
  const plan = (fields: Record<string, unknown> = {}, option: Record<string, unknown> = {}) => ({
    name: 'Off-peak',
    description: 'Weekdays 9 to 4',
    country: 'NZ',
    accessType: 'Off-peak',
    type: 'ONGOING',
    firstPaymentOption: { ...weekly(option), membershipPlanId: undefined },
    ...fields,
  });

  it('creates both in one go, the option a draft', async () => {
    const response = await server.graphql<{ addMembershipPlan: { id: string; paymentOptions: Option[] } }>(
      org.superAdmin,
      ADD_PLAN,
      { plan: plan() },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addMembershipPlan).toMatchObject({
      name: 'Off-peak',
      type: 'ONGOING',
      numberOfVisits: null,
      paymentOptions: [
        { name: 'Weekly', status: 'DRAFT', paymentAmount: 2500, sellingBranches: [{ id: auckland }] },
      ],
    });
  });

  it('needs manage-membership-plan on every branch (organisation level)', async () => {
    const area = await server.graphql(org.areaManager, ADD_PLAN, {
      plan: plan({}, { sellingBranches: [sydney] }),
    });
    expect(firstError(area)?.extensions).toMatchObject({
      code: 'MEMBERSHIP_PLAN_ACCESS_DENIED',
      errorClass: 'AccessDeniedError',
    });
    const manager = await server.graphql(org.branchManager, ADD_PLAN, { plan: plan() });
    expect(firstError(manager)?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it.each([
    ['name', { name: ' ' }, {}, 'name', membershipPlanMessages.nameRequired],
    ['description', { description: '' }, {}, 'description', 'Description is required'],
    ['country', { country: 'GB' }, {}, 'country', 'Country must be provided'],
    ['access type', { accessType: '' }, {}, 'accessType', 'Access control type is required'],
    ['plan type', { type: 'GOLD' }, {}, 'type', 'Invalid membershipPlanType'],
    [
      'visits',
      { type: 'VISITOR_PASS', numberOfVisits: 10000 },
      {
        planType: 'VISITOR_PASS',
        validityPeriod: 1,
        visitPassTermType: 'DAYS',
        paymentFrequency: 'ONE_OFF',
        ongoing: false,
      },
      'numberOfVisits',
      'Number of visits cannot exceed 4 numbers',
    ],
    [
      'option amount',
      {},
      { paymentAmount: null },
      'firstPaymentOption.paymentAmount',
      'Payment amount is required',
    ],
    [
      'option branches',
      {},
      { sellingBranches: [] },
      'firstPaymentOption.sellingBranches',
      'At least one branch is required',
    ],
    [
      'option plan type',
      {},
      { planType: 'WHATEVER' },
      'firstPaymentOption.planType',
      'Invalid membershipPlanType',
    ],
  ])('answers a bad %s as a field error', async (_label, fields, option, path, message) => {
    const response = await server.graphql(org.superAdmin, ADD_PLAN, { plan: plan(fields, option) });
    expect(firstError(response)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldErrorsOf(response)[path]).toBe(message);
  });

  it('updates the details, the stored type deciding about visits', async () => {
    const response = await server.graphql<{ updateMembershipPlan: unknown }>(org.superAdmin, UPDATE_PLAN, {
      plan: {
        id: planId,
        name: 'Anytime 24/7',
        description: 'All hours',
        country: 'NZ',
        accessType: 'All hours',
        numberOfVisits: 5,
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateMembershipPlan).toEqual({
      id: planId,
      name: 'Anytime 24/7',
      numberOfVisits: null,
    });
    // The branch manager sells it but may not change plans anywhere.
    const manager = await server.graphql(org.branchManager, UPDATE_PLAN, {
      plan: { id: planId, name: 'Mine', description: 'x', country: 'NZ', accessType: 'All hours' },
    });
    expect(firstError(manager)?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    // The area manager manages plans in Australia: a plan sold at Auckland too is not theirs to change.
    const tasman = await org.build(async (tx) => {
      const plan = await makeMembershipPlan(tx, { name: 'Tasman' });
      await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [sydney, auckland] });
      return plan.id;
    });
    const area = await server.graphql(org.areaManager, UPDATE_PLAN, {
      plan: { id: tasman, name: 'Mine', description: 'x', country: 'AU', accessType: 'All hours' },
    });
    expect(firstError(area)?.extensions).toMatchObject({
      code: 'MEMBERSHIP_PLAN_ACCESS_DENIED',
      errorClass: 'AccessDeniedError',
    });
    // Auckland-only: the area manager does not even see it.
    const unseen = await server.graphql(org.areaManager, UPDATE_PLAN, {
      plan: { id: planId, name: 'Mine', description: 'x', country: 'NZ', accessType: 'All hours' },
    });
    expect(firstError(unseen)?.extensions).toMatchObject({ code: 'MEMBERSHIP_PLAN_NOT_FOUND' });
  });
});

describe('adding and editing payment options per selling branch', () => {
  it('lets the branch manager add an option sold at their branch, not at another', async () => {
    const own = await server.graphql<{ addPaymentOption: Option }>(org.branchManager, ADD, {
      input: weekly(),
    });
    expect(own.errors).toBeUndefined();
    expect(own.data?.addPaymentOption).toMatchObject({
      status: 'DRAFT',
      sellingBranches: [{ id: auckland }],
    });
    const elsewhere = await server.graphql(org.branchManager, ADD, {
      input: weekly({ sellingBranches: [auckland, sydney] }),
    });
    expect(firstError(elsewhere)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_ACCESS_DENIED' });
  });

  it("refuses a plan type that is not the plan's, and unknown branches", async () => {
    const type = await server.graphql(org.superAdmin, ADD, {
      input: weekly({
        planType: 'VISITOR_PASS',
        validityPeriod: 1,
        visitPassTermType: 'DAYS',
        paymentFrequency: 'ONE_OFF',
      }),
    });
    expect(firstError(type)?.extensions).toMatchObject({
      code: 'INVALID_MEMBERSHIP_PLAN_TYPE',
      fieldErrors: { planType: 'Invalid membershipPlanType' },
    });
    const foreign = await server.graphql(org.superAdmin, ADD, {
      input: weekly({ sellingBranches: [other.branches.adelaide.id] }),
    });
    expect(firstError(foreign)?.extensions).toMatchObject({ code: 'BRANCH_NOT_FOUND' });
  });

  it('does not let a branch manager edit an option sold only at another branch', async () => {
    const sydneyOnly = await optionOf({ sellingBranchIds: [sydney] });
    const response = await server.graphql(org.branchManager, UPDATE, {
      input: weekly({ id: sydneyOnly.id, sellingBranches: [auckland] }),
    });
    expect(firstError(response)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_NOT_FOUND' });
    // Sold at Auckland and Sydney: seen, but not theirs to change.
    const both = await optionOf({ sellingBranchIds: [auckland, sydney] });
    const denied = await server.graphql(org.branchManager, UPDATE, {
      input: weekly({ id: both.id, sellingBranches: [auckland] }),
    });
    expect(firstError(denied)?.extensions).toMatchObject({
      code: 'PAYMENT_OPTION_ACCESS_DENIED',
      errorClass: 'AccessDeniedError',
    });
    expect(await statusOf(both.id)).toBe('DRAFT');
  });

  it('edits a draft, moving its selling branches', async () => {
    const draft = await optionOf();
    const response = await server.graphql<{ updatePaymentOption: Option }>(org.superAdmin, UPDATE, {
      input: weekly({
        id: draft.id,
        name: 'Weekly saver',
        paymentAmount: 1999,
        sellingBranches: [wellington],
      }),
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePaymentOption).toMatchObject({
      name: 'Weekly saver',
      paymentAmount: 1999,
      sellingBranches: [{ id: wellington }],
    });
  });

  it('refuses to edit an archived option, clearly', async () => {
    const archived = await optionOf({ status: 'ARCHIVED' });
    const response = await server.graphql(org.superAdmin, UPDATE, { input: weekly({ id: archived.id }) });
    expect(firstError(response)).toMatchObject({
      message: 'This payment option is archived and cannot be edited.',
      extensions: { code: 'PAYMENT_OPTION_ACTION_NOT_ALLOWED' },
    });
  });

  it('keeps the price and term of a published option, and edits the rest', async () => {
    const published = await optionOf({ status: 'PUBLISHED' });
    const price = await server.graphql(org.superAdmin, UPDATE, {
      input: weekly({ id: published.id, paymentAmount: 3000 }),
    });
    expect(firstError(price)?.extensions).toMatchObject({
      code: 'PUBLISHED_PAYMENT_OPTION_PRICE_LOCKED',
      fieldErrors: { paymentAmount: 'The price and term of a published payment option cannot change' },
    });
    const renamed = await server.graphql<{ updatePaymentOption: Option }>(org.superAdmin, UPDATE, {
      input: weekly({ id: published.id, name: 'Weekly (members)', joinFee: 4900 }),
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updatePaymentOption).toMatchObject({
      name: 'Weekly (members)',
      status: 'PUBLISHED',
    });
  });

  it.each([
    ['name', { name: 'n'.repeat(51) }, 'name', paymentOptionMessages.nameTooLong],
    ['missing name', { name: '  ' }, 'name', 'Name is required'],
    [
      'description',
      { description: 'd'.repeat(201) },
      'description',
      'Description must not exceed 200 characters',
    ],
    ['notes', { notes: 'n'.repeat(101) }, 'notes', 'Notes must not exceed 100 characters'],
    ['missing term', { ongoing: false, termType: 'MONTHS' }, 'term', 'Term is required'],
    ['term type', { ongoing: false, term: 12 }, 'termType', 'Term type is required'],
    // Terms past year 275,760 cannot be dated: a sale of the option, and every page reading a
    // membership of it, failed with an internal error.
    [
      'term over 100 years',
      { ongoing: false, term: 101, termType: 'YEARS' },
      'term',
      paymentOptionMessages.termTooLong,
    ],
    [
      'minimum term of days past any date',
      { term: 2_000_000_000, ongoingTermType: 'DAYS' },
      'term',
      'Term cannot be more than 100 years',
    ],
    ['missing frequency', { paymentFrequency: null }, 'paymentFrequency', 'Payment frequency is required'],
    ['missing amount', { paymentAmount: null }, 'paymentAmount', 'Payment amount is required'],
    [
      'free promotion amount',
      { freePromotion: true, ongoing: false, term: 1, termType: 'MONTHS', paymentFrequency: 'ONE_OFF' },
      'paymentAmount',
      'Payment amount cannot be set for free promotion',
    ],
    [
      'free period over 99',
      { freePeriod: 100, freePeriodFrequency: 'DAYS' },
      'freePeriod',
      'Free period must be less than 100',
    ],
    [
      'free period end',
      { freePeriodUntilDate: '2001-01-01' },
      'freePeriodUntilDate',
      'Free period end date must be later than today',
    ],
    [
      'promotion period',
      { promotion: { termCount: 0, paymentAmount: 100 } },
      'promotion.termCount',
      'Promotion period must be greater than 0',
    ],
    ['selling branches', { sellingBranches: [] }, 'sellingBranches', 'At least one branch is required'],
    ['sale date', { saleStartDate: 'soon' }, 'saleStartDate', 'A valid date is required'],
    ['plan type', { planType: 'GOLD' }, 'planType', 'Invalid membershipPlanType'],
    ['amount', { paymentAmount: 0 }, 'paymentAmount', 'Payment amount must be greater than 0'],
    [
      'frequency',
      { paymentFrequency: 'ONE_OFF' },
      'paymentFrequency',
      paymentOptionMessages.oneOffForOngoing,
    ],
    ['join fee', { joinFee: -1 }, 'joinFee', 'Join fee must be greater than or equal to 0'],
    [
      'sale window',
      { saleStartDate: '2000', saleEndDate: '1000' },
      'saleEndDate',
      'End date must be after the start date',
    ],
    ['free period', { freePeriod: 3 }, 'freePeriodFrequency', 'Free period frequency is required'],
    [
      'free period both ways',
      { freePeriod: 3, freePeriodFrequency: 'DAYS', freePeriodUntilDate: '2199-01-01' },
      'freePeriodFrequency',
      paymentOptionMessages.freePeriodBothWays,
    ],
    [
      'promotion',
      { promotion: { termCount: 2 } },
      'promotion.paymentAmount',
      'Promotion payment amount is required',
    ],
    [
      'suspension fee',
      { suspensionFee: 500 },
      'suspensionFeeFrequency',
      'Suspension fee frequency is required',
    ],
    [
      'billing account',
      { branchSettings: [{ branchId: 'x', branchBillingAccountId: '' }] },
      'branchSettings.0.branchBillingAccountId',
      'Please choose a branch billing account',
    ],
  ])('answers a bad %s with its message under the field', async (_label, fields, path, message) => {
    const response = await server.graphql(org.superAdmin, ADD, { input: weekly(fields) });
    expect(firstError(response)?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldErrorsOf(response)[path]).toBe(message);
  });

  it('needs a validity period and its unit for a visit pass', async () => {
    const pass = await org.build(async (tx) => {
      const plan = await makeMembershipPlan(tx, { name: 'Pass', type: 'VISITOR_PASS' });
      await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [auckland] });
      return plan.id;
    });
    const response = await server.graphql(org.superAdmin, ADD, {
      input: weekly({
        planType: 'VISITOR_PASS',
        membershipPlanId: pass,
        paymentFrequency: 'ONE_OFF',
        ongoing: false,
      }),
    });
    expect(fieldErrorsOf(response)).toMatchObject({
      validityPeriod: 'Validity period is required',
      visitPassTermType: 'Validity period type is required',
    });
    const endless = await server.graphql(org.superAdmin, ADD, {
      input: weekly({
        planType: 'VISITOR_PASS',
        membershipPlanId: pass,
        paymentFrequency: 'ONE_OFF',
        ongoing: false,
        validityPeriod: 1_300,
        visitPassTermType: 'MONTHS',
      }),
    });
    expect(fieldErrorsOf(endless)).toMatchObject({
      validityPeriod: 'Validity period cannot be more than 100 years',
    });
  });

  it.each([
    ['a malformed plan id', { membershipPlanId: 'plan-1' }],
    ['a malformed branch id', { sellingBranches: ['not-a-branch'] }],
    ['a malformed option id', { id: '../../etc' }],
    ['a huge name', { name: 'x'.repeat(5000) }],
    ['a promotion of text', { promotion: { termCount: 1, paymentAmount: 1 }, paymentAmount: 'ten' }],
    ['a date far away', { saleStartDate: '9'.repeat(30) }],
  ])('never fails with INTERNAL on %s', async (_label, fields) => {
    for (const document of [ADD, UPDATE]) {
      const response = await server.graphql(org.superAdmin, document, {
        input: weekly({ id: planId, ...fields }),
      });
      // Adding ignores the id; everything else is refused with a code of the catalogue.
      if (document === UPDATE || !('id' in fields))
        expect(response.errors?.[0]?.extensions?.code).toBeDefined();
      expect(response.errors?.[0]?.extensions?.code).not.toBe('INTERNAL');
    }
  });
});

describe('duplicate, publish and archive', () => {
  it('duplicates a published option as a draft copy sold at the same branches', async () => {
    const published = await optionOf({
      status: 'PUBLISHED',
      name: 'Twelve months paid fortnightly, promo',
      branchSettings: [{ branchId: auckland, branchBillingAccountId: aucklandAccount, waiveAdminFee: true }],
    });
    const response = await server.graphql<{ duplicatePaymentOption: Option }>(org.branchManager, DUPLICATE, {
      planId,
      id: published.id,
    });
    expect(response.errors).toBeUndefined();
    const copy = response.data?.duplicatePaymentOption;
    expect(copy).toMatchObject({
      name: 'Twelve months paid fortnightly, promo (copy)',
      status: 'DRAFT',
      sellingBranches: [{ id: auckland }],
      branchSettings: [
        { branch: { id: auckland }, branchBillingAccountId: aucklandAccount, waiveAdminFee: true },
      ],
    });
    expect(copy?.id).not.toBe(published.id);
    const draft = await server.graphql(org.superAdmin, DUPLICATE, { planId, id: copy?.id });
    expect(firstError(draft)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_ACTION_NOT_ALLOWED' });
  });

  async function started(document: string, id: string, viewer: StaffUser = org.superAdmin) {
    const response = await server.graphql<Record<string, { ticketId: string; operationDomain: string }>>(
      viewer,
      document,
      { planId, id },
    );
    const ticket = Object.values(response.data ?? {})[0];
    if (!ticket) throw new Error(JSON.stringify(response.errors));
    expect(ticket.operationDomain).toBe('PAYMENT_OPTION');
    return ticket.ticketId;
  }

  const apply = (ticketId: string) =>
    processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: org.applicationId, ticketId },
      {
        finalAttempt: false,
      },
    );

  const status = async (ticketId: string) =>
    (
      await server.graphql<{ getAsyncOperationStatus: Record<string, unknown> | null }>(
        org.superAdmin,
        STATUS,
        { ticketId },
      )
    ).data?.getAsyncOperationStatus;

  it('publishes asynchronously, with exactly one effect when the job runs twice', async () => {
    const draft = await optionOf();
    const ticketId = await started(PUBLISH, draft.id);
    expect(await statusOf(draft.id)).toBe('DRAFT');
    expect(await status(ticketId)).toBeNull();
    expect(await apply(ticketId)).toBe('applied');
    expect(await apply(ticketId)).toBe('already-done');
    expect(await statusOf(draft.id)).toBe('PUBLISHED');
    expect(await status(ticketId)).toMatchObject({
      status: 'OK',
      paymentOption: { id: draft.id, status: 'PUBLISHED' },
    });
    // Published: publishing again is refused at once.
    const again = await server.graphql(org.superAdmin, PUBLISH, { planId, id: draft.id });
    expect(firstError(again)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_ACTION_NOT_ALLOWED' });
  });

  it('two publish tickets for one draft change it once, both OK', async () => {
    const draft = await optionOf();
    const first = await started(PUBLISH, draft.id);
    const second = await started(PUBLISH, draft.id);
    await apply(first);
    await apply(second);
    expect(await statusOf(draft.id)).toBe('PUBLISHED');
    expect(await status(second)).toMatchObject({ status: 'OK' });
  });

  it('archives a published option; a publish started before ends in ERROR', async () => {
    const draft = await optionOf();
    const publish = await started(PUBLISH, draft.id);
    const archive = await started(ARCHIVE, draft.id);
    await apply(archive);
    expect(await statusOf(draft.id)).toBe('ARCHIVED');
    await apply(publish);
    expect(await statusOf(draft.id)).toBe('ARCHIVED');
    expect(await status(publish)).toMatchObject({
      status: 'ERROR',
      code: 'PAYMENT_OPTION_ACTION_NOT_ALLOWED',
      message: 'This payment option is archived and cannot be published.',
    });
    const archived = await server.graphql(org.superAdmin, ARCHIVE, { planId, id: draft.id });
    expect(firstError(archived)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_ACTION_NOT_ALLOWED' });
  });

  it('needs manage-payment-option on every selling branch to publish or archive', async () => {
    const both = await optionOf({ sellingBranchIds: [auckland, sydney] });
    for (const document of [PUBLISH, ARCHIVE]) {
      const response = await server.graphql(org.branchManager, document, { planId, id: both.id });
      expect(firstError(response)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_ACCESS_DENIED' });
      const desk = await server.graphql(org.frontDesk, document, { planId, id: both.id });
      expect(firstError(desk)?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    }
    expect(await statusOf(both.id)).toBe('DRAFT');
  });
});

describe('the branch billing account amendment', () => {
  it("sets a selling branch's billing account, with manage-branch-settings there", async () => {
    const option = await optionOf();
    const response = await server.graphql<{ updateBranchSetting: Option }>(
      org.branchManager,
      BRANCH_SETTING,
      {
        planId,
        optionId: option.id,
        input: { branchId: auckland, branchBillingAccountId: aucklandAccount, waiveAdminFee: true },
      },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateBranchSetting.branchSettings).toEqual([
      { branch: { id: auckland }, branchBillingAccountId: aucklandAccount, waiveAdminFee: true },
    ]);
  });

  it("refuses another branch's account, a branch that does not sell it, and staff without the permission", async () => {
    const option = await optionOf();
    const foreignAccount = await server.graphql(org.superAdmin, BRANCH_SETTING, {
      planId,
      optionId: option.id,
      input: { branchId: auckland, branchBillingAccountId: sydneyAccount, waiveAdminFee: false },
    });
    expect(firstError(foreignAccount)?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'branchSettingInput.branchBillingAccountId': 'Please choose a branch billing account' },
    });
    const notSold = await server.graphql(org.superAdmin, BRANCH_SETTING, {
      planId,
      optionId: option.id,
      input: { branchId: sydney, branchBillingAccountId: sydneyAccount, waiveAdminFee: false },
    });
    expect(firstError(notSold)?.extensions).toMatchObject({ code: 'PAYMENT_OPTION_NOT_SOLD_AT_BRANCH' });
    const desk = await server.graphql(org.frontDesk, BRANCH_SETTING, {
      planId,
      optionId: option.id,
      input: { branchId: auckland, branchBillingAccountId: aucklandAccount, waiveAdminFee: false },
    });
    expect(firstError(desk)?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('another organisation', () => {
  it("cannot change this organisation's options, or use its branches", async () => {
    const option = await optionOf();
    for (const [document, variables] of [
      [UPDATE, { input: weekly({ id: option.id }) }],
      [DUPLICATE, { planId, id: option.id }],
      [PUBLISH, { planId, id: option.id }],
      [ARCHIVE, { planId, id: option.id }],
      [
        UPDATE_PLAN,
        { plan: { id: planId, name: 'Taken', description: 'x', country: 'NZ', accessType: 'x' } },
      ],
    ] as const) {
      const response = await server.graphql(other.superAdmin, document, variables);
      expect(['PAYMENT_OPTION_NOT_FOUND', 'MEMBERSHIP_PLAN_NOT_FOUND', 'BRANCH_NOT_FOUND']).toContain(
        firstError(response)?.extensions?.code,
      );
    }
    expect(await statusOf(option.id)).toBe('DRAFT');
  });
});
