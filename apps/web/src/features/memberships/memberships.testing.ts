import { WLG } from '../../testing/members.ts';
import type { OperationData } from '../../testing/operations.ts';

/** Test data for the memberships pages, typed from the documents that read it. */
export type MembershipData = NonNullable<OperationData<'MembershipDetails'>['getMembership']>;
export type SellablePlanData = OperationData<'SellableMembershipPlans'>['getMembershipPlans'][number];
export type SellableOptionData = SellablePlanData['paymentOptions'][number];
export type FirstPaymentData = OperationData<'FirstPaymentDetails'>['getFirstPaymentDetails'];

export const MEMBERSHIP_ID = '00000001-0009-4000-8000-000000000001';

/** A weekly paysmart membership of Aroha's, paid up, billing since January. */
export function makeMembership(overrides: Partial<MembershipData> = {}): MembershipData {
  return {
    __typename: 'Membership',
    id: MEMBERSHIP_ID,
    branchId: WLG,
    status: 'ACTIVE',
    isHistory: false,
    startDate: '2026-01-05',
    endDate: null,
    createdAt: '2026-01-05T01:00:00.000Z',
    kind: 'BILLING',
    billingProvider: 'PAYSMART',
    organisationBillingProvider: 'PAYSMART',
    ddrStatus: 'DDR_ACTIVE',
    accountBillingStatus: 'ACTIVE',
    customerReference: 'PS-1001',
    overdueAmount: 0,
    firstPaymentDate: '2026-01-14',
    membershipPlan: {
      __typename: 'MembershipPlan',
      id: 'plan-1',
      name: 'Anytime',
      type: 'ONGOING',
      isExternalPayer: false,
      country: 'NZ',
    },
    paymentOption: {
      __typename: 'PaymentOption',
      id: 'option-1',
      name: 'Anytime weekly',
      paymentFrequency: 'WEEKLY',
    },
    signupLink: null,
    signupLinkEmailedTo: null,
    accountBillingStatusReason: null,
    accountBillingStatusDate: null,
    paymentMethodSummary: 'Bank account ending 00',
    totalPayment: 120_000,
    joinFee: 4900,
    accessCardFee: 0,
    numberOfVisitsLeft: null,
    oneOffPaymentType: null,
    externalPayerRefNumber: null,
    minimumTermEndDate: null,
    cancellationReason: null,
    allowAccessUntil: null,
    suspensionHistory: [],
    freePeriodHistory: [],
    lastDishonour: null,
    nextPayments: [
      {
        __typename: 'ScheduledDebit',
        date: '2026-12-02',
        amount: 2500,
        charges: [
          { __typename: 'ScheduledChargeLine', kind: 'RECURRING', label: 'Recurring payment', amount: 2500 },
        ],
      },
    ],
    ...overrides,
  };
}

export function makeSellableOption(overrides: Partial<SellableOptionData> = {}): SellableOptionData {
  return {
    __typename: 'PaymentOption',
    id: 'option-weekly',
    name: 'Anytime weekly',
    status: 'PUBLISHED',
    saleStartDate: null,
    saleEndDate: null,
    paymentFrequency: 'WEEKLY',
    ongoing: true,
    paymentAmount: 2500,
    joinFee: 4900,
    accessCardFee: 0,
    freePromotion: false,
    sellingBranches: [{ __typename: 'Branch', id: WLG }],
    ...overrides,
  };
}

export function makeSellablePlan(overrides: Partial<SellablePlanData> = {}): SellablePlanData {
  return {
    __typename: 'MembershipPlan',
    id: 'plan-anytime',
    name: 'Anytime',
    type: 'ONGOING',
    isExternalPayer: false,
    country: 'NZ',
    paymentOptions: [makeSellableOption()],
    ...overrides,
  };
}

/** A weekly sale's preview: a partial, the join fee and the first week in the first debit. */
export function makeFirstPayment(overrides: Partial<FirstPaymentData> = {}): FirstPaymentData {
  const debit = (date: string, amount: number) => ({
    __typename: 'ScheduledDebit' as const,
    date,
    amount,
    charges: [
      { __typename: 'ScheduledChargeLine' as const, kind: 'RECURRING', label: 'Recurring payment', amount },
    ],
  });
  return {
    __typename: 'FirstPaymentDetails',
    earliestPayment: {
      __typename: 'EarliestPayment',
      paymentDate: '2026-12-02',
      firstPaymentAmountPlusAllFees: 8471,
      partialPaymentAmount: 1071,
      partialPaymentStartDate: '2026-11-24',
      partialPaymentEndDate: '2026-12-01',
      firstRecurringPaymentAmount: 2500,
      firstRecurringPaymentStartDate: '2026-12-02',
      firstRecurringPaymentEndDate: '2026-12-08',
    },
    recurringPayment: {
      __typename: 'RecurringPayment',
      amount: 2500,
      startDate: '2026-12-09',
      endDate: null,
    },
    paidInBranchAmount: 0,
    nextDebits: [debit('2026-12-02', 8471), debit('2026-12-09', 2500), debit('2026-12-16', 2500)],
    ...overrides,
  };
}
