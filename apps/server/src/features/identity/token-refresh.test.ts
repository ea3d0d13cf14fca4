import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import {
  exchangeCode,
  signInThroughBrowser,
  type TestBrowser,
  testBrowser,
  tokenRequest,
  type WebClient,
  webClientOf,
} from '../../testing/oidc-browser.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../testing/test-server.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './oidc-provider.ts';

let server: TestServer;
let org: OrganisationScenario;
let client: WebClient;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  client = webClientOf(org.domain);
});
afterAll(() => server.close());

const ME = '{ getInitialisationData { me { userId } } }';

let addresses = 0;
async function signedIn() {
  const browser = testBrowser(server.app, { remoteAddress: `10.3.0.${++addresses}` });
  const { code, pkce } = await signInThroughBrowser(browser, client, {
    username: org.frontDesk.username,
    password: org.frontDesk.password,
  });
  const tokens = await exchangeCode(browser, client, code ?? '', pkce.verifier);
  if (tokens.status !== 200) throw new Error(`Token request failed: ${JSON.stringify(tokens.body)}`);
  return { browser, tokens: tokens.body };
}

const refresh = (browser: TestBrowser, refreshToken: string | undefined) =>
  tokenRequest(browser, client, { grant_type: 'refresh_token', refresh_token: refreshToken ?? '' });

/** Whether the api takes this access token as the front desk's. */
async function works(accessToken: string | undefined) {
  const response = await server.graphql<{ getInitialisationData: { me: { userId: string } } }>(
    accessToken ?? '',
    ME,
  );
  return response.data?.getInitialisationData.me.userId === org.frontDesk.userId;
}

/** As if every refresh token used so far had been used `seconds` earlier. */
const usedEarlier = (seconds: number) =>
  server.db.pools.owner.query(
    `update oidc_models set consumed_at = consumed_at - make_interval(secs => $1::integer)
     where kind = 'RefreshToken' and consumed_at is not null`,
    [seconds],
  );
const graceOver = () => usedEarlier(REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1);

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new refresh token and an access token the api accepts', async () => {
    const { browser, tokens } = await signedIn();
    const refreshed = await refresh(browser, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(await works(refreshed.body.access_token)).toBe(true);
  });

  it('tolerate two tabs: the token one tab has just rotated still refreshes in the other', async () => {
    const { browser, tokens } = await signedIn();
    const firstTab = await refresh(browser, tokens.refresh_token);
    const secondTab = await refresh(browser, tokens.refresh_token);
    expect([firstTab.status, secondTab.status]).toEqual([200, 200]);
    expect(secondTab.body.refresh_token).not.toBe(firstTab.body.refresh_token);
    for (const tab of [firstTab, secondTab]) {
      expect(await works(tab.body.access_token)).toBe(true);
      const next = await refresh(browser, tab.body.refresh_token);
      expect(next.status).toBe(200);
      expect(decodeJwt(next.body.access_token ?? '').sub).toBe(org.frontDesk.userId);
    }
  });

  it('tolerate two tabs refreshing at the same moment', async () => {
    const { browser, tokens } = await signedIn();
    const tabs = await Promise.all([
      refresh(browser, tokens.refresh_token),
      refresh(browser, tokens.refresh_token),
    ]);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    for (const tab of tabs) {
      expect(await works(tab.body.access_token)).toBe(true);
      expect((await refresh(browser, tab.body.refresh_token)).status).toBe(200);
    }
  });

  it('treat reuse after the grace as theft: refused, and the whole grant revoked', async () => {
    const { browser, tokens } = await signedIn();
    const rotated = await refresh(browser, tokens.refresh_token);
    expect(rotated.status).toBe(200);
    await graceOver();
    const reused = await refresh(browser, tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The token the rotation gave is gone too: whoever holds it must sign in again.
    const successor = await refresh(browser, rotated.body.refresh_token);
    expect(successor.status).toBe(400);
    expect(successor.body.error).toBe('invalid_grant');
  });

  it('count the grace from the first use: using the token again within it does not extend it', async () => {
    const { browser, tokens } = await signedIn();
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(200);
    await usedEarlier(REFRESH_TOKEN_REUSE_GRACE_SECONDS - 5);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(200);
    await usedEarlier(6);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
  });
});

describe('a token the provider could never have issued', () => {
  it('is refused as invalid, never a server error: a refresh token or a revoked token holding NUL', async () => {
    const browser = testBrowser(server.app, { remoteAddress: '10.3.1.1' });
    for (const token of ['\u0000', `abc\u0000def`]) {
      const answer = await refresh(browser, token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_grant');
      const revoked = await browser.post(
        `${TEST_PUBLIC_URL}/oidc/token/revocation`,
        { client_id: client.clientId, token },
        { origin: client.origin },
      );
      expect(revoked.status).toBe(200);
    }
  });
});
