import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisation,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import {
  createTestServer,
  TEST_API_KEY,
  TEST_ISSUER,
  TEST_PUBLIC_URL,
  type TestServer,
} from '../../testing/test-server.ts';

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

/** Every string in a JSON value that looks like an absolute URL. */
function absoluteUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(absoluteUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(absoluteUrls);
  return [];
}

// Whoever sends the request chooses Host and X-Forwarded-*: an address built from them could be
// poisoned in a cache or a proxy and send staff (and their passwords) elsewhere.
const SPOOFED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('the OpenID Connect discovery document', () => {
  const wellKnown = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers });

  it('names the issuer and the endpoints under PUBLIC_URL only, whatever the Host header says', async () => {
    const response = await wellKnown(SPOOFED);
    expect(response.statusCode).toBe(200);
    const document = response.json<Record<string, unknown>>();
    expect(document.issuer).toBe(TEST_ISSUER);
    expect(document.authorization_endpoint).toBe(`${TEST_ISSUER}/auth`);
    expect(document.token_endpoint).toBe(`${TEST_ISSUER}/token`);
    expect(document.jwks_uri).toBe(`${TEST_ISSUER}/jwks`);
    const urls = absoluteUrls(document);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url.startsWith(`${TEST_PUBLIC_URL}/`), url).toBe(true);
  });

  it('advertises the userinfo endpoint that takes the access tokens issued (userinfo.test.ts)', async () => {
    const document = (await wellKnown(SPOOFED)).json<Record<string, unknown>>();
    expect(document.userinfo_endpoint).toBe(`${TEST_ISSUER}/me`);
    expect(document.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'preferred_username']));
  });

  it('sends the browser to the login page on PUBLIC_URL, whatever the Host header says', async () => {
    const authorize = new URL(`${TEST_ISSUER}/auth`);
    authorize.search = new URLSearchParams({
      client_id: `clubline-web-${nz.domain}`,
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: `http://${nz.domain}.${new URL(TEST_PUBLIC_URL).host}/login/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await server.app.inject({
      method: 'GET',
      url: `${authorize.pathname}${authorize.search}`,
      headers: SPOOFED,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/interaction/[\\w-]+$`));
  });

  it("gives the same issuer from the web app's discovery, whatever the Host header says", async () => {
    const response = await server.app.inject({ method: 'GET', url: `/auth/${nz.domain}`, headers: SPOOFED });
    expect(response.json()).toMatchObject({ identityProviderUrl: TEST_ISSUER });
  });
});
