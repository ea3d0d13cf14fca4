import { startTransition } from 'react';
import { Client, cacheExchange, type Exchange, fetchExchange } from 'urql';
import { make, pipe, subscribe } from 'wonka';
import { apiHeaders } from '../auth/api-headers.ts';
import type { Session } from '../auth/session.ts';

/**
 * The GraphQL client (spec 1 §7.1): one endpoint, a bearer token renewed by the session when it
 * runs short, and the organisation's API key. A 401 means the session is gone: back to login.
 */
export interface GraphQLClientOptions {
  session: Pick<Session, 'getAccessToken' | 'loginRequired'>;
  apiKey: string;
  url?: string;
  fetchFn?: typeof fetch;
}

export function createGraphQLClient({
  session,
  apiKey,
  url = '/graphql',
  fetchFn = (...args) => fetch(...args),
}: GraphQLClientOptions): Client {
  return new Client({
    url,
    exchanges: [transitionExchange, cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: async (input, init) => {
      const token = await session.getAccessToken();
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(apiHeaders({ accessToken: token, apiKey })))
        headers.set(name, value);
      const response = await fetchFn(input, { ...init, headers });
      if (response.status === 401) void session.loginRequired();
      return response;
    },
  });
}

/**
 * Holds the current client so the data cache can be cleared (logout) by replacing the client.
 */
export function createClientHolder(make: () => Client) {
  let client = make();
  const listeners = new Set<() => void>();
  return {
    get: (): Client => client,
    reset(): void {
      client = make();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ClientHolder = ReturnType<typeof createClientHolder>;

/**
 * Hands every result to the components inside a transition. A result rendered outside one is
 * rendered at React's default priority, which is one task the browser cannot interrupt: a page of
 * 50 members was a few hundred milliseconds of a mid-range phone's main thread in one piece. In a
 * transition React renders in slices of about 5 ms and yields between them, so input and paint
 * are never held up; what is on screen stays until the new result is ready. First in the list, so
 * every result (cached or fetched) passes through it.
 */
const transitionExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    make((observer) => {
      const { unsubscribe } = pipe(
        forward(operations$),
        subscribe((result) => startTransition(() => observer.next(result))),
      );
      return unsubscribe;
    });
