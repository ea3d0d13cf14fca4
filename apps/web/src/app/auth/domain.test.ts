import { describe, expect, it } from 'vitest';
import { FORCED_DOMAIN_KEY, hostDomain, isLocalHost, resolveDomain, writeForcedDomain } from './domain.ts';

describe('domain resolution (spec 1 §2.3, §4.1)', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['acme.clubline.app', 'acme'],
    ['Demo.Example.com', 'demo'],
    ['localhost', 'localhost'],
  ])('%s → %s', (hostname, domain) => {
    expect(hostDomain(hostname)).toBe(domain);
  });

  it('uses the first label of the host name when no domain is forced', () => {
    expect(resolveDomain('demo.localhost', localStorage)).toEqual({ domain: 'demo', forced: false });
  });

  it('prefers a forced domain', () => {
    writeForcedDomain(localStorage, 'Acme');
    expect(resolveDomain('localhost', localStorage)).toEqual({ domain: 'acme', forced: true });
  });

  it('ignores a stored forced domain that is not a domain label', () => {
    localStorage.setItem(FORCED_DOMAIN_KEY, '../evil');
    expect(resolveDomain('demo.localhost', localStorage)).toEqual({ domain: 'demo', forced: false });
  });

  it('knows a development host', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('nosuch.localhost')).toBe(true);
    expect(isLocalHost('acme.clubline.app')).toBe(false);
  });
});
