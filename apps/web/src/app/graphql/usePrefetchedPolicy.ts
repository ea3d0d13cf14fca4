import { useState } from 'react';
import { type AnyVariables, createRequest, type DocumentInput, type RequestPolicy } from 'urql';
import { takePrefetchedPolicy } from './prefetch.ts';

/**
 * `otherwise`, except for the query's first variables when a route's loader prefetched them
 * (app/graphql/prefetch.ts): those read the prefetched answer instead of asking again. Once the
 * variables change, every run (a return to the first ones included) uses `otherwise`.
 */
export function usePrefetchedPolicy<Variables extends AnyVariables>(
  query: DocumentInput<unknown, Variables>,
  variables: Variables,
  otherwise: RequestPolicy,
): RequestPolicy {
  const key = createRequest(query, variables).key;
  const [first] = useState(() => ({ key, policy: takePrefetchedPolicy(query, variables, otherwise) }));
  const [moved, setMoved] = useState(false);
  if (!moved && key !== first.key) setMoved(true);
  return moved || key !== first.key ? otherwise : first.policy;
}
