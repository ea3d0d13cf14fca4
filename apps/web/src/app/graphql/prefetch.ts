import { type AnyVariables, type Client, createRequest, type DocumentInput, type RequestPolicy } from 'urql';
import type { Session } from '../auth/session.ts';

/**
 * Queries a page asks before it renders (render-as-you-fetch): a route's loader starts the page's
 * first query as soon as the router has matched it and loaded the page's code, instead of after the
 * shell and the page have rendered and mounted (a few hundred milliseconds of main thread on the
 * first screen). The page's own query then takes that answer: it shares the request while it is
 * in flight, and reads the cache once it is in (usePrefetchedPolicy), so nothing is asked twice.
 */
interface PrefetchRuntime {
  session: Pick<Session, 'state'>;
  graphql: { get(): Client };
}

let runtime: PrefetchRuntime | null = null;

/** An answer prefetched this long ago is still the page's first answer, not a stale one. */
export const PREFETCH_FRESH_MS = 10_000;

/** When each query (by urql's operation key) was last prefetched. */
const prefetched = new Map<number, number>();

/** The signed-in runtime prefetches go through (app/mount.tsx); null stops them (tests). */
export function providePrefetchRuntime(next: PrefetchRuntime | null): void {
  runtime = next;
  prefetched.clear();
}

/**
 * Starts `query` now, when a user is signed in; never throws and never waits. A failure is the
 * page's to show: its own query asks again (nothing failed is cached).
 */
export function prefetchQuery<Variables extends AnyVariables>(
  query: DocumentInput<unknown, Variables>,
  variables: Variables,
  now: () => number = Date.now,
): void {
  const current = runtime;
  if (!current) return;
  const { key } = createRequest(query, variables);
  void current.session.state().then(
    (state) => {
      if (state !== 'authenticated' || runtime !== current) return;
      const client = current.graphql.get();
      // An answer already in the cache (an earlier visit) leaves the query to the page: its first
      // run would read that older answer at once while the prefetch was still on its way (a member
      // transferred since showed under their old branch as not belonging to the new one).
      if (client.readQuery(query, variables) !== null) return;
      prefetched.set(key, now());
      client
        .query(query, variables, { requestPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
    },
    () => undefined,
  );
}

/**
 * The request policy of a query's first run: `cache-first` when the same query was prefetched
 * moments ago (its answer is in the cache or on its way, and is as fresh as the page), else
 * `otherwise`. Taken once: a later run of the same query uses `otherwise`.
 */
export function takePrefetchedPolicy<Variables extends AnyVariables>(
  query: DocumentInput<unknown, Variables>,
  variables: Variables,
  otherwise: RequestPolicy,
  now: () => number = Date.now,
): RequestPolicy {
  const { key } = createRequest(query, variables);
  const at = prefetched.get(key);
  prefetched.delete(key);
  return at !== undefined && now() - at < PREFETCH_FRESH_MS ? 'cache-first' : otherwise;
}
