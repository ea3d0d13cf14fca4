import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { type AccessTokenVerifier, bearerToken } from '../../platform/auth/access-tokens.ts';
import type { Database } from '../../platform/db/client.ts';
import { findAccountProfile } from './sign-in.service.ts';

/**
 * Under the issuer, where oidc-provider would put its own. identity.rest.ts lets this path past
 * the provider's mount, and the provider's discovery advertises it.
 */
export const USERINFO_PATH = '/oidc/me';

export interface UserinfoOptions {
  db: Database;
  /** The api's own verifier: userinfo accepts exactly the access tokens the api accepts. */
  verifier: AccessTokenVerifier;
}

/** The standard claims of the profile scope, as the id token carries them (oidc-provider.ts). */
interface Userinfo {
  sub: string;
  name?: string;
  preferred_username?: string;
  application_id?: string;
}

/**
 * The OpenID Connect UserInfo endpoint (Core §5.3), outside oidc-provider. The provider's own
 * accepts only audience-less access tokens, and every token it issues is a JWT for the api
 * (`aud: clubline-api`), so it would refuse them all. This one takes those tokens, with the
 * openid scope, and answers the account's claims for the scopes granted, read fresh. GET and POST,
 * token in the Authorization header or (POST) as the form field access_token (RFC 6750 §2).
 * A bearer token and no cookies: open to every origin.
 */
export async function registerUserinfoRoute(app: FastifyInstance, options: UserinfoOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const handler = (req: FastifyRequest, reply: FastifyReply) => answer(options, req, reply);
    scope.get(USERINFO_PATH, handler);
    scope.post(USERINFO_PATH, handler);
    scope.options(USERINFO_PATH, (_req, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send(),
    );
  });
}

async function answer(options: UserinfoOptions, req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
  const token = tokenOf(req);
  if (token === 'ambiguous') return refuse(reply, 400, 'invalid_request', 'one access token, in one place');
  if (!token) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'invalid_token' });
  const viewer = await options.verifier.verify(token);
  if (!viewer) return refuse(reply, 401, 'invalid_token', 'invalid or expired access token');
  const scopes = scopesOf(token);
  if (!scopes.has('openid')) return refuse(reply, 403, 'insufficient_scope', 'the openid scope is needed');
  const profile = await findAccountProfile(options.db, viewer.applicationId, viewer.userId);
  if (!profile) return refuse(reply, 401, 'invalid_token', 'the account no longer exists');
  const userinfo: Userinfo = { sub: profile.userId };
  if (scopes.has('profile')) {
    userinfo.name = profile.name;
    userinfo.preferred_username = profile.username;
    userinfo.application_id = profile.applicationId;
  }
  return reply.send(userinfo);
}

/** The token of the Authorization header or of a form body, 'ambiguous' when both are sent. */
function tokenOf(req: FastifyRequest): string | null | 'ambiguous' {
  const fromHeader = req.headers.authorization === undefined ? null : bearerToken(req.headers.authorization);
  const body = req.body;
  const fromBody =
    body && typeof body === 'object' && 'access_token' in body && typeof body.access_token === 'string'
      ? body.access_token
      : null;
  if (fromHeader && fromBody) return 'ambiguous';
  return fromHeader ?? fromBody;
}

/** The scopes of a token already verified (oidc-provider writes them as one `scope` string). */
function scopesOf(token: string): Set<string> {
  const { scope } = decodeJwt(token);
  return new Set(typeof scope === 'string' ? scope.split(' ') : []);
}

function refuse(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('www-authenticate', `Bearer error="${error}", error_description="${description}"`)
    .send({ error, error_description: description });
}
