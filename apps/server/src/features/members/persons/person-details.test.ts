import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Auckland Members: one for Wellington's front desk to be refused, one for the other organisation. */
let aucklandMember: string;
let anotherAucklandMember: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const homeBranchId = org.branches.auckland.id;
  [aucklandMember, anotherAucklandMember] = await org.build(async (tx) => [
    (
      await makePerson(tx, {
        homeBranchId,
        gender: 'MALE',
        dateOfBirth: '1979-11-30',
        mobilePhone: { countryCode: 'NZ', number: '0219876543' },
        card: true,
      })
    ).id,
    (await makePerson(tx, { homeBranchId })).id,
  ]);
});
afterAll(() => server.close());

const PERSON_FIELDS = /* GraphQL */ `
  id firstName lastName email gender dateOfBirth homeBranchId emailOptin smsOptin
  mobilePhone { countryCode number } homePhone { countryCode number }
  address { address1 address2 suburb city state postalCode country }
  emergencyContact { name number { countryCode number } }
  roles { roleType status branchId lastVisitTimestamp }
  vaccinationCertSightedOn vaccinationPassExpiryDate
`;
const ADD = `mutation Add($input: AddProspectInput!) { addProspect(input: $input) { ${PERSON_FIELDS} } }`;
const UPDATE = `mutation Update($branchId: ID!, $input: PersonalDetailsInput!) {
  updatePersonalDetails(branchId: $branchId, personalDetailsInput: $input) { ${PERSON_FIELDS} }
}`;
const GET = `query Get($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS} } }`;

interface Person {
  id: string;
  email: string | null;
  mobilePhone: { countryCode: string; number: string } | null;
  [field: string]: unknown;
}

let sequence = 0;
const prospect = (fields: Record<string, unknown> = {}) => ({
  homeBranchId: org.branches.wellington.id,
  firstName: 'Kiri',
  lastName: `Tester${++sequence}`,
  email: `kiri.tester${sequence}@example.com`,
  gender: 'FEMALE',
  ...fields,
});

async function added(fields: Record<string, unknown> = {}, viewer = org.frontDesk): Promise<Person> {
  const response = await server.graphql<{ addProspect: Person }>(viewer, ADD, { input: prospect(fields) });
  if (!response.data?.addProspect) throw new Error(JSON.stringify(response.errors));
  return response.data.addProspect;
}

