import type { PaymentOptionInsert } from '../plans.repository.ts';

/**
 * The demo catalogue: what a believable club sells, in cents. Each plan is sold at the
 * organisation's branches of its country (an organisation without branches there does not get it);
 * `outside` adds branches of the other country, so the plan page shows its warning.
 */
interface DemoOption {
  readonly name: string;
  readonly status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  readonly columns: Omit<
    PaymentOptionInsert,
    'id' | 'applicationId' | 'membershipPlanId' | 'name' | 'status'
  >;
  /** Billed through the branches' corporate account rather than the main one. */
  readonly corporateAccount?: true;
  /** Also sold at the first branch of the other country. */
  readonly outside?: true;
}

export interface DemoPlan {
  readonly name: string;
  readonly description: string;
  readonly country: 'NZ' | 'AU';
  readonly accessType: string;
  readonly type: 'ONGOING' | 'VISITOR_PASS' | 'EXTERNAL_PAYER';
  readonly numberOfVisits?: number;
  readonly options: readonly DemoOption[];
}

const ongoing = (amount: number, frequency: 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY') => ({
  paymentAmount: amount,
  paymentFrequency: frequency,
  ongoing: true,
  joinFee: 4900,
  accessCardFee: 1500,
  suspensionFee: 500,
  suspensionFeeFrequency: 'WEEKS',
  isAvailableOnline: true,
});

/** A 12-month term paid fortnightly, the first `promo` payments discounted. */
const twelveMonths = (amount: number, promo: number) => ({
  paymentAmount: amount,
  paymentFrequency: 'FORTNIGHTLY',
  ongoing: false,
  term: 12,
  termType: 'MONTHS',
  joinFee: 0,
  accessCardFee: 1500,
  suspensionFee: 500,
  suspensionFeeFrequency: 'WEEKS',
  promotionTermCount: 2,
  promotionPaymentAmount: promo,
  isAvailableOnline: true,
});

/** The summer sale runs over the southern summer of 2026/27 (fixed, so the seed is the same every day). */
const SUMMER = {
  saleStartAt: new Date('2026-11-30T11:00:00Z'),
  saleEndAt: new Date('2027-02-28T10:59:59.999Z'),
};

export const DEMO_CATALOGUE: readonly DemoPlan[] = [
  {
    name: 'Anytime',
    description: 'Round-the-clock access to the gym floor and every class.',
    country: 'NZ',
    accessType: 'All hours',
    type: 'ONGOING',
    options: [
      { name: 'Anytime weekly', status: 'PUBLISHED', columns: ongoing(2495, 'WEEKLY') },
      {
        name: 'Anytime fortnightly',
        status: 'PUBLISHED',
        columns: { ...ongoing(4790, 'FORTNIGHTLY'), freePeriod: 1, freePeriodFrequency: 'WEEKS' },
      },
      {
        name: 'Anytime 12 months',
        status: 'PUBLISHED',
        columns: { ...twelveMonths(4290, 1000), notes: 'Two fortnights at $10 to start' },
      },
      { name: 'Anytime summer special', status: 'DRAFT', columns: { ...ongoing(1995, 'WEEKLY'), ...SUMMER } },
      { name: 'Anytime weekly (2025 price)', status: 'ARCHIVED', columns: ongoing(2295, 'WEEKLY') },
    ],
  },
  {
    name: 'Anytime',
    description: 'Round-the-clock access to the gym floor and every class.',
    country: 'AU',
    accessType: 'All hours',
    type: 'ONGOING',
    options: [
      { name: 'Anytime weekly', status: 'PUBLISHED', columns: ongoing(2695, 'WEEKLY') },
      { name: 'Anytime fortnightly', status: 'PUBLISHED', columns: ongoing(5190, 'FORTNIGHTLY') },
      { name: 'Anytime 12 months', status: 'PUBLISHED', columns: twelveMonths(4690, 1000) },
    ],
  },
  {
    name: 'Off-peak',
    description: 'Weekdays 9am to 4pm and weekends after 2pm, for flexible schedules.',
    country: 'AU',
    accessType: 'Off-peak',
    type: 'ONGOING',
    options: [
      { name: 'Off-peak weekly', status: 'PUBLISHED', columns: ongoing(1695, 'WEEKLY') },
      { name: 'Off-peak monthly', status: 'DRAFT', columns: ongoing(6900, 'MONTHLY') },
    ],
  },
  {
    name: '10-visit pass',
    description: 'Ten visits to use within three months: for visitors and casual trainers.',
    country: 'NZ',
    accessType: 'All hours',
    type: 'VISITOR_PASS',
    numberOfVisits: 10,
    options: [
      {
        name: '10 visits',
        status: 'PUBLISHED',
        columns: {
          paymentAmount: 15000,
          paymentFrequency: 'ONE_OFF',
          validityPeriod: 3,
          visitPassTermType: 'MONTHS',
          isAvailableOnline: true,
        },
        outside: true,
      },
      {
        name: 'Day pass',
        status: 'PUBLISHED',
        columns: {
          paymentAmount: 2000,
          paymentFrequency: 'ONE_OFF',
          validityPeriod: 1,
          visitPassTermType: 'DAYS',
        },
      },
      {
        name: 'Free trial visit',
        status: 'DRAFT',
        columns: {
          paymentFrequency: 'ONE_OFF',
          freePromotion: true,
          validityPeriod: 7,
          visitPassTermType: 'DAYS',
        },
      },
    ],
  },
  {
    name: 'Corporate wellness',
    description: 'Memberships paid by partner employers for their staff.',
    country: 'AU',
    accessType: 'All hours',
    type: 'EXTERNAL_PAYER',
    options: [
      {
        name: 'Corporate 12 months',
        status: 'PUBLISHED',
        columns: {
          paymentFrequency: 'MONTHLY',
          ongoing: false,
          term: 12,
          termType: 'MONTHS',
          accessCardFee: 0,
        },
        corporateAccount: true,
      },
      {
        name: 'Corporate ongoing',
        status: 'PUBLISHED',
        columns: { paymentFrequency: 'MONTHLY', ongoing: true },
        corporateAccount: true,
        outside: true,
      },
    ],
  },
];
