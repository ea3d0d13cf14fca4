import { TOKEN_REFRESH_THRESHOLD_MS, TOKEN_VALIDITY_MARGIN_MS } from '../constants.ts';

/**
 * The sign-in session (spec 1 §4.1, §9). Tokens live in storage (spec 1 §3); this module decides
 * what they are worth and renews them:
 * - authenticated: an access token whose expiry is more than 5 s ahead;
 * - refresh-token-only: no usable access token, but a refresh token to get one;
 * - anonymous: neither;
 * - failed-to-refresh: the last renewal failed.
 * A token with less than 60 s left is renewed before use; concurrent renewals share one request;
 * a failed renewal sends the user back to the login.
 */
export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** When the access token expires, epoch milliseconds. */
  expiresAt: number | null;
}

export type SessionState = 'authenticated' | 'refresh-token-only' | 'anonymous' | 'failed-to-refresh';

/** Where the tokens come from: the OpenID client in the app, a fake in tests. */
export interface TokenPort {
  load(): Promise<StoredTokens | null>;
  /** Uses the stored refresh token, stores and returns the new tokens; rejects on failure. */
  refresh(): Promise<StoredTokens>;
  clear(): Promise<void>;
}

export class SessionExpiredError extends Error {
  constructor() {
    super('The session has expired; signing in again');
    this.name = 'SessionExpiredError';
  }
}

/** The state of stored tokens at `now` (before any renewal is tried). */
export function sessionStateOf(
  tokens: StoredTokens | null,
  now: number,
): Exclude<SessionState, 'failed-to-refresh'> {
  if (tokens?.accessToken && tokens.expiresAt !== null && tokens.expiresAt - now > TOKEN_VALIDITY_MARGIN_MS)
    return 'authenticated';
  if (tokens?.refreshToken) return 'refresh-token-only';
  return 'anonymous';
}

/**
 * The subject (`sub`: the user's id) an access token names, read without checking its signature,
 * or null when it is not a JWT with one. Only ever a hint of whom to ask about: the server verifies
 * the token and takes the user from it.
 */
export function accessTokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** Whether a token should be renewed before use: less than 60 s left (or no expiry known). */
export function needsRenewal(tokens: StoredTokens, now: number): boolean {
  return tokens.expiresAt === null || tokens.expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}

export interface SessionOptions {
  port: TokenPort;
  /** Sends the browser to the identity provider's login form. */
  redirectToLogin: () => void | Promise<void>;
  now?: () => number;
}

export interface Session {
  /** The current state, renewing nothing. */
  state(): Promise<SessionState>;
  /** Renews with the refresh token; concurrent callers share one request. */
  renew(): Promise<StoredTokens>;
  /** An access token fit to send: renewed first when less than 60 s remain. */
  getAccessToken(): Promise<string>;
  /** Any authentication failure: back to the identity provider's login (once). */
  loginRequired(): Promise<void>;
  /**
   * The user is signing out: from now on a request that finds no token (the sign-out removes
   * them before it leaves) fails without sending the browser to the login form, which would race
   * the sign-out's own navigation and could sign the user straight back in.
   */
  signingOut(): void;
}

export function createSession({ port, redirectToLogin, now = Date.now }: SessionOptions): Session {
  let renewal: Promise<StoredTokens> | null = null;
  let failed = false;
  let redirecting = false;

  const renew = (): Promise<StoredTokens> => {
    renewal ??= port
      .refresh()
      .then(
        (tokens) => {
          failed = false;
          return tokens;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      )
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };

  const loginRequired = async (): Promise<void> => {
    if (redirecting) return;
    redirecting = true;
    await port.clear();
    await redirectToLogin();
  };

  return {
    async state() {
      if (failed) return 'failed-to-refresh';
      return sessionStateOf(await port.load(), now());
    },
    renew,
    async getAccessToken() {
      const tokens = await port.load();
      const state = sessionStateOf(tokens, now());
      if (tokens !== null && state === 'authenticated' && tokens.accessToken && !needsRenewal(tokens, now()))
        return tokens.accessToken;
      if (tokens?.refreshToken) {
        try {
          const renewed = await renew();
          if (renewed.accessToken && sessionStateOf(renewed, now()) === 'authenticated')
            return renewed.accessToken;
        } catch {
          // A failed renewal leads back to login, below.
        }
      } else if (tokens?.accessToken && state === 'authenticated') {
        // No refresh token: the token is still valid for a few seconds more, use it.
        return tokens.accessToken;
      }
      await loginRequired();
      throw new SessionExpiredError();
    },
    loginRequired,
    signingOut() {
      redirecting = true;
    },
  };
}
