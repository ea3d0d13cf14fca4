import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerAccessTypesRoute } from './access-types.rest.ts';
import { registerBillingAccountsFields } from './billing-accounts.graphql.ts';
import { billingAccountsSeed } from './billing-accounts.seed.ts';

/**
 * Branch billing accounts and their terms and conditions (spec 3 §2, §3, §5), and the
 * organisation's access types served on the access-control REST service.
 */
export const billingAccountsModule: FeatureModule = {
  name: 'billing-accounts',
  graphql: registerBillingAccountsFields,
  rest: async (app, env) => registerAccessTypesRoute(app, env),
  seed: billingAccountsSeed,
};
