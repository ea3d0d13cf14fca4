import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { accessTokenVerifier } from '../../platform/auth/access-tokens.ts';
import { loginThrottle } from '../../platform/auth/login-throttle.ts';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { registerDiscoveryRoute } from './discovery.rest.ts';
import { registerInteractionRoutes } from './interaction.routes.ts';
import { createIdentityProvider } from './oidc-provider.ts';
import { SIGN_IN_LIMITS } from './sign-in.service.ts';
import { registerUserinfoRoute, USERINFO_PATH } from './userinfo.rest.ts';

/** The path of the userinfo endpoint below the provider's mount, which the provider must not take. */
const USERINFO_BELOW_MOUNT = USERINFO_PATH.slice('/oidc'.length);

/**
 * The identity provider at /oidc (through middie: oidc-provider is a Koa app), its login pages
 * at /interaction/:uid (outside /oidc, as oidc-provider requires), its userinfo endpoint at
 * /oidc/me (ours, not the provider's: see userinfo.rest.ts) and discovery at /auth/:domain.
 * All three are public by nature: they are how a user without a token gets one.
 */
export async function registerIdentityRoutes(app: FastifyInstance, env: ApiEnvironment): Promise<void> {
  const provider = createIdentityProvider({
    issuer: env.issuer,
    publicUrl: env.deps.publicUrl,
    keys: env.keys,
    ownerPool: env.ownerPool,
    db: env.deps.db,
    trustProxy: env.trustProxy,
    logger: env.logger,
  });
  await app.register(middie);
  const providerCallback = provider.callback();
  app.use('/oidc', (req, res, next) => {
    // middie strips the mount from req.url for the middleware (and restores it after).
    if (req.url?.split('?')[0] === USERINFO_BELOW_MOUNT) return next();
    return providerCallback(req, res);
  });
  await registerInteractionRoutes(app, {
    provider,
    db: env.deps.db,
    signIn: {
      db: env.deps.db,
      throttle: loginThrottle(env.ownerPool, { windowSeconds: SIGN_IN_LIMITS.windowSeconds }),
    },
  });
  await registerUserinfoRoute(app, { db: env.deps.db, verifier: accessTokenVerifier(env.keys, env.issuer) });
  registerDiscoveryRoute(app, { db: env.deps.db, issuer: env.issuer, webApiKey: env.webApiKey });
}
