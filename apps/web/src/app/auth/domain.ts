/**
 * Which organisation this browser talks to (spec 1 §2.3, §4.1): the first label of the host name
 * (`demo` for demo.localhost), unless a domain was forced through /login/force-domain (local
 * development, where the host is often plain localhost).
 */
export const FORCED_DOMAIN_KEY = 'clubline.forcedDomain';

export interface ResolvedDomain {
  domain: string;
  forced: boolean;
}

/** The first label of a host name, lower case. */
export function hostDomain(hostname: string): string {
  return (hostname.split('.')[0] ?? '').toLowerCase();
}

/** Whether the app runs on a developer's machine, where forcing a domain is the advice. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/** A domain is one DNS label. */
export function isValidDomainLabel(domain: string): boolean {
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(domain);
}

export function readForcedDomain(storage: Storage): string | null {
  const value = storage.getItem(FORCED_DOMAIN_KEY);
  return value && isValidDomainLabel(value) ? value.toLowerCase() : null;
}

export function writeForcedDomain(storage: Storage, domain: string): void {
  storage.setItem(FORCED_DOMAIN_KEY, domain.toLowerCase());
}

export function clearForcedDomain(storage: Storage): void {
  storage.removeItem(FORCED_DOMAIN_KEY);
}

export function resolveDomain(hostname: string, storage: Storage): ResolvedDomain {
  const forced = readForcedDomain(storage);
  if (forced) return { domain: forced, forced: true };
  return { domain: hostDomain(hostname), forced: false };
}
