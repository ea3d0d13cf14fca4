import type { AsyncOperationDomain } from '@clubline/domain';
import type { Client, TypedDocumentNode } from 'urql';

/** Spec 1 §4.3, §9: retry every 300 ms while no result is ready, give up after 120 s. */
export const ASYNC_POLL_INTERVAL_MS = 300;
export const ASYNC_POLL_TIMEOUT_MS = 120_000;

/** Spec 1 §4.3 and spec 2 §8. */
export const asyncOperationMessages = {
  timedOut: 'Polling for an async result timed out',
  failed: 'There was an issue processing the async request',
  // Spec 2 §8 quotes it with its full stop.
  missingTicket: "Missing 'ticket' to poll with.",
} as const;

/** What an async mutation returns instead of its result. */
export interface AsyncTicket {
  ticketId: string;
  operationDomain: AsyncOperationDomain;
}

/** The fields every status answer has; a feature's status query adds the resulting object. */
export interface AsyncStatusShape {
  status: 'OK' | 'ERROR';
  message: string | null;
}

type AsyncStatusVariables = { operationDomain: AsyncOperationDomain; ticketId: string | number };

/** A feature's `getAsyncOperationStatus` query (it owns the fields of the result it reads). */
export type AsyncStatusDocument<Status extends AsyncStatusShape> = TypedDocumentNode<
  { getAsyncOperationStatus: Status | null },
  AsyncStatusVariables
>;

/** A failed async operation; `message` is fit to show. */
export class AsyncOperationError extends Error {
  override name = 'AsyncOperationError';
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** Stops polling (the page went away); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  now?: () => number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

/**
 * Polls `getAsyncOperationStatus` with the ticket until the operation has finished (spec 1 §4.3):
 * null means "not yet", retried every 300 ms for at most 120 s. An OK answer resolves with the
 * status (and the resulting object the document asked for); ERROR rejects with its message.
 */
export async function pollAsyncOperation<Status extends AsyncStatusShape>(
  client: Client,
  document: AsyncStatusDocument<Status>,
  ticket: AsyncTicket | null | undefined,
  options: PollOptions = {},
): Promise<Status> {
  if (!ticket?.ticketId || !ticket.operationDomain) {
    throw new AsyncOperationError(asyncOperationMessages.missingTicket);
  }
  const interval = options.intervalMs ?? ASYNC_POLL_INTERVAL_MS;
  const timeout = options.timeoutMs ?? ASYNC_POLL_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const started = now();
  const variables = { operationDomain: ticket.operationDomain, ticketId: ticket.ticketId };
  for (;;) {
    options.signal?.throwIfAborted();
    const result = await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) {
      // A GraphQL error (denial, validation) has a message; a network failure is never shown.
      throw new AsyncOperationError(result.error.graphQLErrors[0]?.message ?? asyncOperationMessages.failed);
    }
    const status = result.data?.getAsyncOperationStatus;
    if (status) {
      if (status.status === 'ERROR') {
        throw new AsyncOperationError(status.message?.trim() || asyncOperationMessages.failed);
      }
      return status;
    }
    if (now() - started + interval > timeout) throw new AsyncOperationError(asyncOperationMessages.timedOut);
    await sleep(interval, options.signal);
  }
}