describe('addProspect (spec 2 §5)', () => {
  it('adds a prospect with every field, trimmed, as a Prospect of the home branch', async () => {
    const response = await server.graphql<{ addProspect: Person }>(org.frontDesk, ADD, {
      input: prospect({
        firstName: '  Aroha ',
        lastName: ' Ngata ',
        email: ' Aroha.Ngata@Example.com ',
        dateOfBirth: '1992-07-14',
        mobilePhone: { countryCode: 'NZ', number: '021 555 0199' },
        homePhone: { countryCode: 'NZ', number: '04 555 0199' },
        address: {
          country: 'NZ',
          address1: '12 Cuba Street',
          suburb: 'Te Aro',
          city: 'Wellington',
          postalCode: '6011',
        },
        emergencyContact: { name: 'Hemi Ngata', number: { countryCode: 'NZ', number: '0275550100' } },
        emailOptin: false,
        smsOptin: true,
      }),
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.addProspect).toMatchObject({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'Aroha.Ngata@Example.com',
      gender: 'FEMALE',
      dateOfBirth: '1992-07-14',
      homeBranchId: org.branches.wellington.id,
      mobilePhone: { countryCode: 'NZ', number: '0215550199' },
      homePhone: { countryCode: 'NZ', number: '045550199' },
      address: {
        address1: '12 Cuba Street',
        address2: null,
        suburb: 'Te Aro',
        city: 'Wellington',
        state: null,
        postalCode: '6011',
        country: 'NZ',
      },
      emergencyContact: { name: 'Hemi Ngata', number: { countryCode: 'NZ', number: '0275550100' } },
      emailOptin: false,
      smsOptin: true,
      roles: [
        {
          roleType: 'Prospect',
          status: 'PROSPECT',
          branchId: org.branches.wellington.id,
          lastVisitTimestamp: null,
        },
      ],
    });
  });

  it('stores the opt-ins as sent and leaves them on when not sent', async () => {
    const withDefaults = await added();
    expect(withDefaults).toMatchObject({ emailOptin: true, smsOptin: true });
    const optedOut = await added({ emailOptin: false, smsOptin: false });
    expect(optedOut).toMatchObject({ emailOptin: false, smsOptin: false });
  });

  it('accepts a mobile instead of an email', async () => {
    const person = await added({ email: null, mobilePhone: { countryCode: 'NZ', number: '0211234567' } });
    expect(person).toMatchObject({ email: null, mobilePhone: { number: '0211234567' } });
  });

  it.each([
    ['no first name', { firstName: '' }, 'First name is required', 'firstName'],
    [
      'a first name over 30',
      { firstName: 'F'.repeat(31) },
      'First name must not exceed 30 characters',
      'firstName',
    ],
    ['no last name', { lastName: null }, 'Last name is required', 'lastName'],
    [
      'a last name over 30',
      { lastName: 'L'.repeat(31) },
      'Last name must not exceed 30 characters',
      'lastName',
    ],
    ['a malformed email', { email: 'kiri@' }, 'Invalid email', 'email'],
    [
      'an email over 255',
      { email: `${'k'.repeat(250)}@x.com` },
      'Email must not exceed 255 characters',
      'email',
    ],
    [
      'neither email nor mobile',
      { email: ' ', mobilePhone: { countryCode: 'NZ', number: '' } },
      'Please enter at least one point of contact',
      'email',
    ],
    ['no gender', { gender: null }, 'Gender is required', 'gender'],
    [
      'an emergency contact name over 80',
      { emergencyContact: { name: 'E'.repeat(81) } },
      'Emergency contact name must not exceed 80 characters',
      'emergencyContact.name',
    ],
    [
      'a mobile number NZ does not have',
      { mobilePhone: { countryCode: 'NZ', number: '12345' } },
      'Number must begin with zero and be a valid format',
      'mobilePhone.number',
    ],
    [
      'an Australian address without a state',
      { address: { country: 'AU', address1: '1 George St', suburb: 'Sydney', postalCode: '2000' } },
      'Field is required',
      'address.state',
    ],
    [
      'an address line over 40',
      {
        address: {
          country: 'NZ',
          address1: 'a'.repeat(41),
          suburb: 'Te Aro',
          city: 'Wellington',
          postalCode: '6011',
        },
      },
      'Field is too long',
      'address.address1',
    ],
    [
      'a 5-digit NZ postcode',
      {
        address: {
          country: 'NZ',
          address1: '1 Cuba St',
          suburb: 'Te Aro',
          city: 'Wellington',
          postalCode: '60110',
        },
      },
      'Postal code must be 4 digits',
      'address.postalCode',
    ],
    ['a date of birth in the future', { dateOfBirth: '2999-01-01' }, 'This date looks wrong', 'dateOfBirth'],
    [
      'a date of birth of tomorrow',
      { dateOfBirth: '2100-01-01' },
      'This must be before today',
      'dateOfBirth',
    ],
    ['no home branch', { homeBranchId: '' }, 'Home branch is required', 'homeBranchId'],
  ])('rejects %s', async (_label, fields, message, field) => {
    const response = await server.graphql(org.frontDesk, ADD, { input: prospect(fields) });
    expect(response.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'VALIDATION_FAILED', errorClass: 'ValidationError' },
    });
    const fieldErrors = response.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
    expect(fieldErrors?.[field]).toBe(message);
  });

  it('needs manage-member on the home branch', async () => {
    const otherBranch = await server.graphql(org.frontDesk, ADD, {
      input: prospect({ homeBranchId: org.branches.auckland.id }),
    });
    expect(otherBranch.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    // Another organisation's branch does not exist here (RLS): not found, not forbidden.
    const otherTenant = await server.graphql(org.superAdmin, ADD, {
      input: prospect({ homeBranchId: other.branches.adelaide.id }),
    });
    expect(otherTenant.errors?.[0]).toMatchObject({
      message: 'Branch not found',
      extensions: { errorClass: 'NotFoundError' },
    });
    const noRole = await server.graphql(org.noRole, ADD, { input: prospect() });
    expect(noRole.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('updatePersonalDetails', () => {
  const full = (person: Person, fields: Record<string, unknown> = {}) => ({
    personId: person.id,
    firstName: 'Kiri',
    lastName: 'Updated',
    email: 'kiri.updated@example.com',
    mobilePhone: { countryCode: 'NZ', number: '0229998888' },
    homePhone: null,
    gender: 'OTHER',
    dateOfBirth: '1985-03-02',
    address: {
      country: 'NZ',
      address1: '1 Lambton Quay',
      suburb: 'Thorndon',
      city: 'Wellington',
      postalCode: '6011',
    },
    emergencyContact: { name: 'Mum', number: { countryCode: 'NZ', number: '0211111111' } },
    vaccinationPassExpiryDate: 1_900_000_000,
    emailOptin: false,
    smsOptin: false,
    ...fields,
  });

  it('changes every field of the edit form', async () => {
    const person = await added();
    const response = await server.graphql<{ updatePersonalDetails: Person }>(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: full(person),
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePersonalDetails).toMatchObject({
      lastName: 'Updated',
      email: 'kiri.updated@example.com',
      gender: 'OTHER',
      dateOfBirth: '1985-03-02',
      mobilePhone: { countryCode: 'NZ', number: '0229998888' },
      address: { address1: '1 Lambton Quay', suburb: 'Thorndon' },
      emergencyContact: { name: 'Mum' },
      vaccinationPassExpiryDate: 1_900_000_000,
      emailOptin: false,
      smsOptin: false,
    });
  });

  it('records a sighted vaccination with only names and the time (the verify action)', async () => {
    const person = await added({ mobilePhone: { countryCode: 'NZ', number: '0211234567' } });
    const sightedOn = Math.floor(Date.now() / 1000);
    const response = await server.graphql<{ updatePersonalDetails: Person }>(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: {
        personId: person.id,
        firstName: 'Kiri',
        lastName: 'Verified',
        vaccinationCertSightedOn: sightedOn,
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePersonalDetails).toMatchObject({
      lastName: 'Verified',
      vaccinationCertSightedOn: sightedOn,
      email: person.email,
      mobilePhone: { number: '0211234567' },
      gender: 'FEMALE',
    });
  });

  it('changes only the opt-in when only the opt-in is sent', async () => {
    const person = await added();
    const response = await server.graphql<{ updatePersonalDetails: Person }>(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: { personId: person.id, smsOptin: false },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePersonalDetails).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      smsOptin: false,
    });
  });

  it('clears fields sent empty', async () => {
    const person = await added({
      mobilePhone: { countryCode: 'NZ', number: '0211234567' },
      dateOfBirth: '1990-01-01',
    });
    const response = await server.graphql<{ updatePersonalDetails: Person }>(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: {
        personId: person.id,
        firstName: 'Kiri',
        lastName: 'Cleared',
        email: '',
        dateOfBirth: null,
        address: null,
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePersonalDetails).toMatchObject({
      email: null,
      dateOfBirth: null,
      address: null,
    });
  });

  it('keeps a point of contact on the merged record', async () => {
    const person = await added();
    const response = await server.graphql(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: { personId: person.id, firstName: 'Kiri', lastName: 'NoContact', email: '' },
    });
    expect(response.errors?.[0]?.message).toBe('Please enter at least one point of contact');
    const whole = await server.graphql(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: full(person, { email: null, mobilePhone: { countryCode: 'NZ', number: '' } }),
    });
    expect(whole.errors?.[0]?.message).toBe('Please enter at least one point of contact');
  });

  it.each([
    ['no first name', { firstName: ' ' }, 'First name is required'],
    ['a last name over 30', { lastName: 'x'.repeat(31) }, 'Last name must not exceed 30 characters'],
    ['gender sent empty', { gender: null }, 'Gender is required'],
    ['a malformed email', { email: 'x@' }, 'Invalid email'],
    [
      'an AU mobile of 9 digits',
      { mobilePhone: { countryCode: 'AU', number: '041234567' } },
      'Number must begin with zero and be a valid format',
    ],
    ['a negative sighted time', { vaccinationCertSightedOn: -5 }, 'This date looks wrong'],
  ])('applies the add-member rules: %s', async (_label, fields, message) => {
    const person = await added();
    const response = await server.graphql(org.frontDesk, UPDATE, {
      branchId: org.branches.wellington.id,
      input: full(person, fields),
    });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
  });

  it("says the member does not belong to the request's branch", async () => {
    const person = await added({}, org.superAdmin);
    const response = await server.graphql(org.superAdmin, UPDATE, {
      branchId: org.branches.auckland.id,
      input: full(person),
    });
    expect(response.errors?.[0]?.message).toBe('The member does not belong to this branch.');
  });

  it('refuses a member of another branch, by id, to a branch-level user', async () => {
    const before = await server.graphql<{ getPerson: Person }>(org.superAdmin, GET, {
      id: aucklandMember,
    });
    for (const branchId of [org.branches.wellington.id, org.branches.auckland.id]) {
      const response = await server.graphql(org.frontDesk, UPDATE, {
        branchId,
        input: { personId: aucklandMember, firstName: 'Taken', lastName: 'Over' },
      });
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
    }
    const after = await server.graphql<{ getPerson: Person }>(org.superAdmin, GET, {
      id: aucklandMember,
    });
    expect(after.data?.getPerson).toEqual(before.data?.getPerson);
  });

  it("cannot change another tenant's person", async () => {
    const response = await server.graphql(other.superAdmin, UPDATE, {
      branchId: other.branches.adelaide.id,
      input: { personId: anotherAucklandMember, firstName: 'Taken', lastName: 'Over' },
    });
    expect(response.errors?.[0]?.message).toBe('Member not found');
  });
});

describe('duplicate checks of the add-member form', () => {
  const FIND = `query Find($first: String!, $last: String!, $dob: String) {
    findExistingPersons(firstName: $first, lastName: $last, dateOfBirth: $dob) { count ids }
  }`;
  const COUNT =
    'query Count($email: String!, $limit: Int) { countPersonsByEmail(email: $email, limit: $limit) }';

  it('counts persons of the same name in the organisation and names only those the viewer may see', async () => {
    const here = await added({ firstName: 'Dup', lastName: 'Licate', dateOfBirth: '1980-05-05' });
    const there = await added(
      {
        homeBranchId: org.branches.auckland.id,
        firstName: 'DUP',
        lastName: 'licate',
        dateOfBirth: '1980-05-05',
      },
      org.superAdmin,
    );
    await added({ firstName: 'Dup', lastName: 'Licate', dateOfBirth: '1999-09-09' });
    const byName = await server.graphql<{ findExistingPersons: { count: number; ids: string[] } }>(
      org.frontDesk,
      FIND,
      { first: ' dup ', last: 'LICATE' },
    );
    expect(byName.data?.findExistingPersons.count).toBe(3);
    const withBirthday = await server.graphql<{ findExistingPersons: { count: number; ids: string[] } }>(
      org.frontDesk,
      FIND,
      { first: 'Dup', last: 'Licate', dob: '1980-05-05' },
    );
    expect(withBirthday.data?.findExistingPersons).toEqual({ count: 2, ids: [here.id] });
    const admin = await server.graphql<{ findExistingPersons: { ids: string[] } }>(org.superAdmin, FIND, {
      first: 'Dup',
      last: 'Licate',
      dob: '1980-05-05',
    });
    expect(admin.data?.findExistingPersons.ids.sort()).toEqual([here.id, there.id].sort());
    const otherView = await server.graphql<{ findExistingPersons: { count: number } }>(
      other.superAdmin,
      FIND,
      {
        first: 'Dup',
        last: 'Licate',
      },
    );
    expect(otherView.data?.findExistingPersons.count).toBe(0);
    const blank = await server.graphql(org.frontDesk, FIND, { first: ' ', last: 'Licate' });
    expect(blank.errors?.[0]?.message).toBe('First name is required');
  });

  it('counts persons by email, case ignored, up to the limit', async () => {
    await added({ email: 'shared@example.com' });
    await added({ email: 'SHARED@example.com' });
    await added({ email: 'shared@example.com', homeBranchId: org.branches.sydney.id }, org.superAdmin);
    const all = await server.graphql<{ countPersonsByEmail: number }>(org.frontDesk, COUNT, {
      email: 'Shared@Example.com',
    });
    expect(all.data?.countPersonsByEmail).toBe(3);
    const capped = await server.graphql<{ countPersonsByEmail: number }>(org.frontDesk, COUNT, {
      email: 'shared@example.com',
      limit: 2,
    });
    expect(capped.data?.countPersonsByEmail).toBe(2);
    const invalid = await server.graphql(org.frontDesk, COUNT, { email: 'shared@' });
    expect(invalid.errors?.[0]?.message).toBe('Invalid email');
    const tooMany = await server.graphql(org.frontDesk, COUNT, {
      email: 'shared@example.com',
      limit: 10_001,
    });
    expect(tooMany.errors?.[0]?.message).toBe('Limit must be less than or equal to 10000');
    const otherTenant = await server.graphql<{ countPersonsByEmail: number }>(other.superAdmin, COUNT, {
      email: 'shared@example.com',
    });
    expect(otherTenant.data?.countPersonsByEmail).toBe(0);
  });
});
