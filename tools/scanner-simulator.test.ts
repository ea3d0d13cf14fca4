import { afterEach, expect, it } from 'vitest';
import { type ScannerSimulator, startScannerSimulator } from './scanner-simulator.ts';

let simulator: ScannerSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

/** Messages of a browser-like client (Node's WebSocket), one promise per expected message. */
function connect(port: number): Promise<{ socket: WebSocket; next: () => Promise<string> }> {
  const socket = new WebSocket(`ws://localhost:${port}`);
  const inbox: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.addEventListener('message', (message) => {
    const text = String(message.data);
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else inbox.push(text);
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const queued = inbox.shift();
      if (queued !== undefined) resolve(queued);
      else waiting.push(resolve);
    });
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, next }));
    socket.addEventListener('error', () => reject(new Error('could not connect')));
  });
}

it('answers each enrol with a barcode event: the queued ones in order, then made-up numbers', async () => {
  simulator = await startScannerSimulator({ port: 0, delayMs: 10, barcodes: ['CARD1'] });
  const { socket, next } = await connect(simulator.port);
  socket.send(JSON.stringify({ event: 'enrol' }));
  expect(JSON.parse(await next())).toEqual({ event: 'barcode', barcode: 'CARD1' });
  simulator.queue('X'.repeat(300));
  socket.send(JSON.stringify({ event: 'enrol' }));
  expect(JSON.parse(await next())).toEqual({ event: 'barcode', barcode: 'X'.repeat(300) });
  socket.send('not json');
  socket.send(JSON.stringify({ event: 'enrol' }));
  expect(JSON.parse(await next()).barcode).toMatch(/^SIM\d{6}$/);
  expect(simulator.received).toEqual(['enrol', 'enrol', 'enrol']);
  socket.close();
});
