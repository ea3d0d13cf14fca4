import { can, canStaffWaive } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { type ChargedFeeView, chargedFeesOfEntries } from './session-fee-views.repository.ts';

/** A class fee's charge as the viewer may act on it. */
export interface ClassFeeView extends ChargedFeeView {
  canWaive: boolean;
}

/**
 * The class fees behind a page of transaction rows (ledger entry ids), in one read, in the order
 * asked; a row that is no fee's charge is null. `canWaive`: charged, within the waiver's hours, and
 * manage-membership at the membership's branch (what waiveSessionFee checks).
 */
export async function classFeesOfEntries(
  context: Pick<RequestContext, 'deps' | 'viewer' | 'permissions'>,
  entryIds: readonly string[],
): Promise<(ClassFeeView | null)[]> {
  const fees = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    chargedFeesOfEntries(tx, entryIds),
  );
  const now = Temporal.Now.instant();
  const byEntry = new Map(
    fees.map((fee) => [
      fee.entryId,
      {
        ...fee,
        canWaive:
          fee.outcome === 'CHARGED' &&
          canStaffWaive(Temporal.Instant.fromEpochMilliseconds(fee.chargedAt.getTime()), now) &&
          can(context.permissions, 'manage-membership', fee.membershipBranchId),
      },
    ]),
  );
  return entryIds.map((id) => byEntry.get(id) ?? null);
}
