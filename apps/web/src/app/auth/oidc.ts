import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { Discovery } from './discovery.ts';
import type { StoredTokens, TokenPort } from './session.ts';

/**
 * The OpenID Connect side of sign-in (spec 1 §7.2), through oidc-client-ts: authorization code
 * with PKCE, refresh tokens, tokens stored in localStorage (spec 1 §3: access, refresh and id
 * token, token type, expiry, under a key naming the identity provider and client id).
 */
export interface Oidc extends TokenPort {
  /** Sends the browser to the provider's login, remembering where to come back to. */
  startLogin(returnTo: string): Promise<void>;
  /** Exchanges the code of the callback URL; resolves to the path saved before login. */
  completeLogin(url: string): Promise<string>;
  /** Sends the browser to the provider's logout, which comes back to /login/logout. */
  logout(): Promise<void>;
  /** The stored user, for the debug page. */
  user(): Promise<User | null>;
}

/** Spec 1 §7.2 and §8: the code exchange must yield an access token, its expiry and a refresh token. */
const NOT_ENOUGH_TOKEN_DATA = 'Not enough data about the token';

const OIDC_SCOPES = 'openid profile offline_access';

function toStoredTokens(user: User | null): StoredTokens | null {
  if (!user) return null;
  return {
    accessToken: user.access_token || null,
    refreshToken: user.refresh_token ?? null,
    expiresAt: user.expires_at === undefined ? null : user.expires_at * 1000,
  };
}

interface ReturnState {
  returnTo?: unknown;
}

function returnPath(state: unknown): string {
  const returnTo = (state as ReturnState | undefined)?.returnTo;
  // Only same-origin paths: never let a crafted state send the user elsewhere.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}

export function createOidc(discovery: Discovery, origin: string = window.location.origin): Oidc {
  const store = new WebStorageStateStore({ store: window.localStorage });
  const manager = new UserManager({
    authority: discovery.identityProviderUrl,
    client_id: discovery.clientId,
    redirect_uri: `${origin}/login/callback`,
    post_logout_redirect_uri: `${origin}/login/logout`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
  });

  return {
    load: async () => toStoredTokens(await manager.getUser()),
    async refresh() {
      const user = await manager.signinSilent();
      const tokens = toStoredTokens(user);
      if (!tokens?.accessToken) throw new Error(NOT_ENOUGH_TOKEN_DATA);
      return tokens;
    },
    clear: () => manager.removeUser(),
    startLogin: (returnTo) => manager.signinRedirect({ state: { returnTo } }),
    async completeLogin(url) {
      const user = await manager.signinRedirectCallback(url);
      if (!user.access_token || user.expires_at === undefined || !user.refresh_token) {
        await manager.removeUser();
        throw new Error(NOT_ENOUGH_TOKEN_DATA);
      }
      return returnPath(user.state);
    },
    logout: () => manager.signoutRedirect(),
    user: () => manager.getUser(),
  };
}
