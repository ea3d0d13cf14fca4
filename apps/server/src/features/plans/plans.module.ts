import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerPaymentOptionsFields } from './payment-options.graphql.ts';
import { archivePaymentOptionOperation, publishPaymentOptionOperation } from './payment-options.operation.ts';
import { registerPlansFields } from './plans.graphql.ts';
import { plansSeed } from './plans.seed.ts';
import { membershipPlanSubject, paymentOptionSubject } from './subjects.ts';

/** Membership plans and their payment options (spec 3 §2–§5). */
export const plansModule: FeatureModule = {
  name: 'plans',
  graphql: () => {
    registerPlansFields();
    registerPaymentOptionsFields();
  },
  asyncOperations: [publishPaymentOptionOperation, archivePaymentOptionOperation],
  subjects: { 'membership-plan': membershipPlanSubject, 'payment-option': paymentOptionSubject },
  seed: plansSeed,
};
