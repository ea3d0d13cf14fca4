import { createHash, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';

/**
 * A journey's own tokens, obtained in Node from its persona's provider session, as the app's
 * sign-in would obtain them: discovery, the authorization request with PKCE (the provider's
 * session cookie answers it with a code, no form), the code exchange. The journey's browser then
 * starts with them stored where the app keeps them, so opening the app renders the page at once
 * instead of loading the app twice around the provider's redirects (docs/testing.md "How a
 * journey starts signed in"). Each call makes a grant of its own: no two journeys share a
 * refresh token.
 */

/** A cookie as Playwright's storage state keeps it. */
export interface StateCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
}

/** Where and what the app reads as its signed-in user (apps/web/src/app/auth/oidc.ts). */
export interface StoredPersonaUser {
  key: string;
  value: string;
}

interface Answer {
  status: number;
  location: string | undefined;
  setCookies: string[];
  body: string;
}

/** Every host the journeys use is this machine's (Node does not resolve *.localhost). */
function send(url: URL, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        // With autoSelectFamily (Node's default) the lookup is asked for every address at once.
        lookup: (_host, lookupOptions, callback) =>
          lookupOptions.all
            ? (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [
                { address: '127.0.0.1', family: 4 },
              ])
            : callback(null, '127.0.0.1', 4),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookies: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The cookies a browser would send to `url`: its host's (or a parent domain's), on a path prefix. */
function cookieHeader(jar: Map<string, StateCookie>, url: URL): string {
  return [...jar.values()]
    .filter((cookie) => {
      const domain = cookie.domain.replace(/^\./, '');
      const hostMatches = url.hostname === domain || url.hostname.endsWith(`.${domain}`);
      return hostMatches && url.pathname.startsWith(cookie.path);
    })
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** Keeps what the provider sets on the way (its interaction cookies, a renewed session). */
function remember(jar: Map<string, StateCookie>, url: URL, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    const value = pair.slice(split + 1);
    const path = attributes.find((part) => part.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired = attributes.some(
      (part) => /^max-age=0$/i.test(part) || /^expires=thu, 01 jan 1970/i.test(part),
    );
    const key = `${url.hostname}|${path}|${name}`;
    if (expired || value === '') jar.delete(key);
    else jar.set(key, { name, value, domain: url.hostname, path });
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** oidc-client-ts leaves these claims out of the stored profile (its filterProtocolClaims default). */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

/**
 * Signs the persona into `origin`'s app through its provider session (`cookies`), and returns the
 * user as oidc-client-ts stores it (`User.toStorageString`) under the app's key.
 */
export async function issuePersonaTokens(origin: string, cookies: StateCookie[]): Promise<StoredPersonaUser> {
  const app = new URL(origin);
  const domain = app.hostname.split('.')[0] ?? '';
  const discoveryAnswer = await send(new URL(`/auth/${encodeURIComponent(domain)}`, app));
  if (discoveryAnswer.status !== 200)
    throw new Error(`discovery of ${domain}: HTTP ${discoveryAnswer.status}`);
  const { identityProviderUrl, clientId } = JSON.parse(discoveryAnswer.body) as {
    identityProviderUrl: string;
    clientId: string;
  };

  const redirectUri = `${app.origin}/login/callback`;
  const verifier = base64url(randomBytes(32));
  const authorize = new URL(`${identityProviderUrl}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile offline_access',
    state: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  const jar = new Map(cookies.map((cookie) => [`${cookie.domain}|${cookie.path}|${cookie.name}`, cookie]));
  let next = authorize;
  let code: string | null = null;
  for (let hop = 0; hop < 10 && code === null; hop += 1) {
    const answer = await send(next, { headers: { cookie: cookieHeader(jar, next) } });
    remember(jar, next, answer.setCookies);
    if (!answer.location) {
      throw new Error(
        `the persona's provider session gave no code (HTTP ${answer.status} at ${next.pathname}): ` +
          'has its sign-in (personas.setup.ts) run in this test run?',
      );
    }
    next = new URL(answer.location, next);
    if (next.href.startsWith(redirectUri)) code = next.searchParams.get('code');
  }
  if (!code) throw new Error('the provider did not come back to the app with a code');

  const exchange = await send(new URL(`${identityProviderUrl}/token`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (exchange.status !== 200) throw new Error(`code exchange: HTTP ${exchange.status} ${exchange.body}`);
  const tokens = JSON.parse(exchange.body) as {
    id_token: string;
    access_token: string;
    refresh_token: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  const claims = JSON.parse(
    Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const profile = Object.fromEntries(
    Object.entries(claims).filter(([name]) => !PROTOCOL_CLAIMS.includes(name)),
  );
  return {
    key: `oidc.user:${identityProviderUrl}:${clientId}`,
    value: JSON.stringify({
      id_token: tokens.id_token,
      session_state: null,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      scope: tokens.scope,
      profile,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    }),
  };
}
