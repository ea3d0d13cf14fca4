import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, TEST_ISSUER, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
/** An NZ organisation, and an Australian one (AU by default). */
let nz: OrganisationScenario;
let au: SecondTenant;
beforeAll(async () => {
  server = await createTestServer();
  nz = await organisationScenario(server, { defaultCountry: 'NZ' });
  au = await secondTenant(server);
});
afterAll(() => server.close());

const discover = (domain: string) => server.app.inject({ method: 'GET', url: `/auth/${domain}` });

describe('GET /auth/:domain', () => {
  it('tells the web app how to sign in to a known domain', async () => {
    const response = await discover(nz.domain);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: `clubline-web-${nz.domain}`,
      identityProviderUrl: TEST_ISSUER,
      applicationId: nz.applicationId,
      apiKey: TEST_API_KEY,
      options: {
        defaultCountry: 'NZ',
        vaccinationFeature: { enabled: false },
        staffCustomLogin: { enabled: false },
      },
    });
  });

  it('ignores the case of the domain', async () => {
    const response = await discover(au.domain.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clientId: `clubline-web-${au.domain}`,
      applicationId: au.applicationId,
    });
  });

  it('falls back to AU for an unknown default country', async () => {
    const unknown = await createOrganisation(server.deps.db, { defaultCountry: 'XX' });
    expect((await discover(unknown.application.domain)).json()).toMatchObject({
      options: { defaultCountry: 'AU' },
    });
  });

  it.each(['nowhere', 'not a domain', '-bad-'])('answers 404 for %j', async (domain) => {
    const response = await discover(encodeURIComponent(domain));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unknown domain' });
  });

  it('is open to every origin', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/auth/${nz.domain}`,
      headers: { origin: `http://${nz.domain}.localhost:5173` },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
