import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
  TEST_PASSWORD,
} from '../../testing/builders.ts';
import {
  authorizeUrl,
  exchangeCode,
  pkce,
  signInThroughBrowser,
  type TestBrowser,
  testBrowser,
  tokenRequest,
  type WebClient,
  webClientOf,
} from '../../testing/oidc-browser.ts';
import {
  createTestServer,
  TEST_ISSUER,
  TEST_PUBLIC_URL,
  type TestServer,
} from '../../testing/test-server.ts';
import { SIGN_IN_MESSAGES } from './sign-in.service.ts';

let server: TestServer;
/** The organisation signed in to, through its web client; and another one with a client of its own. */
let org: OrganisationScenario;
let client: WebClient;
let other: SecondTenant;
let otherClient: WebClient;
/** A staff account of the other organisation only (both have a super.admin). */
let otherOnly: StaffUser;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  client = webClientOf(org.domain);
  other = await secondTenant(server);
  otherClient = webClientOf(other.domain);
  otherOnly = await other.build((tx) => makeStaffUser(tx, { username: 'other.only' }));
});
afterAll(() => server.close());

const ME = '{ getInitialisationData { me { applicationId personId userId } } }';
const credentialsOf = (user: StaffUser) => ({ username: user.username, password: user.password });
const frontDesk = () => credentialsOf(org.frontDesk);

/** Each test signs in from its own address, so the per-address limit of one never touches another. */
let addresses = 0;
const freshBrowser = () => testBrowser(server.app, { remoteAddress: `10.1.0.${++addresses}` });

