import { useCallback, useMemo, useState } from 'react';
import { type AnyVariables, type UseQueryArgs, type UseQueryState, useQuery } from 'urql';

/**
 * urql's `useQuery` with a `refresh()` that reads the query again from the server.
 *
 * Why not urql's own re-execute: it sets the hook's state with an updater that creates a new
 * query source each time React calls it. The client hands results over in transitions (client.ts),
 * so a result can wait in the hook's queue at transition priority while a refresh arrives at
 * default priority; React then applies the refresh in every default-priority render and again once
 * the transition renders. Each application was a new source: the request in flight was cancelled
 * and another sent, whose own loading update was one more default-priority render. On a loaded
 * machine the transition never finished and the arrivals page sent its list query every few
 * milliseconds, cancelling each, showing the list as it was before the refresh.
 *
 * Here a refresh only counts up. The count is a number, so applying it again gives the same value,
 * the context below is the same object, and urql keeps the same source: one request per refresh.
 * Once refreshed, the query asks the network (a refresh that the cache could answer would show
 * what is on screen already).
 */
export function useRefreshableQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
): [UseQueryState<Data, Variables>, () => void] {
  const [refreshes, setRefreshes] = useState(0);
  const { context } = args;
  const refreshedContext = useMemo(
    () => (refreshes === 0 ? context : { ...context, requestPolicy: 'network-only' as const, refreshes }),
    [context, refreshes],
  );
  const [result] = useQuery<Data, Variables>({ ...args, context: refreshedContext });
  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  return [result, refresh];
}
