import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { loginThrottle } from '../../platform/auth/login-throttle.ts';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { registerDiscoveryRoute } from './discovery.rest.ts';
import { registerInteractionRoutes } from './interaction.routes.ts';
import { createIdentityProvider } from './oidc-provider.ts';
import { SIGN_IN_LIMITS } from './sign-in.service.ts';

/**
 * The identity provider at /oidc (through middie: oidc-provider is a Koa app), its login pages
 * at /interaction/:uid (outside /oidc, as oidc-provider requires) and discovery at /auth/:domain.
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
  app.use('/oidc', provider.callback());
  await registerInteractionRoutes(app, {
    provider,
    db: env.deps.db,
    signIn: {
      db: env.deps.db,
      throttle: loginThrottle(env.ownerPool, { windowSeconds: SIGN_IN_LIMITS.windowSeconds }),
    },
  });
  registerDiscoveryRoute(app, { db: env.deps.db, issuer: env.issuer, webApiKey: env.webApiKey });
}
