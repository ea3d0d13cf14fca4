import { IconDoorEnter } from '@tabler/icons-react';
import { CURRENT_BRANCH, type ModuleRoute, type WebModule } from '../../app/modules/web-module.ts';
import { ARRIVALS_ROUTE } from './paths.ts';

/** Spec 1 §2: "arrivals (needs view-arrival)", on the route's branch; the server decides the same. */
const arrivals: ModuleRoute<'branch'> = {
  path: ARRIVALS_ROUTE,
  requires: { operation: 'view-arrival', on: CURRENT_BRANCH },
  lazy: async () => ({ Component: (await import('./ArrivalsPage.tsx')).ArrivalsPage }),
};

/** The arrivals page of a branch (spec 2 §2), in the branch sidebar for those who may see it. */
export const arrivalsModule: WebModule = {
  name: 'arrivals',
  routes: { branch: [arrivals] },
  navigation: { branch: [{ label: 'Arrivals', icon: IconDoorEnter, route: arrivals }] },
};
