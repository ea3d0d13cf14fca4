import { DEFAULT_MINIMUM_AGE_SETTINGS } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
/** A PAYSMART organisation in New Zealand, and a DEBITSUCCESS one in Australia. */
let org: OrganisationScenario;
let other: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  other = await secondTenant(server, { billingProvider: 'DEBITSUCCESS' });
});
afterAll(() => server.close());

describe('getRestApiUrl', () => {
  const query = 'query Url($name: String!) { getRestApiUrl(name: $name) }';

  it.each([
    ['access-control-api', 'http://clubline.test/access-control'],
    ['billing-provider', 'http://clubline.test/billing-provider'],
    ['arrival', 'ws://clubline.test/ws/arrivals'],
    ['reporting', 'http://clubline.test/reporting/v1'],
  ])('resolves %s to %s', async (name, url) => {
    const response = await server.graphql(org.frontDesk, query, { name });
    expect(response.data).toEqual({ getRestApiUrl: url });
  });

  it('rejects an unknown name with a validation error', async () => {
    const response = await server.graphql(org.frontDesk, query, { name: 'payroll' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Unknown REST API name: payroll',
      extensions: {
        code: 'UNKNOWN_REST_API_NAME',
        params: { name: 'payroll' },
        fieldErrors: { name: 'Unknown REST API name' },
      },
    });
  });
});

describe('getBillingProviderInfo', () => {
  const query =
    '{ getBillingProviderInfo { billingProvider paymentFrequency isTermsAndConditionsEditable } }';

  it('reports paysmart with editable terms', async () => {
    const response = await server.graphql(org.frontDesk, query);
    expect(response.data).toEqual({
      getBillingProviderInfo: {
        billingProvider: 'PAYSMART',
        paymentFrequency: ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'ONE_OFF'],
        isTermsAndConditionsEditable: true,
      },
    });
  });

  it('reports debitsuccess with terms it owns', async () => {
    const response = await server.graphql(other.superAdmin, query);
    expect(response.data?.getBillingProviderInfo).toMatchObject({
      billingProvider: 'DEBITSUCCESS',
      isTermsAndConditionsEditable: false,
    });
  });
});

describe('settings for a branch', () => {
  const membership = /* GraphQL */ `
    query Membership($branchId: ID!) {
      getMembershipSettings(branchId: $branchId) {
        selfServeRequirements { minimumAge { warn warnBelowAge restrict restrictBelowAge } }
      }
    }
  `;
  const config = /* GraphQL */ `
    query Config($branchId: ID!) {
      getApplicationConfigSettings(branchId: $branchId) {
        defaultCountry billingProvider vaccinationFeature { enabled } staffCustomLogin { enabled }
      }
    }
  `;

  it('gives the default minimum-age settings (warn below 18, restrict below 16)', async () => {
    const response = await server.graphql(org.frontDesk, membership, {
      branchId: org.branches.wellington.id,
    });
    expect(response.data).toEqual({
      getMembershipSettings: { selfServeRequirements: { minimumAge: DEFAULT_MINIMUM_AGE_SETTINGS } },
    });
    expect(DEFAULT_MINIMUM_AGE_SETTINGS).toMatchObject({ warnBelowAge: 18, restrictBelowAge: 16 });
  });

  it("gives the organisation's configuration", async () => {
    const response = await server.graphql(org.frontDesk, config, { branchId: org.branches.wellington.id });
    expect(response.data).toEqual({
      getApplicationConfigSettings: {
        defaultCountry: 'NZ',
        billingProvider: 'PAYSMART',
        vaccinationFeature: { enabled: false },
        staffCustomLogin: { enabled: false },
      },
    });
  });

  it.each([
    ['a branch the viewer holds no role on', () => org.branches.auckland.id],
    ["another organisation's branch", () => other.branches.adelaide.id],
    ['something that is not an id', () => 'nope'],
  ])('does not find %s', async (_label, branchId) => {
    for (const query of [membership, config]) {
      const response = await server.graphql(org.frontDesk, query, { branchId: branchId() });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Branch not found',
        extensions: { code: 'BRANCH_NOT_FOUND', errorClass: 'NotFoundError' },
      });
    }
  });
});
