import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabasePool } from './client.ts';

/** Waits before listening again after the connection was lost: 1 s, doubling up to 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` for the life of the process, on one dedicated connection with the pool's
 * settings (a pooled connection would be handed to a request and lose the LISTEN), and calls
 * `onPayload` with each notification's payload. A lost connection is opened again after a
 * back-off; notifications sent while it is down are not replayed.
 */
export function listenForNotifications(
  pool: DatabasePool,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  logger: Logger,
): NotificationListener {
  // LISTEN takes an identifier, never a parameter: only plain names.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, wait);
    retryTimer.unref();
  };

  const open = async () => {
    const connection = new pg.Client(pool.options);
    client = connection;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost || closed) return;
      lost = true;
      logger.warn({ err: error, channel }, 'a LISTEN connection was lost; listening again');
      connection.removeAllListeners('notification');
      connection.end().catch(() => {});
      if (client === connection) client = null;
      retry();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      if (message.channel !== channel) return;
      try {
        onPayload(message.payload);
      } catch (error) {
        logger.error({ err: error, channel }, 'handling a notification failed');
      }
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
      if (closed) {
        await connection.end();
        return;
      }
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      onLost(error);
    }
  };

  void open();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = null;
      if (connection) {
        connection.removeAllListeners('notification');
        await connection.end().catch(() => {});
      }
    },
  };
}
