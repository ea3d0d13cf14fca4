import type { AsyncOperationTicket } from '../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../platform/async-operations/async-operations.service.ts';
import { authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type ChangeRequest, prepareChange } from './changes/membership-change.ts';
import { type EndRequest, prepareEnd } from './changes/membership-end.ts';
import { type PayOverdueRequest, preparePayment } from './changes/membership-pay.ts';
import {
  addMembershipSuspensionOperation,
  attachMembershipOperation,
  cancelMembershipOperation,
  changeMembershipOperation,
  createMembershipFreePeriodOperation,
  deleteMembershipSuspensionOperation,
  payOverdueInBranchOperation,
  updateMembershipSuspensionOperation,
} from './memberships.operation.ts';
import { authorizeSaleFees, prepareSale } from './sale/membership-sale.ts';
import {
  type DeleteSuspensionRequest,
  type FreePeriodRequest,
  prepareFreePeriod,
  prepareSuspend,
  prepareSuspensionEdit,
  prepareSuspensionRemoval,
  type SuspendRequest,
  type UpdateSuspensionRequest,
} from './suspensions/membership-suspension.ts';

/**
 * The money-changing actions' requests: manage-membership on the branch, which must be the member's
 * home branch; every rule is checked now (the form gets its messages at once) and again by the
 * worker. The ticket and its job are written together.
 */
async function start<Input>(
  context: RequestContext,
  branchId: string,
  check: (tx: Transaction) => Promise<unknown>,
  operation: Parameters<typeof startAsyncOperation<Input>>[2],
  input: Input,
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'manage-membership', { kind: 'branch', id: branchId });
    await check(tx);
    return startAsyncOperation(tx, context.deps.jobs, operation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input,
    });
  });
}

export function attachMembership(
  context: RequestContext,
  branchId: string,
  membershipInput: Record<string, unknown>,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    branchId,
    async (tx) => authorizeSaleFees(context, tx, await prepareSale(tx, branchId, membershipInput)),
    attachMembershipOperation,
    {
      branchId,
      membershipInput: { ...membershipInput },
      paymentSetupLinks: { publicUrl: context.deps.publicUrl, production: context.deps.production === true },
    },
  );
}

export function cancelMembership(context: RequestContext, input: EndRequest): Promise<AsyncOperationTicket> {
  const request = { ...input, membershipId: String(input.membershipId), personId: String(input.personId) };
  return start(
    context,
    String(input.branchId),
    (tx) => prepareEnd(tx, request),
    cancelMembershipOperation,
    request,
  );
}

export function changeMembership(
  context: RequestContext,
  branchId: string,
  input: Omit<ChangeRequest, 'branchId'>,
): Promise<AsyncOperationTicket> {
  const request: ChangeRequest = {
    branchId,
    membershipId: String(input.membershipId),
    membershipPlanId: String(input.membershipPlanId),
    paymentOptionId: String(input.paymentOptionId),
    personId: String(input.personId),
  };
  return start(context, branchId, (tx) => prepareChange(tx, request), changeMembershipOperation, request);
}

export function payOverdueInBranch(
  context: RequestContext,
  request: PayOverdueRequest,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    request.branchId,
    (tx) => preparePayment(tx, request),
    payOverdueInBranchOperation,
    request,
  );
}

/** Create suspension (spec 2 §7): the rules now, again in the worker. */
export function addMembershipSuspension(
  context: RequestContext,
  request: SuspendRequest,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    request.branchId,
    (tx) => prepareSuspend(tx, request),
    addMembershipSuspensionOperation,
    request,
  );
}

/** Update suspension end date (Edit suspension, End now). */
export function updateMembershipSuspensionEndDate(
  context: RequestContext,
  request: UpdateSuspensionRequest,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    request.branchId,
    (tx) => prepareSuspensionEdit(tx, request),
    updateMembershipSuspensionOperation,
    request,
  );
}

/** Delete suspension: a future one only. */
export function deleteMembershipSuspension(
  context: RequestContext,
  request: DeleteSuspensionRequest,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    request.branchId,
    (tx) => prepareSuspensionRemoval(tx, request),
    deleteMembershipSuspensionOperation,
    request,
  );
}

/** Create free period (flag 6800): Suspend's availability and rules. */
export function createMembershipFreePeriod(
  context: RequestContext,
  request: FreePeriodRequest,
): Promise<AsyncOperationTicket> {
  return start(
    context,
    request.branchId,
    (tx) => prepareFreePeriod(tx, request),
    createMembershipFreePeriodOperation,
    request,
  );
}
