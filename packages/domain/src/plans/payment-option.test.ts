import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  paymentOptionMessages as M,
  type PaymentOptionInput,
  paymentOptionInputSchemaFor,
} from './payment-option.ts';

const today = Temporal.PlainDate.from('2026-06-15');
const schema = paymentOptionInputSchemaFor(today);

const weekly: PaymentOptionInput = {
  planType: 'ONGOING',
  name: 'Weekly ongoing',
  paymentAmount: 2500,
  paymentFrequency: 'WEEKLY',
  ongoing: true,
  sellingBranches: ['branch-1'],
};

function issues(change: Partial<PaymentOptionInput>) {
  return issuesOf(schema, { ...weekly, ...change });
}

function expectIssue(change: Partial<PaymentOptionInput>, path: string, message: string) {
  expect(issues(change)).toContainEqual({ path, message });
}

describe('payment option schema (spec 3 §5)', () => {
  it('accepts an ongoing weekly option and normalises it', () => {
    const value = parsed(schema, { ...weekly, description: '  Best value  ', joinFee: '0' });
    expect(value).toMatchObject({
      planType: 'ONGOING',
      name: 'Weekly ongoing',
      description: 'Best value',
      paymentAmount: 2500,
      joinFee: 0,
      accessCardFee: 0,
      ongoing: true,
      freePromotion: false,
      isAvailableOnline: false,
      isExternalPayer: false,
      sellingBranches: ['branch-1'],
      branchSettings: [],
    });
  });

  it.each([['MYSTERY'], [''], ['ongoing']])(
    'refuses plan type %j with "Invalid membershipPlanType"',
    (planType) => {
      expectIssue({ planType }, 'planType', 'Invalid membershipPlanType');
    },
  );

  it('caps every amount as a sale caps it: payments at $100,000, fees at $10,000', () => {
    expectIssue({ paymentAmount: 2_147_483_647 }, 'paymentAmount', 'Payment amount cannot exceed $100,000');
    expectIssue({ joinFee: 1_000_001 }, 'joinFee', 'Join fee cannot exceed $10,000');
    expectIssue({ accessCardFee: 1_000_001 }, 'accessCardFee', 'Access card fee cannot exceed $10,000');
    expectIssue(
      { suspensionFee: 1_000_001, suspensionFeeFrequency: 'WEEKS' },
      'suspensionFee',
      'Suspension fee cannot exceed $10,000',
    );
    expectIssue(
      { promotion: { termCount: 2, paymentAmount: 10_000_001 } },
      'promotion.paymentAmount',
      'Promotion payment amount cannot exceed $100,000',
    );
    expect(issues({ paymentAmount: 10_000_000, joinFee: 1_000_000, accessCardFee: 1_000_000 })).toEqual([]);
  });

  it('limits name, description and notes', () => {
    expectIssue({ name: '  ' }, 'name', 'Name is required');
    expectIssue({ name: 'x'.repeat(51) }, 'name', 'Name must not exceed 50 characters');
    expectIssue(
      { description: 'x'.repeat(201) },
      'description',
      'Description must not exceed 200 characters',
    );
    expectIssue({ notes: 'x'.repeat(101) }, 'notes', 'Notes must not exceed 100 characters');
    expect(issues({ name: 'x'.repeat(50), description: 'x'.repeat(200), notes: 'x'.repeat(100) })).toEqual(
      [],
    );
  });

  it('needs a term and term type when not ongoing, positive whole numbers', () => {
    const fixed = { ongoing: false, paymentFrequency: 'MONTHLY' };
    expectIssue(fixed, 'term', 'Term is required');
    expectIssue(fixed, 'termType', 'Term type is required');
    expectIssue({ ...fixed, term: 0, termType: 'MONTHS' }, 'term', 'Term must be greater than 0');
    expectIssue({ ...fixed, term: 1.5, termType: 'MONTHS' }, 'term', 'Term must not have decimals');
    expectIssue({ ...fixed, term: 'twelve', termType: 'MONTHS' }, 'term', 'Term must be a number');
    expect(issues({ ...fixed, term: 12, termType: 'MONTHS' })).toEqual([]);
  });

  it('needs a validity period for a visit pass, and drops the term', () => {
    const pass = { planType: 'VISITOR_PASS', ongoing: false, paymentFrequency: 'ONE_OFF' };
    expectIssue(pass, 'validityPeriod', M.validityPeriodRequired);
    expect(M.validityPeriodRequired).toBe('Validity period is required');
    expectIssue(pass, 'visitPassTermType', 'Validity period type is required');
    expectIssue(
      { ...pass, validityPeriod: -1, visitPassTermType: 'MONTHS' },
      'validityPeriod',
      'Validity period must be greater than 0',
    );
    const value = parsed(schema, {
      ...weekly,
      ...pass,
      validityPeriod: 3,
      visitPassTermType: 'MONTHS',
      term: 4,
    });
    expect(value).toMatchObject({
      validityPeriod: 3,
      visitPassTermType: 'MONTHS',
      term: undefined,
      ongoing: false,
    });
  });

  it('needs a positive payment amount unless external payer or free promotion', () => {
    expectIssue({ paymentAmount: undefined }, 'paymentAmount', 'Payment amount is required');
    expectIssue({ paymentAmount: 0 }, 'paymentAmount', 'Payment amount must be greater than 0');
    expectIssue({ paymentAmount: 12.5 }, 'paymentAmount', 'Payment amount must not have decimals');
    expect(issues({ planType: 'EXTERNAL_PAYER', paymentAmount: undefined })).toEqual([]);
    const free = {
      freePromotion: true,
      paymentFrequency: 'ONE_OFF',
      ongoing: false,
      term: 1,
      termType: 'MONTHS',
    };
    expect(issues({ ...free, paymentAmount: undefined })).toEqual([]);
    expectIssue(
      { ...free, paymentAmount: 100 },
      'paymentAmount',
      'Payment amount cannot be set for free promotion',
    );
  });

  it('needs a frequency, never one-off for an ongoing option', () => {
    expectIssue({ paymentFrequency: undefined }, 'paymentFrequency', 'Payment frequency is required');
    expectIssue({ paymentFrequency: 'YEARLY' }, 'paymentFrequency', 'Invalid payment frequency');
    expectIssue(
      { paymentFrequency: 'ONE_OFF' },
      'paymentFrequency',
      'One-off payments cannot be selected for an ongoing payment option',
    );
  });

  it('keeps a free promotion one-off, offline and without promotions', () => {
    const free = {
      freePromotion: true,
      paymentAmount: undefined,
      ongoing: false,
      term: 1,
      termType: 'MONTHS',
    };
    expectIssue({ ...free, paymentFrequency: 'WEEKLY' }, 'paymentFrequency', M.freePromotionOneOff);
    expectIssue(
      { ...free, paymentFrequency: 'ONE_OFF', isAvailableOnline: true },
      'isAvailableOnline',
      M.freePromotionOnline,
    );
    expectIssue(
      { ...free, paymentFrequency: 'ONE_OFF', promotion: { termCount: 2, paymentAmount: 100 } },
      'promotion',
      M.freePromotionWithPromotion,
    );
  });

  it('refuses negative fees and a suspension fee without a frequency', () => {
    expectIssue({ joinFee: -1 }, 'joinFee', 'Join fee must be greater than or equal to 0');
    expectIssue({ accessCardFee: -5 }, 'accessCardFee', 'Access card fee must be greater than or equal to 0');
    expectIssue({ suspensionFee: -5 }, 'suspensionFee', 'Suspension fee must be greater than or equal to 0');
    expectIssue({ suspensionFee: 500 }, 'suspensionFeeFrequency', 'Suspension fee frequency is required');
    expect(issues({ suspensionFee: 500, suspensionFeeFrequency: 'WEEKS' })).toEqual([]);
    expect(issues({ suspensionFee: 0 })).toEqual([]);
  });

  it('needs the sale end after the start', () => {
    expectIssue(
      { saleStartDate: '2000', saleEndDate: '2000' },
      'saleEndDate',
      'End date must be after the start date',
    );
    expectIssue(
      { saleStartDate: '1767225600000', saleEndDate: '1767225500000' },
      'saleEndDate',
      'End date must be after the start date',
    );
    expect(issues({ saleStartDate: '1767225600000', saleEndDate: '1767225600001' })).toEqual([]);
    expectIssue({ saleStartDate: 'tomorrow' }, 'saleStartDate', 'A valid date is required');
    expectIssue({ saleEndDate: '99999999999999' }, 'saleEndDate', 'This date looks wrong');
    expect(parsed(schema, { ...weekly, saleEndDate: '1767225600000' }).saleEndDate).toBe(1767225600000);
  });

  it('needs at least one selling branch, and drops repeats', () => {
    expectIssue({ sellingBranches: [] }, 'sellingBranches', 'At least one branch is required');
    expectIssue({ sellingBranches: undefined }, 'sellingBranches', 'At least one branch is required');
    expect(parsed(schema, { ...weekly, sellingBranches: ['a', 'b', 'a'] }).sellingBranches).toEqual([
      'a',
      'b',
    ]);
  });

  describe('free period', () => {
    it('is a whole number over 0 and under 100 with a frequency', () => {
      expectIssue(
        { freePeriod: 1.5, freePeriodFrequency: 'DAYS' },
        'freePeriod',
        'Free period must not have decimals',
      );
      expectIssue(
        { freePeriod: 0, freePeriodFrequency: 'DAYS' },
        'freePeriod',
        'Free period must be greater than 0',
      );
      expectIssue(
        { freePeriod: 100, freePeriodFrequency: 'DAYS' },
        'freePeriod',
        'Free period must be less than 100',
      );
      expect(issues({ freePeriod: 99, freePeriodFrequency: 'WEEKS' })).toEqual([]);
      expectIssue({ freePeriod: 2 }, 'freePeriodFrequency', 'Free period frequency is required');
      expectIssue({ freePeriodFrequency: 'DAYS' }, 'freePeriod', 'Free period is required');
    });

    it('allows only DAYS or WEEKS', () => {
      expectIssue(
        { freePeriod: 2, freePeriodFrequency: 'MONTHS' },
        'freePeriodFrequency',
        'Invalid free period frequency',
      );
    });

    it('is required when For is chosen, and the date when Ending is', () => {
      expectIssue({ freePeriodType: 'For' }, 'freePeriod', 'Free period is required');
      expectIssue({ freePeriodType: 'Ending' }, 'freePeriodUntilDate', 'Free period end date is required');
    });

    it('ends later than today', () => {
      expectIssue(
        { freePeriodUntilDate: '2026-06-15' },
        'freePeriodUntilDate',
        M.freePeriodUntilDateNotLater,
      );
      expectIssue(
        { freePeriodUntilDate: '2026-06-01' },
        'freePeriodUntilDate',
        M.freePeriodUntilDateNotLater,
      );
      expect(issues({ freePeriodUntilDate: '2026-06-16' })).toEqual([]);
      expectIssue({ freePeriodUntilDate: '2026-02-30' }, 'freePeriodUntilDate', 'A valid date is required');
    });

    it('never combines a frequency with an until-date (spec 2)', () => {
      expectIssue(
        { freePeriod: 2, freePeriodFrequency: 'WEEKS', freePeriodUntilDate: '2026-07-01' },
        'freePeriodFrequency',
        'Unable to calculate free period, please choose to set free period with either freePeriodFrequency or freePeriodUntilDate',
      );
    });
  });

  describe('promotion', () => {
    it('needs a positive period and amount', () => {
      expectIssue(
        { promotion: { termCount: null, paymentAmount: 100 } },
        'promotion.termCount',
        'Promotion period is required',
      );
      expectIssue(
        { promotion: { termCount: 0, paymentAmount: 100 } },
        'promotion.termCount',
        'Promotion period must be greater than 0',
      );
      expectIssue(
        { promotion: { termCount: 2, paymentAmount: null } },
        'promotion.paymentAmount',
        'Promotion payment amount is required',
      );
      expectIssue(
        { promotion: { termCount: 2, paymentAmount: 0 } },
        'promotion.paymentAmount',
        'Promotion payment amount must be greater than 0',
      );
      expect(
        parsed(schema, { ...weekly, promotion: { termCount: 4, paymentAmount: 1000 } }).promotion,
      ).toEqual({
        termCount: 4,
        paymentAmount: 1000,
      });
    });
  });

  it('needs a billing account in each branch setting', () => {
    expectIssue(
      { branchSettings: [{ branchId: 'branch-1', branchBillingAccountId: '', waiveAdminFee: false }] },
      'branchSettings.0.branchBillingAccountId',
      'Please choose a branch billing account',
    );
  });

  it('reports every problem at once', () => {
    const all = issuesOf(schema, {
      planType: 'ONGOING',
      name: 'x',
      paymentAmount: -1,
      joinFee: -1,
      sellingBranches: [],
      ongoing: false,
    }).map((issue) => issue.path);
    expect(all).toEqual(
      expect.arrayContaining([
        'paymentAmount',
        'joinFee',
        'sellingBranches',
        'term',
        'termType',
        'paymentFrequency',
      ]),
    );
  });

  it('never throws on malformed input', () => {
    for (const value of [
      null,
      1,
      'x',
      [],
      { planType: 1 },
      { ...weekly, promotion: 'x' },
      { ...weekly, term: {} },
    ]) {
      expect(schema.safeParse(value).success).toBe(false);
    }
  });
});

describe('branch setting input', () => {
  it('needs a branch billing account', async () => {
    const { branchSettingInputSchema } = await import('./payment-option.ts');
    expect(issuesOf(branchSettingInputSchema, { branchId: 'b', branchBillingAccountId: ' ' })).toEqual([
      { path: 'branchBillingAccountId', message: 'Please choose a branch billing account' },
    ]);
    expect(
      parsed(branchSettingInputSchema, { branchId: 'b', branchBillingAccountId: 'a' }).waiveAdminFee,
    ).toBe(false);
  });
});
