import type { DatabasePool } from '../../../platform/db/client.ts';
import type { BillingProviders } from './billing-provider.ts';
import { sandboxBillingProviders, settlementDaysFromEnv } from './sandbox-billing.repository.ts';

const byPool = new WeakMap<DatabasePool, BillingProviders>();

/**
 * The billing providers of a process: today both sandboxes (a real provider's client would be
 * chosen here by configuration). One set per owner pool.
 */
export function billingProvidersOf(ownerPool: DatabasePool): BillingProviders {
  let providers = byPool.get(ownerPool);
  if (!providers) {
    providers = sandboxBillingProviders(ownerPool, { settlementDays: settlementDaysFromEnv() });
    byPool.set(ownerPool, providers);
  }
  return providers;
}
