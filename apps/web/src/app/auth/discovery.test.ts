import { describe, expect, it, vi } from 'vitest';
import { fetchDiscovery } from './discovery.ts';

const answer = {
  clientId: 'clubline-web-demo',
  identityProviderUrl: 'http://localhost:3999/oidc',
  applicationId: 'app-1',
  apiKey: 'key',
  options: {
    defaultCountry: 'NZ',
    vaccinationFeature: { enabled: true },
    staffCustomLogin: { enabled: false },
  },
};

describe('discovery (spec 1 §7.2)', () => {
  it('asks the own origin for /auth/{domain}', async () => {
    const fetchFn = vi.fn(async () => Response.json(answer));
    const result = await fetchDiscovery('demo', fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('/auth/demo', expect.anything());
    expect(result).toEqual({ kind: 'found', discovery: answer });
  });

  it('treats 404 as an unknown domain', async () => {
    expect(await fetchDiscovery('nosuch', async () => new Response('{}', { status: 404 }))).toEqual({
      kind: 'unknown-domain',
    });
  });

  it('fails with the spec message on another status', async () => {
    await expect(fetchDiscovery('demo', async () => new Response('', { status: 500 }))).rejects.toThrow(
      'An error has occured: 500. Status code is not ok',
    );
  });

  it('falls back to Australia and disabled options', async () => {
    const { options: _options, ...bare } = answer;
    const result = await fetchDiscovery('demo', async () => Response.json(bare));
    expect(result.kind === 'found' && result.discovery.options).toEqual({
      defaultCountry: 'AU',
      vaccinationFeature: { enabled: false },
      staffCustomLogin: { enabled: false },
    });
  });
});
