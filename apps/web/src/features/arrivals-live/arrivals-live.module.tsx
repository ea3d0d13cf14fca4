import { CURRENT_BRANCH, type WebModule } from '../../app/modules/web-module.ts';

/**
 * The live arrivals of a branch (spec 1 §4.4): the arrival card floats over every page of the
 * branch area for users with view-arrival there. Its code is a chunk of its own, loaded after the
 * page's first render.
 */
export const arrivalsLiveModule: WebModule = {
  name: 'arrivals-live',
  routes: {},
  overlays: {
    branch: [
      {
        requires: { operation: 'view-arrival', on: CURRENT_BRANCH },
        lazy: () => import('./ArrivalCard.tsx'),
      },
    ],
  },
};
