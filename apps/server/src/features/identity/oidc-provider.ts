import { createHmac } from 'node:crypto';
import Provider, {
  type Account,
  type Client,
  errors,
  type Grant,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Logger } from 'pino';
import { ACCESS_TOKEN_AUDIENCE, SIGN_IN_SCOPE, type TokenKeys } from '../../platform/auth/access-tokens.ts';
import { postgresOidcAdapter } from '../../platform/auth/oidc-adapter.ts';
import type { Database, DatabasePool } from '../../platform/db/client.ts';
import { findApplicationByDomain } from '../organisation/public.ts';
import { LOGOUT_PAGE_CSP, logoutPage, messagePage } from './login-page.ts';
import { pinToPublicOrigin } from './public-origin.ts';
import { findAccountProfile } from './sign-in.service.ts';
import { USERINFO_PATH } from './userinfo.rest.ts';
import { domainOfWebClientId, webClientMetadata } from './web-clients.ts';

export interface IdentityProviderOptions {
  /** `${publicUrl}/oidc`: the `iss` of every token. */
  issuer: string;
  publicUrl: string;
  keys: TokenKeys;
  /** Owner pool: the provider's own tables are not tenant data. */
  ownerPool: DatabasePool;
  /** The api-role database, for users (through RLS, within the client's application). */
  db: Database;
  /** Take scheme and host from X-Forwarded-* (TLS ends at a load balancer). */
  trustProxy: boolean;
  logger: Logger;
}

/** The resource indicator of the GraphQL api; its access tokens carry `aud: clubline-api`. */
const API_RESOURCE = 'urn:clubline:api';

const DAY = 24 * 60 * 60;

/**
 * How long a refresh token just rotated may still be used. Two tabs of the web app share one
 * refresh token: when both refresh at once, the second presents the token the first has just
 * rotated, and treating that as theft would revoke the grant and sign the user out of both.
 * Within this window the old token refreshes again (a new token pair for the same grant); after
 * it, reuse is theft as before and the grant is revoked. Short, as other providers keep theirs
 * (Okta's default grace is 30 s): long enough for tabs refreshing together, too short to be a
 * useful second life for a stolen token.
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 30;

/** The application a web client belongs to (kept as extra client metadata). */
function applicationOf(client: Client | undefined): string | undefined {
  const applicationId = client?.metadata().application_id;
  return typeof applicationId === 'string' ? applicationId : undefined;
}

/** The origins a client's redirect URIs name: only they may call the token endpoint from a browser. */
function redirectOrigins(client: Client): string[] {
  return (client.redirectUris ?? []).map((uri) => new URL(uri).origin);
}

