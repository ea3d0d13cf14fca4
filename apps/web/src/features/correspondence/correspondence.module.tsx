import { IconMail } from '@tabler/icons-react';
import { CURRENT_BRANCH, type ModuleRoute, type WebModule } from '../../app/modules/web-module.ts';
import { CORRESPONDENCE_ROUTE } from './paths.ts';

/** Spec 2 §6: editing correspondence rules needs manage-correspondence on the route's branch. */
const correspondence: ModuleRoute<'branch'> = {
  path: CORRESPONDENCE_ROUTE,
  requires: { operation: 'manage-correspondence', on: CURRENT_BRANCH },
  lazy: async () => ({ Component: (await import('./CorrespondencePage.tsx')).CorrespondencePage }),
};

/** The correspondence rules of a branch (spec 2 §2), in the branch sidebar for those who may edit them. */
export const correspondenceModule: WebModule = {
  name: 'correspondence',
  routes: { branch: [correspondence] },
  navigation: { branch: [{ label: 'Correspondence', icon: IconMail, route: correspondence }] },
};
