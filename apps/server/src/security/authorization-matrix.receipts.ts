import { todayIn } from '@clubline/domain';
import { issueReceipt } from '../features/billing/public.ts';
import { makeMembership } from '../features/memberships/memberships.testing.ts';
import { makePerson } from '../testing/builders.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Receipts of desk payments (docs/billing.md "Receipts"): read with view-member and emailed with
 * manage-membership on the membership's branch (Wellington here), a person's list on the person.
 */

/** `operation` on the receipt's branch, Wellington; another organisation sees no such receipt. */
const onWellington = (notFound: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: OK,
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: notFound,
});

/** A Wellington member (with an email) whose membership has one desk payment's receipt. */
async function freshReceipt(world: World) {
  const wellington = world.org.branches.wellington.id;
  return world.org.build(async (tx) => {
    const person = await makePerson(tx, {
      homeBranchId: wellington,
      role: 'Member',
      email: 'receipt.matrix@example.com',
    });
    const membership = await makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: world.plan.id,
      paymentOptionId: world.plan.optionId,
      startDate: todayIn('Pacific/Auckland').toString(),
    });
    const receipt = await issueReceipt(tx, {
      applicationId: world.org.applicationId,
      reference: `MATRIX:${membership.id}`,
      personId: person.id,
      branchId: wellington,
      issuedOn: todayIn('Pacific/Auckland').toString(),
      paymentType: 'Cash',
      userId: null,
      lines: [{ membershipId: membership.id, description: 'Join fee — Matrix', amountCents: 5000 }],
    });
    return { personId: person.id, membershipId: membership.id, receiptId: receipt.id };
  });
}

export const RECEIPT_ROWS: MatrixRow[] = [
  field('getReceipt', {
    subject: "a Wellington membership's receipt",
    document: 'query R($id: ID!) { getReceipt(receiptId: $id) { id totalCents } }',
    variables: async (world) => ({ id: (await freshReceipt(world)).receiptId }),
    expect: onWellington('RECEIPT_NOT_FOUND'),
  }),
  field('getMembershipReceipts', {
    subject: "a Wellington membership's receipts",
    document: 'query R($id: ID!) { getMembershipReceipts(membershipId: $id) { id } }',
    variables: async (world) => ({ id: (await freshReceipt(world)).membershipId }),
    expect: onWellington('MEMBERSHIP_NOT_FOUND'),
  }),
  field('getPersonReceipts', {
    subject: "a Wellington member's receipts",
    document: 'query R($id: ID!) { getPersonReceipts(personId: $id) { id } }',
    variables: async (world) => ({ id: (await freshReceipt(world)).personId }),
    expect: {
      ...onWellington('MEMBER_NOT_FOUND'),
      branchManager: 'MEMBER_NOT_IN_BRANCH',
      areaManager: 'MEMBER_NOT_IN_BRANCH',
    },
  }),
  field('emailReceipt', {
    subject: "emailing a Wellington membership's receipt to the member",
    document: 'mutation E($id: ID!) { emailReceipt(receiptId: $id) { queued } }',
    variables: async (world) => ({ id: (await freshReceipt(world)).receiptId }),
    expect: onWellington('RECEIPT_NOT_FOUND'),
  }),
];
