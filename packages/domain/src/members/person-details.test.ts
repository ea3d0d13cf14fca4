import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, parsed } from '../test-support.ts';
import { personDetailsMessages } from './member-messages.ts';
import {
  addProspectSchema,
  hasPointOfContact,
  personalDetailsFormSchema,
  updatePersonalDetailsSchema,
} from './person-details.ts';

const today = Temporal.PlainDate.from('2026-05-10');
const form = personalDetailsFormSchema({ today });
const add = addProspectSchema({ today });
const update = updatePersonalDetailsSchema({ today });

const branch = '00000001-0002-4000-8000-000000000001';
const person = '00000001-0004-4000-8000-0000000003e8';
const valid = { firstName: 'Aroha', lastName: 'Ngata', gender: 'FEMALE', email: 'aroha@example.co.nz' };

describe('the add-member rules (spec 2 §5)', () => {
  it('accepts a minimal prospect and trims, leaving blanks out', () => {
    expect(
      parsed(add, {
        ...valid,
        homeBranchId: branch,
        firstName: '  Aroha ',
        email: ' aroha@example.co.nz ',
        mobilePhone: { countryCode: 'NZ', number: '' },
        homePhone: null,
        address: { country: 'NZ', address1: '', suburb: '', city: '', postalCode: '' },
        emergencyContact: { name: ' ', number: { countryCode: 'NZ', number: '' } },
        emailOptin: true,
        smsOptin: false,
      }),
    ).toEqual({ ...valid, homeBranchId: branch, emailOptin: true, smsOptin: false });
  });

  it('keeps every field of a complete member', () => {
    const details = parsed(form, {
      ...valid,
      dateOfBirth: '1990-02-28',
      mobilePhone: { countryCode: 'NZ', number: '021 234 5678' },
      homePhone: { countryCode: 'NZ', number: '09 300 1001' },
      address: {
        country: 'NZ',
        address1: '1 Queen Street',
        suburb: 'Auckland Central',
        city: 'Auckland',
        postalCode: '1010',
      },
      emergencyContact: { name: 'Hemi Ngata', number: { countryCode: 'NZ', number: '0211112222' } },
    });
    expect(details).toMatchObject({
      dateOfBirth: '1990-02-28',
      mobilePhone: { countryCode: 'NZ', number: '0212345678' },
      homePhone: { countryCode: 'NZ', number: '093001001' },
      address: { country: 'NZ', city: 'Auckland', postalCode: '1010' },
      emergencyContact: { name: 'Hemi Ngata', number: { countryCode: 'NZ', number: '0211112222' } },
    });
  });

  it.each([
    ['first name missing', { firstName: '  ' }, 'firstName', 'First name is required'],
    [
      'first name over 30',
      { firstName: 'a'.repeat(31) },
      'firstName',
      'First name must not exceed 30 characters',
    ],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
    [
      'last name over 30',
      { lastName: 'b'.repeat(31) },
      'lastName',
      'Last name must not exceed 30 characters',
    ],
    ['a malformed email', { email: 'aroha@' }, 'email', 'Invalid email'],
    [
      'an email over 255',
      { email: `${'a'.repeat(250)}@x.com` },
      'email',
      'Email must not exceed 255 characters',
    ],
    ['no gender', { gender: null }, 'gender', 'Gender is required'],
    [
      'an emergency contact name over 80',
      { emergencyContact: { name: 'n'.repeat(81) } },
      'emergencyContact.name',
      'Emergency contact name must not exceed 80 characters',
    ],
    [
      'a mobile number of the wrong shape',
      { mobilePhone: { countryCode: 'AU', number: '12345' } },
      'mobilePhone.number',
      'Number must begin with zero and be a valid format',
    ],
    [
      'a non-numeric home phone',
      { homePhone: { countryCode: 'NZ', number: '09-300' } },
      'homePhone.number',
      'Telephone number must be numeric only',
    ],
    [
      'an emergency number of the wrong shape',
      { emergencyContact: { name: 'Hemi', number: { countryCode: 'SG', number: '1234' } } },
      'emergencyContact.number.number',
      'Number must be 8 digits and a valid format',
    ],
    [
      'an address without a suburb in NZ',
      { address: { country: 'NZ', address1: '1 Queen St', city: 'Auckland', postalCode: '1010' } },
      'address.suburb',
      'Field is required',
    ],
    [
      'an address field over 40',
      {
        address: {
          country: 'AU',
          address1: 'x'.repeat(41),
          suburb: 'Richmond',
          state: 'VIC',
          postalCode: '3121',
        },
      },
      'address.address1',
      'Field is too long',
    ],
    [
      'a 3-digit postcode',
      { address: { country: 'AU', address1: '1 St', suburb: 'Richmond', state: 'VIC', postalCode: '312' } },
      'address.postalCode',
      'Postal code must be 4 digits',
    ],
    [
      'an address without a country',
      { address: { address1: '1 St' } },
      'address.country',
      'Country must be specified',
    ],
    ['a date of birth of today', { dateOfBirth: '2026-05-10' }, 'dateOfBirth', 'This must be before today'],
    ['an impossible date of birth', { dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'A valid date is required'],
  ])('rejects %s', (_label, fields, path, message) => {
    expect(issuesOf(form, { ...valid, ...fields })).toContainEqual({ path, message });
  });

  it('asks for a point of contact under email and mobile when neither is given', () => {
    const noContact = { ...valid, email: ' ', mobilePhone: { countryCode: 'NZ', number: '' } };
    expect(issuesOf(form, noContact)).toEqual([
      { path: 'email', message: 'Please enter at least one point of contact' },
      { path: 'mobilePhone', message: 'Please enter at least one point of contact' },
    ]);
    expect(
      messagesOf(form, { ...noContact, mobilePhone: { countryCode: 'NZ', number: '021 234 5678' } }),
    ).toEqual([]);
  });

  it('shows every message at once, the point of contact among them', () => {
    expect(messagesOf(form, { firstName: '', lastName: '', gender: null })).toEqual([
      'First name is required',
      'Last name is required',
      'Gender is required',
      'Please enter at least one point of contact',
      'Please enter at least one point of contact',
    ]);
  });

  it('needs a home branch to add a prospect', () => {
    expect(issuesOf(add, { ...valid, homeBranchId: '' })).toEqual([
      { path: 'homeBranchId', message: personDetailsMessages.homeBranchRequired },
    ]);
  });

  it('judges a point of contact by email or mobile number', () => {
    expect(hasPointOfContact({ email: 'a@b.co' })).toBe(true);
    expect(hasPointOfContact({ mobilePhone: { number: '0212345678' } })).toBe(true);
    expect(hasPointOfContact({ email: '  ', mobilePhone: { number: '' } })).toBe(false);
    expect(hasPointOfContact({})).toBe(false);
  });
});

describe('updatePersonalDetailsSchema', () => {
  it('keeps only what was sent: the vaccination-verify variant', () => {
    expect(
      parsed(update, {
        personId: person,
        firstName: 'Aroha',
        lastName: 'Ngata',
        vaccinationCertSightedOn: 1_778_400_000,
      }),
    ).toEqual({
      personId: person,
      firstName: 'Aroha',
      lastName: 'Ngata',
      vaccinationCertSightedOn: 1_778_400_000,
    });
  });

  it('leaves names out when they are not sent, but never clears them', () => {
    expect(parsed(update, { personId: person, smsOptin: false })).toEqual({
      personId: person,
      smsOptin: false,
    });
    expect(messagesOf(update, { personId: person, firstName: null })).toEqual(['First name is required']);
    expect(messagesOf(update, { personId: person, lastName: '  ' })).toEqual(['Last name is required']);
  });

  it('turns fields sent empty into null, meaning cleared', () => {
    expect(
      parsed(update, {
        personId: person,
        firstName: 'Aroha',
        lastName: 'Ngata',
        email: 'aroha@example.co.nz',
        mobilePhone: { countryCode: 'NZ', number: '' },
        homePhone: null,
        address: null,
        dateOfBirth: '',
        vaccinationPassExpiryDate: null,
        emailOptin: false,
      }),
    ).toEqual({
      personId: person,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@example.co.nz',
      mobilePhone: null,
      homePhone: null,
      address: null,
      dateOfBirth: null,
      vaccinationPassExpiryDate: null,
      emailOptin: false,
    });
  });

  it('applies the add-member rules to what was sent', () => {
    const base = { personId: person, firstName: 'Aroha', lastName: 'Ngata' };
    expect(messagesOf(update, { ...base, firstName: '' })).toEqual(['First name is required']);
    expect(messagesOf(update, { ...base, gender: null })).toEqual(['Gender is required']);
    expect(messagesOf(update, { ...base, email: '', mobilePhone: null })).toEqual([
      'Please enter at least one point of contact',
      'Please enter at least one point of contact',
    ]);
    expect(messagesOf(update, { ...base, personId: 'x' })).toEqual(['Invalid personId']);
    expect(messagesOf(update, { ...base, vaccinationCertSightedOn: -1 })).toEqual(['This date looks wrong']);
  });

  it('leaves the point of contact of a partial update to the server', () => {
    expect(messagesOf(update, { personId: person, firstName: 'A', lastName: 'B', email: '' })).toEqual([]);
  });
});