async function signedIn(browser: TestBrowser, credentials = frontDesk()) {
  const { code, pkce: codes } = await signInThroughBrowser(browser, client, credentials);
  if (!code) throw new Error('Expected a code');
  const tokens = await exchangeCode(browser, client, code, codes.verifier);
  if (tokens.status !== 200) throw new Error(`Token request failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body;
}

describe('the authorization-code flow with PKCE', () => {
  it('ends with an access token that /graphql accepts, for the user who signed in', async () => {
    const browser = freshBrowser();
    const { code, pkce: codes } = await signInThroughBrowser(browser, client, frontDesk());
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(browser, client, code ?? '', codes.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(tokens.body.id_token).toBeTruthy();

    const claims = decodeJwt(tokens.body.access_token ?? '');
    expect(claims).toMatchObject({
      iss: TEST_ISSUER,
      aud: 'clubline-api',
      sub: org.frontDesk.userId,
      application_id: org.applicationId,
    });

    const response = await server.graphql<{ getInitialisationData: { me: unknown } }>(
      tokens.body.access_token ?? '',
      ME,
    );
    expect(response.status).toBe(200);
    expect(response.data?.getInitialisationData.me).toEqual({
      applicationId: org.applicationId,
      personId: expect.any(String),
      userId: org.frontDesk.userId,
    });
  });

  it('puts the name and username in the id token', async () => {
    const tokens = await signedIn(freshBrowser());
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      iss: TEST_ISSUER,
      aud: client.clientId,
      sub: org.frontDesk.userId,
      name: `${org.frontDesk.firstName} ${org.frontDesk.lastName}`,
      preferred_username: org.frontDesk.username,
      application_id: org.applicationId,
    });
  });

  it('shows a login page named Clubline with the organisation name, never cached', async () => {
    const browser = freshBrowser();
    const page = await browser.follow(await browser.get(authorizeUrl(client, pkce().challenge)));
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
    expect(page.body).toContain('<h1>Clubline</h1>');
    expect(page.body).toContain(org.name);
    expect(page.body).toMatch(/<label for="username">Username<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('refuses the code with a wrong verifier', async () => {
    const browser = freshBrowser();
    const { code } = await signInThroughBrowser(browser, client, frontDesk());
    const tokens = await exchangeCode(browser, client, code ?? '', pkce().verifier);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('requires PKCE', async () => {
    const browser = freshBrowser();
    const url = new URL(authorizeUrl(client, pkce().challenge));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await browser.get(url.toString());
    expect(response.location?.startsWith(`${client.redirectUri}?error=invalid_request`)).toBe(true);
  });

  it('lets the web origins of the client, and no other, call the token endpoint from a browser', async () => {
    const browser = freshBrowser();
    const tokens = await signedIn(browser);
    const refresh = (origin: string) =>
      browser.post(
        `${TEST_PUBLIC_URL}/oidc/token`,
        {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token ?? '',
          client_id: client.clientId,
        },
        { origin },
      );
    const foreign = await refresh('http://evil.test');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await refresh(client.origin);
    expect(own.headers['access-control-allow-origin']).toBe(client.origin);
  });
});

describe('refresh tokens', () => {
  const refresh = (browser: TestBrowser, refreshToken: string) =>
    tokenRequest(browser, client, { grant_type: 'refresh_token', refresh_token: refreshToken });

  it('survive a restart: another api over the same database accepts them', async () => {
    const tokens = await signedIn(freshBrowser());
    const replica = await server.replica();
    try {
      const refreshed = await refresh(testBrowser(replica), tokens.refresh_token ?? '');
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.access_token ?? '').sub).toBe(org.frontDesk.userId);
    } finally {
      await replica.close();
    }
  });
});

describe('wrong credentials', () => {
  it('gets one message that does not say which was wrong, and no code', async () => {
    for (const credentials of [
      { username: org.frontDesk.username, password: 'not-the-password' },
      { username: 'nobody.here', password: TEST_PASSWORD },
      { username: '', password: '' },
      // Text no account can hold (PostgreSQL refuses a NUL in text): the same answer, not a 500.
      { username: 'front\u0000desk', password: TEST_PASSWORD },
      { username: '\u0000', password: '\u0000' },
      { username: `${org.frontDesk.username}\u0007`, password: TEST_PASSWORD },
    ]) {
      const result = await signInThroughBrowser(freshBrowser(), client, credentials);
      expect(result.code).toBeNull();
      expect(result.page.status).toBe(400);
      expect(result.page.body).toContain(SIGN_IN_MESSAGES.rejected);
    }
  });

  it('refuses a staff account of another organisation with the same message', async () => {
    const result = await signInThroughBrowser(freshBrowser(), client, credentialsOf(otherOnly));
    expect(result.code).toBeNull();
    expect(result.page.body).toContain(SIGN_IN_MESSAGES.rejected);
  });

  it('finds a username that both organisations have in the client’s organisation', async () => {
    const browser = freshBrowser();
    expect(other.superAdmin.username).toBe(org.superAdmin.username);
    const tokens = await signedIn(browser, credentialsOf(org.superAdmin));
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({
      sub: org.superAdmin.userId,
      application_id: org.applicationId,
    });
  });
});

describe('one browser, several organisations', () => {
  it('reuses the session for the same organisation without asking again', async () => {
    const browser = freshBrowser();
    await signedIn(browser);
    const again = await browser.follow(await browser.get(authorizeUrl(client, pkce().challenge)));
    expect(again.location?.startsWith(`${client.redirectUri}?code=`)).toBe(true);
  });

  it('asks for a sign-in when the session belongs to another organisation', async () => {
    const browser = freshBrowser();
    const otherLogin = await signInThroughBrowser(browser, otherClient, credentialsOf(otherOnly));
    expect(otherLogin.code).toBeTruthy();
    const codes = pkce();
    const ownPage = await browser.follow(await browser.get(authorizeUrl(client, codes.challenge)));
    expect(ownPage.url).toMatch(/\/interaction\//);
    expect(ownPage.body).toContain(org.name);

    // Signing in there first ends the other organisation's session (the provider's self-submitting
    // form), then completes this sign-in.
    const switching = await browser.get((await browser.post(ownPage.url, frontDesk())).location ?? '');
    const action = /action="([^"]+)"/.exec(switching.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(switching.body)?.[1] ?? '';
    const back = await browser.follow(await browser.post(action, { xsrf, logout: 'yes' }));
    const code = new URL(back.location ?? '').searchParams.get('code') ?? '';
    const tokens = await exchangeCode(browser, client, code, codes.verifier);
    expect(decodeJwt(tokens.body.access_token ?? '').sub).toBe(org.frontDesk.userId);
  });
});

describe('signing out', () => {
  it('ends the session, returns to the logout address and stops the refresh token', async () => {
    const browser = freshBrowser();
    const tokens = await signedIn(browser);
    const logoutUrl = new URL(`${TEST_PUBLIC_URL}/oidc/session/end`);
    logoutUrl.searchParams.set('id_token_hint', tokens.id_token ?? '');
    logoutUrl.searchParams.set('post_logout_redirect_uri', client.logoutUri);
    const confirm = await browser.get(logoutUrl.toString());
    expect(confirm.status).toBe(200);
    // The page submits itself: the form carries logout=yes and the provider's xsrf token.
    const action = /action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    expect(confirm.body).toContain('name="logout" value="yes"');
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    expect(done.location).toBe(client.logoutUri);

    const signInAgain = await browser.follow(await browser.get(authorizeUrl(client, pkce().challenge)));
    expect(signInAgain.url).toMatch(/\/interaction\//);
    const refreshed = await tokenRequest(browser, client, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(400);
  });
});
