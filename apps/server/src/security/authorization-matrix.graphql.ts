import { ARRIVAL_PAGE_ROWS } from './authorization-matrix.arrivals-page.ts';
import { BULK_TRANSFER_ROWS } from './authorization-matrix.bulk-transfer.ts';
import { CLASS_ROWS } from './authorization-matrix.classes.ts';
import { CORRESPONDENCE_ROWS } from './authorization-matrix.correspondence.ts';
import { DOOR_ROWS } from './authorization-matrix.doors.ts';
import { MEMBERSHIP_ROWS } from './authorization-matrix.memberships.ts';
import { ORGANISATION_SETTINGS_ROWS } from './authorization-matrix.organisation-settings.ts';
import { RECEIPT_ROWS } from './authorization-matrix.receipts.ts';
import { REPORT_SCHEDULE_ROWS } from './authorization-matrix.report-schedules.ts';
import { STANDARD_REPORT_ROWS } from './authorization-matrix.reports.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { SESSION_BOOKING_ROWS } from './authorization-matrix.session-bookings.ts';
import { SESSION_OFFER_ROWS } from './authorization-matrix.session-offers.ts';
import { SESSION_TIMETABLE_ROWS } from './authorization-matrix.session-timetable.ts';
import { SESSION_ROWS } from './authorization-matrix.sessions.ts';
import { STAFF_ADMIN_TARGET_ROWS, STAFF_ROWS } from './authorization-matrix.staff.ts';
import { type Expectations, OK, signedIn, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Every GraphQL root field, and what each actor gets (see ACTORS in authorization-matrix.ts: the
 * front desk and the relief desk hold Wellington, the branch and area managers hold other
 * branches). A new root field fails the suite until it has a row here; docs/security.md says how
 * to write one.
 */

/**
 * The shape of a person operation the front desk holds (view-member, manage-member,
 * send-ad-hoc-sms) on the member of Wellington: the gate refuses a user without the operation
 * anywhere, staff of other branches are told the member is not theirs, another organisation does
 * not find them at all.
 */
const WELLINGTON_MEMBER: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'MEMBER_NOT_IN_BRANCH',
  reliefDesk: OK,
  areaManager: 'MEMBER_NOT_IN_BRANCH',
  superAdmin: OK,
  otherAdmin: 'MEMBER_NOT_FOUND',
};

/** Reading Wellington itself (any role there): elsewhere it does not exist. */
const WELLINGTON_BRANCH: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'BRANCH_NOT_FOUND',
  frontDesk: OK,
  branchManager: 'BRANCH_NOT_FOUND',
  reliefDesk: OK,
  areaManager: 'BRANCH_NOT_FOUND',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

/** Organisation-wide reads filtered by branch: everyone with the operation gets an answer. */
const FILTERED = (seen: string, unseen: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: `${OK}: ${seen}`,
  branchManager: `${OK}: ${unseen}`,
  reliefDesk: `${OK}: ${seen}`,
  areaManager: `${OK}: ${unseen}`,
  superAdmin: `${OK}: ${seen}`,
  otherAdmin: `${OK}: ${unseen}`,
});

/**
 * manage-branch-group on Sydney and Melbourne: the area manager's group and the admin; the gate
 * refuses everyone who holds the operation nowhere. Another organisation's admin passes the gate
 * and finds nothing of this organisation's.
 */
const AUSTRALIAN_GROUP = (otherAdmin: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: OK,
  superAdmin: OK,
  otherAdmin,
});

/**
 * Role management: change-application-settings on ALL_BRANCHES. Here only the admin holds it
 * anywhere, so the gate refuses every other actor of the organisation; another organisation's
 * admin passes the gate and meets `otherAdmin`.
 */
const ROLE_MANAGEMENT = (otherAdmin: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin,
});

/** view-membership-plan on Wellington: its staff and the admin; other branches' staff are refused. */
const BILLING_ACCOUNT_READ: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: OK,
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

