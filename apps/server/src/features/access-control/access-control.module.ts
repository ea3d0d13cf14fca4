import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerAccessControlRoutes } from './access-control.rest.ts';
import { accessSyncJob } from './access-sync.job.ts';
import { registerBranchAccessSettingsRoutes } from './branch-access-settings.rest.ts';
import { doorLevelFollowsTransfer } from './transfer/door-level-transfer.ts';

/**
 * Access control (spec 3 §3, §4, §7): the REST service for a person's access cards and
 * levels, and the job that pushes them to the door controller (docs/access-control.md).
 */
export const accessControlModule: FeatureModule = {
  name: 'access-control',
  rest: async (app, env) => {
    registerAccessControlRoutes(app, env);
    registerBranchAccessSettingsRoutes(app, env);
  },
  jobs: [accessSyncJob],
  hooks: [doorLevelFollowsTransfer],
};
