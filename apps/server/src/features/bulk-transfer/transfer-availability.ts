import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { billingProviderInTransaction } from '../organisation/public.ts';

/** The web's flag of the Transfer members page (apps/web/src/app/flags/flags.ts). */
const TRANSFER_FLAG = 'transferMembers';

/**
 * Spec 1 §2 and spec 3 §2, §6: the transfer route is offered when the bulk-transfer flag is on, or
 * for one billing provider. That provider is paysmart: the list's overdue options exist only for it
 * (spec 3 §6), so the page was made for it; under debitsuccess it needs the flag. The server holds
 * the same rule as the page, so a request the page would not offer is refused, whoever sends it.
 */
export async function assertTransferAvailable(context: RequestContext, tx: Transaction): Promise<void> {
  if (!context.deps.flagsOff?.has(TRANSFER_FLAG)) return;
  if ((await billingProviderInTransaction(tx)) === 'PAYSMART') return;
  throw new DomainError('TRANSFER_NOT_AVAILABLE');
}
