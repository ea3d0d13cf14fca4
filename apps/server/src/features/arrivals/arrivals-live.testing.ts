import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { DatabasePool } from '../../platform/db/client.ts';
import { ARRIVALS_CHANNEL } from './arrival-feed.ts';
import { ARRIVALS_CHANNEL_PATH } from './arrivals-live.websocket.ts';

/** A message of the channel as the web receives it. */
interface ChannelMessage {
  type: string;
  id?: string;
  code?: string;
  message?: string;
}

/** A websocket client of the arrivals channel that keeps what it receives, for assertions. */
interface ChannelClient {
  socket: WebSocket;
  /** The next message not yet taken (waits up to `timeoutMs`; rejects after it). */
  next(timeoutMs?: number): Promise<ChannelMessage>;
  /** Messages received and not yet taken. */
  pending(): ChannelMessage[];
  /** The close code and reason, once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(frame: string | Buffer): void;
  close(): void;
}

const started = new WeakMap<FastifyInstance, Promise<string>>();

/** The channel's ws:// address on `app`, listening on a free local port (once per app). */
export function channelUrlOf(app: FastifyInstance): Promise<string> {
  const known = started.get(app);
  if (known) return known;
  const url = (async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return `ws://127.0.0.1:${port}${ARRIVALS_CHANNEL_PATH}`;
  })();
  started.set(app, url);
  return url;
}

export async function openChannel(url: string): Promise<ChannelClient> {
  const socket = new WebSocket(url);
  const received: ChannelMessage[] = [];
  const waiting: ((message: ChannelMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ChannelMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    next(timeoutMs = 5_000) {
      const first = received.shift();
      if (first) return Promise.resolve(first);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new Error(`no channel message within ${timeoutMs} ms`));
        }, timeoutMs);
        const deliver = (message: ChannelMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(deliver);
      });
    },
    pending: () => [...received],
    closed,
    send: (frame) => socket.send(frame),
    close: () => socket.close(),
  };
}

/** Opens the channel and sends the web's subscribe message; resolves to the client and its answer. */
export async function subscribeTo(
  url: string,
  branchId: string,
  accessToken: string,
): Promise<{ client: ChannelClient; answer: ChannelMessage }> {
  const client = await openChannel(url);
  client.send(
    JSON.stringify({ action: 'subscribe', branchId, accessToken, notificationName: 'new_arrival' }),
  );
  return { client, answer: await client.next() };
}

/** What recording an arrival announces on commit, sent straight to the channel. */
export async function notifyArrival(
  pool: DatabasePool,
  notice: { applicationId: string; branchId: string; arrivalId: string },
): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [ARRIVALS_CHANNEL, JSON.stringify(notice)]);
}

/** Waits until `count` api processes LISTEN on the channel (each opens its connection at start). */
export async function waitForListeners(
  pool: DatabasePool,
  count: number,
  /** Backends just terminated: they may still be listed for a moment, and must be gone first. */
  terminated: readonly number[] = [],
): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await pool.query<{ listeners: number; lingering: number }>(
      `select count(*) filter (where state = 'idle' and pid <> all($2::int[]))::int as listeners,
          count(*) filter (where pid = any($2::int[]))::int as lingering
        from pg_stat_activity where datname = current_database() and query = $1`,
      [`LISTEN ${ARRIVALS_CHANNEL}`, terminated],
    );
    if ((rows[0]?.listeners ?? 0) >= count && rows[0]?.lingering === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} processes listen on '${ARRIVALS_CHANNEL}'`);
}
