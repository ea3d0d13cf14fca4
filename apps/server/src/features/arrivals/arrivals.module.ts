import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { visitActivities } from './arrivals.activities.ts';
import { registerArrivalsChannel } from './arrivals-live.websocket.ts';
import { arrivalsSeed } from './arrivals.seed.ts';

/** Arrivals (visits). So far they are seeded and shown among a member's activities. */
export const arrivalsModule: FeatureModule = {
  name: 'arrivals',
  // The live channel (websocket): every api process listens for new arrivals.
  rest: async (app, env) => {
    registerArrivalsChannel(app, env);
  },
  activities: [visitActivities],
  seed: arrivalsSeed,
};
