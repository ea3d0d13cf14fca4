import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { visitActivities } from './arrivals.activities.ts';
import { registerArrivalsFields } from './arrivals.graphql.ts';
import { arrivalsSeed } from './arrivals.seed.ts';
import { registerArrivalsChannel } from './arrivals-live.websocket.ts';
import { manualArrivalOperation } from './manual-arrival.operation.ts';

/**
 * Arrivals (visits): the arrivals page's queries and the manual arrival, the live channel, and the
 * visits among a member's activities.
 */
export const arrivalsModule: FeatureModule = {
  name: 'arrivals',
  graphql: () => {
    registerArrivalsFields();
  },
  asyncOperations: [manualArrivalOperation],
  // The live channel (websocket): every api process listens for new arrivals.
  rest: async (app, env) => {
    registerArrivalsChannel(app, env);
  },
  activities: [visitActivities],
  seed: arrivalsSeed,
};
