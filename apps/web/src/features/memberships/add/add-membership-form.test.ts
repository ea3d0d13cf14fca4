import { describe, expect, it } from 'vitest';
import { makeSellableOption, makeSellablePlan } from '../memberships.testing.ts';
import {
  type AddMembershipValues,
  addMembershipErrors,
  hasSomethingDueUpfront,
  NO_UPFRONT,
  paidInBranchOf,
  saleShapeOf,
  toCents,
} from './add-membership-form.ts';

const blank: AddMembershipValues = {
  planId: null,
  optionId: null,
  startDate: '',
  firstPaymentDate: null,
  joinFee: 0,
  accessCardFee: 0,
  overridePartial: false,
  partialPaymentAmount: 0,
  externalPayerRefNumber: '',
  oneOffPaymentType: '',
};
const noFees = { joinFee: 0, accessCardFee: 0 };

describe('saleShapeOf', () => {
  it('bills a weekly ongoing option, titled Upfront payment, with no payment type asked', () => {
    const shape = saleShapeOf(makeSellablePlan(), makeSellableOption(), '', noFees);
    expect(shape).toMatchObject({ billing: true, asksPaymentType: false, externalPayer: false });
    expect(shape.stepTwoTitle).toBe('Upfront payment');
  });

  it('asks a one-off how it is paid, and bills it only by direct debit', () => {
    const option = makeSellableOption({ paymentFrequency: 'ONE_OFF', ongoing: false });
    expect(saleShapeOf(makeSellablePlan(), option, 'Cash', noFees)).toMatchObject({
      billing: false,
      asksPaymentType: true,
      stepTwoTitle: 'Direct payment',
    });
    expect(saleShapeOf(makeSellablePlan(), option, 'DIRECT_DEBIT', noFees).billing).toBe(true);
  });

  it('attaches external payer and free sales with a cash payment of 0', () => {
    const payer = makeSellablePlan({ type: 'EXTERNAL_PAYER', isExternalPayer: true });
    expect(saleShapeOf(payer, makeSellableOption(), '', noFees)).toMatchObject({
      externalPayer: true,
      billing: false,
      attachedWithZeroCash: true,
    });
    const free = makeSellableOption({ freePromotion: true });
    expect(saleShapeOf(makeSellablePlan(), free, '', noFees).attachedWithZeroCash).toBe(true);
  });
});

describe('addMembershipErrors (the domain schema, spec 2 §5)', () => {
  it('asks for the plan, the option and the start date', () => {
    const shape = saleShapeOf(undefined, undefined, '', noFees);
    expect(addMembershipErrors(blank, shape, false)).toMatchObject({
      planId: 'Please choose a membership plan',
      optionId: 'Please choose a payment option',
      startDate: 'Start date is required',
    });
  });

  it('refuses negative fees and an external payer plan without its number', () => {
    const payer = makeSellablePlan({ type: 'EXTERNAL_PAYER', isExternalPayer: true });
    const shape = saleShapeOf(payer, makeSellableOption(), '', noFees);
    const values = { ...blank, planId: 'p', optionId: 'o', startDate: '2026-11-24', joinFee: -1 };
    expect(addMembershipErrors(values, shape, false)).toEqual({
      joinFee: 'Must be 0 or more',
      externalPayerRefNumber: 'Please enter the number',
    });
    expect(
      addMembershipErrors({ ...values, joinFee: 0, externalPayerRefNumber: 'x'.repeat(51) }, shape, false),
    ).toEqual({ externalPayerRefNumber: 'External payer reference number must be at most 50 characters' });
  });

  it('asks for the payment type of a one-off and for a first payment date when the provider offers them', () => {
    const option = makeSellableOption({ paymentFrequency: 'ONE_OFF', ongoing: false });
    const shape = saleShapeOf(makeSellablePlan(), option, '', noFees);
    const values = { ...blank, planId: 'p', optionId: 'o', startDate: '2026-11-24' };
    expect(addMembershipErrors(values, shape, true)).toEqual({
      oneOffPaymentType: 'Please choose a payment type',
      firstPaymentDate: 'Please choose a first payment date',
    });
    expect(
      addMembershipErrors(
        { ...values, oneOffPaymentType: 'Cash', firstPaymentDate: '2026-12-07' },
        shape,
        true,
      ),
    ).toEqual({});
  });
});

describe('the upfront step', () => {
  it('sends the fee flags inverted: ticked to pay now means not in the first debit', () => {
    expect(paidInBranchOf(NO_UPFRONT)).toEqual({
      includeJoinFee: true,
      includeAccessCardFee: true,
      includePartialPayment: true,
      inBranchPaymentType: null,
    });
    expect(paidInBranchOf({ ...NO_UPFRONT, payJoinFeeNow: true, inBranchPaymentType: 'EFTPOS' })).toEqual({
      includeJoinFee: false,
      includeAccessCardFee: true,
      includePartialPayment: true,
      inBranchPaymentType: 'EFTPOS',
    });
  });

  it('has nothing due upfront only when every fee and the partial are 0', () => {
    expect(hasSomethingDueUpfront({ joinFee: 0, accessCardFee: 0, partial: 0 })).toBe(false);
    expect(hasSomethingDueUpfront({ joinFee: 0, accessCardFee: 0, partial: 1 })).toBe(true);
  });

  it('reads dollars as cents', () => {
    expect(toCents(49)).toBe(4900);
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('')).toBe(0);
    expect(Number.isNaN(toCents('abc'))).toBe(true);
  });
});
