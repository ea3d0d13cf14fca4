import { type ClientHolder, createClientHolder, createGraphQLClient } from '../graphql/client.ts';
import { type DiscoveryOutcome, discoverInBrowser } from './browser-discovery.ts';
import type { Discovery } from './discovery.ts';
import type { ResolvedDomain } from './domain.ts';
import { createOidc, type Oidc } from './oidc.ts';
import { currentReturnPath } from './return-path.ts';
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

function createAuthRuntime(domain: ResolvedDomain, discovery: Discovery): AuthRuntime {
  const oidc = createOidc(discovery);
  const session = createSession({
    port: oidc,
    redirectToLogin: () => oidc.startLogin(currentReturnPath(window.location)),
  });
  const graphql = createClientHolder(() => createGraphQLClient({ session, apiKey: discovery.apiKey }));
  return { domain, discovery, oidc, session, graphql };
}

/** The runtime for what discovery found: ready to sign in, or the page that says why not. */
export function runtimeStateOf(outcome: DiscoveryOutcome): RuntimeState {
  switch (outcome.kind) {
    case 'found':
      return { status: 'ready', runtime: createAuthRuntime(outcome.domain, outcome.discovery) };
    case 'unknown-domain':
      return { status: 'invalid-domain', domain: outcome.domain, host: window.location.host };
    case 'failed':
      return { status: 'failed', error: outcome.error };
  }
}

/** Resolves the domain and its discovery in the browser, and records the login info. */
export async function loadBrowserRuntime(): Promise<RuntimeState> {
  return runtimeStateOf(await discoverInBrowser());
}
