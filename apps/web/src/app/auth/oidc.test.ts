import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Discovery } from './discovery.ts';
import { createOidc, metadataKey, readKeptMetadata, readStoredUser, storedUserKey } from './oidc.ts';

const DISCOVERY: Discovery = {
  clientId: 'clubline-web',
  identityProviderUrl: 'http://demo.localhost:3000/oidc',
  applicationId: '00000000-0000-4000-8000-000000000001',
  apiKey: 'key',
  options: {
    defaultCountry: 'NZ',
    vaccinationFeature: { enabled: false },
    staffCustomLogin: { enabled: false },
  },
};

/** Stores a user exactly as oidc-client-ts does after a sign-in or a renewal. */
async function storeAsTheLibraryDoes(fields: {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
}) {
  const store = new WebStorageStateStore({ store: window.localStorage });
  const manager = new UserManager({
    authority: DISCOVERY.identityProviderUrl,
    client_id: DISCOVERY.clientId,
    redirect_uri: 'http://demo.localhost/login/callback',
    userStore: store,
    stateStore: store,
  });
  await manager.storeUser(
    new User({ token_type: 'Bearer', profile: { sub: 'u1', iss: 'i', aud: 'a', exp: 0, iat: 0 }, ...fields }),
  );
  return manager;
}

describe('the tokens read without oidc-client-ts', () => {
  it('reads what the library stores, under the key the library uses', async () => {
    await storeAsTheLibraryDoes({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_at: 1_800_000_000,
    });
    expect(window.localStorage.getItem(storedUserKey(DISCOVERY))).not.toBeNull();
    await expect(createOidc(DISCOVERY, 'http://demo.localhost').load()).resolves.toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: 1_800_000_000_000,
    });
  });

  it('agrees with the library after a user without a refresh token or expiry, and after removal', async () => {
    const manager = await storeAsTheLibraryDoes({ access_token: 'access-2' });
    const oidc = createOidc(DISCOVERY, 'http://demo.localhost');
    await expect(oidc.load()).resolves.toEqual({
      accessToken: 'access-2',
      refreshToken: null,
      expiresAt: null,
    });
    await manager.removeUser();
    await expect(oidc.load()).resolves.toBeNull();
  });

  it('treats unreadable storage as no user', () => {
    window.localStorage.setItem('broken', '{not json');
    expect(readStoredUser(window.localStorage, 'broken')).toBeNull();
    window.localStorage.setItem('scalar', '42');
    expect(readStoredUser(window.localStorage, 'scalar')).toBeNull();
  });

  it('clears through the library what the library stored', async () => {
    await storeAsTheLibraryDoes({
      access_token: 'access-3',
      refresh_token: 'refresh-3',
      expires_at: 1_800_000_000,
    });
    const oidc = createOidc(DISCOVERY, 'http://demo.localhost');
    await oidc.clear();
    expect(window.localStorage.getItem(storedUserKey(DISCOVERY))).toBeNull();
  });
});

describe('the provider’s metadata across the login round trip', () => {
  const ISSUER = DISCOVERY.identityProviderUrl;
  const METADATA = {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/auth`,
    token_endpoint: `${ISSUER}/token`,
    end_session_endpoint: `${ISSUER}/session/end`,
    jwks_uri: `${ISSUER}/jwks`,
  };
  const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const idToken = `${base64url({ alg: 'none' })}.${base64url({ sub: 'u1', iss: ISSUER, aud: DISCOVERY.clientId, exp: 4_000_000_000, iat: 1 })}.`;

  /** The provider: its .well-known document and its token endpoint, each request recorded. */
  function provider() {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      const body = url.endsWith('/.well-known/openid-configuration')
        ? METADATA
        : {
            access_token: 'access-1',
            refresh_token: 'refresh-1',
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
          };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    return asked;
  }

  /** The state oidc-client-ts stored when it sent the browser to the login form. */
  async function storedStateId(): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      for (let index = 0; index < window.localStorage.length; index += 1) {
        const key = window.localStorage.key(index) ?? '';
        if (key.startsWith('oidc.') && !key.startsWith('oidc.user:')) return key.slice('oidc.'.length);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no login state stored');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('asks for it once to send the user to the login form, and not again to exchange the code', async () => {
    const asked = provider();
    // The login page: the library navigates away (jsdom does not), so the promise is left pending.
    void createOidc(DISCOVERY, 'http://demo.localhost').startLogin('/branch/b/members');
    const state = await storedStateId();
    expect(readKeptMetadata(metadataKey(DISCOVERY))).toMatchObject({
      token_endpoint: METADATA.token_endpoint,
    });
    // Back from the login form: a new page, a new client.
    const returnTo = await createOidc(DISCOVERY, 'http://demo.localhost').completeLogin(
      `http://demo.localhost/login/callback?code=abc&state=${state}`,
    );
    expect(returnTo).toBe('/branch/b/members');
    expect(asked).toEqual([`${ISSUER}/.well-known/openid-configuration`, METADATA.token_endpoint]);
    // Kept for that one round trip only.
    expect(readKeptMetadata(metadataKey(DISCOVERY))).toBeUndefined();
  });

  it('keeps nothing unreadable: a kept value without the issuer and token endpoint is ignored', () => {
    window.sessionStorage.setItem(metadataKey(DISCOVERY), JSON.stringify({ issuer: ISSUER }));
    expect(readKeptMetadata(metadataKey(DISCOVERY))).toBeUndefined();
    window.sessionStorage.setItem(metadataKey(DISCOVERY), '{broken');
    expect(readKeptMetadata(metadataKey(DISCOVERY))).toBeUndefined();
  });
});
