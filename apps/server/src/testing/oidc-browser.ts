import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './test-server.ts';

/** The web app of one organisation, as the identity provider knows it (features/identity/web-clients.ts). */
export interface WebClient {
  clientId: string;
  /** `http://<domain>.clubline.test`: the organisation's own web origin under TEST_PUBLIC_URL. */
  origin: string;
  redirectUri: string;
  logoutUri: string;
}

/** The web client of the organisation with this domain (e.g. a scenario's `domain`). */
export function webClientOf(domain: string): WebClient {
  const origin = `http://${domain}.${new URL(TEST_PUBLIC_URL).host}`;
  return {
    clientId: `clubline-web-${domain}`,
    origin,
    redirectUri: `${origin}/login/callback`,
    logoutUri: `${origin}/login/logout`,
  };
}

export interface BrowserResponse {
  status: number;
  url: string;
  location?: string;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestBrowser {
  get(url: string): Promise<BrowserResponse>;
  post(url: string, form: Record<string, string>, headers?: Record<string, string>): Promise<BrowserResponse>;
  /** Follows redirects within the provider's host; stops at the first address outside it. */
  follow(response: BrowserResponse): Promise<BrowserResponse>;
}

/**
 * A minimal browser over `app.inject`: keeps cookies (by name; paths do not matter here) and
 * follows redirects by hand, as a real one would across the sign-in pages.
 */
export function testBrowser(app: FastifyInstance, options: { remoteAddress?: string } = {}): TestBrowser {
  const jar = new Map<string, string>();
  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>, extra = {}) => {
    const target = new URL(url, TEST_PUBLIC_URL);
    const response = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: {
        host: target.host,
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...extra,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const setCookies = response.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (value === '' || expired) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.location;
    return {
      status: response.statusCode,
      url: target.toString(),
      ...(typeof location === 'string' ? { location: new URL(location, target).toString() } : {}),
      body: response.body,
      headers: response.headers,
    };
  };
  return {
    get: (url) => request('GET', url),
    post: (url, form, headers) => request('POST', url, form, headers),
    async follow(response) {
      let current = response;
      for (let hops = 0; current.location && hops < 10; hops++) {
        if (new URL(current.location).host !== new URL(TEST_PUBLIC_URL).host) return current;
        current = await request('GET', current.location);
      }
      return current;
    },
  };
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request the web app makes (authorization code with PKCE S256). */
export function authorizeUrl(client: WebClient, challenge: string) {
  const params = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: client.redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  return `${TEST_PUBLIC_URL}/oidc/auth?${params}`;
}

export interface SignInResult {
  /** The page after posting the credentials, when it is not a redirect back to the web app. */
  page: BrowserResponse;
  code: string | null;
  pkce: Pkce;
}

/** Drives the whole sign-in: authorize → login page → credentials → back to the redirect URI. */
export async function signInThroughBrowser(
  browser: TestBrowser,
  client: WebClient,
  credentials: { username: string; password: string },
): Promise<SignInResult> {
  const codes = pkce();
  const loginPage = await browser.follow(await browser.get(authorizeUrl(client, codes.challenge)));
  if (!loginPage.url.includes('/interaction/'))
    throw new Error(`Expected the login page, got ${loginPage.url}`);
  const posted = await browser.post(loginPage.url, credentials);
  const final = await browser.follow(posted);
  const code = final.location ? new URL(final.location).searchParams.get('code') : null;
  return { page: final.location ? final : posted, code, pkce: codes };
}

export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  token_type?: string;
  error?: string;
}

/** A token request from the client's web origin; `client_id` is the client's. */
export async function tokenRequest(
  browser: TestBrowser,
  client: WebClient,
  form: Record<string, string>,
): Promise<{ status: number; body: TokenResponse; headers: BrowserResponse['headers'] }> {
  const response = await browser.post(
    `${TEST_PUBLIC_URL}/oidc/token`,
    { client_id: client.clientId, ...form },
    { origin: client.origin },
  );
  return {
    status: response.status,
    body: JSON.parse(response.body) as TokenResponse,
    headers: response.headers,
  };
}

export function exchangeCode(browser: TestBrowser, client: WebClient, code: string, verifier: string) {
  return tokenRequest(browser, client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
}
