import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnyVariables, type CombinedError, type TypedDocumentNode, useClient } from 'urql';
import { notifySuccess } from '../../ui/notifications.ts';
import { errorTextOf } from '../errors/error-text.ts';
import { fieldErrorsOf } from '../graphql/errors.ts';
import {
  AsyncOperationError,
  type AsyncStatusDocument,
  type AsyncStatusShape,
  type AsyncTicket,
  pollAsyncOperation,
} from './poll-async-operation.ts';

export interface AsyncOperationOptions<
  Data,
  Variables extends AnyVariables,
  Status extends AsyncStatusShape,
> {
  /** The mutation that starts the operation; it answers a ticket. */
  mutation: TypedDocumentNode<Data, Variables>;
  /** The ticket in the mutation's answer. */
  ticketOf: (data: Data) => AsyncTicket | null | undefined;
  /** The feature's `getAsyncOperationStatus` query (it owns the fields of the result it reads). */
  status: AsyncStatusDocument<Status>;
  /**
   * The success notification (spec 1 §8), fixed or from the finished status and the variables
   * sent; none without it (the screen says the outcome itself).
   */
  success?: string | ((status: Status, variables: Variables) => string);
  /**
   * The form's fields: when the server refuses the start with messages on one of them, the form
   * shows them under its fields (`invalid`) instead of a failure above it.
   */
  fields?: readonly string[];
}

/** How a run ended: finished (OK), refused on the form's fields, or failed with a text to show. */
type AsyncOutcome<Status> =
  | { kind: 'done'; status: Status }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'failed'; message: string };

export interface AsyncOperation<Variables, Status> {
  /** Starts the operation and waits for its end (it never throws). */
  run: (variables: Variables) => Promise<AsyncOutcome<Status>>;
  /**
   * From the start until it fails or is refused. A finished operation stays running: its form
   * closes or moves on, and must not offer its buttons again meanwhile.
   */
  running: boolean;
  /** The last failure's text, for above the form; a new run clears it. */
  failure: string | null;
}

/** The start refused: the messages on the form's fields, or a text for the whole form. */
function refusal(
  error: CombinedError,
  fields: readonly string[] | undefined,
): Extract<AsyncOutcome<never>, { kind: 'invalid' | 'failed' }> {
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).filter(([field]) => fields?.includes(field)),
  );
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };
  return { kind: 'failed', message: errorTextOf(error) };
}

/**
 * The one way the web runs an async operation (spec 1 §4.3): submit the mutation, take its
 * ticket, poll `getAsyncOperationStatus` every 300 ms for at most 120 s (pollAsyncOperation), then
 * notify. A failure's text is the start's error code's text (errorTextOf), an ERROR answer's
 * message or the generic 'There was an issue processing the async request', the timeout's text,
 * and the standard error text for anything unforeseen. Polling stops when the component unmounts.
 */
export function useAsyncOperation<Data, Variables extends AnyVariables, Status extends AsyncStatusShape>(
  options: AsyncOperationOptions<Data, Variables, Status>,
): AsyncOperation<Variables, Status> {
  const client = useClient();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The options of the latest render: a run started before a re-render reads the same ones.
  const latest = useRef(options);
  latest.current = options;
  // Polls in flight, stopped when the component unmounts. A poll starts once the mutation has
  // answered, so React's development double mount (an unmount and a mount in one go) stops none.
  const mounted = useRef(false);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    mounted.current = true;
    const active = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of active) controller.abort();
      active.clear();
    };
  }, []);

  const run = useCallback(
    async (variables: Variables): Promise<AsyncOutcome<Status>> => {
      const { mutation, ticketOf, status, success, fields } = latest.current;
      const controller = new AbortController();
      setFailure(null);
      setRunning(true);
      const outcome = await attempt();
      controllers.current.delete(controller);
      // The page went away: nobody is left to tell.
      if (!mounted.current) return outcome;
      if (outcome.kind === 'done') {
        if (success !== undefined) {
          notifySuccess(typeof success === 'string' ? success : success(outcome.status, variables));
        }
        return outcome;
      }
      setRunning(false);
      if (outcome.kind === 'failed') setFailure(outcome.message);
      return outcome;

      async function attempt(): Promise<AsyncOutcome<Status>> {
        try {
          const started = await client.mutation(mutation, variables).toPromise();
          if (started.error) return refusal(started.error, fields);
          const ticket = started.data ? ticketOf(started.data) : undefined;
          // Gone while the mutation ran: the operation goes on at the server, unwatched.
          if (!mounted.current) return { kind: 'failed', message: errorTextOf(undefined) };
          controllers.current.add(controller);
          const finished = await pollAsyncOperation(client, status, ticket, { signal: controller.signal });
          return { kind: 'done', status: finished };
        } catch (error) {
          return {
            kind: 'failed',
            message: error instanceof AsyncOperationError ? error.message : errorTextOf(undefined),
          };
        }
      }
    },
    [client],
  );

  return { run, running, failure };
}
