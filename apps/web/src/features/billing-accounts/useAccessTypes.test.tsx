import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../app/auth/RuntimeProvider.tsx';
import { fakeRuntime } from '../../testing/app.tsx';
import { createTestClient, type Fixtures } from '../../testing/graphql.ts';
import { useAccessTypes } from './useAccessTypes.ts';

const BASE = 'http://demo.test/access-control';

function renderAccessTypes(fixtures: Fixtures) {
  const { client } = createTestClient(fixtures);
  const { runtime } = fakeRuntime(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={{ status: 'ready', runtime }}>
      <Provider value={client}>{children}</Provider>
    </RuntimeProvider>
  );
  return renderHook(() => useAccessTypes(), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useAccessTypes', () => {
  it('loads the access types from the access-control service as select options', async () => {
    const fetchFn = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify([
            { id: 'a', name: 'All hours' },
            { id: 'b', name: 'Off-peak' },
          ]),
        ),
    );
    vi.stubGlobal('fetch', fetchFn);
    const { result } = renderAccessTypes({ AccessControlApi: { data: { getRestApiUrl: BASE } } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      options: [
        { value: 'All hours', label: 'All hours' },
        { value: 'Off-peak', label: 'Off-peak' },
      ],
      loading: false,
      error: null,
    });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/access-type`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
  });

  it('says "Access types could not be loaded" when the service fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 })),
    );
    const { result } = renderAccessTypes({ AccessControlApi: { data: { getRestApiUrl: BASE } } });
    await waitFor(() => expect(result.current.error).toBe('Access types could not be loaded'));
    expect(result.current.options).toEqual([]);
    expect(result.current.loading).toBe(false);
  });

  it('says so too when the service address cannot be had', async () => {
    const { result } = renderAccessTypes({ AccessControlApi: { errors: [{ message: 'no' }] } });
    await waitFor(() => expect(result.current.error).toBe('Access types could not be loaded'));
  });
});
