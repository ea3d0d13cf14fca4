import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { acme, demo } from '../../testing/demo.ts';
import {
  authorizeUrl,
  DEMO_CLIENT_ID,
  DEMO_WEB_ORIGIN,
  exchangeCode,
  pkce,
  signInThroughBrowser,
  type TestBrowser,
  testBrowser,
  tokenRequest,
} from '../../testing/oidc-browser.ts';
import {
  createTestServer,
  TEST_ISSUER,
  TEST_PUBLIC_URL,
  type TestServer,
} from '../../testing/test-server.ts';
import { SIGN_IN_MESSAGES } from './sign-in.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // A staff account that exists in acme only (both organisations have a super.admin).
  await server.db.pools.owner.query(
    `insert into users (application_id, person_id, username, password_hash)
     select application_id, person_id, 'acme.only', password_hash from users
     where application_id = $1 and username = 'super.admin'`,
    [acme.applicationId],
  );
});
afterAll(() => server.close());

const ME = '{ getInitialisationData { me { applicationId personId userId } } }';
const frontDesk = { username: 'front.desk', password: DEMO_PASSWORD };

/** Each test signs in from its own address, so the per-address limit of one never touches another. */
let addresses = 0;
const freshBrowser = () => testBrowser(server.app, { remoteAddress: `10.1.0.${++addresses}` });

