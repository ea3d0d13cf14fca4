import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  applyFreePromotion,
  applyPromotionAdded,
  isWithinSaleWindow,
  saleEndOf,
  saleStartOf,
  saleTimeSlots,
} from './form-rules.ts';
import { frequencyLabel, priceWithFrequency, termLabel } from './labels.ts';
import {
  type MembershipPlanDetailsInput,
  membershipPlanDetailsSchema,
  membershipPlanInputSchema,
  updateMembershipPlanInputSchema,
} from './membership-plan.ts';
import { PLAN_COUNTRIES, PLAN_COUNTRY_LABELS } from './plan-countries.ts';
import { isPaymentOptionActionAllowed, paymentOptionActions } from './status.ts';

const anytime: MembershipPlanDetailsInput = {
  name: 'Anytime',
  description: '24/7 access',
  country: 'NZ',
  accessType: 'ALL_HOURS',
  type: 'ONGOING',
};

function expectIssue(change: Partial<MembershipPlanDetailsInput>, path: string, message: string) {
  expect(issuesOf(membershipPlanDetailsSchema, { ...anytime, ...change })).toContainEqual({ path, message });
}

describe('membership plan schema (spec 3 §5)', () => {
  it('accepts a plan and drops visits for a non-visit-pass', () => {
    expect(parsed(membershipPlanDetailsSchema, { ...anytime, numberOfVisits: 10 })).toEqual({
      ...anytime,
      numberOfVisits: undefined,
      isExternalPayer: false,
    });
    expect(parsed(membershipPlanDetailsSchema, { ...anytime, type: 'EXTERNAL_PAYER' }).isExternalPayer).toBe(
      true,
    );
  });

  it('has the spec messages', () => {
    expectIssue({ name: '' }, 'name', 'Name is required');
    expectIssue({ name: 'x'.repeat(81) }, 'name', 'Name must not exceed 80 characters');
    expectIssue({ description: ' ' }, 'description', 'Description is required');
    expectIssue(
      { description: 'x'.repeat(401) },
      'description',
      'Description must not exceed 400 characters',
    );
    expectIssue({ country: undefined }, 'country', 'Country must be provided');
    expectIssue({ country: 'GB' }, 'country', 'Country must be provided');
    expectIssue({ accessType: '' }, 'accessType', 'Access control type is required');
    expectIssue({ type: 'GOLD' }, 'type', 'Invalid membershipPlanType');
  });

  it('says a missing type is required, in the words of the form (no raw field name)', () => {
    expectIssue({ type: null }, 'type', 'Type is required');
    expectIssue({ type: '' }, 'type', 'Type is required');
  });

  it('checks the number of visits of a visit pass', () => {
    const pass = { type: 'VISITOR_PASS' };
    expectIssue(pass, 'numberOfVisits', 'Number of visits is required');
    expectIssue({ ...pass, numberOfVisits: 2.5 }, 'numberOfVisits', 'Number of visits must be an integer');
    expectIssue(
      { ...pass, numberOfVisits: 9999 },
      'numberOfVisits',
      'Number of visits cannot exceed 4 numbers',
    );
    expectIssue(
      { ...pass, numberOfVisits: 0 },
      'numberOfVisits',
      'Number of visits must have at least 1 visit',
    );
    expect(
      parsed(membershipPlanDetailsSchema, { ...anytime, ...pass, numberOfVisits: '10' }).numberOfVisits,
    ).toBe(10);
    expect(
      parsed(membershipPlanDetailsSchema, { ...anytime, ...pass, numberOfVisits: 9998 }).numberOfVisits,
    ).toBe(9998);
  });

  it('creates with a first payment option of the same type', () => {
    const option = {
      planType: 'ONGOING',
      name: 'Weekly',
      paymentAmount: 2000,
      paymentFrequency: 'WEEKLY',
      ongoing: true,
      sellingBranches: ['b'],
    };
    expect(
      parsed(membershipPlanInputSchema, { ...anytime, firstPaymentOption: option }).firstPaymentOption.name,
    ).toBe('Weekly');
    expect(
      issuesOf(membershipPlanInputSchema, {
        ...anytime,
        firstPaymentOption: {
          ...option,
          planType: 'VISITOR_PASS',
          validityPeriod: 1,
          visitPassTermType: 'DAYS',
        },
      }),
    ).toContainEqual({
      path: 'firstPaymentOption.planType',
      message: 'Invalid membershipPlanType',
    });
  });

  it('reports every problem of both steps at once', () => {
    const paths = issuesOf(membershipPlanInputSchema, {
      name: '',
      description: '',
      accessType: '',
      country: null,
      type: 'ONGOING',
      firstPaymentOption: { planType: 'ONGOING', name: '', ongoing: true, sellingBranches: [] },
    }).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'accessType',
        'country',
        'firstPaymentOption.name',
        'firstPaymentOption.paymentAmount',
        'firstPaymentOption.paymentFrequency',
        'firstPaymentOption.sellingBranches',
      ]),
    );
  });

  it('refuses control characters', () => {
    expectIssue({ name: 'Any\u0000time' }, 'name', 'Name contains characters that are not allowed');
    expect(parsed(membershipPlanDetailsSchema, { ...anytime, description: 'Two\nlines' }).description).toBe(
      'Two\nlines',
    );
  });

  it('updates with an id', () => {
    expect(parsed(updateMembershipPlanInputSchema, { ...anytime, id: 'p1' }).id).toBe('p1');
  });

  it('offers Australia and New Zealand', () => {
    expect(PLAN_COUNTRIES.map((code) => PLAN_COUNTRY_LABELS[code])).toEqual(['Australia', 'New Zealand']);
  });
});

