import type { FeatureModule } from '../../../platform/modules/feature-module.ts';
import { answerClassWaitlists } from '../waitlist/class-waitlists.handler.ts';
import { registerWaitlistFields } from '../waitlist/waitlist.graphql.ts';
import { addMemberToSessionOperation } from './add-member.operation.ts';
import { registerBookingEligibilityFields } from './booking-eligibility.graphql.ts';
import { sessionActivities, waitlistActivities } from './bookings.activities.ts';
import { registerBookingsFields } from './bookings.graphql.ts';
import { registerSessionActivityFields } from './session-activities.graphql.ts';

/**
 * Bookings, attendance and waitlists of sessions (spec 2 §4, §7, §8): a module of its own beside
 * the sessions module (same feature, same floor), so each part of the feature lists what it runs.
 */
export const sessionBookingsModule: FeatureModule = {
  name: 'session-bookings',
  graphql: () => {
    registerBookingsFields();
    registerBookingEligibilityFields();
    registerWaitlistFields();
    registerSessionActivityFields();
  },
  asyncOperations: [addMemberToSessionOperation],
  activities: [sessionActivities, waitlistActivities],
  // A class's waitlist cannot be disabled while its sessions not yet over hold entries.
  hooks: [answerClassWaitlists],
};