/**
 * manage-branch-settings on Wellington: the front desks hold it nowhere (the gate refuses), the
 * managers of other branches are refused there, only the admin changes it.
 */
const BILLING_ACCOUNT_CHANGE: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

/**
 * A change to the Wellington plan or its options (docs/plans.md): the front desks hold the operation
 * nowhere (the gate refuses), the managers of other branches do not see what only Wellington sells
 * (not found), another organisation finds nothing; the admin changes it.
 */
const WELLINGTON_PLAN_CHANGE = (notFound: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: notFound,
  reliefDesk: 'ACCESS_DENIED',
  areaManager: notFound,
  superAdmin: OK,
  otherAdmin: notFound,
});

/** Reading the Wellington plan: its viewers see it, everyone else gets nothing (null, or not listed). */
const WELLINGTON_PLAN_READ = FILTERED('the plan', 'nothing');

const hasPlan = (data: unknown, world: World) =>
  JSON.stringify(data ?? null).includes(world.plan.id) ? 'the plan' : 'nothing';

/** A valid weekly option sold at Wellington (the plans rows' input). */
const wellingtonOption = (world: World, fields: Record<string, unknown> = {}) => ({
  planType: 'ONGOING',
  membershipPlanId: world.plan.id,
  name: 'Matrix weekly',
  paymentAmount: 2500,
  paymentFrequency: 'WEEKLY',
  ongoing: true,
  sellingBranches: [world.org.branches.wellington.id],
  ...fields,
});

const PERSON = 'id';
const listHas = (id: string) => (data: unknown) =>
  JSON.stringify(data).includes(id) ? 'sees the member' : 'does not see the member';

