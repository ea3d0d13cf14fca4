import type pg from 'pg';

type QueryFunction = (...args: unknown[]) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

/** A query object that runs itself (a cursor, a stream): pg hands it back at once. */
const isSubmittable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { submit?: unknown }).submit === 'function';

/**
 * Makes `client` send its statements one after another, in the order they were asked, instead of
 * leaving pg to queue them. A request's transaction is one connection, and GraphQL asks its
 * DataLoaders' batches in the same tick (a member's roles, cards and branches at once): pg 8 queues
 * such statements itself but warns on every process ("Calling client.query() when the client is
 * already executing a query is deprecated") and pg 9 refuses them. The order and the outcome are
 * pg's own: each statement waits for the one before to settle, a failed one does not stop the next
 * (in a transaction, the next then fails as PostgreSQL says), and callers get what pg would give
 * them, a promise or their callback. Cursors and streams (none here today) go straight to pg.
 */
export function serialiseQueries(client: pg.Client): void {
  const target = client as unknown as { query: QueryFunction };
  const query = target.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  target.query = (...args: unknown[]) => {
    if (isSubmittable(args[0])) return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      const done = new Promise<void>((resolve) => {
        const run = () => {
          try {
            query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
              resolve();
              callback(error, result);
            });
          } catch (error) {
            // A query pg refuses outright (no text) reaches its caller, and frees the queue.
            resolve();
            callback(error instanceof Error ? error : new Error(String(error)));
          }
        };
        previous.then(run, run);
      });
      previous = done;
      return undefined;
    }
    const run = () => query(...args) as Promise<unknown>;
    const result = previous.then(run, run);
    previous = result.catch(() => undefined);
    return result;
  };
}
