import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import type { Viewer } from '../graphql/context.ts';
import { verifiedTokenCache } from './verified-token-cache.ts';

export const ACCESS_TOKEN_AUDIENCE = 'clubline-api';
/** The scopes every sign-in grants, so the scope of every access token the provider issues. */
export const SIGN_IN_SCOPE = 'openid profile offline_access';
const ALGORITHM = 'ES256';

export interface TokenKeys {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * Loads the signing key, creating one on first start. Concurrent first starts race on the
 * insert; `on conflict do nothing` plus a re-read makes every process use the same key.
 */
export async function loadSigningKeys(owner: pg.Pool): Promise<TokenKeys> {
  const existing = await owner.query<{ kid: string; private_jwk: JWK }>(
    'select kid, private_jwk from signing_keys order by created_at desc limit 1',
  );
  let row = existing.rows[0];
  if (!row) {
    const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM, use: 'sig' };
    await owner.query('insert into signing_keys (kid, private_jwk) values ($1, $2) on conflict do nothing', [
      kid,
      privateJwk,
    ]);
    const reread = await owner.query<{ kid: string; private_jwk: JWK }>(
      'select kid, private_jwk from signing_keys order by created_at desc limit 1',
    );
    row = reread.rows[0];
    if (!row) throw new Error('No signing key could be stored');
  }
  const { d: _private, ...publicJwk } = row.private_jwk;
  return { kid: row.kid, privateJwk: row.private_jwk, publicJwk };
}

export interface AccessTokenIssuer {
  /** A token as the identity provider issues it at sign-in; `scope` defaults to SIGN_IN_SCOPE. */
  issue(viewer: Viewer, options?: { expiresInSeconds?: number; scope?: string }): Promise<string>;
}

export interface AccessTokenVerifier {
  /**
   * The viewer of a valid token, or null for a missing, expired, forged or foreign token. Only the
   * token is checked: the api also checks that the user belongs to the application it names.
   */
  verify(token: string): Promise<Viewer | null>;
}

export function accessTokenIssuer(keys: TokenKeys, issuer: string): AccessTokenIssuer {
  return {
    async issue(viewer, options = {}) {
      const key = await importJWK(keys.privateJwk, ALGORITHM);
      return new SignJWT({ application_id: viewer.applicationId, scope: options.scope ?? SIGN_IN_SCOPE })
        .setProtectedHeader({ alg: ALGORITHM, kid: keys.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(viewer.userId)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${options.expiresInSeconds ?? 3600}s`)
        .sign(key);
    },
  };
}

/** How many verified tokens a verifier remembers: about 2 MB, a day's sign-ins of a large organisation. */
const VERIFIED_TOKENS_REMEMBERED = 10_000;

export interface AccessTokenVerifierOptions {
  /** Verified tokens remembered until their expiry (0: none); VERIFIED_TOKENS_REMEMBERED by default. */
  cacheSize?: number;
  /** The clock the remembered tokens expire on (ms since the epoch). */
  now?: () => number;
}

/**
 * Checks a token's signature, issuer, audience and expiry once, then remembers the answer until the
 * token expires (verified-token-cache.ts): the ES256 check is the costliest step of an
 * authenticated request, and a signed token's claims cannot change. Nothing about the account is
 * remembered: every route reads the account's access fresh for each request (`loadAccess`, which
 * refuses a deactivated account and a token issued before its sessions were ended), so a revoked
 * token is refused on its next request, remembered or not (docs/security.md).
 */
export function accessTokenVerifier(
  keys: TokenKeys,
  issuer: string,
  options: AccessTokenVerifierOptions = {},
): AccessTokenVerifier {
  const keyPromise = importJWK(keys.publicJwk, ALGORITHM);
  const now = options.now ?? Date.now;
  const verified = verifiedTokenCache<Viewer>({
    maxEntries: options.cacheSize ?? VERIFIED_TOKENS_REMEMBERED,
    now,
  });
  return {
    async verify(token) {
      const remembered = verified.get(token);
      // A copy: the caller's viewer is its own.
      if (remembered) return { ...remembered };
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          algorithms: [ALGORITHM],
          currentDate: new Date(now()),
        });
        const applicationId = payload.application_id;
        if (typeof applicationId !== 'string' || typeof payload.sub !== 'string') return null;
        const viewer: Viewer = {
          applicationId,
          userId: payload.sub,
          ...(typeof payload.iat === 'number' ? { tokenIssuedAt: payload.iat } : {}),
        };
        if (typeof payload.exp === 'number') verified.set(token, viewer, payload.exp * 1000);
        return { ...viewer };
      } catch {
        return null;
      }
    },
  };
}

/** The bearer token of an Authorization header, if well formed. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
