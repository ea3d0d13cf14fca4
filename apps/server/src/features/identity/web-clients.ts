import type { PublicApplication } from '../organisation/public.ts';

/** Every organisation signs in through its own public client: `clubline-web-<domain>`. */
const WEB_CLIENT_PREFIX = 'clubline-web-';

export const webClientIdOf = (domain: string): string => `${WEB_CLIENT_PREFIX}${domain.toLowerCase()}`;

/** The domain a web client id names, or null for any other id. */
export function domainOfWebClientId(clientId: string): string | null {
  if (!clientId.startsWith(WEB_CLIENT_PREFIX)) return null;
  const domain = clientId.slice(WEB_CLIENT_PREFIX.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(domain) ? domain : null;
}

/**
 * Where the web app of an organisation runs: the public origin itself (forced-domain and local
 * use) and `<domain>.<public host>` with the same scheme and port, e.g. http://demo.localhost:3000.
 */
export function webOriginsOf(publicUrl: string, domain: string): string[] {
  const url = new URL(publicUrl);
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, `${url.protocol}//${domain}.${url.hostname}${port}`];
}

/**
 * oidc-provider client metadata for an application's web app: a public client (no secret) using
 * the authorization-code flow with PKCE and refresh tokens. `application_id` is extra metadata
 * the provider keeps with the client so tokens and account look-ups stay in its application.
 */
export function webClientMetadata(
  application: PublicApplication,
  publicUrl: string,
): Record<string, unknown> {
  const origins = webOriginsOf(publicUrl, application.domain);
  return {
    client_id: webClientIdOf(application.domain),
    client_name: application.name,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: 'openid profile offline_access',
    id_token_signed_response_alg: 'ES256',
    redirect_uris: origins.map((origin) => `${origin}/login/callback`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/login/logout`),
    application_id: application.id,
  };
}
