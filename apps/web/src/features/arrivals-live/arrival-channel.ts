/** Spec 1 §9: the reconnection wait grows by 10 s per failure, up to 60 s. */
const RECONNECT_STEP_MS = 10_000;
const RECONNECT_MAX_MS = 60_000;
/** The server is going away (a restart, a deployment): reconnect at once. */
const GOING_AWAY = 1001;

/** The part of the browser's WebSocket the channel uses (a fake one in tests). */
export interface ChannelSocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

interface ArrivalChannelOptions {
  /** getRestApiUrl('arrival'): ws:// or wss:// of the api. */
  url: string;
  branchId: string;
  /** A current access token (renewed when it is about to expire), read at each (re)connection. */
  accessToken: () => Promise<string>;
  /** Each new arrival's id, as the server announces it. */
  onArrival: (id: string) => void;
  openSocket?: (url: string) => ChannelSocket;
}

interface ArrivalChannel {
  /** Closes the socket and stops reconnecting (leaving the branch, signing out). */
  stop(): void;
}

/**
 * The live arrivals connection (spec 1 §4.4): subscribes with the branch and the access token,
 * passes each message's arrival id on, and reconnects. A message containing the word "error", a
 * socket error or a close the server did not announce reconnects after a wait that starts at 0
 * and grows by 10 s per failure up to 60 s, reset to 0 by a good message; close code 1001 (the
 * server going away) reconnects at once.
 */
export function openArrivalChannel(options: ArrivalChannelOptions): ArrivalChannel {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url));
  let socket: ChannelSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let nextWaitMs = 0;

  const schedule = (waitMs: number) => {
    if (stopped || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, waitMs);
  };

  /** Drops the current socket without its handlers firing again. */
  const drop = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = null;
    current.onmessage = null;
    current.onerror = null;
    current.onclose = null;
    current.close();
  };

  const fail = () => {
    drop();
    const wait = nextWaitMs;
    nextWaitMs = Math.min(nextWaitMs + RECONNECT_STEP_MS, RECONNECT_MAX_MS);
    schedule(wait);
  };

  const connect = async () => {
    if (stopped) return;
    let token: string;
    try {
      token = await options.accessToken();
    } catch {
      // No token to be had (signed out, renewal failed): the session sends the user to log in.
      fail();
      return;
    }
    if (stopped) return;
    const current = openSocket(options.url);
    socket = current;
    current.onopen = () => {
      current.send(
        JSON.stringify({
          action: 'subscribe',
          branchId: options.branchId,
          accessToken: token,
          notificationName: 'new_arrival',
        }),
      );
    };
    current.onmessage = (event) => {
      const text = typeof event.data === 'string' ? event.data : '';
      if (/error/i.test(text)) return fail();
      nextWaitMs = 0;
      const id = arrivalIdOf(text);
      if (id) options.onArrival(id);
    };
    current.onerror = () => fail();
    current.onclose = (event) => {
      if (event.code === GOING_AWAY) {
        drop();
        schedule(0);
        return;
      }
      fail();
    };
  };

  void connect();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      drop();
    },
  };
}

/** The arrival id of a `new_arrival` message; null for any other (the subscription's answer). */
function arrivalIdOf(text: string): string | null {
  try {
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null || !('type' in message) || !('id' in message))
      return null;
    return message.type === 'new_arrival' && typeof message.id === 'string' && message.id !== ''
      ? message.id
      : null;
  } catch {
    return null;
  }
}
