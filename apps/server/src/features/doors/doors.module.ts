import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerDoorsFields } from './doors.graphql.ts';
import { registerDoorRoutes } from './doors.rest.ts';
import { registerOfflineDoorRoutes } from './offline/offline-doors.rest.ts';
import { registerDoorSimulatorRoutes } from './simulator/door-simulator.rest.ts';

/**
 * Doors (docs/access-control.md "Door decisions"): each door controller of a branch has its own
 * key (issued and revoked on the branch's settings page) and asks the server to decide each swipe;
 * every decision is an arrival.
 */
export const doorsModule: FeatureModule = {
  name: 'doors',
  graphql: () => {
    registerDoorsFields();
  },
  rest: async (app, env) => {
    registerDoorRoutes(app, env);
    // The signed allow-list and the offline uploads (docs/access-control.md "Doors offline").
    registerOfflineDoorRoutes(app, env);
    // The door simulator's development page (docs/access-control.md "Door simulator page").
    if (!env.production) registerDoorSimulatorRoutes(app, env);
  },
};
