import { nextBillingDate, todayIn } from '@clubline/domain';
import { makeMembership } from '../features/memberships/memberships.testing.ts';
import { insertSuspension } from '../features/memberships/suspensions/membership-suspensions.repository.ts';
import { makeMembershipPlan, makePaymentOption } from '../features/plans/plans.testing.ts';
import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Actor, type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The memberships feature's root fields. Reads are view-member on the member (their
 * home branch, Wellington); the money-changing actions manage-membership on Wellington, which must
 * be the member's home branch; Edit membership a dates permission the front desk does not hold.
 * Rows that change something build a membership of their own per cell.
 */

/** view-member on the Wellington member (the person subject). */
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

/** An operation on the Wellington branch itself (held there by the desks and the admin). */
const ON_WELLINGTON: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: OK,
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

const today = () => todayIn('Pacific/Auckland');

interface MembershipWorld {
  ongoingPlanId: string;
  /** A second published weekly option of the world's plan: memberships change to world.plan.optionId. */
  optionId: string;
  payerPlanId: string;
  payerOptionId: string;
  /** A billing membership of the shared Wellington member (the read rows). */
  sharedMembershipId: string;
}

const made = new WeakMap<World, Promise<MembershipWorld>>();

/** The plans and the shared member's membership, made once per world. */
function membershipWorld(world: World): Promise<MembershipWorld> {
  let known = made.get(world);
  if (!known) {
    known = world.org.build(async (tx) => {
      const wellington = world.org.branches.wellington.id;
      const option = await makePaymentOption(tx, {
        membershipPlanId: world.plan.id,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        paymentAmount: 3100,
      });
      const payerPlan = await makeMembershipPlan(tx, { name: 'Matrix payer', type: 'EXTERNAL_PAYER' });
      const payerOption = await makePaymentOption(tx, {
        membershipPlanId: payerPlan.id,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
      });
      const shared = await makeMembership(tx, {
        personId: world.member.id,
        branchId: wellington,
        membershipPlanId: world.plan.id,
        paymentOptionId: option.id,
        startDate: nextBillingDate('PAYSMART', today().subtract({ days: 30 })).toString(),
        account: { branchBillingAccountId: world.billingAccount.id, customerReference: 'PS-MATRIX-SHARED' },
      });
      return {
        ongoingPlanId: world.plan.id,
        optionId: option.id,
        payerPlanId: payerPlan.id,
        payerOptionId: payerOption.id,
        sharedMembershipId: shared.id,
      };
    });
    made.set(world, known);
  }
  return known;
}

/**
 * A fresh Wellington member with a changeable paysmart billing membership (DDR active, past its first
 * billing date), an overdue fortnight under `customerReference` when asked.
 */
async function freshBilling(world: World, actor: Actor, overdue = false) {
  const shared = await membershipWorld(world);
  const person = await world.freshMember();
  const reference = `PS-MATRIX-${actor}-${person.id.slice(0, 8)}`;
  const due = today().subtract({ days: 2 }).toString();
  const membership = await world.org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: world.org.branches.wellington.id,
      membershipPlanId: shared.ongoingPlanId,
      paymentOptionId: shared.optionId,
      startDate: nextBillingDate('PAYSMART', today().subtract({ days: 30 })).toString(),
      account: { branchBillingAccountId: world.billingAccount.id, customerReference: reference },
      ledger: overdue
        ? [
            { type: 'CHARGE', chargeKey: 'RECURRING:3', kind: 'RECURRING', amount: 3100, date: due },
            { type: 'DEBIT_SUBMITTED', reference: `D-${reference}`, amount: 3100, date: due },
            { type: 'DEBIT_DISHONOURED', reference: `D-${reference}`, reason: 'ACCOUNT_CLOSED', date: due },
          ]
        : [],
    }),
  );
  return { person, membership, reference, shared };
}

/** A fresh Wellington member's debitsuccess billing membership (Synchronise, Unblock), in `status`. */
async function freshDebitsuccess(world: World, actor: Actor, status: 'ACTIVE' | 'BLOCKED') {
  const shared = await membershipWorld(world);
  const person = await world.freshMember();
  const reference = `DS-MATRIX-${actor}-${person.id.slice(0, 8)}`;
  const membership = await world.org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: world.org.branches.wellington.id,
      membershipPlanId: shared.ongoingPlanId,
      paymentOptionId: shared.optionId,
      status,
      startDate: nextBillingDate('DEBITSUCCESS', today().subtract({ days: 30 })).toString(),
      account: {
        branchBillingAccountId: world.billingAccount.id,
        provider: 'DEBITSUCCESS',
        customerReference: reference,
      },
    }),
  );
  return { person, membership, reference };
}

