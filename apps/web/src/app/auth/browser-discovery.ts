import { type Discovery, fetchDiscovery } from './discovery.ts';
import { type ResolvedDomain, resolveDomain } from './domain.ts';
import { writeLoginInfo } from './login-info.ts';

/**
 * What the browser learns before anything else (spec 1 §2.3): its organisation's domain and that
 * domain's discovery. Light on purpose: the entry chunk runs it before the app is downloaded.
 */
export type DiscoveryOutcome =
  | { kind: 'found'; domain: ResolvedDomain; discovery: Discovery }
  | { kind: 'unknown-domain'; domain: ResolvedDomain }
  | { kind: 'failed'; error: Error };

/** Resolves the domain and its discovery in the browser, and records the login info. */
export async function discoverInBrowser(fetchFn: typeof fetch = fetch): Promise<DiscoveryOutcome> {
  const domain = resolveDomain(window.location.hostname, window.localStorage);
  try {
    const result = await fetchDiscovery(domain.domain, fetchFn);
    if (result.kind === 'unknown-domain') return { kind: 'unknown-domain', domain };
    const { discovery } = result;
    writeLoginInfo({
      domain: domain.domain,
      forced: domain.forced,
      clientId: discovery.clientId,
      identityProviderUrl: discovery.identityProviderUrl,
      applicationId: discovery.applicationId,
    });
    return { kind: 'found', domain, discovery };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