async function signedIn(browser: TestBrowser, credentials = frontDesk) {
  const { code, pkce: codes } = await signInThroughBrowser(browser, credentials);
  if (!code) throw new Error('Expected a code');
  const tokens = await exchangeCode(browser, code, codes.verifier);
  if (tokens.status !== 200) throw new Error(`Token request failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body;
}

describe('the authorization-code flow with PKCE', () => {
  it('ends with an access token that /graphql accepts, for the user who signed in', async () => {
    const browser = freshBrowser();
    const { code, pkce: codes } = await signInThroughBrowser(browser, frontDesk);
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(browser, code ?? '', codes.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(tokens.body.id_token).toBeTruthy();

    const claims = decodeJwt(tokens.body.access_token ?? '');
    expect(claims).toMatchObject({
      iss: TEST_ISSUER,
      aud: 'clubline-api',
      sub: demo.frontDesk.userId,
      application_id: demo.applicationId,
    });

    const response = await server.graphql<{ getInitialisationData: { me: unknown } }>(
      tokens.body.access_token ?? '',
      ME,
    );
    expect(response.status).toBe(200);
    expect(response.data?.getInitialisationData.me).toEqual({
      applicationId: demo.applicationId,
      personId: expect.any(String),
      userId: demo.frontDesk.userId,
    });
  });

  it('puts the name and username in the id token', async () => {
    const tokens = await signedIn(freshBrowser());
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      iss: TEST_ISSUER,
      aud: DEMO_CLIENT_ID,
      sub: demo.frontDesk.userId,
      name: 'Frankie Desk',
      preferred_username: 'front.desk',
      application_id: demo.applicationId,
    });
  });

  it('shows a login page named Clubline with the organisation name, never cached', async () => {
    const browser = freshBrowser();
    const page = await browser.follow(await browser.get(authorizeUrl(pkce().challenge)));
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
    expect(page.body).toContain('<h1>Clubline</h1>');
    expect(page.body).toContain('Demo Fitness');
    expect(page.body).toMatch(/<label for="username">Username<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('refuses the code with a wrong verifier', async () => {
    const browser = freshBrowser();
    const { code } = await signInThroughBrowser(browser, frontDesk);
    const tokens = await exchangeCode(browser, code ?? '', pkce().verifier);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('requires PKCE', async () => {
    const browser = freshBrowser();
    const url = new URL(authorizeUrl(pkce().challenge));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await browser.get(url.toString());
    expect(response.location).toMatch(
      /^http:\/\/demo\.clubline\.test\/login\/callback\?error=invalid_request/,
    );
  });

  it('lets the web origins of the client, and no other, call the token endpoint from a browser', async () => {
    const browser = freshBrowser();
    const tokens = await signedIn(browser);
    const refresh = (origin: string) =>
      browser.post(
        `${TEST_PUBLIC_URL}/oidc/token`,
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: DEMO_CLIENT_ID },
        { origin },
      );
    const foreign = await refresh('http://evil.test');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await refresh(DEMO_WEB_ORIGIN);
    expect(own.headers['access-control-allow-origin']).toBe(DEMO_WEB_ORIGIN);
  });
});

describe('refresh tokens', () => {
  const refresh = (browser: TestBrowser, refreshToken: string) =>
    tokenRequest(browser, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: DEMO_CLIENT_ID,
    });

  it('rotate: the grant returns a new refresh token and the old one no longer works', async () => {
    const browser = freshBrowser();
    const first = await signedIn(browser);
    const second = await refresh(browser, first.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.body.access_token).toBeTruthy();
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const me = await server.graphql(second.body.access_token ?? '', ME);
    expect(me.errors).toBeUndefined();

    const reused = await refresh(browser, first.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('survive a restart: another api over the same database accepts them', async () => {
    const tokens = await signedIn(freshBrowser());
    const replica = await server.replica();
    try {
      const refreshed = await refresh(testBrowser(replica), tokens.refresh_token ?? '');
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.access_token ?? '').sub).toBe(demo.frontDesk.userId);
    } finally {
      await replica.close();
    }
  });
});

describe('wrong credentials', () => {
  it('gets one message that does not say which was wrong, and no code', async () => {
    for (const credentials of [
      { username: 'front.desk', password: 'not-the-password' },
      { username: 'nobody.here', password: DEMO_PASSWORD },
      { username: '', password: '' },
    ]) {
      const result = await signInThroughBrowser(freshBrowser(), credentials);
      expect(result.code).toBeNull();
      expect(result.page.status).toBe(400);
      expect(result.page.body).toContain(SIGN_IN_MESSAGES.rejected);
    }
  });

  it('refuses a staff account of another organisation with the same message', async () => {
    const result = await signInThroughBrowser(freshBrowser(), {
      username: 'acme.only',
      password: DEMO_PASSWORD,
    });
    expect(result.code).toBeNull();
    expect(result.page.body).toContain(SIGN_IN_MESSAGES.rejected);
  });

  it('finds a username that both organisations have in the client’s organisation', async () => {
    const browser = freshBrowser();
    const tokens = await signedIn(browser, { username: 'super.admin', password: DEMO_PASSWORD });
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({
      sub: demo.superAdmin.userId,
      application_id: demo.applicationId,
    });
  });

  it('after five failures for a username, refuses even the right password', async () => {
    const browser = freshBrowser();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await signInThroughBrowser(browser, { username: 'branch.manager', password: 'wrong' });
      expect(failed.page.body).toContain(SIGN_IN_MESSAGES.rejected);
    }
    const throttled = await signInThroughBrowser(freshBrowser(), {
      username: 'Branch.Manager',
      password: DEMO_PASSWORD,
    });
    expect(throttled.code).toBeNull();
    expect(throttled.page.status).toBe(429);
    expect(throttled.page.body).toContain(SIGN_IN_MESSAGES.throttled);
    // Other usernames are not affected.
    expect((await signInThroughBrowser(browser, frontDesk)).code).toBeTruthy();
  });

  it('after twenty failures from one address, refuses every username from there', async () => {
    const browser = freshBrowser();
    for (let attempt = 0; attempt < 20; attempt++) {
      await signInThroughBrowser(browser, { username: `guess.${attempt}`, password: 'wrong' });
    }
    const throttled = await signInThroughBrowser(browser, { username: 'no.role', password: DEMO_PASSWORD });
    expect(throttled.page.body).toContain(SIGN_IN_MESSAGES.throttled);
    expect(
      (await signInThroughBrowser(freshBrowser(), { username: 'no.role', password: DEMO_PASSWORD })).code,
    ).toBeTruthy();
  });
});

describe('one browser, several organisations', () => {
  it('reuses the session for the same organisation without asking again', async () => {
    const browser = freshBrowser();
    await signedIn(browser);
    const again = await browser.follow(await browser.get(authorizeUrl(pkce().challenge)));
    expect(again.location).toMatch(/^http:\/\/demo\.clubline\.test\/login\/callback\?code=/);
  });

  it('asks for a sign-in when the session belongs to another organisation', async () => {
    const browser = freshBrowser();
    const acmeLogin = await signInThroughBrowser(
      browser,
      { username: 'acme.only', password: DEMO_PASSWORD },
      { clientId: 'clubline-web-acme', redirectUri: 'http://acme.clubline.test/login/callback' },
    );
    expect(acmeLogin.code).toBeTruthy();
    const codes = pkce();
    const demoPage = await browser.follow(await browser.get(authorizeUrl(codes.challenge)));
    expect(demoPage.url).toMatch(/\/interaction\//);
    expect(demoPage.body).toContain('Demo Fitness');

    // Signing in there first ends the acme session (the provider's self-submitting form), then
    // completes the demo sign-in.
    const switching = await browser.get((await browser.post(demoPage.url, frontDesk)).location ?? '');
    const action = /action="([^"]+)"/.exec(switching.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(switching.body)?.[1] ?? '';
    const back = await browser.follow(await browser.post(action, { xsrf, logout: 'yes' }));
    const code = new URL(back.location ?? '').searchParams.get('code') ?? '';
    const tokens = await exchangeCode(browser, code, codes.verifier);
    expect(decodeJwt(tokens.body.access_token ?? '').sub).toBe(demo.frontDesk.userId);
  });
});

describe('signing out', () => {
  it('ends the session, returns to the logout address and stops the refresh token', async () => {
    const browser = freshBrowser();
    const tokens = await signedIn(browser);
    const logoutUrl = new URL(`${TEST_PUBLIC_URL}/oidc/session/end`);
    logoutUrl.searchParams.set('id_token_hint', tokens.id_token ?? '');
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${DEMO_WEB_ORIGIN}/login/logout`);
    const confirm = await browser.get(logoutUrl.toString());
    expect(confirm.status).toBe(200);
    // The page submits itself: the form carries logout=yes and the provider's xsrf token.
    const action = /action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    expect(confirm.body).toContain('name="logout" value="yes"');
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    expect(done.location).toBe(`${DEMO_WEB_ORIGIN}/login/logout`);

    const signInAgain = await browser.follow(await browser.get(authorizeUrl(pkce().challenge)));
    expect(signInAgain.url).toMatch(/\/interaction\//);
    const refreshed = await tokenRequest(browser, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: DEMO_CLIENT_ID,
    });
    expect(refreshed.status).toBe(400);
  });
});