/** A sale to a fresh Wellington member at Wellington, with `fees` over the option's. */
const sale = (fees: Record<string, number | boolean>) =>
  field('attachMembership', {
    subject: 'a sale to a fresh Wellington member at Wellington',
    document: `mutation A($branchId: ID!, $input: MembershipInput!) {
      attachMembership(branchId: $branchId, membershipInput: $input) { ticketId }
    }`,
    variables: async (world) => ({
      branchId: world.org.branches.wellington.id,
      input: {
        personId: (await world.freshMember()).id,
        membershipPlanId: world.plan.id,
        paymentOptionId: world.plan.optionId,
        startDate: today().toString(),
        ...fees,
      },
    }),
    expect: ON_WELLINGTON,
  });

/**
 * attachMembership's cells: the sale at the option's fees; for whoever may sell, the same sale with
 * the join fee changed and with the access card fee changed (spec 1 §6 manage-join-fee,
 * manage-access-card-fee), and with the admin fee waived where the option's branch setting does
 * not (manage-branch-settings), each outcome named when it is not ok.
 */
function saleWithFees(expect: Expectations): MatrixRow {
  const plain = sale({});
  const changed = [
    ['join fee', sale({ joinFee: 1234 })],
    ['access card fee', sale({ accessCardFee: 1234 })],
    ['admin fee waiver', sale({ waiveAdminFee: true })],
  ] as const;
  return {
    ...plain,
    subject: `${plain.subject}; then with the join fee, and the access card fee, changed, and the admin fee waived`,
    expect,
    async run(world, actor) {
      const outcome = await plain.run(world, actor);
      if (outcome !== OK) return outcome;
      const refused: string[] = [];
      for (const [fee, row] of changed) {
        const answer = await row.run(world, actor);
        if (answer !== OK) refused.push(`${fee}: ${answer}`);
      }
      return [OK, ...refused].join('; ');
    },
  };
}

/**
 * The transactions CSV: the same rule as getMembershipTransactions (view-member on the member),
 * as HTTP statuses; the body is checked to carry rows only when allowed.
 */
export const MEMBERSHIP_REST_ROWS: MatrixRow[] = [
  route('GET /exports/members/:personId/transactions.csv', {
    subject: "the Wellington member's transactions as CSV",
    request: async (world, actor) => ({
      method: 'GET',
      url: `/exports/members/${world.member.id}/transactions.csv`,
      headers: await bearerOf(world, actor),
    }),
    observe: (body) => (body.startsWith('Date,Membership,') ? 'CSV' : 'no CSV'),
    expect: {
      anonymous: 'HTTP 401: no CSV',
      noRole: 'HTTP 403: no CSV',
      frontDesk: 'HTTP 200: CSV',
      branchManager: 'HTTP 403: no CSV',
      reliefDesk: 'HTTP 200: CSV',
      areaManager: 'HTTP 403: no CSV',
      superAdmin: 'HTTP 200: CSV',
      otherAdmin: 'HTTP 404: no CSV',
    },
  }),
];

