import { Client, cacheExchange, fetchExchange, gql, type RequestPolicy } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PREFETCH_FRESH_MS,
  prefetchQuery,
  providePrefetchRuntime,
  takePrefetchedPolicy,
} from './prefetch.ts';

const ListQuery = gql<{ items: { id: string }[] }, { page: number }>`
  query PrefetchList($page: Int!) {
    items(page: $page) {
      id
    }
  }
`;

/** A client whose requests wait until the test answers them, counting what it sends. */
function deferredClient() {
  const sent: { page: number; answer: () => void }[] = [];
  const client = new Client({
    url: 'http://test.local/graphql',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: async (_input, init) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { page: number } };
      const body = JSON.stringify({
        data: { items: [{ __typename: 'Item', id: `item-${variables.page}` }] },
      });
      await new Promise<void>((resolve) => sent.push({ page: variables.page, answer: resolve }));
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

const signedIn = (client: Client, state: 'authenticated' | 'anonymous' = 'authenticated') => ({
  session: { state: async () => state },
  graphql: { get: () => client },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What a page's query gets with `policy`, and whether it asked the network for it. */
async function pageQuery(client: Client, policy: RequestPolicy, page = 1) {
  return client.query(ListQuery, { page }, { requestPolicy: policy }).toPromise();
}

afterEach(() => providePrefetchRuntime(null));

describe('prefetching a page’s first query', () => {
  it('asks once: the page shares the request while it is in flight', async () => {
    const { client, sent } = deferredClient();
    providePrefetchRuntime(signedIn(client));
    prefetchQuery(ListQuery, { page: 1 });
    await settle();
    expect(sent).toHaveLength(1);
    const policy = takePrefetchedPolicy(ListQuery, { page: 1 }, 'cache-and-network');
    expect(policy).toBe('cache-first');
    const answered = pageQuery(client, policy);
    await settle();
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    expect((await answered).data?.items).toEqual([{ __typename: 'Item', id: 'item-1' }]);
    expect(sent).toHaveLength(1);
  });

  it('asks once: the page reads the answer that came in before it mounted', async () => {
    const { client, sent } = deferredClient();
    providePrefetchRuntime(signedIn(client));
    prefetchQuery(ListQuery, { page: 1 });
    await settle();
    sent[0]?.answer();
    await settle();
    await settle();
    const policy = takePrefetchedPolicy(ListQuery, { page: 1 }, 'cache-and-network');
    const result = await pageQuery(client, policy);
    expect(result.data?.items).toEqual([{ __typename: 'Item', id: 'item-1' }]);
    expect(sent).toHaveLength(1);
  });

  it('gives the first run only: the same query later, other variables and old prefetches ask as usual', () => {
    const { client } = deferredClient();
    providePrefetchRuntime(signedIn(client));
    let now = 1_000_000;
    prefetchQuery(ListQuery, { page: 1 }, () => now);
    return settle().then(() => {
      expect(takePrefetchedPolicy(ListQuery, { page: 2 }, 'cache-and-network', () => now)).toBe(
        'cache-and-network',
      );
      expect(takePrefetchedPolicy(ListQuery, { page: 1 }, 'cache-and-network', () => now)).toBe(
        'cache-first',
      );
      expect(takePrefetchedPolicy(ListQuery, { page: 1 }, 'cache-and-network', () => now)).toBe(
        'cache-and-network',
      );
      prefetchQuery(ListQuery, { page: 3 }, () => now);
      return settle().then(() => {
        now += PREFETCH_FRESH_MS;
        expect(takePrefetchedPolicy(ListQuery, { page: 3 }, 'network-only', () => now)).toBe('network-only');
      });
    });
  });

  it('leaves a query answered before (an earlier visit) to the page, which asks it afresh', async () => {
    const { client, sent } = deferredClient();
    providePrefetchRuntime(signedIn(client));
    const earlier = pageQuery(client, 'network-only');
    await settle();
    sent[0]?.answer();
    await earlier;
    // Prefetched now, the page's first run would read the earlier answer from the cache at once.
    prefetchQuery(ListQuery, { page: 1 });
    await settle();
    expect(sent).toHaveLength(1);
    expect(takePrefetchedPolicy(ListQuery, { page: 1 }, 'network-only')).toBe('network-only');
    const fresh = pageQuery(client, 'network-only');
    await settle();
    expect(sent).toHaveLength(2);
    sent[1]?.answer();
    expect((await fresh).data?.items).toEqual([{ __typename: 'Item', id: 'item-1' }]);
  });

  it('asks nothing without a signed-in user or a runtime', async () => {
    const { client, sent } = deferredClient();
    prefetchQuery(ListQuery, { page: 1 });
    providePrefetchRuntime(signedIn(client, 'anonymous'));
    prefetchQuery(ListQuery, { page: 1 });
    await settle();
    expect(sent).toHaveLength(0);
    expect(takePrefetchedPolicy(ListQuery, { page: 1 }, 'cache-and-network')).toBe('cache-and-network');
  });
});
