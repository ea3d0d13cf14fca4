import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { visitActivities } from './arrivals.activities.ts';
import { arrivalsSeed } from './arrivals.seed.ts';

/** Arrivals (visits). So far they are seeded and shown among a member's activities. */
export const arrivalsModule: FeatureModule = {
  name: 'arrivals',
  activities: [visitActivities],
  seed: arrivalsSeed,
};