export const GRAPHQL_ROWS: MatrixRow[] = [
  // --- Any signed-in user: configuration and one's own things (authorization-declarations.test.ts).
  field('allBranchesAndGroups', {
    subject: 'the branch directory',
    document: '{ allBranchesAndGroups { branches { id } groups { id } } }',
    observe: (data, world, actor) => {
      const seen = JSON.stringify(data);
      const [own, foreign] =
        actor === 'otherAdmin'
          ? [world.other.branches.adelaide.id, world.org.branches.wellington.id]
          : [world.org.branches.wellington.id, world.other.branches.adelaide.id];
      return seen.includes(own) && !seen.includes(foreign) ? 'own organisation' : 'not only its own';
    },
    expect: signedIn(`${OK}: own organisation`),
  }),
  field('getAllOperations', {
    subject: 'the operation catalogue',
    document: '{ getAllOperations { id } }',
    expect: signedIn(OK),
  }),
  field('getBillingProviderInfo', {
    subject: "the viewer's organisation",
    document: '{ getBillingProviderInfo { __typename } }',
    expect: signedIn(OK),
  }),
  field('getInitialisationData', {
    subject: 'the viewer',
    document: '{ getInitialisationData { me { userId } } }',
    observe: (data, world, actor) =>
      actor !== 'anonymous' && JSON.stringify(data).includes(world.viewers[actor].userId)
        ? 'self'
        : 'someone else',
    expect: signedIn(`${OK}: self`),
  }),
  field('getRestApiUrl', {
    subject: 'the arrivals service',
    document: '{ getRestApiUrl(name: "arrival") }',
    expect: signedIn(OK),
  }),
  field('getAsyncOperationStatus', {
    subject: "a finished ticket of the Wellington front desk's",
    document: `query Status($id: ID!) {
      getAsyncOperationStatus(operationDomain: PERSON, ticketId: $id) { status }
    }`,
    variables: (world) => ({ id: world.ticket.ticketId }),
    observe: (data) => (data ? 'the ticket' : 'nothing'),
    expect: { ...signedIn(`${OK}: nothing`), frontDesk: `${OK}: the ticket` },
  }),
  field('getAsyncAggregatedOperationStatus', {
    subject: "the aggregate of the front desk's ticket",
    document: `query Aggregate($id: ID!, $name: String!) {
      getAsyncAggregatedOperationStatus(operationDomain: PERSON, operationName: $name, ticketId: $id) {
        __typename
      }
    }`,
    variables: (world) => ({ id: world.ticket.aggregateId, name: world.ticket.operationName }),
    observe: (data) => (data ? 'the ticket' : 'nothing'),
    expect: { ...signedIn(`${OK}: nothing`), frontDesk: `${OK}: the ticket` },
  }),

  // --- Branches and groups.
  field('getBranch', {
    subject: 'Wellington',
    document: 'query Branch($id: ID!) { getBranch(id: $id) { id } }',
    variables: (world) => ({ id: world.org.branches.wellington.id }),
    expect: WELLINGTON_BRANCH,
  }),
  field('editBranch', {
    subject: "Wellington's information, saved as it is (valid NZBN and GST number)",
    document: 'mutation Edit($info: BranchInfoInput!) { editBranch(branchInfo: $info) { id } }',
    variables: (world) => {
      const branch = world.org.branches.wellington;
      return {
        info: {
          id: branch.id,
          name: branch.name,
          legalName: branch.legalName,
          businessNumberType: 'NZBN',
          businessNumber: '9429041000007',
          gstNumber: '49-091-850',
          address: branch.address,
          contactNumber: branch.contactNumber,
          businessEmailAddress: branch.businessEmailAddress,
        },
      };
    },
    // manage-branch-settings on Wellington, as the branch billing accounts.
    expect: BILLING_ACCOUNT_CHANGE,
  }),
  field('getApplicationConfigSettings', {
    subject: 'Wellington',
    document: 'query Config($id: ID!) { getApplicationConfigSettings(branchId: $id) { __typename } }',
    variables: (world) => ({ id: world.org.branches.wellington.id }),
    expect: WELLINGTON_BRANCH,
  }),
  field('getMembershipSettings', {
    subject: 'Wellington',
    document: 'query Settings($id: ID!) { getMembershipSettings(branchId: $id) { __typename } }',
    variables: (world) => ({ id: world.org.branches.wellington.id }),
    expect: WELLINGTON_BRANCH,
  }),
  field('getBranchGroup', {
    subject: 'the North Island group (Auckland and Wellington)',
    document: 'query Group($id: ID!) { getBranchGroup(id: $id) { id branches } }',
    variables: (world) => ({ id: world.org.groups.northIsland.id }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'BRANCH_GROUP_NOT_FOUND',
      frontDesk: 'BRANCH_GROUP_NOT_FOUND',
      branchManager: 'BRANCH_GROUP_NOT_FOUND',
      reliefDesk: OK,
      areaManager: 'BRANCH_GROUP_NOT_FOUND',
      superAdmin: OK,
      otherAdmin: 'BRANCH_GROUP_NOT_FOUND',
    },
  }),
  field('createBranchGroup', {
    subject: 'a new group of Sydney',
    document: `mutation Create($input: BranchGroupInput!) { createBranchGroup(input: $input) { id } }`,
    variables: (world, actor) => ({
      input: { name: `Matrix new group ${actor}`, branches: [world.org.branches.sydney.id] },
    }),
    expect: AUSTRALIAN_GROUP('BRANCH_NOT_FOUND'),
  }),
  field('updateBranchGroup', {
    subject: 'a fresh group of Sydney and Melbourne',
    document: `mutation Update($id: ID!, $input: BranchGroupInput!) { updateBranchGroup(id: $id, input: $input) { id } }`,
    variables: async (world) => {
      const group = await world.freshGroup();
      return { id: group.id, input: { name: `${group.name} renamed`, branches: group.branchIds } };
    },
    expect: AUSTRALIAN_GROUP('BRANCH_NOT_FOUND'),
  }),
  field('removeBranchFromBranchGroup', {
    subject: 'Melbourne, out of a fresh group of Sydney and Melbourne',
    document: `mutation Remove($groupId: ID!, $branchId: ID!) {
      removeBranchFromBranchGroup(branchGroupId: $groupId, branchId: $branchId) { id }
    }`,
    variables: async (world) => ({
      groupId: (await world.freshGroup()).id,
      branchId: world.org.branches.melbourne.id,
    }),
    expect: AUSTRALIAN_GROUP('BRANCH_GROUP_NOT_FOUND'),
  }),

  // --- Roles (docs/roles.md): change-application-settings on ALL_BRANCHES, which only the admin holds
  // here; adding one is the super-admin group's. Another organisation does not find this one's roles.
  field('getRoles', {
    subject: "the organisation's roles",
    document: '{ getRoles { roleId } }',
    observe: (data, world) =>
      JSON.stringify(data).includes(world.role.id) ? 'sees its roles' : 'not these roles',
    expect: { ...ROLE_MANAGEMENT(`${OK}: not these roles`), superAdmin: `${OK}: sees its roles` },
  }),
  field('getRoleSummary', {
    subject: 'a custom role',
    document: 'query Role($id: ID!) { getRoleSummary(roleId: $id) { roleId } }',
    variables: (world) => ({ id: world.role.id }),
    expect: ROLE_MANAGEMENT('ROLE_NOT_FOUND'),
  }),
  field('addRole', {
    subject: 'a new role of the viewer’s organisation',
    document: 'mutation Add($input: AddRoleInput!) { addRole(input: $input) { roleId } }',
    variables: (_world, actor) => ({ input: { name: `Matrix new role ${actor}` } }),
    // Another organisation's admin adds a role to its own organisation.
    expect: ROLE_MANAGEMENT(OK),
  }),
  field('updateRole', {
    subject: 'a fresh custom role',
    document:
      'mutation Update($id: ID!, $input: RoleInput!) { updateRole(roleId: $id, input: $input) { roleId } }',
    variables: async (world) => {
      const role = await world.freshRole();
      return { id: role.id, input: { name: `${role.name} renamed` } };
    },
    expect: ROLE_MANAGEMENT('ROLE_NOT_FOUND'),
  }),
  field('removeRole', {
    subject: 'a fresh custom role with no members',
    document: 'mutation Remove($id: ID!) { removeRole(roleId: $id) }',
    variables: async (world) => ({ id: (await world.freshRole()).id }),
    expect: ROLE_MANAGEMENT('ROLE_NOT_FOUND'),
  }),
  field('assignOperationToRole', {
    subject: 'view-member, to a fresh custom role',
    document:
      'mutation Assign($id: ID!) { assignOperationToRole(roleId: $id, opId: "view-member") { roleId } }',
    variables: async (world) => ({ id: (await world.freshRole()).id }),
    expect: ROLE_MANAGEMENT('ROLE_NOT_FOUND'),
  }),
  field('removeOperationFromRole', {
    subject: 'view-member, from a fresh custom role',
    document:
      'mutation Unassign($id: ID!) { removeOperationFromRole(roleId: $id, opId: "view-member") { roleId } }',
    variables: async (world) => ({ id: (await world.freshRole()).id }),
    expect: ROLE_MANAGEMENT('ROLE_NOT_FOUND'),
  }),

  // --- Branch billing accounts of Wellington: view-membership-plan to read, manage-branch-settings
  // to change (docs/billing-accounts.md). Staff of other branches are refused, not told "not found":
  // the branch itself is in everyone's branch directory.
  field('getBranchBillingAccounts', {
    subject: "Wellington's billing accounts",
    document:
      'query Accounts($id: ID!) { getBranchBillingAccounts(branchId: $id) { branchBillingAccountId } }',
    variables: (world) => ({ id: world.billingAccount.branchId }),
    expect: BILLING_ACCOUNT_READ,
  }),
  field('getBranchBillingAccount', {
    subject: "Wellington's corporate billing account",
    document: `query Account($branchId: ID!, $id: ID!) {
      getBranchBillingAccount(branchId: $branchId, branchBillingAccountId: $id) { branchBillingAccountId }
    }`,
    variables: (world) => ({ branchId: world.billingAccount.branchId, id: world.billingAccount.id }),
    expect: BILLING_ACCOUNT_READ,
  }),
  field('updateBranchBillingAccount', {
    subject: "Wellington's corporate billing account (saved as it is)",
    document: `mutation Update($input: UpdateBranchBillingAccountInput!) {
      updateBranchBillingAccount(input: $input) { branchBillingAccountId }
    }`,
    variables: (world) => ({
      input: {
        branchId: world.billingAccount.branchId,
        branchBillingAccountId: world.billingAccount.id,
        cancellationFee: 7500,
        suspensionFee: 500,
        isDefault: false,
      },
    }),
    expect: BILLING_ACCOUNT_CHANGE,
  }),
  field('updateBranchBillingAccountTermsAndConditions', {
    subject: "the terms of Wellington's corporate billing account",
    document: `mutation Terms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {
      updateBranchBillingAccountTermsAndConditions(input: $input) { branchBillingAccountId }
    }`,
    variables: (world) => ({
      input: {
        branchId: world.billingAccount.branchId,
        branchBillingAccountId: world.billingAccount.id,
        termsAndConditions: { text: '<p>Matrix terms</p>' },
      },
    }),
    expect: BILLING_ACCOUNT_CHANGE,
  }),

  // --- Membership plans and payment options (docs/plans.md): seen where they are sold, changed with
  // the operation on every selling branch; plans are created at organisation level.
  field('getMembershipPlans', {
    subject: 'the plans sold at every branch (the Wellington plan among them)',
    document: '{ getMembershipPlans(branches: ["ALL_BRANCHES"]) { id } }',
    observe: hasPlan,
    expect: WELLINGTON_PLAN_READ,
  }),
  field('getMembershipPlansWithoutPaymentOptions', {
    subject: 'the plans sold at every branch, without options',
    document: '{ getMembershipPlansWithoutPaymentOptions(branches: ["ALL_BRANCHES"]) { id } }',
    observe: hasPlan,
    expect: WELLINGTON_PLAN_READ,
  }),
  field('getMembershipPlan', {
    subject: 'the Wellington plan',
    document: 'query Plan($id: ID!) { getMembershipPlan(id: $id) { id } }',
    variables: (world) => ({ id: world.plan.id }),
    observe: hasPlan,
    expect: WELLINGTON_PLAN_READ,
  }),
  field('getPaymentOption', {
    subject: "the Wellington plan's published option",
    document:
      'query Option($planId: ID!, $id: ID!) { getPaymentOption(membershipPlanId: $planId, id: $id) { membershipPlanId } }',
    variables: (world) => ({ planId: world.plan.id, id: world.plan.optionId }),
    observe: hasPlan,
    expect: WELLINGTON_PLAN_READ,
  }),
  field('addMembershipPlan', {
    subject: 'a new plan sold at Wellington (organisation level)',
    document: 'mutation Add($plan: MembershipPlanInput!) { addMembershipPlan(plan: $plan) { id } }',
    variables: (world) => ({
      plan: {
        name: 'Matrix new plan',
        description: 'Made by the matrix',
        country: 'NZ',
        accessType: 'All hours',
        type: 'ONGOING',
        firstPaymentOption: wellingtonOption(world, { membershipPlanId: null }),
      },
    }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      // Branch managers do not manage plans; the area manager does, but not on every branch.
      branchManager: 'ACCESS_DENIED',
      reliefDesk: 'ACCESS_DENIED',
      areaManager: 'MEMBERSHIP_PLAN_ACCESS_DENIED',
      superAdmin: OK,
      // Organisation level in its own organisation, where Wellington is no branch.
      otherAdmin: 'BRANCH_NOT_FOUND',
    },
  }),
  field('updateMembershipPlan', {
    subject: 'the Wellington plan (saved as it is)',
    document:
      'mutation Update($plan: UpdateMembershipPlanInput!) { updateMembershipPlan(plan: $plan) { id } }',
    variables: (world) => ({
      plan: {
        id: world.plan.id,
        name: 'Matrix plan',
        description: 'Description of the matrix plan',
        country: 'NZ',
        accessType: 'All hours',
      },
    }),
    expect: { ...WELLINGTON_PLAN_CHANGE('MEMBERSHIP_PLAN_NOT_FOUND'), branchManager: 'ACCESS_DENIED' },
  }),
  field('addPaymentOption', {
    subject: 'a new option of the Wellington plan, sold at Wellington',
    document: 'mutation Add($input: PaymentOptionInput!) { addPaymentOption(input: $input) { id } }',
    variables: (world) => ({ input: wellingtonOption(world) }),
    expect: WELLINGTON_PLAN_CHANGE('MEMBERSHIP_PLAN_NOT_FOUND'),
  }),
  field('updatePaymentOption', {
    subject: 'a fresh draft option sold at Wellington',
    document: 'mutation Update($input: PaymentOptionInput!) { updatePaymentOption(input: $input) { id } }',
    variables: async (world) => ({
      input: wellingtonOption(world, { id: await world.freshOption('DRAFT') }),
    }),
    expect: WELLINGTON_PLAN_CHANGE('PAYMENT_OPTION_NOT_FOUND'),
  }),
  field('duplicatePaymentOption', {
    subject: 'a fresh published option sold at Wellington',
    document:
      'mutation Duplicate($planId: ID!, $id: ID!) { duplicatePaymentOption(membershipPlanId: $planId, id: $id) { id } }',
    variables: async (world) => ({ planId: world.plan.id, id: await world.freshOption('PUBLISHED') }),
    expect: WELLINGTON_PLAN_CHANGE('PAYMENT_OPTION_NOT_FOUND'),
  }),
  field('publishPaymentOption', {
    subject: 'a fresh draft option sold at Wellington',
    document:
      'mutation Publish($planId: ID!, $id: ID!) { publishPaymentOption(membershipPlanId: $planId, id: $id) { ticketId } }',
    variables: async (world) => ({ planId: world.plan.id, id: await world.freshOption('DRAFT') }),
    expect: WELLINGTON_PLAN_CHANGE('PAYMENT_OPTION_NOT_FOUND'),
  }),
  field('archivePaymentOption', {
    subject: 'a fresh published option sold at Wellington',
    document:
      'mutation Archive($planId: ID!, $id: ID!) { archivePaymentOption(membershipPlanId: $planId, id: $id) { ticketId } }',
    variables: async (world) => ({ planId: world.plan.id, id: await world.freshOption('PUBLISHED') }),
    expect: WELLINGTON_PLAN_CHANGE('PAYMENT_OPTION_NOT_FOUND'),
  }),
  field('updateBranchSetting', {
    subject: "a fresh option's billing at Wellington (its corporate account)",
    document: `mutation Setting($planId: ID!, $id: ID!, $input: BranchSettingInput!) {
      updateBranchSetting(membershipPlanId: $planId, paymentOptionId: $id, branchSettingInput: $input) { id }
    }`,
    variables: async (world) => ({
      planId: world.plan.id,
      id: await world.freshOption('DRAFT'),
      input: {
        branchId: world.billingAccount.branchId,
        branchBillingAccountId: world.billingAccount.id,
        waiveAdminFee: true,
      },
    }),
    // manage-branch-settings: the front desks hold it nowhere, the managers of other branches pass
    // the gate and do not find an option sold only at Wellington.
    expect: WELLINGTON_PLAN_CHANGE('PAYMENT_OPTION_NOT_FOUND'),
  }),

  // --- Staff.
  field('getInitialisationByUser', {
    subject: "an Auckland front desk's role assignments",
    document: `query ByUser($id: ID!) { getInitialisationByUser(userId: $id) { roleAssignments { roleId } } }`,
    variables: (world) => ({ id: world.aucklandDesk.userId }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'STAFF_ACCESS_DENIED',
      frontDesk: 'STAFF_ACCESS_DENIED',
      branchManager: OK,
      reliefDesk: 'STAFF_ACCESS_DENIED',
      areaManager: 'STAFF_ACCESS_DENIED',
      superAdmin: OK,
      otherAdmin: 'USER_NOT_FOUND',
    },
  }),

  // --- Members: reads of the member of Wellington.
  field('getPerson', {
    subject: 'the member of Wellington',
    document: `query Person($id: ID!) { getPerson(id: $id) { ${PERSON} } }`,
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getNotes', {
    subject: "the member of Wellington's notes",
    document: 'query Notes($id: ID!) { getNotes(personId: $id) { id } }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getMemberActivities', {
    subject: "the member of Wellington's activities",
    document: 'query Activities($id: ID!) { getMemberActivities(personId: $id) { __typename } }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getUserAttachments', {
    subject: "the member of Wellington's attachments",
    document: 'query Attachments($id: ID!) { getUserAttachments(personId: $id) { id } }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getUrlForAttachmentDownload', {
    subject: "an attachment of the member of Wellington's",
    document: `query Download($personId: ID!, $id: ID!) {
      getUrlForAttachmentDownload(personId: $personId, attachmentId: $id)
    }`,
    variables: (world) => ({ personId: world.member.id, id: world.attachmentId }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getUrlForUserPicDownload', {
    subject: "the member of Wellington's profile image",
    document: 'query Pic($id: ID!) { getUrlForUserPicDownload(personId: $id) }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getPersonsCount', {
    subject: "Wellington's members",
    document: 'query Count($id: ID!) { getPersonsCount(branchId: $id) }',
    variables: (world) => ({ id: world.org.branches.wellington.id }),
    expect: {
      ...WELLINGTON_BRANCH,
      noRole: 'ACCESS_DENIED',
      branchManager: 'BRANCH_ACCESS_DENIED',
      areaManager: 'BRANCH_ACCESS_DENIED',
    },
  }),
  field('searchPersons', {
    subject: 'the member of Wellington, by name',
    document: '{ searchPersons(term: "Wellingtonmember") { __typename persons { id } } }',
    observe: (data, world) => listHas(world.member.id)(data),
    expect: FILTERED('sees the member', 'does not see the member'),
  }),
  field('findExistingPersons', {
    subject: 'the member of Wellington, by name and date of birth',
    document: `{ findExistingPersons(firstName: "Matrix", lastName: "Wellingtonmember", dateOfBirth: "1990-04-01") {
      count ids
    } }`,
    observe: (data, world) => {
      const found = data as { count: number; ids: string[] };
      return `${found.count} found, ${found.ids.includes(world.member.id) ? 'may open it' : 'may not open it'}`;
    },
    // The duplicate check counts across the organisation (a duplicate is a duplicate wherever it
    // lives) but offers to open only what the viewer may view.
    expect: {
      ...FILTERED('1 found, may open it', '1 found, may not open it'),
      otherAdmin: `${OK}: 0 found, may not open it`,
    },
  }),
  field('countPersonsByEmail', {
    subject: "the member of Wellington's email",
    document: '{ countPersonsByEmail(email: "matrix.member@example.com") }',
    observe: (data) => `${String(data)} found`,
    expect: { ...FILTERED('1 found', '1 found'), otherAdmin: `${OK}: 0 found` },
  }),
  field('exportMembersCsv', {
    subject: 'every branch the viewer may view',
    document: 'mutation { exportMembersCsv { __typename } }',
    // A ticket for whatever the viewer may view: everyone holding view-member somewhere starts one.
    expect: { ...signedIn(OK), noRole: 'ACCESS_DENIED' },
  }),

  // --- Members: changes (fresh subjects where the change would show in another cell).
  field('getUrlForAttachmentUpload', {
    subject: 'the member of Wellington, a new PDF',
    document: `query Upload($id: ID!) {
      getUrlForAttachmentUpload(personId: $id, fileName: "matrix.pdf", contentType: "application/pdf")
    }`,
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getUrlForUserPicUpload', {
    subject: 'the member of Wellington, a new PNG',
    document: 'query Pic($id: ID!) { getUrlForUserPicUpload(personId: $id, contentType: "image/png") }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('addNote', {
    subject: 'the member of Wellington',
    document: 'mutation Add($id: ID!) { addNote(personId: $id, contents: "From the matrix") { id } }',
    variables: (world) => ({ id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('updateNote', {
    subject: 'a fresh note of the member of Wellington',
    document: `mutation Update($personId: ID!, $id: ID!) {
      updateNote(personId: $personId, id: $id, contents: "Changed by the matrix") { id }
    }`,
    variables: async (world) => ({ personId: world.member.id, id: await world.freshNote() }),
    expect: WELLINGTON_MEMBER,
  }),
  field('removeNote', {
    subject: 'a fresh note of the member of Wellington',
    document: 'mutation Remove($personId: ID!, $id: ID!) { removeNote(personId: $personId, id: $id) }',
    variables: async (world) => ({ personId: world.member.id, id: await world.freshNote() }),
    expect: WELLINGTON_MEMBER,
  }),
  field('removeAttachment', {
    subject: 'a fresh attachment of the member of Wellington',
    document: `mutation Remove($personId: ID!, $id: ID!) {
      removeAttachment(personId: $personId, attachmentId: $id)
    }`,
    variables: async (world) => ({ personId: world.member.id, id: await world.freshAttachment() }),
    expect: WELLINGTON_MEMBER,
  }),
  field('updatePersonalDetails', {
    subject: 'a fresh member of Wellington',
    document: `mutation Update($branchId: ID!, $input: PersonalDetailsInput!) {
      updatePersonalDetails(branchId: $branchId, personalDetailsInput: $input) { id }
    }`,
    variables: async (world) => ({
      branchId: world.org.branches.wellington.id,
      input: { personId: (await world.freshMember()).id, firstName: 'Renamed' },
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('sendSMS', {
    subject: 'the member of Wellington, from Wellington',
    document: `mutation Send($branchId: ID!, $id: ID!) {
      sendSMS(branchId: $branchId, memberId: $id, mobilePhone: { countryCode: "NZ", number: "0212345678" },
        smsContent: "From the matrix") { success }
    }`,
    variables: (world) => ({ branchId: world.org.branches.wellington.id, id: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('transferPersonToBranch', {
    subject: 'a fresh member of Wellington, to Christchurch',
    document: `mutation Transfer($input: TransferPersonToBranchInput!) {
      transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId }
    }`,
    variables: async (world) => ({
      input: { personId: (await world.freshMember()).id, targetBranchId: world.org.branches.christchurch.id },
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('addProspect', {
    subject: 'a new prospect at Wellington',
    document: 'mutation Add($input: AddProspectInput!) { addProspect(input: $input) { id } }',
    variables: (world, actor) => ({
      input: {
        homeBranchId: world.org.branches.wellington.id,
        firstName: 'Matrix',
        lastName: `Prospect${actor}`,
        email: `matrix.${actor}@example.com`,
        gender: 'FEMALE',
      },
    }),
    expect: {
      ...WELLINGTON_MEMBER,
      branchManager: 'BRANCH_ACCESS_DENIED',
      areaManager: 'BRANCH_ACCESS_DENIED',
      otherAdmin: 'BRANCH_NOT_FOUND',
    },
  }),
  ...STAFF_ROWS,
  ...STAFF_ADMIN_TARGET_ROWS,
  ...MEMBERSHIP_ROWS,
  ...RECEIPT_ROWS,
  ...DOOR_ROWS,
  ...ARRIVAL_PAGE_ROWS,
  ...ORGANISATION_SETTINGS_ROWS,
  ...BULK_TRANSFER_ROWS,
  ...STANDARD_REPORT_ROWS,
  ...REPORT_SCHEDULE_ROWS,
  ...CLASS_ROWS,
  ...SESSION_ROWS,
  ...SESSION_BOOKING_ROWS,
  ...SESSION_OFFER_ROWS,
  ...CORRESPONDENCE_ROWS,
  ...SESSION_TIMETABLE_ROWS,
];
