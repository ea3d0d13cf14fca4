import { ALL_BRANCHES } from '@clubline/domain';
import { IconSettings } from '@tabler/icons-react';
import type { ModuleRoute, Requires, WebModule } from '../../app/modules/web-module.ts';
import { TRANSFER_ROUTE } from './paths.ts';

/**
 * Spec 3 §2 "Transfer members" (spec 1 §2: organisation management's transfer sub-route): the
 * bulk-transfer permission on every branch (ALL_BRANCHES) and the bulk-transfer flag
 * (transferMembers, on by default). Without the permission the guard shows the no-permission
 * view; with the flag off the page does not exist. The spec's alternative, the route shown for one
 * billing provider with the flag off, is not offered: the flag alone decides, so the menu and the
 * guard read one `requires`.
 */
const requires: Requires<'organisation'> = {
  operation: 'bulk-transfer',
  on: ALL_BRANCHES,
  flag: 'transferMembers',
};

const transferPage: ModuleRoute<'organisation'> = {
  path: TRANSFER_ROUTE,
  requires,
  lazy: async () => ({ Component: (await import('./TransferMembersPage.tsx')).TransferMembersPage }),
};

export const bulkTransferModule: WebModule = {
  name: 'bulk-transfer',
  routes: { organisation: [transferPage] },
  navigation: {
    organisation: [
      {
        label: 'Management',
        icon: IconSettings,
        route: transferPage,
        children: [{ label: 'Transfer members', route: transferPage }],
      },
    ],
  },
};
