import type { FeatureModule } from '../modules/feature-module.ts';
import { bulkEmailSendJob, emailSendJob } from './email.jobs.ts';
import { registerSandboxEmailRoute } from './sandbox-email.rest.ts';
import { registerSandboxSmsRoute } from './sandbox-sms.rest.ts';
import { SANDBOX_SMS_DELIVERY_QUEUE } from './sandbox-sms.ts';

/**
 * Messaging: the SMS sandbox's delivery queue (worked by the provider itself), the generic
 * email send jobs (one person's messages and bulk ones, email.jobs.ts), and, outside production, the sandboxes' outboxes.
 */
export const messagingModule: FeatureModule = {
  name: 'messaging',
  jobs: [emailSendJob, bulkEmailSendJob],
  providerQueues: [SANDBOX_SMS_DELIVERY_QUEUE],
  rest: async (app, env) => {
    if (env.sandboxSms && !env.production) registerSandboxSmsRoute(app, env.sandboxSms, env.authenticate);
    if (env.sandboxEmail && !env.production)
      registerSandboxEmailRoute(app, env.sandboxEmail, env.authenticate);
  },
};