/**
 * The OpenID Connect provider at /oidc: authorization code + PKCE for each organisation's public
 * web client, rotating refresh tokens, ES256 JWT access tokens for the api. All state is in
 * PostgreSQL, so sessions and refresh tokens survive restarts and are shared by replicas.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { db, publicUrl } = options;

  const policy = interactionPolicy.base();
  // One provider session serves every organisation: a session of another organisation's account
  // does not sign anyone in here (findAccount finds no such user in this client's application).
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'account_outside_application',
        'the signed-in account does not belong to this organisation',
        (ctx) => ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined,
      ),
    );

  const provider = new Provider(options.issuer, {
    adapter: postgresOidcAdapter(options.ownerPool, {
      async findClient(clientId) {
        const domain = domainOfWebClientId(clientId);
        const application = domain ? await findApplicationByDomain(db, domain) : null;
        return application ? webClientMetadata(application, publicUrl) : undefined;
      },
      reuseGraceSeconds: { RefreshToken: REFRESH_TOKEN_REUSE_GRACE_SECONDS },
    }),
    async findAccount(ctx, sub, token): Promise<Account | undefined> {
      const applicationId = applicationOf(ctx.oidc.client);
      // When the code, refresh token or provider session in use signed in: those of a sign-in
      // before a password reset or a reactivation find no account (account-sessions.ts).
      // (Access tokens are our own JWTs, checked by the api per request, never looked up here.)
      const authTime = token
        ? 'authTime' in token
          ? token.authTime
          : undefined
        : ctx.oidc.session?.authTime();
      const profile = applicationId ? await findAccountProfile(db, applicationId, sub, authTime) : null;
      if (!profile) return undefined;
      return {
        accountId: profile.userId,
        claims: () => ({
          sub: profile.userId,
          name: profile.name,
          preferred_username: profile.username,
          application_id: profile.applicationId,
        }),
      };
    },
    jwks: { keys: [options.keys.privateJwk] },
    // Discovery names our userinfo endpoint in place of the provider's own (disabled below).
    discovery: { userinfo_endpoint: `${publicUrl}${USERINFO_PATH}` },
    cookies: {
      keys: [cookieKey(options.keys)],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'application_id'] },
    responseTypes: ['code'],
    extraClientMetadata: { properties: ['application_id'] },
    // The id token carries the profile claims: the web app reads the user's name from it.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      // oidc-provider's userinfo accepts only audience-less access tokens, and every token issued
      // here is a JWT for the api (`aud: clubline-api`): ours (userinfo.rest.ts) takes those.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            audience: ACCESS_TOKEN_AUDIENCE,
            scope: SIGN_IN_SCOPE,
            accessTokenTTL: 600,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.set('content-security-policy', LOGOUT_PAGE_CSP);
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have signed out of Clubline.');
        },
      },
    },
    interactions: {
      // Absolute, on PUBLIC_URL: no redirect depends on the address the request came in on.
      url: (_ctx, interaction) => `${publicUrl}/interaction/${encodeURIComponent(interaction.uid)}`,
      policy,
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated refresh token keeps what its predecessor had left: 14 days from sign-in.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
    rotateRefreshToken: true,
    // The web app is a public client: the browser cannot keep a secret, so refresh tokens rotate
    // and one reused after REFRESH_TOKEN_REUSE_GRACE_SECONDS revokes the grant. offline_access
    // needs no consent prompt here.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx) => firstPartyGrant(ctx),
    extraTokenClaims: (ctx) => {
      const applicationId = applicationOf(ctx.oidc.client);
      return applicationId ? { application_id: applicationId } : undefined;
    },
    clientBasedCORS: (_ctx, origin, client) => redirectOrigins(client).includes(origin),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in problem',
        out.error === 'invalid_client' || out.error === 'invalid_redirect_uri'
          ? 'This sign-in link is not valid. Open Clubline at your organisation’s address and sign in again.'
          : 'Your sign-in could not be completed. Go back to Clubline and sign in again.',
      );
    },
  });
  // X-Forwarded-For still gives the client address behind a trusted proxy; scheme and host never
  // come from the request (see pinToPublicOrigin).
  provider.proxy = options.trustProxy;
  provider.use(pinToPublicOrigin(publicUrl));
  provider.on('server_error', (_ctx, error) => {
    options.logger.error({ err: error }, 'identity provider error');
  });
  return provider;
}

/**
 * Every client is our own web app, so there is no consent screen: the grant of the session is
 * reused, or one is made with the scopes the web app needs.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  const accountId = ctx.oidc.account?.accountId;
  if (!client || !session || !accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing && existing.accountId === accountId) return existing;
  }
  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(SIGN_IN_SCOPE);
  grant.addResourceScope(API_RESOURCE, SIGN_IN_SCOPE);
  await grant.save();
  return grant;
}

/**
 * Cookie signing key: derived from the token signing key, so every replica and every restart
 * agrees on it without another secret to configure.
 */
function cookieKey(keys: TokenKeys): string {
  const secret = typeof keys.privateJwk.d === 'string' ? keys.privateJwk.d : keys.kid;
  return createHmac('sha256', secret).update('clubline oidc cookies').digest('base64url');
}
