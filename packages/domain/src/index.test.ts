import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('public surface', () => {
  it.each([
    'can',
    'derivePermissions',
    'isValidNzBankAccount',
    'parseMemberSearchTerm',
    'trimmedString',
    'isoDate',
    'dateOfBirth',
    'addressSchema',
    'phoneSchema',
    'formatPrice',
    'parseMoneyToCents',
    'todayIn',
    'defaultSessionTimes',
    'roleIdFromName',
    'minimumAgeSettingsSchema',
    'transferListParamsSchema',
    'overdueSettingsFormSchema',
    'smsLength',
    'membershipPlanInputSchema',
    'paymentOptionInputSchema',
    'PAYMENT_OPTION_STATUSES',
    'paymentOptionActions',
    'frequencyLabel',
    'termLabel',
    'priceWithFrequency',
    'applyFreePromotion',
    'saleStartOf',
    'saleEndOf',
    'PLAN_COUNTRIES',
    'suspendFacts',
    'chargeKindLabel',
    'billingStatusAfter',
    'billingStatusOf',
    'billingStatusLabel',
    'dueOn',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('does not export the test helpers', () => {
    expect(domain).not.toHaveProperty('issuesOf');
    expect(domain).not.toHaveProperty('messagesOf');
  });
});
