import { type ReactNode, useSyncExternalStore } from 'react';
import { Provider } from 'urql';
import type { ClientHolder } from './client.ts';

/** Provides the current client; replacing it (logout) drops the cached data. */
export function GraphQLProvider({ holder, children }: { holder: ClientHolder; children: ReactNode }) {
  const client = useSyncExternalStore(holder.subscribe, holder.get);
  return <Provider value={client}>{children}</Provider>;
}
