import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { membershipChangeActivities } from './memberships.activities.ts';
import { registerMembershipsFields } from './memberships.graphql.ts';
import { MEMBERSHIP_OPERATIONS } from './memberships.operation.ts';
import { membershipsSeed } from './memberships.seed.ts';

/** Memberships: selling, reading, ending and changing them, and paying overdue (spec 2, issue 14). */
export const membershipsModule: FeatureModule = {
  name: 'memberships',
  graphql: registerMembershipsFields,
  asyncOperations: MEMBERSHIP_OPERATIONS,
  activities: [membershipChangeActivities],
  seed: membershipsSeed,
};
