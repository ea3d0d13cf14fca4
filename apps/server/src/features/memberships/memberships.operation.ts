import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { tenantJobQueue } from '../../platform/jobs/job-queue.ts';
import { refreshAccountBillingStatus, refreshNextDebitDate } from '../billing/public.ts';
import { refreshOverdueTags } from './blocking/overdue.ts';
import { prepareChange, writeChange } from './changes/membership-change.ts';
import { prepareEnd, writeEnd } from './changes/membership-end.ts';
import { preparePayment, writePayment } from './changes/membership-pay.ts';
import { overdueAssessmentJob } from './overdue-control.jobs.ts';
import { prepareSale, writeSale } from './sale/membership-sale.ts';
import {
  prepareFreePeriod,
  prepareSuspend,
  prepareSuspensionEdit,
  prepareSuspensionRemoval,
  writeFreePeriod,
  writeSuspend,
  writeSuspensionEdit,
  writeSuspensionRemoval,
} from './suspensions/membership-suspension.ts';
import { todayAt } from './views/membership-loader.ts';

/**
 * The MEMBERSHIP async operations (spec 2 §4: attach, cancel, change, pay overdue in branch). The
 * request checks permissions and the form's rules and stores the input; the worker applies it in
 * the ticket's transaction after checking every rule again on the rows as they are then (an option
 * archived, a payment taken since). The ticket is locked and completed in that same transaction,
 * so a ticket that runs twice changes nothing twice.
 */

const id = z.string().max(100);

const attachMembershipInput = z.object({
  branchId: id,
  membershipInput: z.record(z.string(), z.unknown()),
  // The server's own address at the request (the worker has none): the emailed link's origin.
  paymentSetupLinks: z.object({ publicUrl: z.string().url().max(500), production: z.boolean() }).optional(),
});
const cancelMembershipInput = z.object({
  membershipId: id,
  branchId: id,
  personId: id,
  cancellationDate: z.string().max(10),
  cancellationReason: z.string().max(100),
});
const changeMembershipInput = z.object({
  branchId: id,
  membershipId: id,
  membershipPlanId: id,
  paymentOptionId: id,
  personId: id,
});
const payOverdueInput = z.object({
  branchId: id,
  membershipPlanId: id,
  paymentType: z.string().max(100),
  personId: id,
  paymentInCents: z.number().int(),
  customerReference: z.string().max(100),
});

const suspensionInput = z.object({
  membershipId: id,
  personId: id,
  branchId: id,
  startDate: z.string().max(100),
  suspensionDuration: z.union([z.number(), z.string().max(20)]).nullable(),
  suspensionDurationType: z.string().max(20).nullable(),
});
const updateSuspensionInput = z.object({
  membershipId: id,
  personId: id,
  branchId: id,
  endDate: z.string().max(100),
});
const deleteSuspensionInput = z.object({ membershipId: id, personId: id, branchId: id });
const freePeriodInput = z.object({
  membershipId: id,
  personId: id,
  branchId: id,
  effectiveDate: z.string().max(100),
  duration: z.union([z.number(), z.string().max(20)]).nullable(),
  durationType: z.string().max(20).nullable(),
  untilDate: z.string().max(100).nullable(),
});

export const attachMembershipOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'attachMembership',
  input: attachMembershipInput,
  async apply(tx, input, context) {
    const prepared = await prepareSale(tx, input.branchId, input.membershipInput);
    const membership = await writeSale(tx, prepared, {
      applicationId: context.applicationId,
      userId: context.requestedByUserId,
      today: todayAt(prepared.sale.branch),
      ...(input.paymentSetupLinks ? { paymentSetupLinks: input.paymentSetupLinks } : {}),
    });
    return { resultType: 'Membership', resultId: membership.id };
  },
});

export const cancelMembershipOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'cancelMembership',
  input: cancelMembershipInput,
  async apply(tx, input, context) {
    const prepared = await prepareEnd(tx, input, true);
    const row = await writeEnd(tx, prepared, {
      applicationId: context.applicationId,
      userId: context.requestedByUserId,
    });
    // The runs' cursor follows the new end (billing's: nothing is debited from the end on).
    await refreshNextDebitDate(tx, row.id, prepared.today.toString());
    await refreshOverdueTags(tx, [row.personId], prepared.today);
    return { resultType: 'Membership', resultId: row.id };
  },
});

