import type { FeatureModule } from '../../../platform/modules/feature-module.ts';
import { registerSessionFeeFields } from '../fees/session-fees.graphql.ts';
import { noShowFeesJob } from '../fees/session-fees.jobs.ts';
import { offerExpiryJob, placeFreedJob } from './offers.jobs.ts';
import { registerOfferRoutes } from './offers.rest.ts';
import { waitlistSmsJob } from './waitlist-sms.job.ts';

/**
 * What follows a freed place (docs/classes.md "Waitlist offers", "Late cancellations and
 * no-shows"; docs/billing.md "Class fees"): the place-freed job (the late cancellation's fee, then
 * the offer or direct booking), the offers' expiry and the no-show fees on schedules, the offer's
 * SMS, the offer's public link, and staff waiving a fee.
 */
export const sessionOffersModule: FeatureModule = {
  name: 'session-offers',
  graphql: registerSessionFeeFields,
  jobs: [placeFreedJob, offerExpiryJob, noShowFeesJob, waitlistSmsJob],
  rest: registerOfferRoutes,
};
