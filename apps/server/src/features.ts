import { accessControlModule } from './features/access-control/access-control.module.ts';
import { arrivalsModule } from './features/arrivals/arrivals.module.ts';
import { billingModule } from './features/billing/billing.module.ts';
import { billingAccountsModule } from './features/billing-accounts/billing-accounts.module.ts';
import { branchesModule } from './features/branches/branches.module.ts';
import { bulkTransferModule } from './features/bulk-transfer/bulk-transfer.module.ts';
import { classesModule } from './features/classes/classes.module.ts';
import { correspondenceModule } from './features/correspondence/correspondence.module.ts';
import { doorsModule } from './features/doors/doors.module.ts';
import { identityModule } from './features/identity/identity.module.ts';
import { membersModule } from './features/members/members.module.ts';
import { membershipsModule } from './features/memberships/memberships.module.ts';
import { organisationModule } from './features/organisation/organisation.module.ts';
import { organisationSettingsModule } from './features/organisation-settings/organisation-settings.module.ts';
import { plansModule } from './features/plans/plans.module.ts';
import { reportsModule } from './features/reports/reports.module.ts';
import { rolesModule } from './features/roles/roles.module.ts';
import { sessionBookingsModule } from './features/sessions/bookings/bookings.module.ts';
import { sessionOffersModule } from './features/sessions/offers/offers.module.ts';
import { sessionsModule } from './features/sessions/sessions.module.ts';
import { sessionTimetableModule } from './features/sessions/timetable/timetable.module.ts';
import { staffModule } from './features/staff/staff.module.ts';
import { asyncOperationsModule } from './platform/async-operations/async-operations.module.ts';
import { filesModule } from './platform/files/files.module.ts';
import { messagingModule } from './platform/messaging/messaging.module.ts';
import { assembleModules, installModules } from './platform/modules/assemble.ts';
import type { FeatureModule } from './platform/modules/feature-module.ts';

/**
 * THE list of modules: the schema, the api's routes, the worker's queues and handlers, the
 * authorization subjects and the member activities are all derived from it. A new feature is its
 * folder plus one line here (docs/adding-a-feature.md).
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  asyncOperationsModule,
  filesModule,
  messagingModule,
  organisationModule,
  identityModule,
  branchesModule,
  billingAccountsModule,
  rolesModule,
  membersModule,
  arrivalsModule,
  plansModule,
  membershipsModule,
  billingModule,
  accessControlModule,
  doorsModule,
  classesModule,
  sessionsModule,
  sessionBookingsModule,
  sessionOffersModule,
  sessionTimetableModule,
  staffModule,
  organisationSettingsModule,
  reportsModule,
  bulkTransferModule,
  correspondenceModule,
];

/** Checked at import: a broken list stops every process at start-up. */
export const modules = assembleModules(FEATURE_MODULES);
installModules(modules);
