import type { FeatureModule } from '../modules/feature-module.ts';
import { registerSandboxSmsRoute } from './sandbox-sms.rest.ts';
import { SANDBOX_SMS_DELIVERY_QUEUE } from './sandbox-sms.ts';

/** The SMS sandbox: its delivery queue (worked by the provider itself) and, outside production, its outbox. */
export const messagingModule: FeatureModule = {
  name: 'messaging',
  providerQueues: [SANDBOX_SMS_DELIVERY_QUEUE],
  rest: async (app, env) => {
    if (env.sandboxSms && !env.production) registerSandboxSmsRoute(app, env.sandboxSms, env.authenticate);
  },
};
