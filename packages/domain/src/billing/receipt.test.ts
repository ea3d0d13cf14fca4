import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_CENTS, receiptNumberLabel, receiptTaxFacts } from './receipt.ts';

const nz = {
  country: 'NZ',
  legalName: 'Demo Fitness Auckland Limited',
  gstNumber: '49-091-850',
  isGstRegistered: false,
  businessNumberType: 'NZBN',
  businessNumber: '9429041000000',
};
const au = {
  country: 'AU',
  legalName: 'Demo Fitness Sydney Pty Ltd',
  gstNumber: null,
  isGstRegistered: true,
  businessNumberType: 'ABN',
  businessNumber: '51 824 753 556',
};

describe('receiptTaxFacts', () => {
  it('NZ: a tax invoice with the GST number and 3/23 of the total as GST', () => {
    expect(receiptTaxFacts(nz, 11500)).toEqual({
      heading: 'Tax invoice',
      taxNumberLabel: 'GST number',
      taxNumber: '49-091-850',
      gstCents: 1500,
      gstStatement: 'Total price includes GST of $15.00',
    });
  });

  it('AU: a tax invoice with the ABN and 1/11 of the total as GST, rounded to the cent', () => {
    expect(receiptTaxFacts(au, 9900)).toMatchObject({
      heading: 'Tax invoice',
      taxNumberLabel: 'ABN',
      taxNumber: '51 824 753 556',
      gstCents: 900,
    });
    expect(receiptTaxFacts(au, 1000).gstCents).toBe(91);
  });

  it('a branch not registered for GST gives a plain receipt with no GST', () => {
    expect(receiptTaxFacts({ ...nz, gstNumber: ' ' }, 11500)).toMatchObject({
      heading: 'Receipt',
      taxNumber: null,
      gstCents: 0,
      gstStatement: 'No GST is included',
    });
    expect(receiptTaxFacts({ ...au, isGstRegistered: false }, 9900)).toMatchObject({
      heading: 'Receipt',
      taxNumberLabel: 'ABN',
      gstCents: 0,
    });
    expect(receiptTaxFacts({ ...au, businessNumberType: 'ACN' }, 9900).heading).toBe('Receipt');
  });
});

describe('receipt numbers and bounds', () => {
  it('prints numbers with six digits', () => {
    expect(receiptNumberLabel(42)).toBe('R-000042');
    expect(receiptNumberLabel(1234567)).toBe('R-1234567');
  });

  it('a receipt may hold the largest desk payment and its fees', () => {
    expect(RECEIPT_MAX_CENTS).toBe(13_000_000);
  });
});
