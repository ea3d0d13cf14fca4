import type { OidcMetadata, User, UserManager } from 'oidc-client-ts';
import type { Discovery } from './discovery.ts';
import { CALLBACK_PATH } from './return-path.ts';
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

/** What a stored user holds that the session reads (oidc-client-ts's User, as it stores it). */
type TokenFields = Pick<User, 'access_token' | 'refresh_token' | 'expires_at'>;

function toStoredTokens(user: TokenFields | null): StoredTokens | null {
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

/**
 * Where oidc-client-ts keeps the signed-in user: its store's prefix, then
 * `user:{authority}:{client id}` (UserManager's user key), the value JSON.
 */
export function storedUserKey(discovery: Pick<Discovery, 'identityProviderUrl' | 'clientId'>): string {
  return `oidc.user:${discovery.identityProviderUrl}:${discovery.clientId}`;
}

/** The stored user's token fields, read as oidc-client-ts's getUser() would; null when none or unreadable. */
export function readStoredUser(storage: Storage, key: string): TokenFields | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const user: unknown = JSON.parse(text);
    if (typeof user !== 'object' || user === null) return null;
    const { access_token, refresh_token, expires_at } = user as Record<string, unknown>;
    return {
      access_token: typeof access_token === 'string' ? access_token : '',
      refresh_token: typeof refresh_token === 'string' ? refresh_token : undefined,
      expires_at: typeof expires_at === 'number' ? expires_at : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Where the provider's metadata (its .well-known document) waits, in this tab, between the
 * redirect to the login form and the return to the callback: the library asked for it to build
 * the login address, and the callback would otherwise ask again before it can exchange the code,
 * one more round trip between the login form and the first page. Kept per tab
 * (sessionStorage), per provider, and for that one round trip only.
 */
export const metadataKey = (discovery: Pick<Discovery, 'identityProviderUrl'>): string =>
  `clubline.oidc-metadata:${discovery.identityProviderUrl}`;

/** The metadata kept for `key`, when it names the provider's issuer and token endpoint. */
export function readKeptMetadata(key: string): Partial<OidcMetadata> | undefined {
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return undefined;
    const metadata: unknown = JSON.parse(text);
    if (typeof metadata !== 'object' || metadata === null) return undefined;
    const { issuer, token_endpoint } = metadata as Record<string, unknown>;
    if (typeof issuer !== 'string' || typeof token_endpoint !== 'string') return undefined;
    return metadata as Partial<OidcMetadata>;
  } catch {
    // Storage refused or unreadable: the library asks the provider, as it would anyway.
    return undefined;
  }
}

function keepMetadata(key: string, metadata: Partial<OidcMetadata>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(metadata));
  } catch {
    // Storage refused (a privacy mode): the callback asks the provider itself.
  }
}

function forgetMetadata(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Reading the tokens needs no library: a signed-in page renders without oidc-client-ts (about
 * 20 kB gzip), which is loaded the first time a token is renewed, a login starts or completes,
 * or the user logs out.
 */
export function createOidc(discovery: Discovery, origin: string = window.location.origin): Oidc {
  let loading: Promise<UserManager> | undefined;
  const keptAt = metadataKey(discovery);
  const manager = () => {
    loading ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
      const store = new WebStorageStateStore({ store: window.localStorage });
      return new UserManager({
        authority: discovery.identityProviderUrl,
        // Only back from the login form is anything kept (startLogin); otherwise the library asks.
        metadata: readKeptMetadata(keptAt),
        client_id: discovery.clientId,
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        post_logout_redirect_uri: `${origin}/login/logout`,
        response_type: 'code',
        scope: OIDC_SCOPES,
        automaticSilentRenew: false,
        monitorSession: false,
        loadUserInfo: false,
        userStore: store,
        stateStore: store,
      });
    });
    return loading;
  };
  const userKey = storedUserKey(discovery);

  return {
    load: async () => toStoredTokens(readStoredUser(window.localStorage, userKey)),
    async refresh() {
      const user = await (await manager()).signinSilent();
      const tokens = toStoredTokens(user);
      if (!tokens?.accessToken) throw new Error(NOT_ENOUGH_TOKEN_DATA);
      return tokens;
    },
    clear: async () => {
      // Nothing stored, nothing to load the library for.
      if (window.localStorage.getItem(userKey) === null) return;
      await (await manager()).removeUser();
    },
    async startLogin(returnTo) {
      const users = await manager();
      // Asked once here for the login address, and kept for the callback's exchange.
      keepMetadata(keptAt, await users.metadataService.getMetadata());
      await users.signinRedirect({ state: { returnTo } });
    },
    async completeLogin(url) {
      const users = await manager();
      const user = await users.signinRedirectCallback(url).finally(() => forgetMetadata(keptAt));
      if (!user.access_token || user.expires_at === undefined || !user.refresh_token) {
        await users.removeUser();
        throw new Error(NOT_ENOUGH_TOKEN_DATA);
      }
      return returnPath(user.state);
    },
    logout: async () => (await manager()).signoutRedirect(),
    user: async () => (await manager()).getUser(),
  };
}
