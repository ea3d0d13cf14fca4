import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { createGraphQLClient } from './client.ts';
import { useRefreshableQuery } from './useRefreshableQuery.ts';

// A plain document: codegen does not read test files.
const CountQuery = 'query RefreshTestCount { count }';

/** The app's own client (results handed over in transitions); the nth request answers n. */
function countingClient() {
  let requests = 0;
  const client = createGraphQLClient({
    session: { getAccessToken: async () => 'token', loginRequired: async () => {} },
    apiKey: 'key',
    url: 'http://test.local/graphql',
    fetchFn: async () => {
      requests += 1;
      return Response.json({ data: { count: requests } });
    },
  });
  return { client, requests: () => requests };
}

interface CounterProps {
  /** A render of this count reads `hold` and suspends until it settles: its transition waits. */
  holdAt: number;
  hold: Promise<void>;
  onRefresh: (refresh: () => void) => void;
}

function Counter({ holdAt, hold, onRefresh }: CounterProps) {
  const [{ data }, refresh] = useRefreshableQuery<{ count: number }>({ query: CountQuery });
  onRefresh(refresh);
  if (data?.count === holdAt) use(hold);
  return <p>count {data?.count ?? 'none'}</p>;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useRefreshableQuery', () => {
  it('reads the query again once per refresh', async () => {
    const { client, requests } = countingClient();
    let refresh = () => {};
    render(
      <Provider value={client}>
        <Counter holdAt={-1} hold={Promise.resolve()} onRefresh={(next) => (refresh = next)} />
      </Provider>,
    );
    expect(await screen.findByText('count 1')).toBeTruthy();
    act(() => refresh());
    expect(await screen.findByText('count 2')).toBeTruthy();
    act(() => refresh());
    expect(await screen.findByText('count 3')).toBeTruthy();
    expect(requests()).toBe(3);
  });

  it('settles, and shows the refreshed answer, when a refresh comes while a result waits in a transition', async () => {
    const { client, requests } = countingClient();
    let refresh = () => {};
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    render(
      <Provider value={client}>
        <Suspense fallback={<p>suspended</p>}>
          <Counter holdAt={2} hold={hold} onRefresh={(next) => (refresh = next)} />
        </Suspense>
      </Provider>,
    );
    expect(await screen.findByText('count 1')).toBeTruthy();
    // The second answer's transition suspends: the page keeps showing 1, and that result waits in
    // the hook's queue at transition priority.
    act(() => refresh());
    await eventually(() => expect(requests()).toBe(2));
    // A refresh at default priority now. With urql's own re-execute this never returned: every
    // render made a new source, which sent a request, cancelled it and rendered again.
    act(() => refresh());
    await settle(300);
    const sent = requests();
    // Each attempt at the waiting transition's render asks once (and is cancelled); then quiet.
    expect(sent).toBeLessThanOrEqual(6);
    await settle(500);
    expect(requests()).toBe(sent);
    await act(async () => release());
    const shown = Number((await screen.findByText(/^count [3-9]$/)).textContent?.slice('count '.length));
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThanOrEqual(sent);
  });
});
