import { paymentOptionMessages, saleEndOf, saleStartOf } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import {
  initialPaymentOptionValues,
  type OptionContext,
  type PaymentOptionFormValues,
  toFormErrors,
  toGraphQLPaymentOptionInput,
  validatePaymentOptionForm,
  withFreePromotion,
  withPromotion,
} from './payment-option-form.ts';

const ONGOING: OptionContext = { planType: 'ONGOING', country: 'NZ', membershipPlanId: 'plan-1' };

/** A complete weekly ongoing option sold at Auckland. */
function weekly(overrides: Partial<PaymentOptionFormValues> = {}): PaymentOptionFormValues {
  return {
    ...initialPaymentOptionValues(null, 'NZ'),
    name: 'Anytime weekly',
    ongoing: true,
    paymentAmount: '25.50',
    paymentFrequency: 'WEEKLY',
    sellingBranches: ['akl'],
    ...overrides,
  };
}

describe('payment option form rules (spec 3 §4)', () => {
  it('a free membership forces one-off, clears the amount, turns online off and clears promotions', () => {
    const before = weekly({
      isAvailableOnline: true,
      hasPromotion: true,
      promotionTermCount: '4',
      promotionAmount: '10',
    });
    const free = withFreePromotion(before, true);
    expect(free).toMatchObject({
      freePromotion: true,
      paymentFrequency: 'ONE_OFF',
      paymentAmount: '',
      isAvailableOnline: false,
      hasPromotion: false,
      promotionTermCount: '',
      promotionAmount: '',
    });
    // Switching it off again changes nothing else back.
    expect(withFreePromotion(free, false)).toEqual({ ...free, freePromotion: false });
  });

  it('adding a promotion to a free membership switches the free promotion off', () => {
    const free = withFreePromotion(weekly(), true);
    expect(withPromotion(free, true)).toMatchObject({ hasPromotion: true, freePromotion: false });
    expect(withPromotion(weekly({ hasPromotion: true, promotionTermCount: '3' }), false)).toMatchObject({
      hasPromotion: false,
      promotionTermCount: '',
    });
  });
});

describe('payment option validation (spec 3 §5, the domain schema)', () => {
  it('passes a complete option', () => {
    expect(validatePaymentOptionForm(weekly(), ONGOING)).toEqual({});
  });

  it('shows the schema messages under their inputs', () => {
    const errors = validatePaymentOptionForm(
      weekly({
        paymentFrequency: 'ONE_OFF',
        sellingBranches: [],
        joinFee: '-1',
        saleStartDate: '2027-03-10',
        saleEndDate: '2027-03-09',
      }),
      ONGOING,
    );
    expect(errors).toMatchObject({
      paymentFrequency: paymentOptionMessages.oneOffForOngoing,
      sellingBranches: paymentOptionMessages.sellingBranchesRequired,
      joinFee: paymentOptionMessages.joinFeeNonNegative,
      saleEndDate: paymentOptionMessages.endDateAfterStart,
    });
    expect(validatePaymentOptionForm(weekly({ name: ' ' }), ONGOING)).toEqual({
      name: paymentOptionMessages.nameRequired,
    });
  });

  it('says an amount that is no number must be a number, and a term plan needs its term', () => {
    const errors = validatePaymentOptionForm(weekly({ paymentAmount: 'ten', ongoing: false }), ONGOING);
    expect(errors.paymentAmount).toBe('Payment amount must be a number');
    expect(errors.term).toBe(paymentOptionMessages.termRequired);
    expect(errors.termType).toBe(paymentOptionMessages.termTypeRequired);
  });

  it('wants a validity period for a visit pass, and the promotion fields once a promotion is added', () => {
    const errors = validatePaymentOptionForm(weekly({ paymentFrequency: 'ONE_OFF', hasPromotion: true }), {
      ...ONGOING,
      planType: 'VISITOR_PASS',
    });
    expect(errors.validityPeriod).toBe(paymentOptionMessages.validityPeriodRequired);
    expect(errors.promotionTermCount).toBe(paymentOptionMessages.promotionPeriodRequired);
    expect(errors.promotionAmount).toBe(paymentOptionMessages.promotionAmountRequired);
  });

  it('maps server field paths to inputs and keeps the rest for the message under the form', () => {
    expect(
      toFormErrors({
        'promotion.paymentAmount': 'P',
        'sellingBranches.0': 'B',
        planType: paymentOptionMessages.invalidPlanType,
      }),
    ).toEqual({
      errors: { promotionAmount: 'P', sellingBranches: 'B' },
      other: [paymentOptionMessages.invalidPlanType],
    });
  });
});

describe('the GraphQL input', () => {
  it('sends cents, and a date-only sale window as the start and end of the day in the plan zone', () => {
    const input = toGraphQLPaymentOptionInput(
      weekly({ joinFee: '49.99', saleStartDate: '2027-01-01', saleEndDate: '2027-06-30' }),
      ONGOING,
    );
    expect(input).toMatchObject({
      planType: 'ONGOING',
      membershipPlanId: 'plan-1',
      paymentAmount: 2550,
      joinFee: 4999,
      accessCardFee: 0,
      saleStartDate: saleStartOf('2027-01-01', 'Pacific/Auckland'),
      saleEndDate: saleEndOf('2027-06-30', 'Pacific/Auckland'),
    });
    expect(input).not.toHaveProperty('freePeriodType');
  });

  it('is null for values that do not pass', () => {
    expect(toGraphQLPaymentOptionInput(weekly({ name: '' }), ONGOING)).toBeNull();
  });

  it('reads a stored option back into the same inputs', () => {
    const values = weekly({ saleStartDate: '2027-01-01', saleStartTime: '09:15', saleEndDate: '2027-02-01' });
    const sent = toGraphQLPaymentOptionInput(values, ONGOING);
    if (sent === null) throw new Error('expected a valid input');
    const back = initialPaymentOptionValues(
      {
        ...sent,
        id: 'option-1',
        paymentAmount: sent.paymentAmount ?? null,
        sellingBranches: [{ id: 'akl' }],
        promotion: null,
      },
      'NZ',
    );
    expect(back).toMatchObject({
      paymentAmount: '25.50',
      saleStartDate: '2027-01-01',
      saleStartTime: '09:15',
      saleEndDate: '2027-02-01',
      saleEndTime: null,
    });
  });
});
