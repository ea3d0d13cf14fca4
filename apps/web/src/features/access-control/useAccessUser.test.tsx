import type { AccessUserView } from '@clubline/domain';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../app/auth/RuntimeProvider.tsx';
import { fakeRuntime } from '../../testing/app.tsx';
import { createTestClient } from '../../testing/graphql.ts';
import { useAccessUser } from './useAccessUser.ts';

const BASE = 'http://demo.test/access-control';

const pendingUser: AccessUserView = {
  id: 'p1',
  accessGroup: null,
  accessLevels: [],
  tokens: [
    {
      id: 't1',
      name: 'C1',
      description: '',
      type: 'card',
      providerSyncStatus: [{ id: 'd', status: 'PENDING' }],
    },
  ],
};

function renderAccessUser(answer: () => Response) {
  const fetchFn = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchFn);
  const { client } = createTestClient({ AccessControlApi: { data: { getRestApiUrl: BASE } } });
  const { runtime } = fakeRuntime(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={{ status: 'ready', runtime }}>
      <Provider value={client}>{children}</Provider>
    </RuntimeProvider>
  );
  return { fetchFn, ...renderHook(() => useAccessUser('p1'), { wrapper }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets 3 s pass `times` times, settling each read. */
async function polls(times: number) {
  for (let i = 0; i < times; i += 1) await vi.advanceTimersByTimeAsync(3000);
}

describe('useAccessUser polling (spec 3 §7, §9)', () => {
  it('reads every 3 s while an item is pending, 100 times at most', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchFn, result } = renderAccessUser(() => new Response(JSON.stringify(pendingUser)));
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await polls(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await polls(110);
    expect(fetchFn).toHaveBeenCalledTimes(101);
  });

  it('tries 5 more times after an error, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchFn, result } = renderAccessUser(() => new Response('{}', { status: 500 }));
    await waitFor(() => expect(result.current.failed).toBe(true));
    await polls(10);
    expect(fetchFn).toHaveBeenCalledTimes(6);
  });

  it('stops once nothing is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const settled = { ...pendingUser, tokens: [] };
    const { fetchFn, result } = renderAccessUser(() => new Response(JSON.stringify(settled)));
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await polls(5);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
