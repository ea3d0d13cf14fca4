import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { syncAccountJob } from './membership-sync.ts';
import { membershipChangeActivities } from './memberships.activities.ts';
import { registerMembershipsFields } from './memberships.graphql.ts';
import { MEMBERSHIP_OPERATIONS } from './memberships.operation.ts';
import { membershipsSeed } from './memberships.seed.ts';

/**
 * Memberships: selling, reading, ending and changing them, paying overdue (spec 2, issue 14),
 * Synchronise (its own job: the worker asks the provider) and Unblock (issue 15).
 */
export const membershipsModule: FeatureModule = {
  name: 'memberships',
  graphql: registerMembershipsFields,
  asyncOperations: MEMBERSHIP_OPERATIONS,
  jobs: [syncAccountJob],
  activities: [membershipChangeActivities],
  seed: membershipsSeed,
};
