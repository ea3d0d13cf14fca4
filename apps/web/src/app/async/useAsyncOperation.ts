import { useCallback, useEffect, useRef } from 'react';
import { useClient } from 'urql';
import {
  type AsyncStatusDocument,
  type AsyncStatusShape,
  type AsyncTicket,
  pollAsyncOperation,
} from './poll-async-operation.ts';

/**
 * The one way the web waits for an async operation (spec 1 §4.3): returns a function that polls
 * the status of a ticket with the feature's status `document` and resolves with the finished
 * status, or rejects with an AsyncOperationError whose message is fit to show. Polling stops when
 * the component unmounts.
 */
export function useAsyncOperation<Status extends AsyncStatusShape>(
  document: AsyncStatusDocument<Status>,
): (ticket: AsyncTicket | null | undefined) => Promise<Status> {
  const client = useClient();
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
      active.clear();
    };
  }, []);
  return useCallback(
    async (ticket) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        return await pollAsyncOperation(client, document, ticket, { signal: controller.signal });
      } finally {
        controllers.current.delete(controller);
      }
    },
    [client, document],
  );
}