export const MEMBERSHIP_ROWS: MatrixRow[] = [
  field('getMemberships', {
    subject: "the Wellington member's memberships",
    document: 'query M($personId: ID!) { getMemberships(personId: $personId) { id } }',
    variables: (world) => ({ personId: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getMembership', {
    subject: "one of the Wellington member's memberships",
    document:
      'query M($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) { id } }',
    variables: async (world) => ({
      personId: world.member.id,
      id: (await membershipWorld(world)).sharedMembershipId,
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getMembershipTransactions', {
    subject: "the Wellington member's ledger",
    document:
      'query T($personId: ID!) { getMembershipTransactions(personId: $personId) { total rows { id } } }',
    variables: (world) => ({ personId: world.member.id }),
    expect: WELLINGTON_MEMBER,
  }),
  field('previewEndMembership', {
    subject: "ending the Wellington member's billing membership (a preview changes nothing)",
    document: `query P($personId: ID!, $id: ID!, $date: String!) {
      previewEndMembership(personId: $personId, membershipId: $id, cancellationDate: $date) { debits { date } }
    }`,
    variables: async (world) => ({
      personId: world.member.id,
      id: (await membershipWorld(world)).sharedMembershipId,
      date: nextBillingDate('PAYSMART', today().add({ days: 20 })).toString(),
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('previewMembershipSuspension', {
    subject:
      "suspending the Wellington member's billing membership for 2 payments (a preview changes nothing)",
    document: `query P($personId: ID!, $id: ID!, $date: String!) {
      previewMembershipSuspension(personId: $personId, membershipId: $id, startDate: $date, suspensionDuration: 2) { debits { date } }
    }`,
    variables: async (world) => ({
      personId: world.member.id,
      id: (await membershipWorld(world)).sharedMembershipId,
      date: nextBillingDate('PAYSMART', today().add({ days: 1 })).toString(),
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('previewChangeMembership', {
    subject: "changing the Wellington member's billing membership (a preview changes nothing)",
    document: `query P($personId: ID!, $id: ID!, $planId: ID!, $optionId: ID!) {
      previewChangeMembership(personId: $personId, membershipId: $id, membershipPlanId: $planId, paymentOptionId: $optionId) {
        debits { date }
      }
    }`,
    variables: async (world) => ({
      personId: world.member.id,
      id: (await membershipWorld(world)).sharedMembershipId,
      planId: world.plan.id,
      optionId: world.plan.optionId,
    }),
    expect: WELLINGTON_MEMBER,
  }),
  field('getOverdueAmount', {
    subject: "the Wellington member's customer reference",
    document:
      'query O($branchId: ID!, $ref: String!) { getOverdueAmount(branchId: $branchId, customerReference: $ref) }',
    variables: async (world) => {
      await membershipWorld(world);
      return { branchId: world.org.branches.wellington.id, ref: 'PS-MATRIX-SHARED' };
    },
    expect: ON_WELLINGTON,
  }),
  field('getBillingLinks', {
    subject: "the Wellington member's customer reference",
    document: `query L($branchId: ID!, $ref: String!) {
      getBillingLinks(branchId: $branchId, customerReference: $ref) { paymentHistory }
    }`,
    variables: async (world) => {
      await membershipWorld(world);
      return { branchId: world.org.branches.wellington.id, ref: 'PS-MATRIX-SHARED' };
    },
    expect: ON_WELLINGTON,
  }),
  field('getBillingDates', {
    subject: "Wellington's billing dates",
    document:
      'query D($branchId: ID!, $start: String!) { getBillingDates(branchId: $branchId, startDate: $start) }',
    variables: (world) => ({ branchId: world.org.branches.wellington.id, start: today().toString() }),
    expect: ON_WELLINGTON,
  }),
  field('getFirstPaymentDateOptions', {
    subject: 'first payment dates of a sale at Wellington (manage-membership)',
    document: `query D($branchId: ID!, $start: String!) {
      getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: WEEKLY, startDate: $start)
    }`,
    variables: (world) => ({ branchId: world.org.branches.wellington.id, start: today().toString() }),
    expect: ON_WELLINGTON,
  }),
  field('getFirstPaymentDetails', {
    subject: 'the first payment preview of a sale at Wellington (manage-membership)',
    document: `query F($branchId: ID!, $input: FirstPaymentDetailsInput!) {
      getFirstPaymentDetails(branchId: $branchId, input: $input) { paidInBranchAmount }
    }`,
    variables: (world) => ({
      branchId: world.org.branches.wellington.id,
      input: {
        version: '2.0.0',
        membershipPlanId: world.plan.id,
        paymentOptionId: world.plan.optionId,
        membershipStartDate: today().toString(),
      },
    }),
    expect: ON_WELLINGTON,
  }),
  saleWithFees({
    // manage-membership sells; a fee other than the option's needs manage-join-fee /
    // manage-access-card-fee there, and waiving the admin fee manage-branch-settings, which the
    // desks do not hold.
    ...ON_WELLINGTON,
    frontDesk:
      'ok; join fee: JOIN_FEE_CHANGE_DENIED; access card fee: ACCESS_CARD_FEE_CHANGE_DENIED; admin fee waiver: ADMIN_FEE_WAIVER_DENIED',
    reliefDesk:
      'ok; join fee: JOIN_FEE_CHANGE_DENIED; access card fee: ACCESS_CARD_FEE_CHANGE_DENIED; admin fee waiver: ADMIN_FEE_WAIVER_DENIED',
  }),
  field('cancelMembership', {
    subject: "ending a fresh Wellington member's billing membership",
    document: `mutation C($input: CancelMembershipInput!) { cancelMembership(cancelMembershipInput: $input) { ticketId } }`,
    variables: async (world, actor) => {
      const { person, membership } = await freshBilling(world, actor);
      return {
        input: {
          membershipId: membership.id,
          branchId: world.org.branches.wellington.id,
          personId: person.id,
          cancellationDate: nextBillingDate('PAYSMART', today().add({ days: 20 })).toString(),
          cancellationReason: 'MOVING',
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('changeMembership', {
    subject: "changing a fresh Wellington member's billing membership to the plan's other option",
    document: `mutation C($branchId: ID!, $input: ChangeMembershipInput!) {
      changeMembership(branchId: $branchId, changeMembershipInput: $input) { ticketId }
    }`,
    variables: async (world, actor) => {
      const { person, membership } = await freshBilling(world, actor);
      return {
        branchId: world.org.branches.wellington.id,
        input: {
          membershipId: membership.id,
          membershipPlanId: world.plan.id,
          paymentOptionId: world.plan.optionId,
          cancellationReason: 'UPGRADE_DOWNGRADE',
          personId: person.id,
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('payOverdueInBranch', {
    subject: "paying a fresh Wellington member's overdue fortnight at the desk",
    document: `mutation P($branchId: ID!, $planId: ID!, $personId: ID!, $ref: String!) {
      payOverdueInBranch(branchId: $branchId, membershipPlanId: $planId, paymentType: "Cash", personId: $personId,
        paymentInCents: 1000, customerReference: $ref) { ticketId }
    }`,
    variables: async (world, actor) => {
      const { person, reference } = await freshBilling(world, actor, true);
      return {
        branchId: world.org.branches.wellington.id,
        planId: world.plan.id,
        personId: person.id,
        ref: reference,
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('updateExternalPayer', {
    subject: "a fresh Wellington member's external payer membership",
    document: `mutation X($personId: ID!, $input: ExternalPayerUpdateInput!) {
      updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) { id }
    }`,
    variables: async (world) => {
      const shared = await membershipWorld(world);
      const person = await world.freshMember();
      const membership = await world.org.build((tx) =>
        makeMembership(tx, {
          personId: person.id,
          branchId: world.org.branches.wellington.id,
          membershipPlanId: shared.payerPlanId,
          paymentOptionId: shared.payerOptionId,
          externalPayerRefNumber: 'OLD',
        }),
      );
      return { personId: person.id, input: { membershipId: membership.id, externalPayerRefNumber: 'NEW' } };
    },
    // manage-membership on the member: the person subject.
    expect: WELLINGTON_MEMBER,
  }),
  field('updateMembership', {
    subject: "the end date of a fresh Wellington member's external payer membership",
    document: `mutation U($personId: ID!, $update: MembershipUpdate!) {
      updateMembership(personId: $personId, membershipUpdate: $update) { id }
    }`,
    variables: async (world) => {
      const shared = await membershipWorld(world);
      const person = await world.freshMember();
      const membership = await world.org.build((tx) =>
        makeMembership(tx, {
          personId: person.id,
          branchId: world.org.branches.wellington.id,
          membershipPlanId: shared.payerPlanId,
          paymentOptionId: shared.payerOptionId,
        }),
      );
      return {
        personId: person.id,
        update: { membershipId: membership.id, newMembershipEndDate: today().add({ days: 30 }).toString() },
      };
    },
    // edit-non-billing-membership-dates: the desks do not hold it; the branch manager not at Wellington.
    expect: {
      ...WELLINGTON_MEMBER,
      frontDesk: 'MEMBER_NOT_IN_BRANCH',
      reliefDesk: 'MEMBER_NOT_IN_BRANCH',
    },
  }),
  field('syncAccountStatus', {
    subject: "synchronising a fresh Wellington member's debitsuccess account (starts a ticket)",
    document: `mutation S($branchId: ID!, $ref: String!) {
      syncAccountStatus(branchId: $branchId, customerReference: $ref) { ticketId }
    }`,
    variables: async (world, actor) => {
      const { reference } = await freshDebitsuccess(world, actor, 'ACTIVE');
      return { branchId: world.org.branches.wellington.id, ref: reference };
    },
    expect: ON_WELLINGTON,
  }),
  field('sendPaymentSetupLink', {
    subject: 'a new payment setup link for a fresh Wellington member whose direct debit request was rejected',
    document: `mutation L($id: ID!) { sendPaymentSetupLink(membershipId: $id) { signupLink } }`,
    variables: async (world) => {
      const shared = await membershipWorld(world);
      const person = await world.freshMember();
      const membership = await world.org.build((tx) =>
        makeMembership(tx, {
          personId: person.id,
          branchId: world.org.branches.wellington.id,
          membershipPlanId: shared.ongoingPlanId,
          paymentOptionId: shared.optionId,
          account: {
            branchBillingAccountId: world.billingAccount.id,
            ddrStatus: 'DDR_REJECTED',
            accountBillingStatus: 'DDR_REJECTED',
          },
        }),
      );
      return { id: membership.id };
    },
    // manage-membership on the membership's branch; another organisation's membership is not found.
    expect: { ...ON_WELLINGTON, otherAdmin: 'MEMBERSHIP_NOT_FOUND' },
  }),
  field('setAllowAccessByAdmin', {
    subject: 'letting a fresh blocked Wellington member in until tomorrow (Unblock)',
    document: `mutation U($personId: ID!, $id: ID!, $until: String) {
      setAllowAccessByAdmin(personId: $personId, membershipId: $id, allowAccessUntil: $until) { id }
    }`,
    variables: async (world, actor) => {
      const { person, membership } = await freshDebitsuccess(world, actor, 'BLOCKED');
      return { personId: person.id, id: membership.id, until: today().add({ days: 1 }).toString() };
    },
    // manage-membership on the member: the person subject.
    expect: WELLINGTON_MEMBER,
  }),
  field('addMembershipSuspension', {
    subject: "suspending a fresh Wellington member's billing membership for 2 payments",
    document: `mutation S($b: ID!, $input: SuspensionInput!) { addMembershipSuspension(branchId: $b, suspensionInput: $input) { ticketId } }`,
    variables: async (world, actor) => {
      const { person, membership } = await freshBilling(world, actor);
      return {
        b: world.org.branches.wellington.id,
        input: {
          membershipId: membership.id,
          personId: person.id,
          startDate: nextBillingDate('PAYSMART', today().add({ days: 1 })).toString(),
          suspensionDuration: 2,
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('createMembershipFreePeriod', {
    subject: "giving a fresh Wellington member's billing membership a free period of 2 payments",
    document: `mutation F($b: ID!, $input: CreateMembershipFreePeriodInput!) { createMembershipFreePeriod(branchId: $b, createMembershipFreePeriodInput: $input) { ticketId } }`,
    variables: async (world, actor) => {
      const { person, membership } = await freshBilling(world, actor);
      return {
        b: world.org.branches.wellington.id,
        input: {
          membershipId: membership.id,
          personId: person.id,
          effectiveDate: nextBillingDate('PAYSMART', today().add({ days: 1 })).toString(),
          duration: 2,
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('updateMembershipSuspensionEndDate', {
    subject: "moving the resume date of a fresh Wellington member's future suspension",
    document: `mutation U($b: ID!, $input: UpdateMembershipSuspensionInput!) { updateMembershipSuspensionEndDate(branchId: $b, updateMembershipSuspensionInput: $input) { ticketId } }`,
    variables: async (world, actor) => {
      const { person, membership } = await suspendedLater(world, actor);
      return {
        b: world.org.branches.wellington.id,
        input: {
          membershipId: membership.id,
          personId: person.id,
          endDate: today().add({ days: 20 }).toString(),
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
  field('deleteMembershipSuspension', {
    subject: "removing a fresh Wellington member's future suspension",
    document: `mutation D($input: DeleteMembershipSuspensionInput!) { deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) { ticketId } }`,
    variables: async (world, actor) => {
      const { person, membership } = await suspendedLater(world, actor);
      return {
        input: {
          membershipId: membership.id,
          personId: person.id,
          branchId: world.org.branches.wellington.id,
        },
      };
    },
    expect: ON_WELLINGTON,
  }),
];

/** A fresh billing member with a suspension from in 5 days to in 19 days (Edit and Remove). */
async function suspendedLater(world: World, actor: Actor) {
  const fresh = await freshBilling(world, actor);
  await world.org.build((tx) =>
    insertSuspension(tx, {
      applicationId: world.org.applicationId,
      membershipId: fresh.membership.id,
      startDate: today().add({ days: 5 }).toString(),
      endDate: today().add({ days: 19 }).toString(),
      suspensionFee: 500,
      frequency: 'DAYS',
    }),
  );
  return fresh;
}
