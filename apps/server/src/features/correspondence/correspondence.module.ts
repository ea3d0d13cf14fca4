import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { correspondenceActivities } from './activities/correspondence.activities.ts';
import { registerCorrespondenceActivityFields } from './activities/correspondence-activities.graphql.ts';
import { registerCorrespondenceFields } from './correspondence.graphql.ts';
import { correspondenceSeed } from './correspondence.seed.ts';
import { correspondenceHourlyJob, correspondenceRunJob } from './send/correspondence.jobs.ts';
import { registerUnsubscribeRoutes } from './unsubscribe/unsubscribe.rest.ts';

/**
 * Correspondence (spec 2 §3–§9, docs/correspondence.md): the branch's SMS and email rules, the
 * daily run that sends them exactly once per person and occasion, and the unsubscribe link.
 */
export const correspondenceModule: FeatureModule = {
  name: 'correspondence',
  graphql: () => {
    registerCorrespondenceFields();
    registerCorrespondenceActivityFields();
  },
  jobs: [correspondenceRunJob, correspondenceHourlyJob],
  rest: registerUnsubscribeRoutes,
  activities: [correspondenceActivities],
  seed: correspondenceSeed,
};
