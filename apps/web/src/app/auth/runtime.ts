import { type ClientHolder, createClientHolder, createGraphQLClient } from '../graphql/client.ts';
import { type Discovery, fetchDiscovery } from './discovery.ts';
import { type ResolvedDomain, resolveDomain } from './domain.ts';
import { writeLoginInfo } from './login-info.ts';
import { createOidc, type Oidc } from './oidc.ts';
import { createSession, type Session } from './session.ts';

/**
 * Everything sign-in needs, made once per page load: the domain, its discovery, the OpenID
 * client, the session and the GraphQL client holder.
 */
export interface AuthRuntime {
  domain: ResolvedDomain;
  discovery: Discovery;
  oidc: Oidc;
  session: Session;
  graphql: ClientHolder;
}

export type RuntimeState =
  | { status: 'loading' }
  | { status: 'invalid-domain'; domain: ResolvedDomain; host: string }
  | { status: 'failed'; error: Error }
  | { status: 'ready'; runtime: AuthRuntime };

/** The path to come back to after login: where the user is, unless that is a /login page. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (location.pathname === '/login' || location.pathname.startsWith('/login/')) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

export function createAuthRuntime(domain: ResolvedDomain, discovery: Discovery): AuthRuntime {
  const oidc = createOidc(discovery);
  const session = createSession({
    port: oidc,
    redirectToLogin: () => oidc.startLogin(currentReturnPath(window.location)),
  });
  const graphql = createClientHolder(() => createGraphQLClient({ session, apiKey: discovery.apiKey }));
  return { domain, discovery, oidc, session, graphql };
}

/** Resolves the domain and its discovery in the browser, and records the login info. */
export async function loadBrowserRuntime(): Promise<RuntimeState> {
  const domain = resolveDomain(window.location.hostname, window.localStorage);
  try {
    const result = await fetchDiscovery(domain.domain);
    if (result.kind === 'unknown-domain')
      return { status: 'invalid-domain', domain, host: window.location.host };
    const { discovery } = result;
    writeLoginInfo({
      domain: domain.domain,
      forced: domain.forced,
      clientId: discovery.clientId,
      identityProviderUrl: discovery.identityProviderUrl,
      applicationId: discovery.applicationId,
    });
    return { status: 'ready', runtime: createAuthRuntime(domain, discovery) };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
