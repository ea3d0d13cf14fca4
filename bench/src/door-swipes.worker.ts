/**
 * The doors and the desk of door-latency.ts, in their own thread: a door fleet and a desk are
 * clients on other machines, so their work (building requests, parsing answers, timing) must not
 * run on the api's event loop, which is what the figure measures. All times are this thread's.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface SwipeLoad {
  origin: string;
  rate: number;
  seconds: number;
  warmUpSeconds: number;
  memberships: number;
  branches: number;
  /** A token of a user who may watch branch 1's arrivals. */
  accessToken: string;
  branch1Id: string;
  /** Door key by branch number (index 0 is branch 1). */
  doorKeys: string[];
}

export interface SentSwipe {
  at: number;
  branch: number;
  latency?: number;
  arrivalId?: string;
  granted?: boolean;
  failed?: string;
  /** When the desk's `new_arrival` message for it came (branch 1 only). */
  messageAt?: number;
}

const cardOf = (g: number) => `BD${g.toString(16).toUpperCase().padStart(8, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function subscribeDesk(load: SwipeLoad, messages: Map<string, number>): Promise<WebSocket> {
  // The desk watching branch 1, as the web subscribes (spec 1 §4.4).
  const socket = new WebSocket(`${load.origin.replace(/^http/, 'ws')}/ws/arrivals`);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () =>
      socket.send(
        JSON.stringify({
          action: 'subscribe',
          branchId: load.branch1Id,
          accessToken: load.accessToken,
          notificationName: 'new_arrival',
        }),
      ),
    );
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string };
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'new_arrival' && message.id) messages.set(message.id, performance.now());
      else reject(new Error(`live channel: ${String(event.data)}`));
    });
    socket.addEventListener('error', () => reject(new Error('live channel: socket error')));
  });
  return socket;
}

/**
 * node:http over kept-alive connections rather than fetch: a door is a small client, and the
 * generator's own work shares this machine's two cores with the api and PostgreSQL.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function post(url: string, authorization: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function run(load: SwipeLoad): Promise<SentSwipe[]> {
  const messages = new Map<string, number>();
  const socket = await subscribeDesk(load, messages);
  const swipeUrl = `${load.origin}/access-control/doors/swipes`;
  const runId = Date.now().toString(36);
  const sent: SentSwipe[] = [];
  const swipe = async (i: number, plannedAt: number) => {
    // Members in a fixed pseudo-random order (a multiplicative hash over g).
    const g = 1 + ((i * 2_654_435_761) % load.memberships);
    const branch = 1 + (g % load.branches);
    const entry: SentSwipe = { at: plannedAt, branch };
    sent.push(entry);
    try {
      const response = await post(
        swipeUrl,
        `Door ${load.doorKeys[branch - 1]}`,
        JSON.stringify({ swipeId: `${runId}-${i}`, cardNumber: cardOf(g) }),
      );
      const body = JSON.parse(response.body) as { arrivalId?: string; granted?: boolean };
      entry.latency = performance.now() - plannedAt;
      if (response.status !== 200) entry.failed = `${response.status} ${response.body}`;
      entry.arrivalId = body.arrivalId;
      entry.granted = body.granted;
    } catch (error) {
      entry.failed = String(error);
    }
  };
  // Open loop: each swipe leaves at its planned time whether or not the ones before were answered.
  const total = (load.warmUpSeconds + load.seconds) * load.rate;
  const start = performance.now() + 100;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const plannedAt = start + (i * 1000) / load.rate;
    await sleep(plannedAt - performance.now());
    inFlight.push(swipe(i, plannedAt));
  }
  await Promise.all(inFlight);
  await sleep(500);
  socket.close();
  for (const entry of sent) {
    const messageAt = entry.arrivalId ? messages.get(entry.arrivalId) : undefined;
    if (messageAt !== undefined) entry.messageAt = messageAt;
  }
  return sent;
}

if (parentPort) parentPort.postMessage(await run(workerData as SwipeLoad));
