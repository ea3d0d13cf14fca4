import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  addMembershipInputSchemaFor,
  addMembershipStepOneSchema,
  changeMembershipInputSchema,
  editMembershipSchema,
  endMembershipInputSchemaFor,
  externalPayerUpdateSchema,
  isBillingMembership,
  membershipMessages as M,
  membershipStatusOn,
  minimumTermEnd,
  payOverdueInputSchemaFor,
} from './membership-inputs.ts';

const day = (text: string) => Temporal.PlainDate.from(text);

describe('add membership (spec 2 §5)', () => {
  it('requires plan, option and start date with the spec texts', () => {
    expect(issuesOf(addMembershipStepOneSchema, {})).toEqual([
      { path: 'membershipPlanId', message: M.planRequired },
      { path: 'paymentOptionId', message: M.paymentOptionRequired },
      { path: 'startDate', message: M.startDateRequired },
    ]);
    expect(M.planRequired).toBe('Please choose a membership plan');
    expect(M.paymentOptionRequired).toBe('Please choose a payment option');
    expect(M.startDateRequired).toBe('Start date is required');
  });

  it('refuses negative fees and a partial amount below 0', () => {
    const base = { membershipPlanId: 'p', paymentOptionId: 'o', startDate: '2026-12-01' };
    expect(issuesOf(addMembershipStepOneSchema, { ...base, joinFee: -1 })).toEqual([
      { path: 'joinFee', message: M.amountNonNegative },
    ]);
    expect(issuesOf(addMembershipStepOneSchema, { ...base, partialPaymentAmount: -5 })).toHaveLength(1);
    expect(issuesOf(addMembershipStepOneSchema, { ...base, accessCardFee: 0, joinFee: 100 })).toEqual([]);
  });

  const sale = { personId: 'x', membershipPlanId: 'p', paymentOptionId: 'o', startDate: '2026-12-01' };

  it('needs the external payer number, at most 50 characters', () => {
    const schema = addMembershipInputSchemaFor({
      planType: 'EXTERNAL_PAYER',
      paidOnce: false,
      paymentFrequency: 'WEEKLY',
    });
    expect(issuesOf(schema, sale)).toEqual([
      { path: 'externalPayerRefNumber', message: 'Please enter the number' },
    ]);
    expect(issuesOf(schema, { ...sale, externalPayerRefNumber: 'x'.repeat(51) })).toEqual([
      {
        path: 'externalPayerRefNumber',
        message: 'External payer reference number must be at most 50 characters',
      },
    ]);
    expect(issuesOf(schema, { ...sale, externalPayerRefNumber: 'x'.repeat(50) })).toEqual([]);
  });

  it('needs a payment type for what is paid once, and keeps Credit card ONLINE to one-off', () => {
    const oneOff = addMembershipInputSchemaFor({
      planType: 'ONGOING',
      paidOnce: true,
      paymentFrequency: 'ONE_OFF',
    });
    expect(issuesOf(oneOff, sale)).toEqual([
      { path: 'oneOffPaymentType', message: 'Please choose a payment type' },
    ]);
    expect(issuesOf(oneOff, { ...sale, oneOffPaymentType: 'Credit card ONLINE' })).toEqual([]);
    const pass = addMembershipInputSchemaFor({
      planType: 'VISITOR_PASS',
      paidOnce: true,
      paymentFrequency: 'WEEKLY',
    });
    expect(issuesOf(pass, { ...sale, oneOffPaymentType: 'Credit card ONLINE' })).toEqual([
      { path: 'oneOffPaymentType', message: M.creditCardOnlineNotAllowed },
    ]);
    const weekly = addMembershipInputSchemaFor({
      planType: 'ONGOING',
      paidOnce: false,
      paymentFrequency: 'WEEKLY',
    });
    expect(issuesOf(weekly, sale)).toEqual([]);
  });
});

describe('change, pay overdue, edit (spec 2 §5)', () => {
  it('change needs plan and option', () => {
    expect(issuesOf(changeMembershipInputSchema, {}).map((i) => i.message)).toEqual([
      'Please choose a membership plan',
      'Please choose a payment option',
    ]);
  });

  it('pay overdue: payment type required, amount above 0 and at most the overdue amount', () => {
    expect(issuesOf(payOverdueInputSchemaFor(1000), { paymentType: '', paymentInCents: 500 })).toEqual([
      { path: 'paymentType', message: 'Please choose a payment type' },
    ]);
    expect(issuesOf(payOverdueInputSchemaFor(0), { paymentType: 'Cash', paymentInCents: 500 })).toEqual([
      { path: 'paymentInCents', message: 'This overdue amount appears to have been paid already.' },
    ]);
    expect(issuesOf(payOverdueInputSchemaFor(1000), { paymentType: 'Cash', paymentInCents: 1001 })).toEqual([
      { path: 'paymentInCents', message: M.paymentMoreThanOverdue },
    ]);
    expect(issuesOf(payOverdueInputSchemaFor(1000), { paymentType: 'Cash', paymentInCents: 1000 })).toEqual(
      [],
    );
  });

  it('pay overdue: a part of the amount, from $0.01, where the provider allows it', () => {
    expect(issuesOf(payOverdueInputSchemaFor(1000), { paymentType: 'Cash', paymentInCents: 1 })).toEqual([]);
    expect(issuesOf(payOverdueInputSchemaFor(1000), { paymentType: 'Cash', paymentInCents: 0 })).toEqual([
      { path: 'paymentInCents', message: 'Enter an amount of at least $0.01' },
    ]);
    expect(
      issuesOf(payOverdueInputSchemaFor(1000, false), { paymentType: 'Cash', paymentInCents: 500 }),
    ).toEqual([
      {
        path: 'paymentInCents',
        message: 'Take the whole overdue amount: this provider does not allow part payments',
      },
    ]);
    expect(
      issuesOf(payOverdueInputSchemaFor(1000, false), { paymentType: 'Cash', paymentInCents: 1000 }),
    ).toEqual([]);
  });

  it('edit external payer: required', () => {
    expect(issuesOf(externalPayerUpdateSchema, { externalPayerRefNumber: '  ' })).toEqual([
      { path: 'externalPayerRefNumber', message: 'External payer reference number is required' },
    ]);
  });

  it('edit membership: absent is unchanged, null removes the end date', () => {
    expect(parsed(editMembershipSchema, {})).toEqual({});
    expect(parsed(editMembershipSchema, { newMembershipEndDate: null })).toEqual({
      newMembershipEndDate: null,
    });
    expect(issuesOf(editMembershipSchema, { newMembershipEndDate: '2026-02-30' })).toHaveLength(1);
  });
});

