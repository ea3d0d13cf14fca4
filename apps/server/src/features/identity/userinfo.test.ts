import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { exchangeCode, signInThroughBrowser, testBrowser, webClientOf } from '../../testing/oidc-browser.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
/** An access token issued through the real sign-in, as the web app gets it. */
let accessToken: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  const client = webClientOf(org.domain);
  const browser = testBrowser(server.app, { remoteAddress: '10.4.0.1' });
  const { code, pkce } = await signInThroughBrowser(browser, client, {
    username: org.frontDesk.username,
    password: org.frontDesk.password,
  });
  const tokens = await exchangeCode(browser, client, code ?? '', pkce.verifier);
  accessToken = tokens.body.access_token ?? '';
});
afterAll(() => server.close());

const host = new URL(TEST_PUBLIC_URL).host;
const userinfo = (headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/oidc/me', headers: { host, ...headers } });

describe('the userinfo endpoint', () => {
  it('answers the claims of the granted scopes for an access token issued at sign-in', async () => {
    const response = await userinfo({ authorization: `Bearer ${accessToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      sub: org.frontDesk.userId,
      name: `${org.frontDesk.firstName} ${org.frontDesk.lastName}`,
      preferred_username: org.frontDesk.username,
      application_id: org.applicationId,
    });
  });

  it('answers the same for a token of the test issuer, which mints them as sign-in does', async () => {
    const token = await server.tokens.issue({
      applicationId: org.applicationId,
      userId: org.frontDesk.userId,
    });
    const response = await userinfo({ authorization: `Bearer ${token}` });
    expect(response.json()).toMatchObject({
      sub: org.frontDesk.userId,
      preferred_username: org.frontDesk.username,
    });
  });

  it('takes the token as a form field of a POST too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oidc/me',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ access_token: accessToken }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sub: org.frontDesk.userId });
  });

  it('refuses a missing, forged or foreign token with a Bearer challenge', async () => {
    const missing = await userinfo({});
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');

    const [header, payload] = accessToken.split('.');
    const forged = await userinfo({ authorization: `Bearer ${header}.${payload}.AAAA` });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('needs the openid scope', async () => {
    // Signed by the api's key for the api, but without the openid scope.
    const noScope = await server.tokens.issue(
      { applicationId: org.applicationId, userId: org.frontDesk.userId },
      { scope: 'offline_access' },
    );
    const response = await userinfo({ authorization: `Bearer ${noScope}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'insufficient_scope' });
  });

  it('is open to every origin: a bearer token, no cookies', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/oidc/me',
      headers: { host, origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
  });
});
