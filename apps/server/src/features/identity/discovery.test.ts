import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, demo } from '../../testing/demo.ts';
import { createTestServer, TEST_API_KEY, TEST_ISSUER, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const discover = (domain: string) => server.app.inject({ method: 'GET', url: `/auth/${domain}` });

describe('GET /auth/:domain', () => {
  it('tells the web app how to sign in to a known domain', async () => {
    const response = await discover('demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: 'clubline-web-demo',
      identityProviderUrl: TEST_ISSUER,
      applicationId: demo.applicationId,
      apiKey: TEST_API_KEY,
      options: {
        defaultCountry: 'NZ',
        vaccinationFeature: { enabled: false },
        staffCustomLogin: { enabled: false },
      },
    });
  });

  it('ignores the case of the domain', async () => {
    const response = await discover('ACME');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clientId: 'clubline-web-acme',
      applicationId: acme.applicationId,
    });
  });

  it('falls back to AU for an unknown default country', async () => {
    await server.db.pools.owner.query("update applications set default_country = 'XX' where domain = 'acme'");
    expect((await discover('acme')).json()).toMatchObject({ options: { defaultCountry: 'AU' } });
  });

  it.each(['nowhere', 'not a domain', '-bad-'])('answers 404 for %j', async (domain) => {
    const response = await discover(encodeURIComponent(domain));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unknown domain' });
  });

  it('is open to every origin', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/auth/demo',
      headers: { origin: 'http://demo.localhost:5173' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
