import { authorizeWithoutRead } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { summariseMembers, type TransferListMemberSummary } from './transfer-list-summary.repository.ts';

/**
 * The counts the Transfer members page polls instead of every member (it reads its rows a page at
 * a time): what Transfer all, Retry failed and Undo may do, and what their confirmations say.
 */
export function transferListSummary(
  context: RequestContext,
  listId: string,
): Promise<TransferListMemberSummary> {
  authorizeWithoutRead(context, 'bulk-transfer', { kind: 'organisation' });
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => summariseMembers(tx, listId));
}

export type { TransferListMemberSummary };
