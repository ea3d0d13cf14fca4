import type { WebModule } from './app/modules/web-module.ts';
import { arrivalsModule } from './features/arrivals/arrivals.module.tsx';
import { arrivalsLiveModule } from './features/arrivals-live/arrivals-live.module.tsx';
import { billingAccountsModule } from './features/billing-accounts/billing-accounts.module.tsx';
import { branchesModule } from './features/branches/branches.module.tsx';
import { bulkTransferModule } from './features/bulk-transfer/bulk-transfer.module.tsx';
import { calendarModule } from './features/calendar/calendar.module.tsx';
import { classesModule } from './features/classes/classes.module.tsx';
import { correspondenceModule } from './features/correspondence/correspondence.module.tsx';
import { membersModule } from './features/members/members.module.tsx';
import { membershipsModule } from './features/memberships/memberships.module.tsx';
import { organisationSettingsModule } from './features/organisation-settings/organisation-settings.module.tsx';
import { plansModule } from './features/plans/plans.module.tsx';
import { reportsModule } from './features/reports/reports.module.tsx';
import { rolesModule } from './features/roles/roles.module.tsx';
import { staffModule } from './features/staff/staff.module.tsx';

/**
 * The web's features (ARCHITECTURE rule 1): the route tree, the sidebars and the settings menu are
 * derived from this one list, in this order. A new feature is its folder plus one line here.
 */
export const WEB_MODULES: readonly WebModule[] = [
  // First: a branch opens on its calendar (spec 1 §2.1), the first entry of the branch sidebar.
  calendarModule,
  branchesModule,
  membersModule,
  membershipsModule,
  arrivalsModule,
  arrivalsLiveModule,
  correspondenceModule,
  billingAccountsModule,
  // Before plans and roles: Management opens on classes (spec 3 §2).
  classesModule,
  plansModule,
  rolesModule,
  bulkTransferModule,
  staffModule,
  // Spec 1 §2.1's organisation menu: … /staff, /reports, /settings labelled Organisation.
  reportsModule,
  organisationSettingsModule,
];
