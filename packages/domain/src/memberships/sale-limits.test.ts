import { describe, expect, it } from 'vitest';
import { FEE_MAX_CENTS, limitText, PAYMENT_MAX_CENTS } from '../money/limits.ts';
import { issuesOf } from '../test-support.ts';
import {
  addMembershipInputSchemaFor,
  earliestSaleStart,
  membershipMessages as M,
  payOverdueInputSchemaFor,
} from './membership-inputs.ts';

const sale = { personId: 'x', membershipPlanId: 'p', paymentOptionId: 'o', startDate: '2026-12-01' };
const weekly = addMembershipInputSchemaFor({
  planType: 'ONGOING',
  paidOnce: false,
  paymentFrequency: 'WEEKLY',
});
const oneOff = addMembershipInputSchemaFor({
  planType: 'ONGOING',
  paidOnce: true,
  paymentFrequency: 'ONE_OFF',
});

describe('the amounts of a sale have a maximum (fees as the branch billing accounts cap theirs)', () => {
  it('writes the limits as the billing accounts do', () => {
    expect(limitText(FEE_MAX_CENTS)).toBe('$10,000');
    expect(limitText(1234)).toBe('$12.34');
  });

  it('refuses a join fee, access card fee or partial above the maximum', () => {
    expect(
      issuesOf(weekly, {
        ...sale,
        joinFee: FEE_MAX_CENTS + 1,
        accessCardFee: 2_147_483_647,
        partialPaymentAmount: PAYMENT_MAX_CENTS + 1,
        isPartialAmountOverridden: true,
      }),
    ).toEqual([
      { path: 'joinFee', message: 'Join fee cannot exceed $10,000' },
      { path: 'accessCardFee', message: 'Access card fee cannot exceed $10,000' },
      { path: 'partialPaymentAmount', message: 'Partial payment cannot exceed $100,000' },
    ]);
    expect(issuesOf(weekly, { ...sale, joinFee: FEE_MAX_CENTS, accessCardFee: FEE_MAX_CENTS })).toEqual([]);
  });

  it('refuses a one-off payment amount and a point of sale amount above the maximum', () => {
    expect(
      issuesOf(oneOff, {
        ...sale,
        oneOffPaymentType: 'Cash',
        oneOffPaymentAmount: PAYMENT_MAX_CENTS + 1,
        pointOfSaleAmount: 2_147_483_647,
      }),
    ).toEqual([
      { path: 'oneOffPaymentAmount', message: 'One-off payment amount cannot exceed $100,000' },
      { path: 'pointOfSaleAmount', message: 'Point of sale amount cannot exceed $100,000' },
    ]);
  });

  it('refuses a partial above what the days to the first payment cost, when that is known', () => {
    const schema = addMembershipInputSchemaFor({
      planType: 'ONGOING',
      paidOnce: false,
      paymentFrequency: 'WEEKLY',
      partialPaymentMax: 1800,
    });
    const partial = (cents: number) => ({
      ...sale,
      partialPaymentAmount: cents,
      isPartialAmountOverridden: true,
    });
    expect(issuesOf(schema, partial(1801))).toEqual([
      { path: 'partialPaymentAmount', message: 'Partial payment cannot exceed $18' },
    ]);
    expect(issuesOf(schema, partial(1800))).toEqual([]);
    // Not overridden: the schedule's own amount is used, whatever was sent.
    expect(issuesOf(schema, { ...sale, partialPaymentAmount: 5000 })).toEqual([]);
  });

  it('caps a payment of overdue at the maximum too', () => {
    expect(
      issuesOf(payOverdueInputSchemaFor(PAYMENT_MAX_CENTS * 3), {
        paymentType: 'Cash',
        paymentInCents: PAYMENT_MAX_CENTS + 1,
      }),
    ).toEqual([{ path: 'paymentInCents', message: 'Payment cannot exceed $100,000' }]);
  });
});

describe('payment types are a closed list', () => {
  it('takes only the listed one-off types', () => {
    expect(issuesOf(oneOff, { ...sale, oneOffPaymentType: '<b>Bitcoin</b>' })).toEqual([
      { path: 'oneOffPaymentType', message: M.paymentTypeUnknown },
    ]);
    for (const type of ['Cash', 'EFTPOS', 'Credit card', 'Cheque', 'DIRECT_DEBIT', 'Credit card ONLINE'])
      expect(issuesOf(oneOff, { ...sale, oneOffPaymentType: type })).toEqual([]);
  });

  it('takes only a desk payment type for what is paid in branch and for an overdue payment', () => {
    expect(
      issuesOf(weekly, {
        ...sale,
        paidInBranch: { includeJoinFee: false, inBranchPaymentType: 'DIRECT_DEBIT' },
      }),
    ).toEqual([{ path: 'paidInBranch.inBranchPaymentType', message: M.paymentTypeUnknown }]);
    expect(
      issuesOf(weekly, { ...sale, paidInBranch: { includeJoinFee: false, inBranchPaymentType: 'EFTPOS' } }),
    ).toEqual([]);
    expect(
      issuesOf(payOverdueInputSchemaFor(5000), { paymentType: 'Gold bars', paymentInCents: 100 }),
    ).toEqual([{ path: 'paymentType', message: M.paymentTypeUnknown }]);
    expect(issuesOf(payOverdueInputSchemaFor(5000), { paymentType: '', paymentInCents: 100 })).toEqual([
      { path: 'paymentType', message: M.paymentTypeRequired },
    ]);
  });
});

describe('how far back a sale may start', () => {
  it('is 28 days before today at the earliest', () => {
    expect(earliestSaleStart('2026-11-28')).toBe('2026-10-31');
    const schema = addMembershipInputSchemaFor({
      planType: 'ONGOING',
      paidOnce: false,
      paymentFrequency: 'WEEKLY',
      today: '2026-11-28',
    });
    expect(issuesOf(schema, { ...sale, startDate: '2026-10-30' })).toEqual([
      { path: 'startDate', message: 'The start date cannot be more than 28 days before today.' },
    ]);
    expect(issuesOf(schema, { ...sale, startDate: '2020-01-01' })).toHaveLength(1);
    expect(issuesOf(schema, { ...sale, startDate: '2026-10-31' })).toEqual([]);
  });
});
