import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import type { Discovery } from './discovery.ts';
import { createOidc, readStoredUser, storedUserKey } from './oidc.ts';

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
