import { describe, expect, it } from 'vitest';
import { branchInfoSchema, isValidAbn, isValidAcn, isValidNzbn, isValidNzGstNumber } from './branch-info.ts';
import { branchInfoMessages } from './branch-info-messages.ts';

const nz = {
  name: ' Wellington ',
  legalName: 'Wellington Fitness Limited',
  businessNumber: '9429041000007',
  businessNumberType: 'NZBN',
  gstNumber: '49-091-850',
  isGstRegistered: false,
  address: {
    country: 'NZ',
    address1: '1 Willis Street',
    suburb: 'Te Aro',
    city: 'Wellington',
    postalCode: '6011',
  },
  contactNumber: { countryCode: 'NZ', number: '04 123 4567' },
  businessEmailAddress: 'wellington@example.com',
};

const au = {
  ...nz,
  businessNumber: '51 824 753 556',
  businessNumberType: 'ABN',
  gstNumber: '49-091-850',
  isGstRegistered: true,
  address: { country: 'AU', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postalCode: '2000' },
  contactNumber: { countryCode: 'AU', number: '02 1234 5678' },
};

const firstMessage = (country: string, input: unknown) =>
  branchInfoSchema(country).safeParse(input).error?.issues[0]?.message;

describe('check digits', () => {
  it.each([
    ['49-091-850', true],
    ['49091850', true],
    ['136410132', true],
    ['136410133', false],
    ['9125568', false],
    ['150000001', false],
  ])('NZ GST (IRD) %s → %s', (number, valid) => {
    expect(isValidNzGstNumber(number)).toBe(valid);
  });

  it('ABN, ACN and NZBN', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAcn('004 085 616')).toBe(true);
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidNzbn('9429041000007')).toBe(true);
    expect(isValidNzbn('9429041000000')).toBe(false);
  });
});

describe('branchInfoSchema', () => {
  it('trims, keeps the NZ GST number and counts it as the registration', () => {
    expect(branchInfoSchema('NZ').parse(nz)).toMatchObject({
      name: 'Wellington',
      gstNumber: '49-091-850',
      isGstRegistered: true,
      contactNumber: { countryCode: 'NZ', number: '041234567' },
    });
  });

  it('keeps no GST number for AU and takes the registration as chosen', () => {
    expect(branchInfoSchema('AU').parse(au)).toMatchObject({ gstNumber: null, isGstRegistered: true });
  });

  it.each([
    ['NZ', { ...nz, name: 'x'.repeat(81) }, branchInfoMessages.nameTooLong],
    ['NZ', { ...nz, name: '  ' }, branchInfoMessages.nameRequired],
    ['NZ', { ...nz, legalName: '' }, branchInfoMessages.legalNameRequired],
    ['NZ', { ...nz, legalName: 'x'.repeat(101) }, branchInfoMessages.legalNameTooLong],
    ['NZ', { ...nz, businessNumber: null }, branchInfoMessages.businessNumberRequired],
    ['NZ', { ...nz, businessNumber: '9'.repeat(51) }, branchInfoMessages.businessNumberTooLong],
    ['NZ', { ...nz, businessNumberType: '' }, branchInfoMessages.businessNumberTypeRequired],
    ['NZ', { ...nz, businessNumberType: 'NZBNX' }, branchInfoMessages.businessNumberTypeTooLong],
    ['NZ', { ...nz, businessNumberType: 'GST' }, branchInfoMessages.businessNumberTypeUnknown],
    ['NZ', { ...nz, businessNumber: '9429041000000' }, branchInfoMessages.nzbnInvalid],
    ['NZ', { ...nz, gstNumber: '123-456-789' }, branchInfoMessages.gstNumberInvalid],
    ['NZ', { ...nz, gstNumber: '1'.repeat(51) }, branchInfoMessages.gstNumberTooLong],
    ['NZ', { ...nz, businessEmailAddress: 'not an email' }, branchInfoMessages.emailInvalid],
    [
      'NZ',
      { ...nz, contactNumber: { countryCode: 'NZ', number: '1234' } },
      'Number must begin with zero and be a valid format',
    ],
    ['NZ', { ...nz, address: { ...nz.address, postalCode: '60111' } }, 'Postal code must be 4 digits'],
    ['NZ', { ...nz, address: au.address }, "The address must be in the branch's country (NZ)"],
    [
      'AU',
      { ...au, businessNumber: '004 085 616', businessNumberType: 'ACN' },
      branchInfoMessages.gstNeedsAbn,
    ],
    ['AU', { ...au, businessNumber: '51 824 753 557' }, branchInfoMessages.abnInvalid],
  ])('%s %j → %s', (country, input, message) => {
    expect(firstMessage(country, input)).toBe(message);
  });

  it('accepts an AU branch not registered for GST with an ACN, and no phone or email', () => {
    const input = {
      ...au,
      isGstRegistered: false,
      businessNumberType: 'ACN',
      businessNumber: '004085616',
      contactNumber: null,
      businessEmailAddress: '',
    };
    expect(branchInfoSchema('AU').parse(input)).toMatchObject({
      contactNumber: null,
      businessEmailAddress: null,
    });
  });
});
