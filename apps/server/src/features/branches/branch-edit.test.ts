import { branchInfoMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const EDIT = `mutation Edit($info: BranchInfoInput!) {
  editBranch(branchInfo: $info) {
    id name legalName businessNumber businessNumberType gstNumber isGstRegistered businessEmailAddress country
    address { address1 suburb city state postalCode country }
    contactNumber { countryCode number }
  }
}`;

const nzInfo = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  country: 'NZ',
  name: 'Wellington Central',
  legalName: 'Wellington Central Fitness Limited',
  businessNumber: '9429041000007',
  businessNumberType: 'NZBN',
  gstNumber: '49-091-850',
  address: {
    country: 'NZ',
    address1: '1 Willis Street',
    suburb: 'Te Aro',
    city: 'Wellington',
    postalCode: '6011',
  },
  contactNumber: { countryCode: 'NZ', number: '04 123 4567' },
  businessEmailAddress: ' central@example.com ',
  ...fields,
});

const auInfo = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  country: 'AU',
  name: 'Perth City',
  legalName: 'Perth City Fitness Pty Ltd',
  businessNumber: '51 824 753 556',
  businessNumberType: 'ABN',
  isGstRegistered: true,
  address: { country: 'AU', address1: '1 Hay Street', suburb: 'Perth', state: 'WA', postalCode: '6000' },
  contactNumber: { countryCode: 'AU', number: '08 1234 5678' },
  businessEmailAddress: null,
  ...fields,
});

interface Edited {
  editBranch: Record<string, unknown> | null;
}

const firstError = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions;

describe('editBranch', () => {
  it('saves an NZ branch: trimmed, GST number kept and counted as registered, phone digits only', async () => {
    const id = org.branches.wellington.id;
    const response = await server.graphql<Edited>(org.superAdmin, EDIT, { info: nzInfo(id) });
    expect(response.errors).toBeUndefined();
    expect(response.data?.editBranch).toMatchObject({
      id,
      name: 'Wellington Central',
      gstNumber: '49-091-850',
      isGstRegistered: true,
      businessEmailAddress: 'central@example.com',
      country: 'NZ',
      address: { address1: '1 Willis Street', postalCode: '6011', country: 'NZ' },
      contactNumber: { countryCode: 'NZ', number: '041234567' },
    });
    const read = await server.graphql<{ getBranch: { name: string } }>(
      org.superAdmin,
      'query B($id: ID!) { getBranch(id: $id) { name } }',
      { id },
    );
    expect(read.data?.getBranch.name).toBe('Wellington Central');
  });

  it('saves an AU branch registered for GST with its ABN, and keeps no GST number', async () => {
    const id = org.branches.perth.id;
    const response = await server.graphql<Edited>(org.superAdmin, EDIT, {
      info: auInfo(id, { gstNumber: '49-091-850' }),
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.editBranch).toMatchObject({
      gstNumber: null,
      isGstRegistered: true,
      businessNumberType: 'ABN',
    });
  });

  it.each([
    [
      'an NZ GST number that fails the IRD check',
      'NZ',
      { gstNumber: '123-456-789' },
      'gstNumber',
      branchInfoMessages.gstNumberInvalid,
    ],
    ['a name over 80 characters', 'NZ', { name: 'x'.repeat(81) }, 'name', branchInfoMessages.nameTooLong],
    [
      'a business number type over 4 characters',
      'NZ',
      { businessNumberType: 'NZBNS' },
      'businessNumberType',
      branchInfoMessages.businessNumberTypeTooLong,
    ],
    [
      'an invalid email',
      'NZ',
      { businessEmailAddress: 'front desk' },
      'businessEmailAddress',
      branchInfoMessages.emailInvalid,
    ],
    [
      'an NZ phone of the wrong shape',
      'NZ',
      { contactNumber: { countryCode: 'NZ', number: '12' } },
      'contactNumber.number',
      'Number must begin with zero and be a valid format',
    ],
    [
      'an AU address without its state',
      'AU',
      { address: { country: 'AU', address1: '1 Hay Street', suburb: 'Perth', postalCode: '6000' } },
      'address.state',
      'Field is required',
    ],
    [
      'GST registration in AU with an ACN',
      'AU',
      { businessNumberType: 'ACN', businessNumber: '004085616' },
      'businessNumberType',
      branchInfoMessages.gstNeedsAbn,
    ],
  ])('refuses %s with the field message', async (_case, country, fields, field, message) => {
    const id = country === 'NZ' ? org.branches.christchurch.id : org.branches.brisbane.id;
    const info =
      country === 'NZ'
        ? nzInfo(id, { name: 'Christchurch', ...fields })
        : auInfo(id, { name: 'Brisbane', ...fields });
    const response = await server.graphql<Edited>(org.superAdmin, EDIT, { info });
    expect(response.data?.editBranch ?? null).toBeNull();
    expect(firstError(response)?.code).toBe('VALIDATION_FAILED');
    expect((firstError(response)?.fieldErrors as Record<string, string> | undefined)?.[field]).toBe(message);
  });

  it("refuses another branch's name (case ignored) and a change of country", async () => {
    const id = org.branches.christchurch.id;
    const taken = await server.graphql<Edited>(org.superAdmin, EDIT, {
      info: nzInfo(id, { name: org.branches.auckland.name.toUpperCase() }),
    });
    expect(firstError(taken)?.code).toBe('BRANCH_NAME_TAKEN');
    const moved = await server.graphql<Edited>(org.superAdmin, EDIT, {
      info: { ...nzInfo(id), country: 'AU' },
    });
    expect(firstError(moved)?.code).toBe('BRANCH_COUNTRY_READ_ONLY');
  });

  it('needs manage-branch-settings on that branch', async () => {
    const wellington = org.branches.wellington.id;
    const auckland = org.branches.auckland.id;
    const desk = await server.graphql<Edited>(org.frontDesk, EDIT, {
      info: nzInfo(wellington, { name: 'Desk' }),
    });
    expect(firstError(desk)?.code).toBe('ACCESS_DENIED');
    const elsewhere = await server.graphql<Edited>(org.branchManager, EDIT, {
      info: nzInfo(wellington, { name: 'Manager' }),
    });
    expect(firstError(elsewhere)?.code).toBe('BRANCH_ACCESS_DENIED');
    const own = await server.graphql<Edited>(org.branchManager, EDIT, {
      info: nzInfo(auckland, {
        name: org.branches.auckland.name,
        address: {
          country: 'NZ',
          address1: '1 Queen Street',
          suburb: 'CBD',
          city: 'Auckland',
          postalCode: '1010',
        },
      }),
    });
    expect(own.errors).toBeUndefined();
  });

  it('answers a malformed id as not found, never a 500', async () => {
    const response = await server.graphql<Edited>(org.superAdmin, EDIT, { info: nzInfo('not-a-uuid') });
    expect(firstError(response)?.code).toBe('BRANCH_NOT_FOUND');
  });
});
