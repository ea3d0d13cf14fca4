import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelSocket, openArrivalChannel } from './arrival-channel.ts';

/** A socket the test drives: what the page sent, and the server's side of the events. */
class FakeSocket implements ChannelSocket {
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  message(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
  error() {
    this.onerror?.(new Event('error'));
  }
  closeWith(code: number) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

let sockets: FakeSocket[];
let arrivals: string[];
const latest = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  arrivals = [];
});
afterEach(() => {
  vi.useRealTimers();
});

async function start() {
  const channel = openArrivalChannel({
    url: 'ws://api.test/ws/arrivals',
    branchId: 'branch-1',
    accessToken: async () => `token-${sockets.length + 1}`,
    onArrival: (id) => arrivals.push(id),
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  await vi.advanceTimersByTimeAsync(0);
  return channel;
}

/** How many sockets exist after `ms` more milliseconds. */
async function socketsAfter(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  return sockets.length;
}

describe('the live arrivals connection', () => {
  it('subscribes with the branch, a fresh access token and new_arrival, and passes each arrival id on', async () => {
    await start();
    latest().open();
    expect(JSON.parse(latest().sent[0] ?? '')).toEqual({
      action: 'subscribe',
      branchId: 'branch-1',
      accessToken: 'token-1',
      notificationName: 'new_arrival',
    });
    latest().message({ type: 'subscribed', branchId: 'branch-1' });
    latest().message({ type: 'new_arrival', id: 'a1' });
    latest().message({ type: 'new_arrival', id: 'a2' });
    expect(arrivals).toEqual(['a1', 'a2']);
  });

  it('waits 0, 10, 20 … up to 60 s between failed attempts (error messages and socket errors)', async () => {
    await start();
    const waits: number[] = [];
    for (let failure = 0; failure < 9; failure += 1) {
      const before = sockets.length;
      if (failure % 2 === 0) latest().message({ type: 'error', code: 'UNAUTHENTICATED', message: '…' });
      else latest().error();
      expect(latest().closed).toBe(true);
      let waited = 0;
      while (sockets.length === before) {
        await vi.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    // Advancing 1 s at a time: an immediate reconnect shows as the first step.
    expect(waits).toEqual([1_000, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 60_000, 60_000]);
  });

  it('starts again from 0 after a good message', async () => {
    await start();
    latest().error();
    expect(await socketsAfter(0)).toBe(2);
    latest().error();
    expect(await socketsAfter(9_999)).toBe(2);
    expect(await socketsAfter(1)).toBe(3);
    latest().message({ type: 'new_arrival', id: 'a1' });
    latest().error();
    expect(await socketsAfter(0)).toBe(4);
  });

  it('reads any message containing the word error as a failure', async () => {
    await start();
    latest().message('Internal server error');
    expect(latest().closed).toBe(true);
    expect(await socketsAfter(0)).toBe(2);
    expect(arrivals).toEqual([]);
  });

  it('reconnects at once, without growing the wait, when the server closes with 1001', async () => {
    await start();
    latest().error();
    await socketsAfter(0);
    latest().error();
    await socketsAfter(10_000);
    expect(sockets).toHaveLength(3);
    latest().closeWith(1001);
    expect(await socketsAfter(0)).toBe(4);
    // The next failure still waits 20 s: 1001 is no failure.
    latest().error();
    expect(await socketsAfter(19_999)).toBe(4);
    expect(await socketsAfter(1)).toBe(5);
  });

  it('counts an unannounced close as a failure, once, and subscribes again with a new token', async () => {
    await start();
    latest().error();
    latest().closeWith(1006);
    expect(await socketsAfter(0)).toBe(2);
    latest().open();
    expect(JSON.parse(latest().sent[0] ?? '').accessToken).toBe('token-2');
  });

  it('stops reconnecting when stopped', async () => {
    const channel = await start();
    latest().error();
    channel.stop();
    expect(await socketsAfter(120_000)).toBe(1);
  });
});
