import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { billingDayJob, billingRunJob } from './billing.jobs.ts';
import { registerPaymentSetupRoutes } from './payment-setup/payment-setup.rest.ts';
import { registerBillingProviderRoutes } from './providers/billing-provider.rest.ts';
import { providerScheduleJob } from './providers/provider-schedule.ts';
import { billingProvidersOf } from './providers/providers.ts';
import { registerSandboxBillingRoutes } from './providers/sandbox-billing.rest.ts';
import { registerReceiptFields } from './receipts/receipts.graphql.ts';

/**
 * Billing (docs/billing.md): the billing runs (a daily schedule and one job per
 * organisation and day), telling a provider that owns the schedule of a changed one (the
 * provider-schedule job), the member's public payment setup page, the billing provider service's
 * next billing date (REST) and, outside production, the provider sandboxes' payment history pages
 * that billing links open; and the receipts of desk payments (read, emailed).
 */
export const billingModule: FeatureModule = {
  name: 'billing',
  graphql: registerReceiptFields,
  jobs: [billingRunJob, billingDayJob, providerScheduleJob],
  rest: async (app, env) => {
    const providers = billingProvidersOf(env.ownerPool);
    await registerPaymentSetupRoutes(app, env, providers);
    registerBillingProviderRoutes(app, env, providers);
    if (!env.production) registerSandboxBillingRoutes(app, env, providers);
  },
};
