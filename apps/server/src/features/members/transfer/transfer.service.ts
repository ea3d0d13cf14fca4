import type { AsyncOperationTicket } from '../../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../../platform/async-operations/async-operations.service.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../persons/persons.service.ts';
import { type TransferPersonToBranchInput, transferPersonToBranchOperation } from './transfer.operation.ts';

/**
 * Starts the transfer: manage-member on the person's current home branch is required. The ticket
 * and job are written together; the worker applies the move.
 */
export async function transferPersonToBranch(
  context: RequestContext,
  input: TransferPersonToBranchInput,
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, input.personId, 'manage-member');
    return startAsyncOperation(tx, context.deps.jobs, transferPersonToBranchOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input,
    });
  });
}
