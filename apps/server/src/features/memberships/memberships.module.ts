import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { doorAccessHourJob, doorAccessJob } from './blocking/membership-door-access.jobs.ts';
import { membershipChangeActivities } from './memberships.activities.ts';
import { registerMembershipsFields } from './memberships.graphql.ts';
import { overdueTagsAfterBilling } from './memberships.hooks.ts';
import { MEMBERSHIP_OPERATIONS } from './memberships.operation.ts';
import { membershipsSeed } from './memberships.seed.ts';
import {
  assessWhenOverdueSettingsSaved,
  overdueAssessmentDayJob,
  overdueAssessmentJob,
} from './overdue-control.jobs.ts';
import { suspensionStatusHourJob, suspensionStatusJob } from './suspensions/membership-suspension.jobs.ts';
import { ddrDeletedHourJob, ddrDeletedJob } from './sync/membership-ddr-deleted.ts';
import { syncAccountJob } from './sync/membership-sync.ts';
import { membershipsFollowTransfer } from './transfer/membership-transfer.ts';
import { registerTransactionsCsvRoute } from './views/membership-transactions.rest.ts';

/**
 * Memberships: selling, reading, ending and changing them, paying overdue (spec 2),
 * Synchronise (its own job: the worker asks the provider), Unblock and suspensions (the
 * hourly job that moves the SUSPENDED status with the calendar), the doors following blocking
 * (the hourly job that ends an Unblock's allowance), overdue control (its daily and on-save
 * assessments) and the overdue tags after a billing run (hooks of billing and the organisation
 * settings, which stand below memberships).
 */
export const membershipsModule: FeatureModule = {
  name: 'memberships',
  graphql: registerMembershipsFields,
  rest: async (app, env) => registerTransactionsCsvRoute(app, env),
  asyncOperations: MEMBERSHIP_OPERATIONS,
  jobs: [
    syncAccountJob,
    suspensionStatusJob,
    suspensionStatusHourJob,
    doorAccessJob,
    doorAccessHourJob,
    ddrDeletedJob,
    ddrDeletedHourJob,
    overdueAssessmentJob,
    overdueAssessmentDayJob,
  ],
  activities: [membershipChangeActivities],
  hooks: [overdueTagsAfterBilling, assessWhenOverdueSettingsSaved, membershipsFollowTransfer],
  seed: membershipsSeed,
};