describe('end membership (spec 2 §5)', () => {
  const context = { today: '2026-11-23', endDate: '2027-01-01', billingActive: false };
  const schema = endMembershipInputSchemaFor(context);

  it('requires a date and a reason with the spec texts', () => {
    expect(issuesOf(schema, {})).toEqual([
      { path: 'cancellationDate', message: 'End date is required' },
      { path: 'cancellationReason', message: 'You must provide a reason for ending a membership' },
    ]);
  });

  it('refuses a past date and one later than the current end date', () => {
    expect(issuesOf(schema, { cancellationDate: '2026-11-22', cancellationReason: 'MOVING' })).toEqual([
      { path: 'cancellationDate', message: 'End date must be in the future' },
    ]);
    expect(issuesOf(schema, { cancellationDate: '2027-01-02', cancellationReason: 'MOVING' })).toEqual([
      { path: 'cancellationDate', message: 'The new end date must be earlier than the current end date.' },
    ]);
    expect(issuesOf(schema, { cancellationDate: '2026-11-23', cancellationReason: 'MOVING' })).toEqual([]);
  });

  it('lets an active billing membership move its end date later, on a billing date', () => {
    const billing = endMembershipInputSchemaFor({
      ...context,
      billingActive: true,
      billingDates: ['2026-12-02', '2027-01-13'],
    });
    expect(issuesOf(billing, { cancellationDate: '2027-01-13', cancellationReason: 'MOVING' })).toEqual([]);
    expect(issuesOf(billing, { cancellationDate: '2027-01-14', cancellationReason: 'MOVING' })).toEqual([
      { path: 'cancellationDate', message: M.billingDateRequired },
    ]);
  });
});

describe('effective status and kind', () => {
  const row = { status: 'ACTIVE', startDate: '2026-11-01', endDate: null, cancellationReason: null };

  it('is PENDING before the start, ENDED or EXPIRED from the end date, else the stored status', () => {
    expect(membershipStatusOn(row, day('2026-10-31'))).toBe('PENDING');
    expect(membershipStatusOn(row, day('2026-11-01'))).toBe('ACTIVE');
    expect(membershipStatusOn({ ...row, endDate: '2026-12-01' }, day('2026-11-30'))).toBe('ACTIVE');
    expect(membershipStatusOn({ ...row, endDate: '2026-12-01' }, day('2026-12-01'))).toBe('EXPIRED');
    expect(
      membershipStatusOn({ ...row, endDate: '2026-12-01', cancellationReason: 'MOVING' }, day('2026-12-01')),
    ).toBe('ENDED');
    expect(membershipStatusOn({ ...row, status: 'SUSPENDED' }, day('2026-11-05'))).toBe('SUSPENDED');
  });

  it('bills ongoing recurring plans and direct-debit one-offs only', () => {
    expect(isBillingMembership({ planType: 'ONGOING', paymentFrequency: 'WEEKLY' })).toBe(true);
    expect(isBillingMembership({ planType: 'ONGOING', paymentFrequency: 'ONE_OFF' })).toBe(false);
    expect(
      isBillingMembership({
        planType: 'ONGOING',
        paymentFrequency: 'ONE_OFF',
        oneOffPaymentType: 'DIRECT_DEBIT',
      }),
    ).toBe(true);
    expect(isBillingMembership({ planType: 'VISITOR_PASS', paymentFrequency: 'WEEKLY' })).toBe(false);
    expect(isBillingMembership({ planType: 'EXTERNAL_PAYER', paymentFrequency: 'MONTHLY' })).toBe(false);
  });

  it('finds the fixed or minimum term end, or none', () => {
    const start = day('2026-01-31');
    expect(minimumTermEnd({ ongoing: false, term: 12, termType: 'MONTHS' }, start)?.toString()).toBe(
      '2027-01-31',
    );
    expect(minimumTermEnd({ ongoing: true, term: 6, termType: 'PERIODS' }, start)?.toString()).toBe(
      '2026-04-25',
    );
    expect(minimumTermEnd({ ongoing: true, term: null, termType: null }, start)).toBeNull();
  });
});