describe('payment option actions (spec 3 §4)', () => {
  it.each([
    ['DRAFT', ['EDIT', 'PUBLISH', 'ARCHIVE']],
    ['PUBLISHED', ['EDIT', 'ARCHIVE', 'DUPLICATE']],
    ['ARCHIVED', ['DUPLICATE']],
  ] as const)('%s offers %j', (status, actions) => {
    expect(paymentOptionActions(status, { canManage: true })).toEqual(actions);
    expect(paymentOptionActions(status, { canManage: false })).toEqual([]);
  });

  it('allows the same transitions on the server', () => {
    expect(isPaymentOptionActionAllowed('ARCHIVED', 'EDIT')).toBe(false);
    expect(isPaymentOptionActionAllowed('PUBLISHED', 'PUBLISH')).toBe(false);
    expect(isPaymentOptionActionAllowed('DRAFT', 'DUPLICATE')).toBe(false);
    expect(isPaymentOptionActionAllowed('DRAFT', 'PUBLISH')).toBe(true);
  });
});

describe('labels', () => {
  it('labels frequencies with and without the new labels', () => {
    expect(frequencyLabel('FORTNIGHTLY', false)).toBe('Fortnightly');
    expect(frequencyLabel('FORTNIGHTLY', true)).toBe('Every 2 weeks');
    expect(frequencyLabel('ONE_OFF', false)).toBe('One-off');
  });

  it.each([
    [{ ongoing: true }, 'No fixed term'],
    [{ ongoing: false }, 'No fixed term'],
    [{ ongoing: false, term: 12, termType: 'MONTHS' }, '12 months'],
    [{ ongoing: false, term: 1, termType: 'YEARS' }, '1 year'],
    [{ ongoing: false, term: 1, termType: 'DAYS' }, 'Single day'],
    [{ ongoing: false, validityPeriod: 1, visitPassTermType: 'DAYS' }, 'Single day'],
    [{ ongoing: false, validityPeriod: 3, visitPassTermType: 'MONTHS' }, '3 months'],
  ] as const)('term of %j is %s', (option, label) => {
    expect(termLabel(option)).toBe(label);
  });

  it('shows a price with its frequency through formatPrice', () => {
    expect(priceWithFrequency({ paymentAmount: 2500, paymentFrequency: 'WEEKLY' }, 'NZ')).toBe(
      '$25.00 Weekly',
    );
    expect(priceWithFrequency({ paymentAmount: 2500, paymentFrequency: 'WEEKLY' }, 'NZ', true)).toBe(
      '$25.00 every week',
    );
    expect(priceWithFrequency({ paymentAmount: 0, paymentFrequency: 'WEEKLY' }, 'AU')).toBe('Free');
    expect(priceWithFrequency({ paymentAmount: null, paymentFrequency: 'ONE_OFF' }, 'AU')).toBe('Free');
    expect(
      priceWithFrequency({ paymentAmount: 900, paymentFrequency: 'ONE_OFF', freePromotion: true }, 'AU'),
    ).toBe('Free');
  });
});

describe('form rules (spec 3 §4)', () => {
  it('a free promotion forces one-off, no amount, offline, no promotion', () => {
    const form = {
      freePromotion: true,
      paymentFrequency: 'WEEKLY',
      paymentAmount: 2500,
      isAvailableOnline: true,
      promotion: { termCount: 1, paymentAmount: 1 },
    };
    expect(applyFreePromotion(form)).toEqual({
      freePromotion: true,
      paymentFrequency: 'ONE_OFF',
      paymentAmount: undefined,
      isAvailableOnline: false,
      promotion: undefined,
    });
    expect(applyFreePromotion({ ...form, freePromotion: false })).toEqual({ ...form, freePromotion: false });
  });

  it('adding a promotion turns a free promotion off', () => {
    expect(applyPromotionAdded({ freePromotion: true }).freePromotion).toBe(false);
  });

  it('stores a date-only sale start at the start of day and the end at the end of day, in the zone', () => {
    expect(saleStartOf('2026-01-01', 'Pacific/Auckland')).toBe(String(Date.parse('2025-12-31T11:00:00Z')));
    expect(saleEndOf('2026-01-01', 'Pacific/Auckland')).toBe(String(Date.parse('2026-01-01T10:59:59.999Z')));
    expect(saleStartOf('2026-07-01', 'Australia/Sydney')).toBe(String(Date.parse('2026-06-30T14:00:00Z')));
    expect(() => saleStartOf('2026-13-01')).toThrow(RangeError);
  });

  it('offers 15-minute time slots', () => {
    const slots = saleTimeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(slots.at(-1)).toBe('23:45');
  });

  it('knows whether an option is inside its sale window', () => {
    expect(isWithinSaleWindow({ saleStartDate: '100', saleEndDate: '200' }, 150)).toBe(true);
    expect(isWithinSaleWindow({ saleStartDate: '100', saleEndDate: '200' }, 201)).toBe(false);
    expect(isWithinSaleWindow({ saleStartDate: null, saleEndDate: null }, 201)).toBe(true);
  });
});
