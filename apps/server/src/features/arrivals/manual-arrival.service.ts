import type { AsyncOperationTicket } from '../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../platform/async-operations/async-operations.service.ts';
import { authorize } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { requirePersonAccess } from '../members/public.ts';
import { VIEW_ARRIVAL } from './arrivals-list.service.ts';
import {
  type ManualArrivalInput,
  manualArrivalInput,
  manualArrivalOperation,
} from './manual-arrival.operation.ts';

/**
 * Starts a manual arrival: view-arrival on the branch (the arrivals page's permission; the spec has
 * no other for arrivals) and the person visible to the actor (view-member on their home branch), so
 * a front desk records only people it can find. The ticket and job are written together.
 */
export async function addManualArrival(
  context: RequestContext,
  rawInput: ManualArrivalInput,
): Promise<AsyncOperationTicket> {
  const input = parseInput(manualArrivalInput, rawInput);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, VIEW_ARRIVAL, { kind: 'branch', id: input.branchId });
    await requirePersonAccess(context, tx, input.personId, 'view-member');
    return startAsyncOperation(tx, context.deps.jobs, manualArrivalOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input,
    });
  });
}
