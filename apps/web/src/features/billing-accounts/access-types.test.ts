import { describe, expect, it, vi } from 'vitest';
import { fetchAccessTypes } from './access-types.ts';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('fetchAccessTypes', () => {
  it('reads GET {base}/access-type with the bearer token and the API key', async () => {
    const fetchFn = answer(200, [{ id: 'a', name: 'All hours' }]);
    const types = await fetchAccessTypes(
      'https://x.test/access-control/',
      { accessToken: 't', apiKey: 'k' },
      fetchFn,
    );
    expect(types).toEqual([{ id: 'a', name: 'All hours' }]);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://x.test/access-control/access-type');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('k');
  });

  it('fails on an error status or an answer of another shape', async () => {
    const credentials = { accessToken: 't', apiKey: 'k' };
    await expect(fetchAccessTypes('/a', credentials, answer(403, { errors: [] }))).rejects.toThrow();
    await expect(fetchAccessTypes('/a', credentials, answer(200, { types: [] }))).rejects.toThrow();
    await expect(fetchAccessTypes('/a', credentials, answer(200, [{ id: 1, name: 'x' }]))).rejects.toThrow();
  });
});
