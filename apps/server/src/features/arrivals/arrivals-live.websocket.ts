import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorText } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { authorize } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { ApiEnvironment, Authenticated } from '../../platform/modules/feature-module.ts';
import { REST_API_PATHS } from '../organisation/public.ts';
import { type ArrivalFeed, listenForArrivals } from './arrival-feed.ts';

/** The channel's address on the api (getRestApiUrl('arrival') gives it as ws:// or wss://). */
export const ARRIVALS_CHANNEL_PATH = REST_API_PATHS.arrival;

/** A subscribe message is a few hundred characters; an access token about a thousand. */
const MAX_FRAME_BYTES = 16 * 1024;
/** A socket that has not asked to subscribe by then is closed (nothing would ever reach it). */
const SUBSCRIBE_WITHIN_MS = 10_000;
/** Pings keep proxies from closing an idle socket and find browsers that went away silently. */
const PING_EVERY_MS = 30_000;

/** The longest a timer can wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Close codes: 1001 the server is going away (the web reconnects at once), else refused. */
const GOING_AWAY = 1001;
const POLICY_VIOLATION = 1008;

const subscribeSchema = z.object({
  action: z.literal('subscribe'),
  branchId: z.guid(),
  accessToken: z.string().min(1).max(8_192),
  notificationName: z.literal('new_arrival'),
});

/** What the server sends: `new_arrival` with the arrival's id, or an error the web reacts to. */
type ServerMessage =
  | { type: 'subscribed'; branchId: string }
  | { type: 'new_arrival'; id: string }
  | { type: 'error'; code: ErrorCode; message: string };

/**
 * The live arrivals channel (spec 1 §4.4, spec 2 §7): a websocket at ARRIVALS_CHANNEL_PATH. The
 * browser cannot send headers on a websocket, so the access token comes in the subscribe message
 * and is checked as /graphql checks it; the branch is authorised as getArrivals is (view-arrival
 * there). The subscription ends when the token expires: the web subscribes again with its new one.
 */
export function registerArrivalsChannel(app: FastifyInstance, env: ApiEnvironment): ArrivalFeed {
  const feed = listenForArrivals(env);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  // Plain HTTP on the address (a browser tab, a probe) learns it is a websocket.
  app.get(ARRIVALS_CHANNEL_PATH, async (_request, reply) =>
    reply
      .code(426)
      .header('upgrade', 'websocket')
      .send({
        errors: [{ message: 'This address is a websocket.', extensions: { code: 'BAD_REQUEST' } }],
      }),
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== ARRIVALS_CHANNEL_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      serveSocket(webSocket, env, feed);
    });
  };
  app.server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const socket of sockets.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_EVERY_MS);
  heartbeat.unref();

  // Before the HTTP server closes, which would otherwise wait for the open sockets. Going away:
  // the web reconnects at once, to another replica or to this one restarted.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    app.server.off('upgrade', onUpgrade);
    for (const socket of sockets.clients) socket.close(GOING_AWAY, 'The server is restarting');
    sockets.close();
  });
  app.addHook('onClose', async () => {
    for (const socket of sockets.clients) socket.terminate();
    await feed.close();
  });
  return feed;
}

const alive = new WeakMap<WebSocket, boolean>();

function serveSocket(socket: WebSocket, env: ApiEnvironment, feed: ArrivalFeed): void {
  alive.set(socket, true);
  socket.on('pong', () => alive.set(socket, true));
  let state: 'waiting' | 'checking' | 'subscribed' | 'ended' = 'waiting';
  const cleanups: (() => void)[] = [];
  const end = () => {
    state = 'ended';
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  // An error message, then the close: the web waits its back-off and subscribes again.
  const refuse = (code: ErrorCode, message: string) => {
    if (state === 'ended') return;
    end();
    send({ type: 'error', code, message });
    socket.close(POLICY_VIOLATION, code);
  };

  const subscribeTimer = setTimeout(() => {
    if (state === 'waiting') refuse('BAD_REQUEST', 'No subscribe message was received in time.');
  }, SUBSCRIBE_WITHIN_MS);
  cleanups.push(() => clearTimeout(subscribeTimer));
  socket.on('close', end);
  socket.on('error', end);

  socket.on('message', (data: RawData, isBinary: boolean) => {
    // One subscription per socket: a second message (or one while the first is checked) is refused.
    if (state !== 'waiting') return refuse('BAD_REQUEST', 'This connection is already subscribed.');
    const request = isBinary ? null : parseSubscribe(data);
    if (!request) return refuse('BAD_REQUEST', errorText('BAD_REQUEST'));
    state = 'checking';
    subscribe(env, request)
      .then(({ authenticated, expiresAt }) => {
        if (state !== 'checking') return;
        state = 'subscribed';
        clearTimeout(subscribeTimer);
        const { applicationId } = authenticated.viewer;
        cleanups.push(
          feed.subscribe(applicationId, request.branchId, (id) => send({ type: 'new_arrival', id })),
        );
        // A timer cannot wait longer than 2^31 - 1 ms (it would fire at once): the subscription of
        // a longer-lived token ends then, and the web subscribes again.
        const untilExpiry = Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS);
        const expiry = setTimeout(() => refuse('UNAUTHENTICATED', errorText('UNAUTHENTICATED')), untilExpiry);
        cleanups.push(() => clearTimeout(expiry));
        send({ type: 'subscribed', branchId: request.branchId });
      })
      .catch((error: unknown) => {
        if (error instanceof DomainError) return refuse(error.code, error.message);
        env.logger.error({ err: error }, 'subscribing to arrivals failed');
        refuse('INTERNAL', errorText('INTERNAL'));
      });
  });
}

type SubscribeRequest = z.infer<typeof subscribeSchema>;

function parseSubscribe(data: RawData): SubscribeRequest | null {
  try {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
    const text = bytes.toString('utf8');
    const parsed = subscribeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The token as /graphql checks it, then view-arrival at the branch (as getArrivals decides). */
async function subscribe(
  env: ApiEnvironment,
  request: SubscribeRequest,
): Promise<{ authenticated: Authenticated; expiresAt: number }> {
  const authenticated = await env.authenticateToken(request.accessToken);
  if (!authenticated) throw new DomainError('UNAUTHENTICATED');
  // The token was verified above, so its expiry can be read without checking it again.
  const expiresAt = (decodeJwt(request.accessToken).exp ?? 0) * 1000;
  await withTenant(env.deps.db, authenticated.viewer.applicationId, (tx) =>
    authorize(authenticated, tx, 'view-arrival', { kind: 'branch', id: request.branchId }),
  );
  return { authenticated, expiresAt };
}
