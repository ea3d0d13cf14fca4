import type Provider from 'oidc-provider';

type ProviderMiddleware = Parameters<Provider['use']>[0];

/**
 * A middleware for the identity provider (a Koa app) that pins the scheme and host of every
 * request to PUBLIC_URL's. oidc-provider builds each absolute address it hands out (discovery,
 * redirects, the audience it expects in client assertions) from `ctx.href`, that is from the Host
 * header, or X-Forwarded-Host / X-Forwarded-Proto behind a trusted proxy. Both are chosen by
 * whoever sends the request, so a discovery document cached for a spoofed host could send staff,
 * and their passwords, elsewhere. The configured address is the only one the product answers for.
 *
 * Pinning the scheme also makes the provider's cookies `Secure` exactly when PUBLIC_URL is https,
 * which is what the browser sees whether or not TLS ends at a load balancer.
 */
export function pinToPublicOrigin(publicUrl: string): ProviderMiddleware {
  const { protocol, host, hostname } = new URL(publicUrl);
  const pinned: PropertyDescriptorMap = {
    protocol: { value: protocol.replace(/:$/, ''), configurable: true },
    host: { value: host, configurable: true },
    hostname: { value: hostname, configurable: true },
  };
  return async (ctx, next) => {
    // Own properties shadow Koa's getters on the request prototype, for this request only.
    Object.defineProperties(ctx.request, pinned);
    await next();
  };
}