export const changeMembershipOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'changeMembership',
  input: changeMembershipInput,
  async apply(tx, input, context) {
    const prepared = await prepareChange(tx, input, true);
    const created = await writeChange(tx, prepared, {
      applicationId: context.applicationId,
      userId: context.requestedByUserId,
    });
    await refreshNextDebitDate(tx, prepared.facts.row.id, prepared.today.toString());
    await refreshNextDebitDate(tx, created.id, prepared.today.toString());
    await refreshOverdueTags(tx, [created.personId], prepared.today);
    return { resultType: 'Membership', resultId: created.id };
  },
});

export const payOverdueInBranchOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'payOverdueInBranch',
  input: payOverdueInput,
  async apply(tx, input, context) {
    // The payment's reference is the ticket: without it a retried ticket could pay twice.
    if (!context.ticketId) throw new DomainError('UNKNOWN_OPERATION');
    const prepared = await preparePayment(tx, input, true);
    const membershipId = await writePayment(tx, prepared, {
      applicationId: context.applicationId,
      userId: context.requestedByUserId,
      ticketId: context.ticketId,
    });
    // A payment may make an OVERDUE account ACTIVE again (billing decides the status).
    await refreshAccountBillingStatus(
      tx,
      prepared.overdue.map((view) => view.row.id),
      prepared.today.toString(),
    );
    await refreshOverdueTags(tx, [input.personId], prepared.today);
    // A blocked member who paid is let back in within seconds, not at the next daily assessment.
    if (prepared.overdue.some((view) => view.row.status === 'BLOCKED')) {
      await tenantJobQueue.send(overdueAssessmentJob, { applicationId: context.applicationId }, tx);
    }
    return { resultType: 'Membership', resultId: membershipId };
  },
});

// Suspensions (docs/memberships.md "Suspensions"): the status follows at once, and the billing
// runs' cursor follows the moved debits.
export const addMembershipSuspensionOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'addMembershipSuspension',
  input: suspensionInput,
  async apply(tx, input, context) {
    const prepared = await prepareSuspend(tx, input, true);
    await writeSuspend(tx, prepared, context.applicationId);
    await refreshNextDebitDate(tx, prepared.facts.row.id, prepared.today.toString());
    return { resultType: 'Membership', resultId: prepared.facts.row.id };
  },
});

export const updateMembershipSuspensionOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'updateMembershipSuspensionEndDate',
  input: updateSuspensionInput,
  async apply(tx, input) {
    const prepared = await prepareSuspensionEdit(tx, input, true);
    await writeSuspensionEdit(tx, prepared);
    await refreshNextDebitDate(tx, prepared.facts.row.id, prepared.today.toString());
    return { resultType: 'Membership', resultId: prepared.facts.row.id };
  },
});

export const deleteMembershipSuspensionOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'deleteMembershipSuspension',
  input: deleteSuspensionInput,
  async apply(tx, input) {
    const prepared = await prepareSuspensionRemoval(tx, input, true);
    await writeSuspensionRemoval(tx, prepared);
    await refreshNextDebitDate(tx, prepared.facts.row.id, prepared.today.toString());
    return { resultType: 'Membership', resultId: prepared.facts.row.id };
  },
});

export const createMembershipFreePeriodOperation = registerAsyncOperation({
  domain: 'MEMBERSHIP',
  name: 'createMembershipFreePeriod',
  input: freePeriodInput,
  async apply(tx, input, context) {
    const prepared = await prepareFreePeriod(tx, input, true);
    await writeFreePeriod(tx, prepared, context.applicationId);
    await refreshNextDebitDate(tx, prepared.facts.row.id, prepared.today.toString());
    return { resultType: 'Membership', resultId: prepared.facts.row.id };
  },
});

export const MEMBERSHIP_OPERATIONS = [
  createMembershipFreePeriodOperation,
  addMembershipSuspensionOperation,
  updateMembershipSuspensionOperation,
  deleteMembershipSuspensionOperation,
  attachMembershipOperation,
  cancelMembershipOperation,
  changeMembershipOperation,
  payOverdueInBranchOperation,
];
